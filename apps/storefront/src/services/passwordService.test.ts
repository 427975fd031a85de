import { passwordMessages } from '@showroom/api/client';
import { MOCK_PASSWORD_RESET_TOKENS } from '@showroom/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { accountServices } from './accountServicesTestKit.ts';
import { changePassword, requestPasswordReset, resetPassword } from './passwordService.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

const DEMO_PASSWORD = 'Demo-pass-2026';
const NEW_PASSWORD = 'new-Demo-pass-2027';
const reset = (token: string) => ({
  email: 'customer@demo.test',
  token,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
});

describe('password service (against the demo handlers)', () => {
  it('requests a reset link and answers the same for an address without an account', async () => {
    const { services, sent } = accountServices();
    await expect(requestPasswordReset(services, 'customer@demo.test')).resolves.toBe(passwordMessages.resetLinkSent);
    await expect(requestPasswordReset(services, 'nobody@example.com')).resolves.toBe(passwordMessages.resetLinkSent);
    expect(sent).toEqual(['POST /api/password/forgot', 'POST /api/password/forgot']);
  });

  it('resets a password from a working link; the link then counts as used', async () => {
    const { services } = accountServices();
    await expect(resetPassword(services, reset(MOCK_PASSWORD_RESET_TOKENS.valid))).resolves.toEqual({
      message: passwordMessages.passwordReset,
      endedLocalSession: false,
    });
    await expect(resetPassword(services, reset(MOCK_PASSWORD_RESET_TOKENS.valid))).rejects.toMatchObject({
      status: 422,
      fieldErrors: { token: [passwordMessages.tokenUsed] },
    });
  });

  it('refuses used and expired links with their own messages', async () => {
    const { services } = accountServices();
    await expect(resetPassword(services, reset(MOCK_PASSWORD_RESET_TOKENS.expired))).rejects.toMatchObject({
      fieldErrors: { token: [passwordMessages.tokenExpired] },
    });
    await expect(resetPassword(services, reset('demo-reset-unknown'))).rejects.toMatchObject({
      fieldErrors: { token: [passwordMessages.tokenUnknown] },
    });
  });

  it('ends this browser’s session when it belongs to the account whose password was reset', async () => {
    const { services } = accountServices({ signedInAs: 'customer@demo.test' });
    const runtime = await services.runtime();
    await vi.waitFor(() => expect(services.session.getState().status).toBe('signedIn'));
    const navigations: string[] = [];
    services.router.attach(
      (to) => navigations.push(to),
      () => '/password_reset',
    );
    const outcome = await resetPassword(services, reset(MOCK_PASSWORD_RESET_TOKENS.valid));
    expect(outcome.endedLocalSession).toBe(true);
    await vi.waitFor(() => expect(services.session.getState()).toMatchObject({ token: '', user: null }));
    expect(runtime.sessionActor.getSnapshot().matches({ user: 'signedOut' })).toBe(true);
    expect(navigations).toEqual(['/login?redirect=%2F']);
  });

  it('keeps another account’s session', async () => {
    const { services } = accountServices({ signedInAs: 'contractor@demo.test' });
    await services.runtime();
    await vi.waitFor(() => expect(services.session.getState().status).toBe('signedIn'));
    const outcome = await resetPassword(services, reset(MOCK_PASSWORD_RESET_TOKENS.valid));
    expect(outcome.endedLocalSession).toBe(false);
    expect(services.session.getState().token).not.toBe('');
  });

  it('changes the signed-in password and refuses a wrong current one under its field', async () => {
    const { services } = accountServices({ signedInAs: 'customer@demo.test' });
    await expect(
      changePassword(services, {
        current_password: 'wrong-password',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: { current_password: [passwordMessages.currentPasswordWrong] },
    });
    await expect(
      changePassword(services, {
        current_password: DEMO_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    ).resolves.toBe(passwordMessages.passwordChanged);
  });
});
