import type { HeaderMenu } from '@showroom/api';
import { expect, test } from './fixtures.ts';
import { headerMenus, storageKeys, storedJson, useActiveShowroom } from './showroom.ts';

const SHOWROOM = 'DEMO0001';

type MenuCategory = HeaderMenu['categories'][number];

/** §2: a category's link parameter is its slug_url, or its id when it has none. */
function categoryParam(category: { id: number; slug_url: string | null }): string {
  const slug = category.slug_url?.trim();
  return encodeURIComponent(slug ? slug : String(category.id));
}

/** A department with a category that has children, so the journey walks all three levels. */
function pathToChild(menus: readonly HeaderMenu[]) {
  for (const menu of menus) {
    const category = menu.categories.find((item: MenuCategory) => item.children.length > 0);
    if (category) return { menu, category, child: category.children[0]! };
  }
  throw new Error(`${SHOWROOM} has no category with children to walk to.`);
}

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu drawer walks department → category → child; choosing the child closes it, opens its products and stores it', async ({
    page,
  }) => {
    await useActiveShowroom(page, SHOWROOM);
    const menus = await headerMenus(SHOWROOM);
    const { menu, category, child } = pathToChild(menus);
    await page.goto('/');

    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The desktop department menu is not shown on a phone.
    await expect(banner.getByRole('navigation', { name: 'Departments' })).toBeHidden();

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // The modal drawer hides the rest of the page from assistive technology while it is open.
    await expect(banner.getByRole('button', { name: 'Menu', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Departments.
    const departments = drawer.getByRole('navigation', { name: 'Departments' });
    await expect(departments.getByRole('button')).toHaveText(menus.map((item) => item.name));
    await departments.getByRole('button', { name: menu.name, exact: true }).click();

    // The department's categories, with Shop All.
    const categories = drawer.getByRole('navigation', { name: menu.name, exact: true });
    await expect(categories.getByRole('link', { name: `Shop All ${menu.name}`, exact: true })).toHaveAttribute(
      'href',
      `/department/${encodeURIComponent(menu.menu_slug)}`,
    );
    await categories.getByRole('button', { name: category.name, exact: true }).click();

    // The category's children.
    const children = drawer.getByRole('navigation', { name: category.name, exact: true });
    await expect(children.getByRole('button', { name: menu.name, exact: true })).toBeVisible(); // back
    await expect(children.getByRole('link', { name: `Shop All ${category.name}`, exact: true })).toBeVisible();
    await children.getByRole('link', { name: child.name, exact: true }).click();

    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const expectedPath = `/category/${categoryParam(child)}/product`;
    await expect(page).toHaveURL((url) => url.pathname === expectedPath);
    // §2: the chosen category's id and name are stored.
    await expect.poll(() => storedJson(page, storageKeys.productCategory)).toEqual({ id: child.id, name: child.name });
  });

  test('Escape closes the menu drawer', async ({ page }) => {
    await useActiveShowroom(page, SHOWROOM);
    await page.goto('/');

    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Focus moved into the drawer (it is modal).
    await expect(drawer.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');

    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('after Escape, focus returns to the menu button', async ({ page }) => {
    await useActiveShowroom(page, SHOWROOM);
    await page.goto('/');

    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the department menu shows and the mobile menu button does not', async ({ page }) => {
    await useActiveShowroom(page, SHOWROOM);
    const menus = await headerMenus(SHOWROOM);
    await page.goto('/');

    const banner = page.getByRole('banner');
    const departments = banner.getByRole('navigation', { name: 'Departments' });
    await expect(departments).toBeVisible();
    for (const menu of menus) {
      await expect(departments.getByRole('button', { name: menu.name, exact: true })).toBeVisible();
    }
    // The menus are loaded (above), so a phone would have its menu button by now.
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
  });
});
