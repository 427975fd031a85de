import { expect, openThenHydrate, test } from './fixtures.ts';

const heading = 'There was an error with your request';

// The server answers an address no page matches with status 404, which the browser logs.
test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

// §2: any path that is not a route redirects to /404, the not-found page.
test('an unknown path shows the not-found page at /404', async ({ page }) => {
  const answer = await page.goto('/no/such/page');
  // Said to search engines and tools too: no page lives at this address.
  expect(answer?.status()).toBe(404);

  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const backHome = page.getByRole('link', { name: 'Back to Home' });
  await expect(backHome).toBeVisible();

  await backHome.click();
  await expect(page).toHaveURL(/\/$/);
});

test('a first-time guest gets the not-found page from the HTML, already at /404, and the app takes it over', async ({
  context,
}) => {
  const page = await openThenHydrate(context, '/no-such-page?from=mail', async (held, answer) => {
    expect(answer?.status()).toBe(404);
    await expect(held).toHaveURL((url) => url.pathname === '/404' && url.search === '');
    await expect(held).toHaveTitle('Page Not Found | Showroom');
    await expect(held.locator('[data-prerendered] h1')).toHaveText(heading);
  });
  await page.close();
});

test('an address whose first segment a page has is left to the app, which shows the not-found page', async ({
  page,
}) => {
  const answer = await page.goto('/login/no-such-step');
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
});
