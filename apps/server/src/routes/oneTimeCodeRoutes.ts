import { checkOneTimeCode, issueOneTimeCode, type OtpCheck } from '../auth/oneTimeCodes.ts';
import { markOtpVerified } from '../auth/sessions.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';

export const oneTimeCodeMessages = {
  sent: 'A one-time code has been sent to your e-mail address.',
  valid: 'The code is valid.',
  invalid: 'The code is not valid. Please check it and try again.',
  expired: 'The code has expired. Please request a new code.',
  locked: 'Too many wrong codes. Please request a new code.',
  none: 'Please request a code first.',
} as const satisfies Record<Exclude<OtpCheck, 'valid'> | 'sent' | 'valid', string>;

/** §7 GET /api/login/verify_otp: without `otp` it sends a code, with `otp` it checks it. */
export const oneTimeCodeRoutes: RouteTable = {
  oneTimeCode: {
    rateLimited: true,
    async handle({ query, caller }, context) {
      const { user, session } = caller;
      if (!user || !session) throw new HttpError(401, 'Unauthenticated.');
      const { db, clock, config, mailer } = context;
      if (query.otp === undefined) {
        const code = await issueOneTimeCode(db, clock, user.id, config.otpTtlMs);
        await mailer.send({
          to: user.email,
          subject: 'Your one-time code',
          body: `Your one-time code is ${code}. It expires in ${Math.round(config.otpTtlMs / 60_000)} minutes.`,
        });
        return { message: oneTimeCodeMessages.sent, data: { valid_otp: null } };
      }
      const outcome = await checkOneTimeCode(db, clock, user.id, query.otp);
      if (outcome === 'valid') {
        await markOtpVerified(db, clock, session.tokenId);
        return { message: oneTimeCodeMessages.valid, data: { valid_otp: true } };
      }
      return { message: oneTimeCodeMessages[outcome], data: { valid_otp: false } };
    },
  },
};
