import { ApiHttpError, EMAIL_RESEND_COOLDOWN_SECONDS } from '@showroom/api/client';
import { EMAIL_COOLDOWN_SCENARIO_SECONDS } from '@showroom/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { accountServices } from './accountServicesTestKit.ts';
import {
  createEmailResendActor,
  failureTextOf,
  refreshSessionUser,
  resendFailureOf,
  verifyEmailToken,
} from './verificationService.ts';

vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

const request = { endpoint: 'resendVerificationEmail', method: 'GET', path: '/api/email/resend' } as const;

describe('what a failed call says', () => {
  it('prefers the client’s §8 message, then the body’s, else nothing', () => {
    const toasted = new ApiHttpError(request, {
      status: 500,
      userMessage: 'Internal Server error please try again.',
      body: {},
    });
    const cooling = new ApiHttpError(request, {
      status: 429,
      userMessage: null,
      body: { message: 'Please wait 42 seconds before asking for another e-mail.', retry_after: 42 },
    });
    expect(failureTextOf(toasted)).toBe('Internal Server error please try again.');
    expect(failureTextOf(cooling)).toBe('Please wait 42 seconds before asking for another e-mail.');
    expect(
      failureTextOf(new ApiHttpError(request, { status: 418, userMessage: null, body: { message: ' ' } })),
    ).toBeNull();
    expect(failureTextOf(null)).toBeNull();
    expect(resendFailureOf(cooling)).toEqual({
      status: 429,
      message: 'Please wait 42 seconds before asking for another e-mail.',
      retryAfter: 42,
    });
    expect(resendFailureOf(new TypeError('offline'))).toEqual({ status: null, message: null, retryAfter: null });
  });
});

describe('resend (the emailResend machine with GET /api/email/resend)', () => {
  it('sends, then counts the minute down on the given clock', async () => {
    const { services, sent } = accountServices({ signedInAs: 'unverified@demo.test' });
    const clock = new SimulatedClock();
    const actor = createEmailResendActor(services, clock).start();
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('coolingDown'));
    expect(actor.getSnapshot().context).toMatchObject({
      secondsLeft: EMAIL_RESEND_COOLDOWN_SECONDS,
      sentMessage: 'A fresh verification link has been sent to your email address.',
    });
    expect(sent).toContain('GET /api/email/resend');
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(EMAIL_RESEND_COOLDOWN_SECONDS - 1);
    actor.stop();
  });

  it('counts down from retry_after when the server refuses during its cooldown', async () => {
    const { services } = accountServices({ signedInAs: 'unverified@demo.test', scenario: 'emailCooldown' });
    const actor = createEmailResendActor(services, new SimulatedClock()).start();
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('coolingDown'));
    expect(actor.getSnapshot().context).toMatchObject({
      secondsLeft: EMAIL_COOLDOWN_SCENARIO_SECONDS,
      errorMessage: `Please wait ${EMAIL_COOLDOWN_SCENARIO_SECONDS} seconds before asking for another e-mail.`,
    });
    actor.stop();
  });

  it('fails with the client’s message when the server errs', async () => {
    const { services } = accountServices({ signedInAs: 'unverified@demo.test', scenario: 'serverError' });
    const actor = createEmailResendActor(services).start();
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Internal Server error please try again.');
    actor.stop();
  });
});

describe('verifying a link', () => {
  it('verifies for a guest, with no user to refresh', async () => {
    const { services, sent } = accountServices();
    await expect(verifyEmailToken(services, 'demo-verify-8')).resolves.toEqual({
      message: 'Your email address has been verified.',
      user: null,
    });
    expect(sent).toEqual(['GET /api/email/verify/demo-verify-8']);
  });

  it('verifies a signed-in user and hands the session the fresh, verified user', async () => {
    const { services } = accountServices({ signedInAs: 'unverified@demo.test' });
    const { user } = await verifyEmailToken(services, 'demo-verify-8');
    expect(user?.email_verified_at).toBeTruthy();
    await vi.waitFor(() => expect(services.session.getState().user?.email_verified_at).toBeTruthy());
  });

  it('refuses an unknown link with a 404 and its message', async () => {
    const { services } = accountServices();
    await expect(verifyEmailToken(services, 'demo-verify-999')).rejects.toMatchObject({
      status: 404,
      userMessage: 'This verification link is invalid or has expired.',
    });
  });

  it('refreshes nobody when nobody is signed in', async () => {
    const { services, sent } = accountServices();
    await expect(refreshSessionUser(services)).resolves.toBeNull();
    expect(sent).toEqual([]);
  });
});
