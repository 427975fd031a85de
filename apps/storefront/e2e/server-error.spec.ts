import { errorMessages } from '../../server/src/http/errors.ts';
import { expect, test } from './fixtures.ts';
import { headerMenus, useActiveShowroom } from './showroom.ts';

const SHOWROOM = 'TILE4YOU';
/** `getMenuCategories` (packages/api/src/contract/routes.ts): GET /api/menu_category. */
const MENUS = /\/api\/menu_category(\?|$)/;

// §8: a 500 raises a toast and the page stays usable; the part that failed offers a retry.
test.use({ allowServerErrors: true, allowedConsoleErrors: [/Failed to load resource.*\b500\b/] });

test('a 500 for the menus shows a toast, keeps the page and lets the shopper retry', async ({ page }) => {
  await useActiveShowroom(page, SHOWROOM);
  const menus = await headerMenus(SHOWROOM);
  let failed = 0;
  await page.route(MENUS, (route) => {
    failed += 1;
    // The shape of the server's own 500 answers (apps/server/src/http/errorHandler.ts).
    return route.fulfill({ status: 500, json: { success: false, message: errorMessages.internal } });
  });

  await page.goto('/');

  // The error toast.
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: errorMessages.internal });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-tone', 'error');
  expect(failed, 'the menus were asked for (and failed)').toBeGreaterThan(0);

  // The page is still there: header, content, footer.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Claim the offer' })).toBeVisible();

  // The menu area shows its error with a retry, not the departments.
  const departments = banner.getByRole('navigation', { name: 'Departments' });
  await expect(departments).toHaveCount(0);
  const menuError = banner.getByRole('alert').filter({ hasText: 'The departments could not be loaded.' });
  await expect(menuError).toBeVisible();
  const retry = menuError.getByRole('button', { name: 'Try again' });

  // The server is back: the retry loads the departments.
  await page.unroute(MENUS);
  const reload = page.waitForResponse((response) => MENUS.test(response.url()));
  await retry.click();
  expect((await reload).status()).toBe(200);
  await expect(menuError).toBeHidden();
  await expect(departments).toBeVisible();
  await expect(departments.getByRole('button')).toHaveText(menus.map((menu) => menu.name));
});
