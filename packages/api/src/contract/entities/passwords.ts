import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordMessages } from '../passwords.rules.ts';
import { named } from '../registry.ts';

/**
 * A new password as the schema checks it: text of at most PASSWORD_MAX_LENGTH. The minimum
 * length and the confirmation are checked by `validateNewPassword` (passwords.rules.ts) on the
 * server and in the mocks, so their messages land on the right field.
 */
const newPassword = z.string().max(PASSWORD_MAX_LENGTH, passwordMessages.passwordTooLong);

/** POST /api/password/forgot: where to send a reset link. */
export const forgotPasswordRequestSchema = named('ForgotPasswordRequest', z.object({ email: z.email().max(254) }));
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/password/reset: the link's token and e-mail, and the new password twice. */
export const resetPasswordRequestSchema = named(
  'ResetPasswordRequest',
  z.object({
    email: z.email().max(254),
    token: z.string().min(1).max(200),
    password: newPassword,
    password_confirmation: newPassword,
  }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/change_password: the signed-in user's current password and the new one twice. */
export const changePasswordRequestSchema = named(
  'ChangePasswordRequest',
  z.object({
    // Not capped at the new-password maximum: older passwords may be longer.
    current_password: z.string().max(1024, passwordMessages.currentPasswordWrong),
    password: newPassword,
    password_confirmation: newPassword,
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
