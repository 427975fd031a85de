import { expect, test } from './fixtures.ts';

// §2: any path that is not a route redirects to /404, the not-found page.
test('an unknown path shows the not-found page at /404', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'There was an error with your request' })).toBeVisible();
  const backHome = page.getByRole('link', { name: 'Back to Home' });
  await expect(backHome).toBeVisible();

  await backHome.click();
  await expect(page).toHaveURL(/\/$/);
});
