import type { Page } from '@playwright/test';
import { passwordMessages } from '@showroom/api';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect, test } from './fixtures.ts';

/**
 * Passwords and e-mail verification against the real server, mail read from the development
 * outbox. Every journey makes its own account (the journeys share one database and may rerun).
 */

const PASSWORD = 'First-pass-2026';
const NEW_PASSWORD = 'Second-pass-2027';

function uniqueEmail(label: string, testId: string): string {
  return `${label}.${Date.now().toString(36)}${testId.slice(0, 6)}@example.com`;
}

interface Envelope<Data> {
  readonly message: string;
  readonly data: Data;
}

/** Registers a customer through the API (the server e-mails a verification link); returns its token. */
async function register(email: string): Promise<string> {
  const answer = await apiRequest<Envelope<{ token: string }>>('/api/register', {
    method: 'POST',
    body: {
      full_name: 'Pat Passwords',
      email,
      password: PASSWORD,
      country_code: '+1',
      phone_number: '2135550142',
      zip_code: '90012',
      agree: true,
      shipping_street: '1 Main St',
      shipping_city: 'Los Angeles',
      shipping_state: 'CA',
      shipping_zip_code: '90012',
    },
  });
  expect(answer.status, `registration of ${email}`).toBe(201);
  return answer.body.data.token;
}

/** The newest e-mail to `to` whose body holds `pattern`'s match (the outbox lists newest first). */
async function linkFromOutbox(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await apiRequest<Envelope<{ body: string }[]>>('/api/dev/outbox', { query: { to } });
      found = outbox.body.data.map((mail) => pattern.exec(mail.body)?.[0]).find((match) => match !== undefined);
      return found;
    }, `a mail to ${to} matching ${pattern}`)
    .toBeTruthy();
  return found!;
}

const verificationLinkOf = (email: string) => linkFromOutbox(email, /\/verify\/[^\s]+/);

async function verifyThroughApi(email: string): Promise<void> {
  const link = await verificationLinkOf(email);
  const answer = await apiRequest(`/api/email/verify/${link.slice('/verify/'.length)}`);
  expect(answer.status).toBe(200);
}

async function signInThroughApi(email: string, password: string): Promise<{ status: number; token?: string }> {
  const answer = await apiRequest<Envelope<{ token: string }>>('/api/login', {
    method: 'POST',
    body: { email, password },
  });
  return { status: answer.status, ...(answer.status === 200 ? { token: answer.body.data.token } : {}) };
}

/** The success toast (top right; its text is also in a live region). */
const successToast = (page: Page) => page.locator('li[data-tone="success"]');

const authUserStatus = async (token: string) => (await apiRequest('/api/authuser', { token })).status;

/** Starts the browser with this session stored, as a sign-in would have left it. */
async function storeSession(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKeys.authToken,
    token,
  ] as const);
}

// Refusals are 422s and cooldowns 429s, which the browser logs as failed resources.
test.use({ allowedConsoleErrors: [/Failed to load resource.*(422|429)/] });

test.describe('passwords and verification against the real server', () => {
  test('a verification link opened as a first-time guest arrives as HTML, then the app confirms the address', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('verifylink', testInfo.testId);
    await register(email);
    const link = await verificationLinkOf(email);
    // Every link's page is the build's one file for /verify/:hash: nothing of the link is in it.
    const html = await (await page.request.get(link)).text();
    expect(html).toContain('Confirming your e-mail address…');
    expect(html).not.toContain(link.slice('/verify/'.length));

    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByText('Sign in to shop, save your projects and follow your orders.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The link has been used: the server refuses it a second time.
    const again = await apiRequest(`/api/email/verify/${link.slice('/verify/'.length)}`);
    expect(again.status).toBe(404);
  });

  test('password reset through the outbox link: new password works, the old one and every old session do not', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('reset', testInfo.testId);
    await register(email);
    await verifyThroughApi(email);
    const oldSession = await signInThroughApi(email, PASSWORD);
    expect(oldSession.status).toBe(200);

    await page.goto('/reset_password');
    const request = page.getByRole('form', { name: 'Request a reset link' });
    await request.getByRole('textbox', { name: /^Email/ }).fill(email);
    await request.getByRole('button', { name: 'Send reset link' }).click();
    // The news replaces the form and takes the focus.
    await expect(page.getByRole('heading', { name: 'Check your inbox' }).locator('[tabindex="-1"]')).toBeFocused();
    await expect(page.getByText(passwordMessages.resetLinkSent)).toBeVisible();

    const link = await linkFromOutbox(email, /\/password_reset\?[^\s]+/);
    expect(new URL(link, 'http://x').searchParams.get('email')).toBe(email);
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await expect(form.getByText(email)).toBeVisible();
    await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await form.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(successToast(page)).toContainText(passwordMessages.passwordReset);
    // Signed out everywhere: the session from before the reset is refused.
    expect(await authUserStatus(oldSession.token!)).toBe(401);
    expect((await signInThroughApi(email, PASSWORD)).status).toBe(422);

    // Sign in with the new password on /login: home, signed in.
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: /^Email/ }).fill(email);
    await signIn
      .getByLabel(/^Password/)
      .first()
      .fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await form.getByLabel(/^New password/).fill('Third-pass-2028');
    await form.getByLabel(/^Confirm new password/).fill('Third-pass-2028');
    await form.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.locator('span[tabindex="-1"]', { hasText: 'This link was already used' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Request a new link' }).first()).toHaveAttribute(
      'href',
      `/reset_password?${new URLSearchParams({ email }).toString()}`,
    );
  });

  test('change password while signed in: a wrong current password is refused, then the change signs the other sessions out', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('change', testInfo.testId);
    const here = await register(email);
    await verifyThroughApi(email);
    const elsewhere = await signInThroughApi(email, PASSWORD);
    await storeSession(page, here);

    await page.goto('/change_password');
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel(/^Current password/);
    await current.fill('not-my-password');
    await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await form.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(passwordMessages.currentPasswordWrong)).toBeVisible();
    await expect(current).toBeFocused();
    await expect(form.getByLabel(/^New password/)).toHaveValue(NEW_PASSWORD);

    await current.fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Password changed')).toBeVisible();
    await expect(form.getByRole('status')).toContainText(passwordMessages.passwordChanged);
    await expect(current).toHaveValue('');

    expect(await authUserStatus(elsewhere.token!)).toBe(401);
    expect(await authUserStatus(here)).toBe(200);
    expect((await signInThroughApi(email, NEW_PASSWORD)).status).toBe(200);
    // Still signed in here after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('/verifiction: Resend inside the minute after registering shows the server’s cooldown counting down', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('resend', testInfo.testId);
    await storeSession(page, await register(email));

    await page.goto('/verifiction');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    const resend = page.getByRole('button', { name: 'Resend verification e-mail' });
    const answer = page.waitForResponse('**/api/email/resend');
    await resend.click();
    expect((await answer).status()).toBe(429);

    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/You can ask for another e-mail in \d+ seconds?\./);
    const first = Number(/(\d+)/.exec((await timer.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(60);
    await expect(page.getByText(/Please wait \d+ seconds? before asking for another e-mail\./)).toBeVisible();
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    // It counts down on its own.
    await expect
      .poll(async () => Number(/(\d+)/.exec((await timer.textContent()) ?? '')?.[1]), { timeout: 5000 })
      .toBeLessThan(first);
    // Pressing it meanwhile sends nothing.
    let sentMeanwhile = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/email/resend')) sentMeanwhile += 1;
    });
    // aria-disabled (kept focusable), so Playwright would wait for it: the click is dispatched.
    await resend.dispatchEvent('click');
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(sentMeanwhile).toBe(0);
  });

  test('verifying through the outbox link of a fresh registration lands signed in and verified', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('verify', testInfo.testId);
    const token = await register(email);
    await storeSession(page, token);

    // Unverified: §4 keeps the user on /verifiction.
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/verifiction');

    const link = await verificationLinkOf(email);
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(successToast(page)).toContainText(/Your e-?mail address has been verified\./);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    const user = await apiRequest<Envelope<{ email_verified_at: string | null }>>('/api/authuser', { token });
    expect(user.body.data.email_verified_at).toBeTruthy();
    // Verified now: /verifiction sends the user on (§4), and the link is spent.
    await page.goto('/verifiction');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect((await apiRequest(`/api/email/verify/${link.slice('/verify/'.length)}`)).status).toBe(404);
  });
});
