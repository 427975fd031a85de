import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@showroom/api/demo';
import { footerLinks } from '../src/config.ts';
import { routeDescriptions } from '../src/routes/routeDescriptions.ts';
import { routeTable } from '../src/routes/routeTable.ts';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect, test } from './fixtures.ts';

/** Signs in through the API and stores the token before the app starts, as the sign-in page would. */
async function signInAs(page: Page, email: string): Promise<void> {
  const answer = await apiRequest<{ data: { token: string } }>('/api/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  await page.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [
    storageKeys.authToken,
    answer.body.data.token,
  ] as const);
}

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Loading' });

/**
 * Opens a page and waits until it is shown. Clicking a link while the first page is still loading
 * starts a second navigation before the first completed, which leaves the shell's progress bar
 * running (reported to the lead); a shopper clicks what they can see.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('each footer link opens its page with its heading, title and description', async ({ page }) => {
  await open(page, '/');
  for (const { to, label } of footerLinks) {
    const route = routeTable.find((candidate) => candidate.path === to);
    if (!route) throw new Error(`No route for ${to}`);
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
    await expect(page).toHaveTitle(`${route.title} | Showroom`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', routeDescriptions[route.path]!);
    await expect(page.getByText('Under construction')).toHaveCount(0);
  }
});

const topics = ['Product Information', 'My Order', 'Shipping and Delivery', 'Returns and Cancelations', 'My Account'];
const faqTabs = (page: Page) => page.getByRole('tablist', { name: 'FAQ topics' }).getByRole('tab');

test.describe('the FAQ tabs change with the account type', () => {
  test('a guest sees the five topics', async ({ page }) => {
    await page.goto('/faq');
    await expect(faqTabs(page)).toHaveText(topics);
  });

  test('a User also sees How WeVisu Works', async ({ page }) => {
    await signInAs(page, 'customer@demo.test');
    await page.goto('/faq');
    await expect(faqTabs(page)).toHaveText([...topics, 'How WeVisu Works']);
    await page.getByRole('tab', { name: 'How WeVisu Works' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What is WeVisu?' })).toBeVisible();
  });

  test('a Contractor also sees How it Works, and a link to it opens it', async ({ page }) => {
    await signInAs(page, 'contractor@demo.test');
    await page.goto('/faq#how-it-works');
    await expect(faqTabs(page)).toHaveText([...topics, 'How it Works']);
    await expect(page.getByRole('tab', { name: 'How it Works' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'How do I earn?' })).toBeVisible();
  });
});

test('a FAQ tab is kept in the URL: reload opens it, Back leaves the FAQ, the page does not navigate', async ({
  page,
}) => {
  await open(page, '/about_us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(faqTabs(page)).toHaveText(topics);
  await expect(progressBar(page)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Product Information' }).focus();
  // Radix moves focus a task after the key: each press waits for it, as a person would.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'My Order' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Shipping and Delivery' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL((url) => url.pathname === '/faq' && url.hash === '#shipping-and-delivery');
  // An in-page change: no navigation starts, focus stays on the tab.
  await expect(page.getByRole('tab', { name: 'Shipping and Delivery' })).toBeFocused();
  await expect(progressBar(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Shipping and Delivery' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/about_us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
});

test('a contents link moves to its section in place, and a linked section opens there', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service', exact: true }).click();
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(progressBar(page)).toHaveCount(0);
  await contents.getByRole('link', { name: 'Limitation of liability' }).click();
  const section = page.getByRole('heading', { level: 2, name: 'Limitation of liability' });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(page).toHaveURL((url) => url.pathname === '/terms_of_service' && url.hash === '#terms-limitation');
  // Not a new page: no scroll back to the top, no progress bar left running.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(progressBar(page)).toHaveCount(0);

  await page.goto('/terms_of_service#terms-disputes');
  await expect(page.getByRole('heading', { level: 2, name: 'Dispute resolution' })).toBeInViewport();
});

// The shell's own in-page link, 'Skip to content' (href="#main"), is a hash-only location change:
// a move within the page, not a navigation, so no progress bar starts (and none is left running).
test('a hash-only location change (Skip to content) leaves no progress bar running', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(faqTabs(page)).toHaveText(topics);
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.hash === '#main');
  await expect(progressBar(page)).toHaveCount(0, { timeout: 3000 });
});
