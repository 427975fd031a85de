import type { Page } from '@playwright/test';
import { aiDesignMessages } from '@showroom/api/client';
import { apiRequest, expect, test } from './fixtures.ts';

/** Every demo account's password (apps/server/README.md); ai@demo.test is the AI area's demo account. */
const PASSWORD = 'Demo-pass-2026';
const AI_EMAIL = 'ai@demo.test';

const storedItem = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

async function fillAccountForm(
  page: Page,
  formName: string,
  fields: { name?: string; email: string; password: string },
) {
  const form = page.getByRole('form', { name: formName });
  if (fields.name !== undefined) await form.getByRole('textbox', { name: /^Name/ }).fill(fields.name);
  await form.getByRole('textbox', { name: /^Email/ }).fill(fields.email);
  await form
    .getByLabel(/^Password/)
    .first()
    .fill(fields.password);
  return form;
}

async function signInToAi(page: Page, email = AI_EMAIL, password = PASSWORD) {
  await page.goto('/design-ai/login');
  const form = await fillAccountForm(page, 'AI design sign in', { email, password });
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The balance the page shows, once loaded. */
async function shownCredits(page: Page): Promise<number> {
  const balance = page.getByTestId('ai-credits');
  await expect(balance).toBeVisible();
  return Number(await balance.textContent());
}

test.describe('the AI design area (/design-ai) against the real server', () => {
  test.describe('refusals', () => {
    // A refused sign-in is a 422, which the browser logs as a failed resource.
    test.use({ allowedConsoleErrors: [/Failed to load resource.*422/] });

    test('bad credentials show the server message under Email, and nothing is stored', async ({ page }) => {
      await signInToAi(page, AI_EMAIL, 'not-the-password');
      const email = page.getByRole('form', { name: 'AI design sign in' }).getByRole('textbox', { name: /^Email/ });
      await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
      await expect(email).toBeFocused();
      await expect(page).toHaveURL((url) => url.pathname === '/design-ai/login');
      expect(await storedItem(page, 'aiToken')).toBeNull();
    });
  });

  test.describe('the design request', () => {
    // The reference server has no design provider: generation answers 503, logged by the browser.
    test.use({ allowServerErrors: true, allowedConsoleErrors: [/Failed to load resource.*503/] });

    test('ai@demo.test signs in, sees the credits, and a design request says plainly it is not available here, spending nothing', async ({
      page,
    }) => {
      await signInToAi(page);
      await expect(page).toHaveURL((url) => url.pathname === '/design-ai');
      await expect(page.getByText('Signed in as')).toContainText('Maya Lopez');
      const before = await shownCredits(page);
      const token = await storedItem(page, 'aiToken');
      expect(token?.length ?? 0).toBeGreaterThan(10);
      expect(await storedItem(page, 'ai_credits')).toBe(String(before));
      // The shop's own session is not touched by the AI sign-in.
      expect(await storedItem(page, 'authToken')).toBeNull();

      const form = page.getByRole('form', { name: 'Design request' });
      await form.getByRole('combobox', { name: /Room type/ }).click();
      await page.getByRole('option', { name: 'Kitchen' }).click();
      await form.getByRole('textbox', { name: /Describe your room/ }).fill('White oak cabinets, green tile backsplash');
      const generated = page.waitForResponse((response) => response.url().endsWith('/api/AI/design/generate'));
      await form.getByRole('button', { name: 'Design my room' }).click();
      expect((await generated).status()).toBe(503);

      const alert = page.getByRole('alert').filter({ hasText: aiDesignMessages.unavailable });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('no credit was used');
      await expect(page.locator('img[src*="ai-"]')).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: /Describe your room/ })).toHaveValue(
        'White oak cabinets, green tile backsplash',
      );
      // The balance is read again after the refusal, and is what it was.
      await expect(page.getByTestId('ai-credits')).toHaveText(String(before));
      // And the server agrees: asked with the page's own AI token (the X-AI-Token header).
      const server = await page.evaluate(async (aiToken) => {
        const answer = await fetch('/api/AI/get_credits', { method: 'POST', headers: { 'X-AI-Token': aiToken } });
        return { status: answer.status, body: (await answer.json()) as { data: { credits: number } } };
      }, token ?? '');
      expect(server.status).toBe(200);
      expect(server.body.data.credits).toBe(before);
    });
  });

  test('signing out of the AI area leaves the shop session alone (§4)', async ({ page }) => {
    await page.goto('/login');
    const shop = page.getByRole('form', { name: 'Sign in' });
    await shop.getByRole('textbox', { name: /^Email/ }).fill('customer@demo.test');
    await shop
      .getByLabel(/^Password/)
      .first()
      .fill(PASSWORD);
    await shop.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const shopToken = await storedItem(page, 'authToken');
    expect(shopToken?.length ?? 0).toBeGreaterThan(10);

    await signInToAi(page);
    await expect(page).toHaveURL((url) => url.pathname === '/design-ai');
    await shownCredits(page);
    await page.getByRole('button', { name: 'Sign out of AI design' }).click();

    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/design-ai/login');
    expect(await storedItem(page, 'aiToken')).toBeNull();
    expect(await storedItem(page, 'ai_user')).toBeNull();
    expect(await storedItem(page, 'ai_credits')).toBeNull();
    expect(await storedItem(page, 'authToken')).toBe(shopToken);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // Still signed in to the shop after a reload; still signed out of the AI area.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  });

  test.describe('sign-up', () => {
    // The server sent the first e-mail with the sign-up: a resend within the minute is a 429.
    test.use({ allowedConsoleErrors: [/Failed to load resource.*429/] });

    test('a new AI account signs up and lands on the welcome page, with its verification e-mail sent', async ({
      page,
    }, testInfo) => {
      const email = `designer.${Date.now().toString(36)}${testInfo.testId.slice(0, 6)}@example.com`;
      await page.goto('/design-ai/singup');
      const form = await fillAccountForm(page, 'AI design sign up', {
        name: 'Dana Designer',
        email,
        password: PASSWORD,
      });
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/design-ai/welcome');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana Designer!' })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      expect((await storedItem(page, 'aiToken'))?.length ?? 0).toBeGreaterThan(10);
      const outbox = await apiRequest<{ data: { subject: string; body: string }[] }>('/api/dev/outbox', {
        query: { to: email },
      });
      expect(outbox.body.data.map((mail) => mail.subject)).toContain('Verify your AI design account');
      // Asking again within the minute: the server's cooldown shows as a countdown.
      await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
      await expect(page.getByRole('timer')).toContainText(/You can ask for another e-mail in \d+ seconds?\./);
      await page.getByRole('link', { name: 'Start designing' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/design-ai');
      await expect(page.getByRole('heading', { name: 'Please verify your e-mail address' })).toBeVisible();

      // The e-mail's link opens the welcome page, which verifies the account once.
      const mail = outbox.body.data.find((item) => item.subject === 'Verify your AI design account');
      const link = /\/design-ai\/welcome\?verify=[\w-]+/.exec(mail?.body ?? '')?.[0];
      expect(link, 'the verification link in the e-mail').toBeDefined();
      await page.goto(link ?? '');
      await expect(page.getByRole('status').filter({ hasText: 'verified' }).first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/design-ai/welcome' && url.search === '?verified=1');
      await expect(page.getByText(`${email} is verified.`)).toBeVisible();
    });
  });
});
