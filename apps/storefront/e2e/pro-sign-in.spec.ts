import type { Page } from '@playwright/test';
import { signInMessages } from '@showroom/machines';
import { apiRequest, expect, test } from './fixtures.ts';

const PASSWORD = 'Demo-pass-2026';
const form = (page: Page) => page.getByRole('form', { name: 'Pro sign in' });

async function signIn(page: Page, email: string) {
  const fields = form(page);
  await fields.getByRole('textbox', { name: /^Email/ }).fill(email);
  await fields
    .getByLabel(/^Password/)
    .first()
    .fill(PASSWORD);
  await fields.getByRole('button', { name: 'Sign In' }).click();
}

/** The newest one-time code mailed to the address (development outbox, newest first). */
async function latestCode(to: string, after: number): Promise<string> {
  const answer = await apiRequest<{ data: { id: number; body: string }[] }>('/api/dev/outbox', { query: { to } });
  const mail = answer.body.data.find((entry) => entry.id > after && /one-time code is \d{6}/.test(entry.body));
  if (!mail) throw new Error(`No new one-time code for ${to} yet.`);
  return /one-time code is (\d{6})/.exec(mail.body)![1]!;
}

async function newestMailId(to: string): Promise<number> {
  const answer = await apiRequest<{ data: { id: number }[] }>('/api/dev/outbox', { query: { to } });
  return answer.body.data[0]?.id ?? 0;
}

test.describe('pro sign-in (/pro-account) against the real server', () => {
  // A refused sign-in is a 422, which the browser logs as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource.*422/] });

  test('a vendor signs in and reaches /account', async ({ page }) => {
    await page.goto('/pro-account#pro-sign-in');
    await expect(page.getByRole('heading', { name: 'Pro sign-in' })).toBeFocused();
    await signIn(page, 'vendor@demo.test');
    await expect(page).toHaveURL((url) => url.pathname === '/account');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'user_type')?.value).toBe('Vendor');
  });

  test('a customer is refused on the pro screen and sent to the Sign In page', async ({ page }) => {
    await page.goto('/pro-account');
    await signIn(page, 'customer@demo.test');
    const alert = form(page).getByRole('alert');
    await expect(alert).toContainText(signInMessages.notAuthorized);
    await expect(alert.getByRole('link', { name: 'Sign In page' })).toHaveAttribute('href', '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  });

  test('an admin enters the code from the outbox and reaches /account with otp_verify', async ({ page }) => {
    const before = await newestMailId('admin@demo.test');
    await page.goto('/pro-account');
    await signIn(page, 'admin@demo.test');
    const codeForm = page.getByRole('form', { name: 'One-time code' });
    await expect(page.getByText('A one-time code has been sent to your e-mail address.')).toBeVisible();
    const field = codeForm.getByRole('textbox', { name: /^One-time code/ });
    await expect(field).toBeFocused();
    // The server's expiry, in §9's time zone: 10 minutes from now.
    await expect(
      codeForm.getByText(/^The code expires at \d{1,2}:\d{2} [AP]M P[SD]T \(in (10|9) minutes\)\.$/),
    ).toBeVisible();

    // A wrong code first: the server's answer under the field, and the tries it leaves.
    await field.fill('000000');
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await expect(field).toHaveAccessibleDescription(/The code is not valid\. Please check it and try again\./);
    await expect(page.getByRole('status', { name: 'Code status' })).toHaveText('4 tries left before the code locks.');

    const code = await expect
      .poll(() => latestCode('admin@demo.test', before).catch(() => ''))
      .not.toBe('')
      .then(() => latestCode('admin@demo.test', before));
    const mailed = await newestMailId('admin@demo.test');

    // A reload keeps the step: the same code, its expiry, and no new code is mailed.
    await page.reload();
    await expect(codeForm).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a code' })).toHaveCount(0);
    await expect(
      codeForm.getByText(/^The code expires at \d{1,2}:\d{2} [AP]M P[SD]T \(in (10|9|8) minutes\)\.$/),
    ).toBeVisible();
    expect(await newestMailId('admin@demo.test')).toBe(mailed);
    await field.fill(code);
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account');
    const cookies = await page.context().cookies();
    const otp = cookies.find((cookie) => cookie.name === 'otp_verify');
    expect(otp?.value).toBe('1');
    // Verified: the tab forgets the code.
    expect(await page.evaluate(() => window.sessionStorage.getItem('one_time_code'))).toBeNull();
    // §3: 340 days.
    const days = ((otp?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(339);
    expect(days).toBeLessThan(341);
  });
});
