import { expect, test } from './fixtures.ts';

// §2 "Navigation guards": a page that needs a session sends a guest to Login, with the page
// asked for kept in `redirect` so signing in can return there.
const guarded = [
  { path: '/checkout', title: 'Checkout' },
  { path: '/account', title: 'My Account' },
];

for (const { path, title } of guarded) {
  test(`a guest opening ${path} lands on /login?redirect=${path}`, async ({ page }) => {
    await page.goto(path);

    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);
    // It is Login that shows, with its form, not the guarded page.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(main.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(main.getByRole('heading', { name: title })).toHaveCount(0);
  });
}
