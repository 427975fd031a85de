import { expect, openThenHydrate, test } from './fixtures.ts';
import { newVerifiedCustomer, signIn } from './shopping.ts';

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

test('a guarded address arrives as Login from the HTML, already at its redirect; signing in goes back there', async ({
  context,
}, testInfo) => {
  // A customer with no projects: one with projects goes to / (§4).
  const { email } = await newVerifiedCustomer(testInfo.testId, {
    prefix: 'guarded',
    fullName: 'Gale Guarded',
    phone: '2135550177',
  });
  const page = await openThenHydrate(context, '/account?tab=orders', async (held) => {
    // Before any of the app's code has run: the build's Login, at the address the app would go to.
    await expect(held).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/account?tab=orders',
    );
    await expect(held).toHaveTitle('Sign In | Showroom');
    await expect(held.locator('[data-prerendered] h1')).toHaveText('Sign In');
  });

  await signIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/account' && url.search === '?tab=orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.close();
});
