import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { cataloguePaths } from '../../features/product/catalogueStoryPresets.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { shopThemeApplied } from '../../storybook/storyVariants.ts';

/**
 * `/category/{category}/product`: a category's products, 10 a page (§9), the page in the
 * address, narrowed by its own categories; loading, empty and error states. Tile Flooring has
 * 16 products in DEMO0001 (two pages), Lights 24 (three), Porcelain Tile 8 (one).
 */
const meta = {
  title: 'Pages/Catalogue/Product list',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: '/category/tile-flooring/product',
    world: { showroom: 'DEMO0001' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

const cards = async (canvasElement: HTMLElement) => {
  const page = main(canvasElement);
  const list = await page.findByRole('list', { name: /, page \d+ of \d+$/ }, { timeout: 5000 });
  return within(list).getAllByRole('article');
};

const manyPagesPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Tile Flooring' }, { timeout: 5000 })).toBeVisible();
  await expect(await cards(canvasElement)).toHaveLength(10);
  await expect(page.getByText('Showing 1–10 of 16 products')).toBeVisible();
  // The pagination may come a render after the cards (its code loads on its own).
  const pages = await page.findByRole('navigation', { name: 'Tile Flooring pages' });
  await expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  // The trail: Showroom › Flooring › Tile Flooring (the page).
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(
    within(trail)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Showroom', 'Flooring']);
  // Narrow by category: All Tile Flooring (this page) and its two categories.
  const filter = page.getByRole('navigation', { name: 'Narrow by category' });
  await expect(within(filter).getByRole('link', { name: 'All Tile Flooring' })).toHaveAttribute('aria-current', 'page');
  await expect(within(filter).getByRole('link', { name: 'Porcelain Tile' })).toHaveAttribute(
    'href',
    '/category/porcelain-tile/product',
  );
  // Box products show the price per square foot and the box coverage.
  const first = (await cards(canvasElement))[0] as HTMLElement;
  await expect(within(first).getByText(/\/ sq ft/)).toBeVisible();
  await expect(within(first).getByText(/^Box covers [\d.]+ sq ft$/)).toBeVisible();
  await expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/product\/[a-z0-9]+\/DEMO0001$/);
  await appSettled(canvasElement);
};

/** Two pages of Tile Flooring: page 1 of 2, with the pagination and its Go to page box. */
export const ManyPages: Story = { play: manyPagesPlay };

/** Page 2 from the address (`?page=2`): the last 6 products; Next is disabled. */
export const SecondPageFromAddress: Story = {
  parameters: { route: '/category/tile-flooring/product?page=2' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await cards(canvasElement)).toHaveLength(6);
    await expect(page.getByText('Showing 11–16 of 16 products')).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Tile Flooring pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await appSettled(canvasElement);
  },
};

/** Next page loads page 2 (a new address), and focus moves to the results' heading. */
export const NextPage: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await cards(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Next page' }));
    await expect(await page.findByText('Showing 11–16 of 16 products', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(page.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus());
    await appSettled(canvasElement);
  },
};

/** The jump box takes numbers only and turns a page past the end into the last page (§5). */
export const JumpClampsToLastPage: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await cards(canvasElement);
    await appSettled(canvasElement);
    const jump = page.getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(jump, 'x9');
    await expect(jump).toHaveValue('2');
    await userEvent.click(page.getByRole('button', { name: 'Go' }));
    await expect(await page.findByText('Showing 11–16 of 16 products', {}, { timeout: 5000 })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** `?page=99` is answered with the last page, and the address is corrected to it. */
export const PagePastTheEnd: Story = {
  tags: ['!visual'],
  parameters: { route: '/category/tile-flooring/product?page=99' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('Showing 11–16 of 16 products', {}, { timeout: 5000 })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Tile Flooring pages' });
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await appSettled(canvasElement);
  },
};

/** Porcelain Tile (a child category): 8 products on one page, no pagination; its siblings as filters. */
export const OnePage: Story = {
  parameters: { route: '/category/porcelain-tile/product' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Porcelain Tile' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await cards(canvasElement)).toHaveLength(8);
    await expect(page.getByText('8 products')).toBeVisible();
    await expect(page.queryByRole('navigation', { name: /pages$/ })).toBeNull();
    const filter = page.getByRole('navigation', { name: 'Narrow by category' });
    await expect(within(filter).getByRole('link', { name: 'Porcelain Tile' })).toHaveAttribute('aria-current', 'page');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Showroom', 'Flooring', 'Tile Flooring']);
    await appSettled(canvasElement);
  },
};

/** Pieces (Lights, three pages): no price per square foot, no box coverage. */
export const PieceProducts: Story = {
  parameters: { route: '/category/lights/product' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await cards(canvasElement)).toHaveLength(10);
    await expect(page.getByText('Showing 1–10 of 24 products')).toBeVisible();
    await expect(page.queryByText(/\/ sq ft/)).toBeNull();
    await expect(page.getAllByText('Piece').length).toBeGreaterThan(0);
    await appSettled(canvasElement);
  },
};

/** The products on their way: ten card skeletons with a polite loading label; the header is there. */
export const Loading: Story = {
  parameters: { world: { showroom: 'DEMO0001', holding: [cataloguePaths.products] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Tile Flooring' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await page.findByText('Loading products', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    // The header is whole (department from the menus, filters from the category tree) before the picture.
    await expect(await page.findByRole('navigation', { name: 'Narrow by category' }, { timeout: 5000 })).toBeVisible();
    await expect(await page.findByText('Flooring', { selector: 'p' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A showroom without this category's products (TILE4YOU has no appliances): the empty state. */
export const Empty: Story = {
  parameters: {
    route: '/category/refrigerators/product',
    world: { showroom: 'TILE4YOU' },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('No products here yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the showroom' })).toHaveAttribute(
      'href',
      '/visualize/contractor/all',
    );
    await appSettled(canvasElement);
  },
};

/** The server fails: the list says so with Try again; the header stays. */
export const ServerError: Story = {
  parameters: { world: { showroom: 'DEMO0001', failing: [cataloguePaths.products] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('The products could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tile Flooring' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** Try again asks the server again (still failing here: the error returns after a new request). */
export const ServerErrorTryAgain: Story = {
  tags: ['!visual'],
  parameters: { world: { showroom: 'DEMO0001', failing: [cataloguePaths.products] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const retry = await page.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await appSettled(canvasElement);
    await userEvent.click(retry);
    await waitFor(() => expect(retry.isConnected).toBe(false));
    await expect(await page.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** 375 px: two cards a row, the filters wrap, nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await manyPagesPlay(context);
    const page = context.canvasElement.querySelector('main') as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * 375 px on the last of Appliances' categories: the chips are one row scrolled sideways, and the
 * current one (Dishwashers, past the screen's edge in the row's order) is scrolled into it.
 */
export const CurrentChipInViewMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { route: '/category/dishwashers/product' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Dishwashers' }, { timeout: 5000 })).toBeVisible();
    const filter = await page.findByRole('navigation', { name: 'Narrow by category' }, { timeout: 5000 });
    const row = within(filter).getByRole('list');
    const current = within(filter).getByRole('link', { name: 'Dishwashers' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The row is wider than the screen, so it has to be scrolled for the current chip to show.
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await waitFor(() => {
      const rowBox = row.getBoundingClientRect();
      const chipBox = current.getBoundingClientRect();
      expect(chipBox.left).toBeGreaterThanOrEqual(rowBox.left);
      expect(chipBox.right).toBeLessThanOrEqual(rowBox.right);
    });
    await expect(row.scrollLeft).toBeGreaterThan(0);
    await expect((canvasElement.querySelector('main') as HTMLElement).scrollWidth).toBeLessThanOrEqual(375);
    await appSettled(canvasElement);
  },
};

const prices = (articles: HTMLElement[]) =>
  articles.map((article) => Number(/\$([\d,]+\.\d\d)/.exec(article.textContent ?? '')?.[1]?.replace(/,/g, '')));

/** `?sort=price_asc` from the address: cheapest first across the page; the sort box says so. */
export const SortedByPrice: Story = {
  parameters: { route: '/category/tile-flooring/product?sort=price_asc' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const shown = prices(await cards(canvasElement));
    await expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await expect(shown[0]).toBeLessThan(shown[shown.length - 1] as number);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: low to high');
    await expect(page.getByText('Showing 1–10 of 16 products')).toBeVisible();
    await appSettled(canvasElement);
  },
};

/**
 * Filters: the panel lists the category's brands with counts, the price range and stock;
 * ticking a brand narrows the list at once, shows it as a removable filter and counts it.
 */
const filtersPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await cards(canvasElement);
  await appSettled(canvasElement);
  await userEvent.click(page.getByRole('button', { name: 'Filters' }));
  // The panel's fields load on the first reach for them.
  const panel = await page.findByRole('group', { name: 'Filters' }, { timeout: 5000 });
  const brands = within(panel).getAllByRole('checkbox', { name: /\(\d+\)$/ });
  await expect(brands.length).toBeGreaterThan(2);
  const first = brands[0] as HTMLInputElement;
  const [, brand, count] = /^(.*) \((\d+)\)$/.exec(first.labels?.[0]?.textContent ?? '') ?? [];
  await userEvent.click(first);
  await expect(
    await page.findByText(
      new RegExp(`^(Showing 1–\\d+ of ${count} products|${count} products?)$`),
      {},
      { timeout: 5000 },
    ),
  ).toBeVisible();
  for (const article of await cards(canvasElement)) await expect(article).toHaveTextContent(brand as string);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(
    within(page.getByRole('list', { name: 'Filters in use' })).getByRole('button', { name: `Remove filter: ${brand}` }),
  ).toBeVisible();
  await appSettled(canvasElement);
};

export const FilteredByBrand: Story = { play: filtersPlay };

export const FilteredByBrandMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await filtersPlay(context);
    await expect((context.canvasElement.querySelector('main') as HTMLElement).scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A minimum above the maximum is explained at the price fields and the list stays as it was. */
export const PriceRangeError: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await cards(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Filters' }));
    await userEvent.type(await page.findByRole('textbox', { name: 'Min ($)' }, { timeout: 5000 }), '50');
    await userEvent.type(page.getByRole('textbox', { name: 'Max ($)' }), '10');
    await userEvent.click(page.getByRole('button', { name: 'Apply price' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'The minimum price must not be more than the maximum price.',
    );
    await expect(page.getByText('Showing 1–10 of 16 products')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Min ($)' })).toHaveValue('50');
    await appSettled(canvasElement);
  },
};

/** Filters nothing matches (a price range with no product): its own empty state; Clear filters brings the list back. */
export const NoProductMatches: Story = {
  parameters: { route: '/category/tile-flooring/product?min=0&max=0.01&stock=1' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('No products match these filters.', {}, { timeout: 5000 })).toBeVisible();
    const inUse = page.getByRole('list', { name: 'Filters in use' });
    await expect(within(inUse).getByRole('button', { name: 'Remove filter: $0.00 to $0.01' })).toBeVisible();
    await expect(within(inUse).getByRole('button', { name: 'Remove filter: In stock only' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

export const ClearFilters: Story = {
  tags: ['!visual'],
  parameters: { route: '/category/tile-flooring/product?brand=No%20Such%20Brand' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('No products match these filters.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await expect(await page.findByText('Showing 1–10 of 16 products', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.queryByRole('list', { name: 'Filters in use' })).toBeNull();
    await appSettled(canvasElement);
  },
};

const inShop = (color: string, viewport: 'desktop' | 'mobile' = 'desktop'): Story => ({
  parameters: { world: { showroom: 'TILE4YOU', themeColor: color } },
  globals: { viewport: { value: viewport } },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await shopThemeApplied(canvasElement);
    await appSettled(canvasElement);
  },
});

export const SaturatedShop: Story = inShop(sampleShopColors.saturated.value);
