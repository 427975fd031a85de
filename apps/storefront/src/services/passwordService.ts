import type { ChangePasswordRequest, ResetPasswordRequest } from '@showroom/api';
import type { AppServices } from './createAppServices.ts';

/**
 * The password calls (designed: §2 names /reset_password, /password_reset and /change_password).
 * Each resolves with the server's message and rejects with the API client's error, which the
 * page reads for field messages (422) or a failure to show; the client has already shown the
 * §8 toast where the catalogue has one.
 */

/** `POST /api/password/forgot`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(services: AppServices, email: string): Promise<string> {
  const { api } = await services.runtime();
  return (await api.forgotPassword({ body: { email } })).message;
}

export interface PasswordResetOutcome {
  readonly message: string;
  /**
   * This browser was signed in to the account whose password was reset. The server has signed
   * that session out with every other, so it is ended here too (and the app went to Login).
   */
  readonly endedLocalSession: boolean;
}

/** `POST /api/password/reset` from a reset link's token and e-mail. */
export async function resetPassword(services: AppServices, body: ResetPasswordRequest): Promise<PasswordResetOutcome> {
  const { api } = await services.runtime();
  const { message } = await api.resetPassword({ body });
  const { user, token } = services.session.getState();
  const sameAccount = token !== '' && user !== null && user.email.toLowerCase() === body.email.toLowerCase();
  // The stored token no longer works: end the session as a 401 would (user cleared, token
  // removed, to Login), rather than let the next call find out.
  if (sameAccount) services.sendSession({ type: 'UNAUTHORIZED', path: '/' });
  return { message, endedLocalSession: sameAccount };
}

/** `POST /api/change_password`: the other sessions are signed out, this one stays. */
export async function changePassword(services: AppServices, body: ChangePasswordRequest): Promise<string> {
  const { api } = await services.runtime();
  return (await api.changePassword({ body })).message;
}
