import {
  EMAIL_RESEND_COOLDOWN_SECONDS,
  PASSWORD_RESET_LIFETIME_MINUTES,
  passwordMessages,
  passwordResetLink,
  validateNewPassword,
} from '@showroom/api';
import { linkOn, passwordResetEmail } from '@showroom/emails';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../auth/passwords.ts';
import { claimPasswordReset, issuePasswordReset, lastPasswordResetAt } from '../auth/passwordResets.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { clearSignInFailures } from '../auth/signInLockout.ts';
import { HttpError, validationError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';
import { sendRendered } from '../mail/sendRendered.ts';
import { normalizeEmail } from './accountRoutes.ts';

/** The rules of a new password, as a 422 in the §8 field-error shape. */
function refuseBadNewPassword(input: { password: string; password_confirmation: string }): void {
  const errors = validateNewPassword(input);
  const entries = Object.entries(errors).map(([field, message]): [string, string[]] => [field, [message]]);
  if (entries.length > 0) throw validationError(Object.fromEntries(entries));
}

/**
 * Passwords (designed, §2 /reset_password, /password_reset, /change_password). Reset links are
 * single-use, expire after PASSWORD_RESET_LIFETIME_MINUTES and are stored hashed; a reset signs
 * the account out everywhere, a change everywhere but here.
 */
export const passwordRoutes: RouteTable = {
  forgotPassword: {
    rateLimited: true,
    async handle({ body }, context) {
      const { db, clock } = context;
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name'])
        .where('email', '=', normalizeEmail(body.email))
        .executeTakeFirst();
      // One e-mail per account per cooldown, so the form cannot be used to flood an inbox. The
      // answer is the same in every case: it must not tell which e-mails have accounts.
      const last = user ? await lastPasswordResetAt(db, user.id) : null;
      const cooling = last !== null && clock().getTime() - last.getTime() < EMAIL_RESEND_COOLDOWN_SECONDS * 1000;
      if (user && !cooling) {
        const token = await issuePasswordReset(db, clock, user.id);
        const siteUrl = context.config.publicBaseUrl;
        await sendRendered(
          context.mailer,
          user.email,
          await passwordResetEmail({
            siteUrl,
            name: user.first_name,
            resetUrl: linkOn(siteUrl, passwordResetLink(token, user.email)),
            validMinutes: PASSWORD_RESET_LIFETIME_MINUTES,
          }),
        );
      }
      return { message: passwordMessages.resetLinkSent, data: null };
    },
  },

  resetPassword: {
    rateLimited: true,
    async handle({ body }, { db, clock }) {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', normalizeEmail(body.email))
        .executeTakeFirst();
      // The token is judged first: with a bad link, the password fields are not the problem.
      const passwordHash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        await claimPasswordReset(trx, clock, user?.id ?? null, body.token);
        refuseBadNewPassword(body);
        const now = clock().toISOString();
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', user!.id)
          .execute();
        // Whoever had the old password is signed out everywhere.
        await revokeUserSessions(trx, clock, user!.id);
        // The owner proved themselves by e-mail: a sign-in lock (auth/signInLockout.ts) ends.
        await clearSignInFailures(trx, normalizeEmail(body.email));
        // Older links of the account stop working too.
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('user_id', '=', user!.id)
          .where('used_at', 'is', null)
          .execute();
      });
      return { message: passwordMessages.passwordReset, data: null };
    },
  },

  changePassword: {
    rateLimited: true,
    async handle({ body, caller }, { db, clock }) {
      if (!caller.user || !caller.session) throw new HttpError(401, 'Unauthenticated.');
      const { user, session } = caller;
      if (body.current_password === '') {
        throw validationError({ current_password: [passwordMessages.currentPasswordRequired] });
      }
      const matches = await verifyPassword(body.current_password, user.password_hash || unusablePasswordHash);
      if (!matches) throw validationError({ current_password: [passwordMessages.currentPasswordWrong] });
      refuseBadNewPassword(body);
      if (body.password === body.current_password) {
        throw validationError({ password: [passwordMessages.sameAsCurrent] });
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: clock().toISOString() })
          .where('id', '=', user.id)
          .execute();
        await revokeUserSessions(trx, clock, user.id, { except: session.tokenId });
      });
      return { message: passwordMessages.passwordChanged, data: null };
    },
  },
};
