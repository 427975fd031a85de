import { oneTimeCodeMessages } from '@showroom/domain';
import { type OneTimeCodeResult } from '@showroom/api';
import { oneTimeCodeEmail } from '@showroom/emails';
import { checkOneTimeCode, issueOneTimeCode, maxOtpAttempts, type OtpCheck } from '../auth/oneTimeCodes.ts';
import { markOtpVerified } from '../auth/sessions.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';
import { sendRendered } from '../mail/sendRendered.ts';

/** §7 GET /api/login/verify_otp: without `otp` it sends a code, with `otp` it checks it. */
export const oneTimeCodeRoutes: RouteTable = {
  oneTimeCode: {
    rateLimited: true,
    async handle({ query, caller }, context) {
      const { user, session } = caller;
      if (!user || !session) throw new HttpError(401, 'Unauthenticated.');
      const { db, clock, config, mailer } = context;
      if (query.otp === undefined) {
        const { code, expiresAt } = await issueOneTimeCode(db, clock, user.id, config.otpTtlMs);
        await sendRendered(
          mailer,
          user.email,
          await oneTimeCodeEmail({
            siteUrl: config.publicBaseUrl,
            code,
            validMinutes: Math.round(config.otpTtlMs / 60_000),
          }),
        );
        const data: OneTimeCodeResult = {
          valid_otp: null,
          outcome: 'sent',
          expires_at: expiresAt,
          attempts_left: maxOtpAttempts,
        };
        return { message: oneTimeCodeMessages.sent, data };
      }
      const check = await checkOneTimeCode(db, clock, user.id, query.otp);
      if (check.outcome === 'valid') await markOtpVerified(db, clock, session.tokenId);
      return { message: oneTimeCodeMessages[check.outcome], data: resultOf(check) };
    },
  },
};

function resultOf(check: OtpCheck): OneTimeCodeResult {
  const result = { valid_otp: check.outcome === 'valid', outcome: check.outcome };
  switch (check.outcome) {
    case 'invalid':
      return { ...result, expires_at: check.expiresAt, attempts_left: check.attemptsLeft };
    case 'locked':
      return { ...result, attempts_left: check.attemptsLeft };
    default:
      return result;
  }
}
