import {
  aiDesignMessages,
  EMAIL_RESEND_COOLDOWN_SECONDS,
  cooldownMessage,
  maskAccountNumber,
  passwordMessages,
  payoutMessages,
  SIGN_IN_LOCK_MINUTES,
  SIGN_IN_LOCK_THRESHOLD,
  signInLockMessage,
  validateNewPassword,
  type PayoutSettings,
} from '../../contract/index.ts';
import { demoTimestamp } from '../../demo/time.ts';
import { EMAIL_COOLDOWN_SCENARIO_SECONDS } from '../scenarios.ts';
import { MockFailure, type MockResolvers, type MockSettings } from '../route.ts';
import type { MockState } from '../state.ts';

/**
 * Passwords, payout settings, the verification e-mail cooldown and AI design generation, answered
 * as the reference server answers them (same rules from the contract, same messages).
 */

const GIVEN_DATA_INVALID = 'The given data was invalid.';
const fieldErrors = (errors: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) => (message === undefined ? [] : [[field, [message]]])),
  );
const refuse = (errors: Readonly<Record<string, string | undefined>>) =>
  new MockFailure(422, GIVEN_DATA_INVALID, fieldErrors(errors));

const noPayoutSettings: PayoutSettings = {
  account_holder_name: null,
  bank_name: null,
  routing_number: null,
  account_type: null,
  account_number_last4: null,
  account_number_masked: null,
  updated_at: null,
  pending_release_business_days: 46,
};

/**
 * The cooldown between two verification e-mails of one account (real time, so a story that
 * resends twice sees it); the `emailCooldown` scenario forces a fixed one.
 */
export function checkEmailCooldown(state: MockState, settings: MockSettings, account: string): void {
  if (settings.scenarios.has('emailCooldown')) {
    throw new MockFailure(
      429,
      cooldownMessage(EMAIL_COOLDOWN_SCENARIO_SECONDS),
      undefined,
      EMAIL_COOLDOWN_SCENARIO_SECONDS,
    );
  }
  const now = Date.now();
  const last = state.verificationEmailSentAt.get(account);
  const left = last === undefined ? 0 : Math.ceil((last + EMAIL_RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000);
  if (left > 0) throw new MockFailure(429, cooldownMessage(left), undefined, left);
  state.verificationEmailSentAt.set(account, now);
}

/**
 * The server's per-account sign-in pause (auth/signInLockout.ts): 429 with `retry_after` while
 * it lasts. The mocks use the default rule (`SIGN_IN_LOCK_THRESHOLD`, `SIGN_IN_LOCK_MINUTES`).
 */
export function checkSignInPause(state: MockState, email: string): void {
  const lockedUntil = state.signInFailures.get(email)?.lockedUntil ?? null;
  const left = lockedUntil === null ? 0 : Math.ceil((lockedUntil - Date.now()) / 1000);
  if (left > 0) throw new MockFailure(429, signInLockMessage(Math.ceil(left / 60)), undefined, left);
}

/** A wrong password: the one that reaches the threshold pauses the account and starts the count again. */
export function countSignInFailure(state: MockState, email: string): void {
  const failures = (state.signInFailures.get(email)?.failures ?? 0) + 1;
  const locks = failures >= SIGN_IN_LOCK_THRESHOLD;
  state.signInFailures.set(email, {
    failures: locks ? 0 : failures,
    lockedUntil: locks ? Date.now() + SIGN_IN_LOCK_MINUTES * 60_000 : null,
  });
}

export const accountSecurityResolvers = {
  forgotPassword: ({ body, state }) => {
    const user = state.users.find((candidate) => candidate.email.toLowerCase() === body.email.toLowerCase());
    // The same answer either way: nobody can learn from it which e-mails have accounts.
    if (user) state.passwordResets.push({ token: `demo-reset-${state.nextId()}`, email: user.email, state: 'open' });
    return { data: null, message: passwordMessages.resetLinkSent };
  },
  resetPassword: ({ body, state }) => {
    const reset = state.passwordResets.find(
      (candidate) => candidate.token === body.token && candidate.email.toLowerCase() === body.email.toLowerCase(),
    );
    const user = state.users.find((candidate) => candidate.email.toLowerCase() === body.email.toLowerCase());
    if (!reset || !user) throw refuse({ token: passwordMessages.tokenUnknown });
    if (reset.state === 'used') throw refuse({ token: passwordMessages.tokenUsed });
    if (reset.state === 'expired') throw refuse({ token: passwordMessages.tokenExpired });
    const errors = validateNewPassword(body);
    if (Object.keys(errors).length > 0) throw refuse(errors);
    reset.state = 'used';
    user.password = body.password;
    // The owner proved themselves by e-mail: a sign-in pause ends (as on the server).
    state.signInFailures.delete(user.email.toLowerCase());
    return { data: null, message: passwordMessages.passwordReset };
  },
  changePassword: ({ me, body, state }) => {
    const user = state.users.find((candidate) => candidate.id === me().id)!;
    if (body.current_password === '') throw refuse({ current_password: passwordMessages.currentPasswordRequired });
    if (body.current_password !== user.password)
      throw refuse({ current_password: passwordMessages.currentPasswordWrong });
    const errors = validateNewPassword(body);
    if (Object.keys(errors).length > 0) throw refuse(errors);
    if (body.password === user.password) throw refuse({ password: passwordMessages.sameAsCurrent });
    user.password = body.password;
    return { data: null, message: passwordMessages.passwordChanged };
  },
  getPayoutSettings: ({ me, state }) => {
    const user = me();
    const entry = state.payoutSettings.find((candidate) => candidate.user_id === user.id);
    return { data: entry?.settings ?? noPayoutSettings, message: payoutMessages.loaded };
  },
  updatePayoutSettings: ({ me, body, state }) => {
    const user = me();
    const last4 = body.account_number.slice(-4);
    const settings: PayoutSettings = {
      account_holder_name: body.account_holder_name,
      bank_name: body.bank_name,
      routing_number: body.routing_number,
      account_type: body.account_type,
      account_number_last4: last4,
      account_number_masked: maskAccountNumber(last4),
      updated_at: demoTimestamp(0),
      pending_release_business_days: 46,
    };
    const previous = state.payoutSettings.find((candidate) => candidate.user_id === user.id);
    if (previous) previous.settings = settings;
    else state.payoutSettings.push({ user_id: user.id, settings });
    return { data: settings, message: payoutMessages.saved };
  },
  aiGenerateDesign: ({ ai, body, settings }) => {
    const user = ai();
    if (!settings.scenarios.has('aiDesignProvider')) {
      throw new MockFailure(503, aiDesignMessages.unavailable);
    }
    if (user.credits <= 0) throw refuse({ credits: aiDesignMessages.noCredits });
    user.credits -= 1;
    const room = body.room_type.replace(/ /g, '-');
    return {
      data: {
        images: [1, 2].map((n) => ({
          url: `/media/rooms/ai-${room}-${n}.svg`,
          alt: `A ${body.room_type} design: ${body.prompt}`,
        })),
        credits: user.credits,
        used: 6,
      },
      message: aiDesignMessages.ready,
    };
  },
} satisfies Partial<MockResolvers>;
