import type { Page } from '@playwright/test';
import { logoutStorageKeys, signInMessages } from '@showroom/machines';
import { apiRequest, expect, test } from './fixtures.ts';

/** Every demo account's password (apps/server/README.md). */
const PASSWORD = 'Demo-pass-2026';

const form = (page: Page) => page.getByRole('form', { name: 'Sign in' });

async function signIn(page: Page, email: string, { remember = false } = {}) {
  const fields = form(page);
  await fields.getByRole('textbox', { name: /^Email/ }).fill(email);
  await fields
    .getByLabel(/^Password/, { exact: false })
    .first()
    .fill(PASSWORD);
  if (remember) await fields.getByRole('checkbox', { name: 'Remember me' }).check();
  await fields.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A verified customer without projects (the demo customer has projects, which send §4's
 * sign-in to / whatever the redirect): registered through the API, verified with the link
 * from the development outbox. The journeys share one database, so the e-mail is new each run.
 */
async function newVerifiedCustomer(testId: string): Promise<string> {
  const email = `shopper.${Date.now().toString(36)}${testId.slice(0, 6)}@example.com`;
  const registered = await apiRequest('/api/register', {
    method: 'POST',
    body: {
      first_name: 'Sam',
      last_name: 'Shopper',
      full_name: 'Sam Shopper',
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
  expect(registered.status).toBe(201);
  const outbox = await apiRequest<{ data: { body: string }[] }>('/api/dev/outbox', { query: { to: email } });
  const token = /\/verify\/([^\s]+)/.exec(outbox.body.data[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`No verification link for ${email}.`);
  const verified = await apiRequest(`/api/email/verify/${token}`);
  expect(verified.status).toBe(200);
  return email;
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));

test.describe('sign-in (/login) against the real server', () => {
  // A refused sign-in is a 422, which the browser logs as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource.*422/] });

  test('a customer signs in: a User with projects goes to / (§4), signed in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'customer@demo.test');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect((await storedToken(page))?.length ?? 0).toBeGreaterThan(10);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'user_type')?.value).toBe('User');
    // Never the password, in any cookie or storage.
    expect(JSON.stringify(cookies)).not.toContain(PASSWORD);
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(PASSWORD);
  });

  for (const [email, message] of [
    ['vendor@demo.test', signInMessages.notAuthorized],
    ['deactivated@demo.test', signInMessages.deactivated],
    ['pending@demo.test', signInMessages.pendingApproval],
  ] as const) {
    test(`${email} is logged out again with '${message}'`, async ({ page }) => {
      const logouts: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/logout')) logouts.push(response.status());
      });
      await page.goto('/login');
      await signIn(page, email);
      const alert = form(page).getByRole('alert');
      await expect(alert).toContainText(message);
      await expect(alert).toBeFocused();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      expect(await storedToken(page)).toBeNull();
      // The session the server opened is ended there too.
      await expect.poll(() => logouts).toEqual([200]);
      await expect(page.getByRole('button', { name: 'Sign in or sign up' })).toBeVisible();
    });
  }

  test('an unverified account goes to /verifiction, signed in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'unverified@demo.test');
    await expect(page).toHaveURL((url) => url.pathname === '/verifiction');
    expect(await storedToken(page)).not.toBeNull();
  });

  test('a wrong password: the server message under the e-mail, focus on it', async ({ page }) => {
    await page.goto('/login');
    const fields = form(page);
    await fields.getByRole('textbox', { name: /^Email/ }).fill('customer@demo.test');
    await fields
      .getByLabel(/^Password/)
      .first()
      .fill('not-the-password');
    await fields.getByRole('button', { name: 'Sign In' }).click();
    const email = fields.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    await expect(email).toBeFocused();
  });

  test('from the cart, Login then signing in goes to /checkout (§2)', async ({ page }, testInfo) => {
    const email = await newVerifiedCustomer(testInfo.testId);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Sign in or sign up' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await signIn(page, email);
    await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  });

  test('a signed-in visitor opening /login goes to /account', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'customer@demo.test');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/login');
    await expect(page).toHaveURL((url) => url.pathname === '/account');
  });

  test.describe('logout', () => {
    test('Remember me keeps the e-mail, never the password; logout ends the session and clears the §9 keys', async ({
      page,
    }) => {
      const logouts: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/logout')) logouts.push(response.status());
      });
      await page.goto('/login');
      await signIn(page, 'customer@demo.test', { remember: true });
      await expect(page).toHaveURL((url) => url.pathname === '/');
      // Remember me keeps the e-mail only: the password is in no cookie and no storage.
      const rememberedCookies = await page.context().cookies();
      expect(rememberedCookies.find((cookie) => cookie.name === 'remember_email')).toBeDefined();
      expect(JSON.stringify(rememberedCookies)).not.toContain(PASSWORD);
      expect(JSON.stringify(rememberedCookies)).not.toContain(encodeURIComponent(PASSWORD));
      const stored = await page.evaluate(() =>
        JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
      );
      expect(stored).not.toContain(PASSWORD);
      const token = await storedToken(page);
      const authUser = () => page.request.get('/api/authuser', { headers: { authorization: `Bearer ${token}` } });
      expect((await authUser()).status()).toBe(200);
      await page.evaluate((keys) => {
        for (const key of keys) if (key !== 'project' && key !== 'cart_id') window.localStorage.setItem(key, '"x"');
      }, logoutStorageKeys);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(page.getByRole('button', { name: 'Sign in or sign up' })).toBeVisible();
      // The server ended the session: the old token no longer opens an authenticated endpoint.
      await expect.poll(() => logouts).toEqual([200]);
      expect((await authUser()).status()).toBe(401);
      const left = await page.evaluate(
        (keys) => keys.filter((key) => window.localStorage.getItem(key) !== null),
        [...logoutStorageKeys, 'authToken'],
      );
      expect(left).toEqual([]);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'remember_email')?.value).toBe(
        encodeURIComponent('customer@demo.test'),
      );
      await page.goto('/login');
      await expect(form(page).getByRole('textbox', { name: /^Email/ })).toHaveValue('customer@demo.test');
      await expect(form(page).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      await expect(
        form(page)
          .getByLabel(/^Password/)
          .first(),
      ).toHaveValue('');
    });
  });

  test.describe('social sign-in', () => {
    // No provider is configured on the reference server: it answers 501 with its reason.
    test.use({ allowServerErrors: true, allowedConsoleErrors: [/Failed to load resource.*501/] });

    test('a social button asks the server, which says the provider is not configured', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(form(page).getByRole('alert')).toContainText('Sign-in with google is not available on this server');
      expect(await storedToken(page)).toBeNull();
    });
  });
});
