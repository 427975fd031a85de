import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../.storybook/shopColors.ts';
import { appSettled } from '../storybook/settled.ts';
import { currentStoryServices } from '../storybook/storyServices.ts';
import { shopThemeApplied, underShopColour } from '../storybook/storyVariants.ts';
import { withAppAt } from '../storybook/withMemoryRouter.tsx';

/**
 * §2 mobile menu at 375 px, as the app renders it: the header's menu button opens a dark drawer
 * titled 'Menu' (department → category → child, with Shop All), fed by the @showroom/api demo
 * menus of the active showroom. OAKS2026 has Kitchen, Bath and Lighting & Fans; in the demo data
 * every home category has children, so only the children are leaves.
 */
const meta = {
  title: 'Shell/MobileMenu',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/about_us', world: { showroom: 'OAKS2026' } },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole document: the drawer is portalled out of the header. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Jumps the drawer's slide-in (and any other finite animation) to its end, so the assertions
 * and the picture see the settled drawer, not a frame of its entrance.
 */
async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/**
 * The menu button, once the menus have loaded (it is not set up before) and the app is at rest:
 * the first page's navigation, when it completes, closes every open overlay (§2), so a drawer
 * opened before the first page has arrived would close under the play function.
 */
async function menuButton(canvasElement: HTMLElement): Promise<HTMLElement> {
  const header = within(canvasElement.querySelector('header') as HTMLElement);
  const button = await header.findByRole('button', { name: 'Menu' }, { timeout: 5000 });
  await appSettled(canvasElement);
  return button;
}

/** Clicks the menu button and returns the drawer. */
async function openDrawer(canvasElement: HTMLElement): Promise<HTMLElement> {
  const button = await menuButton(canvasElement);
  await userEvent.click(button);
  const drawer = await screenOf(canvasElement).findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
  await animationsFinished(canvasElement);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return drawer;
}

/** Opens the drawer and goes down to a department's categories. */
async function openDepartment(canvasElement: HTMLElement, department: string): Promise<HTMLElement> {
  const drawer = await openDrawer(canvasElement);
  const departments = within(drawer).getByRole('navigation', { name: 'Departments' });
  await userEvent.click(within(departments).getByRole('button', { name: department }));
  await within(drawer).findByRole('navigation', { name: department });
  return drawer;
}

/** Closed: only the menu button (it says it opens a dialog); the drawer's code is not even needed yet. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = await menuButton(canvasElement);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
    // The desktop departments give way to the button below 1200 px.
    await expect(
      within(canvasElement.querySelector('header') as HTMLElement).queryByRole('navigation', { name: 'Departments' }),
    ).toBeNull();
    await appSettled(canvasElement);
  },
};

/** Open at the department level: the showroom's departments, each a button to its categories. */
export const Departments: Story = {
  play: async ({ canvasElement }) => {
    const button = await menuButton(canvasElement);
    const drawer = await openDrawer(canvasElement);
    const departments = within(drawer).getByRole('navigation', { name: 'Departments' });
    const names = within(departments)
      .getAllByRole('button')
      .map((item) => item.textContent);
    await expect(names).toEqual(['Kitchen', 'Bath', 'Lighting & Fans']);
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
    // Escape closes it and gives the focus back to the menu button …
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
    // … where Enter opens it again, for the picture, with the focus on Close.
    await userEvent.keyboard('{Enter}');
    const reopened = await screenOf(canvasElement).findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await expect(within(reopened).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(within(reopened).getByRole('navigation', { name: 'Departments' })).toBeVisible();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/**
 * A department's categories, reached with the keyboard: back to all departments, the level's
 * title, Shop All of the department (/department/{menu_slug}), and its categories, each with
 * children so each a button.
 */
export const DepartmentCategories: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    // The focus starts on Close; then the product search and its Search button, then the first department.
    await userEvent.tab();
    await expect(within(drawer).getByRole('search').querySelector('input')).toHaveFocus();
    // Touching the box loads its suggestions; the combobox takes its place with the focus.
    await waitFor(() => expect(within(drawer).getByRole('combobox', { name: 'Search products' })).toHaveFocus(), {
      timeout: 10_000,
    });
    await userEvent.tab();
    // Out of sight at rest (Enter searches), in sight once the keyboard reaches it.
    const submit = within(drawer).getByRole('button', { name: 'Search' });
    await expect(submit).toHaveFocus();
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Kitchen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const level = within(await within(drawer).findByRole('navigation', { name: 'Kitchen' }));
    // The pressed button left with its level: the focus moves on to the new level's back button.
    await waitFor(() => expect(level.getByRole('button', { name: 'All departments' })).toHaveFocus());
    await expect(level.getByRole('heading', { name: 'Kitchen' })).toBeVisible();
    await expect(level.getByRole('link', { name: 'Shop All Kitchen' })).toHaveAttribute('href', '/department/kitchen');
    const categories = level
      .getAllByRole('button')
      .filter((item) => item.textContent !== 'All departments')
      .map((item) => item.textContent);
    await expect(categories).toEqual([
      'Appliances',
      'Cabinet Hardware',
      'Countertop',
      'Kitchen Faucets',
      'Kitchen Sinks',
      'Backsplash Tiles',
    ]);
    // Back to all departments and into another one …
    await userEvent.click(level.getByRole('button', { name: 'All departments' }));
    const departments = within(await within(drawer).findByRole('navigation', { name: 'Departments' }));
    await userEvent.click(departments.getByRole('button', { name: 'Bath' }));
    const bath = within(await within(drawer).findByRole('navigation', { name: 'Bath' }));
    await expect(bath.getByRole('link', { name: 'Shop All Bath' })).toHaveAttribute('href', '/department/bath');
    // … and back to Kitchen for the picture.
    await userEvent.click(bath.getByRole('button', { name: 'All departments' }));
    await userEvent.click(
      within(await within(drawer).findByRole('navigation', { name: 'Departments' })).getByRole('button', {
        name: 'Kitchen',
      }),
    );
    await expect(await within(drawer).findByRole('navigation', { name: 'Kitchen' })).toBeVisible();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/**
 * A category's children: back to the department, Shop All of the category (it has children, so
 * /department/{menu_slug}/{category_slug}) and the children, leaves that go to
 * /category/{slug_url}/product.
 */
export const CategoryChildren: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDepartment(canvasElement, 'Kitchen');
    await userEvent.click(
      within(within(drawer).getByRole('navigation', { name: 'Kitchen' })).getByRole('button', { name: 'Appliances' }),
    );
    const level = within(await within(drawer).findByRole('navigation', { name: 'Appliances' }));
    await expect(level.getByRole('button', { name: 'Kitchen' })).toBeVisible();
    await expect(level.getByRole('heading', { name: 'Appliances' })).toBeVisible();
    await expect(level.getByRole('link', { name: 'Shop All Appliances' })).toHaveAttribute(
      'href',
      '/department/kitchen/appliances',
    );
    const children = level
      .getAllByRole('link')
      .filter((link) => !link.textContent?.startsWith('Shop All'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(children).toEqual([
      ['Refrigerators', '/category/refrigerators/product'],
      ['Ranges & Ovens', '/category/ranges-and-ovens/product'],
      ['Dishwashers', '/category/dishwashers/product'],
    ]);
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/**
 * Choosing a leaf: the drawer closes, the app goes to the category's products and the showroom
 * store keeps the chosen category (§2 "stores the selected category id and name").
 */
export const ChooseLeafCategory: Story = {
  play: async ({ canvasElement }) => {
    const button = await menuButton(canvasElement);
    await expect(currentStoryServices()?.showroom.getState().selectedCategory).toBeNull();
    const drawer = await openDepartment(canvasElement, 'Bath');
    await userEvent.click(
      within(within(drawer).getByRole('navigation', { name: 'Bath' })).getByRole('button', { name: 'Toilets' }),
    );
    const level = within(await within(drawer).findByRole('navigation', { name: 'Toilets' }));
    await userEvent.click(level.getByRole('link', { name: 'One-Piece Toilets' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(
      // The category's own product list, titled with its name.
      await within(canvasElement).findByRole('heading', { level: 1, name: 'One-Piece Toilets' }, { timeout: 5000 }),
    ).toBeVisible();
    // The chosen link went with the drawer, so the focus is back on the menu button.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(currentStoryServices()?.showroom.getState().selectedCategory).toEqual({
      id: 143,
      name: 'One-Piece Toilets',
    });
    await appSettled(canvasElement);
  },
};

/**
 * Under a branded showroom (DEMO0001, custom add-on on): the page takes the shop's colour, the
 * drawer keeps its dark tone and lists all five departments of the full catalogue.
 */
export const BrandedShowroom: Story = {
  parameters: { world: { showroom: 'DEMO0001' } },
  play: async ({ canvasElement }) => {
    await shopThemeApplied(canvasElement);
    const drawer = await openDrawer(canvasElement);
    await expect(drawer).toHaveAttribute('data-tone', 'dark');
    const departments = within(drawer).getByRole('navigation', { name: 'Departments' });
    await expect(
      within(departments)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Kitchen', 'Bath', 'Flooring', 'Outdoor', 'Lighting & Fans']);
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** The open drawer under each sample shop colour: it keeps its dark tone; the page behind is themed. */
const shopColour = (themeColor: string): Story => ({
  parameters: { world: { showroom: 'OAKS2026', themeColor } },
  play: async ({ canvasElement }) => {
    await shopThemeApplied(canvasElement);
    const drawer = await openDrawer(canvasElement);
    await expect(drawer).toHaveAttribute('data-tone', 'dark');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
});

export const LightShop: Story = shopColour(sampleShopColors.light.value);
export const DarkShop: Story = shopColour(sampleShopColors.dark.value);
export const SaturatedShop: Story = shopColour(sampleShopColors.saturated.value);

export const DepartmentCategoriesSaturatedShop = underShopColour(
  DepartmentCategories,
  sampleShopColors.saturated.value,
);
export const CategoryChildrenSaturatedShop = underShopColour(CategoryChildren, sampleShopColors.saturated.value);
