import { finalUnitPriceCents } from '@showroom/domain';
import type { Product, ProductSummary } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { cataloguePaths } from '../../features/product/catalogueStoryPresets.ts';
import { storageKeys } from '../../state/storageKeys.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { productNotFoundShown } from './productNotFound.play.ts';
import { shopThemeApplied } from '../../storybook/storyVariants.ts';

const { products, showrooms } = getDemoDataset();
/** A box product (tile) with its item sizes, and a piece (a refrigerator) without. */
const box = products.find((product) => product.uom === 'Box' && product.size !== null && product.in_stock) as Product;
const piece = products.find((product) => product.uom === 'Piece' && product.in_stock) as Product;
/** What a customer of DEMO0001 pays for the box: the wholesale price and the showroom's markup (§1). */
const demoMarkup = showrooms.find((showroom) => showroom.settings.vsd_id === 'DEMO0001')?.settings.markup_percent ?? 10;
const boxPriceCents = finalUnitPriceCents(Math.round(box.price * 100), demoMarkup);
const boxPath = `/product/${box.hash}/DEMO0001`;
const piecePath = `/product/${piece.hash}/DEMO0001`;

/**
 * `/product/{hash}/{vsd_id?}`: pictures, name, price (USD, two decimals; Box units also per
 * square foot and the box coverage), item sizes where present, the quantity box, Add to cart,
 * the coverage calculator for box products, and three rows of other products.
 */
const meta = {
  title: 'Pages/Catalogue/Product',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: boxPath,
    world: { showroom: 'DEMO0001' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

const rowsLoaded = async (canvasElement: HTMLElement) => {
  const page = main(canvasElement);
  for (const name of ['Customers also viewed', 'Top products']) {
    const row = page.getByRole('region', { name });
    await waitFor(() => expect(row).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  }
};

const boxPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 })).toBeVisible();
  await expect(page.getByText(/\/ sq ft/)).toBeVisible();
  await expect(page.getByText(`Each box covers ${box.box_sqft} sq ft`)).toBeVisible();
  const sizes = page.getByRole('region', { name: 'Sizes' });
  await expect(within(sizes).getByText('Width')).toBeVisible();
  await expect(within(sizes).getByText('Pattern')).toBeVisible();
  // §5: the quantity starts at the minimum unit, where minus is disabled.
  await expect(page.getByRole('spinbutton', { name: 'Quantity (boxes)' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'One fewer' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'How many boxes do I need?' })).toBeVisible();
  await rowsLoaded(canvasElement);
  await appSettled(canvasElement);
};

/** A box product (tile): price per box and per square foot, coverage, sizes, calculator. */
export const BoxWithSizes: Story = { play: boxPlay };

/** The title, meta description and JSON-LD Product with its offer for search engines. */
export const SearchEngineData: Story = {
  tags: ['!visual'],
  play: async (context) => {
    await boxPlay(context);
    await waitFor(() => expect(document.title).toBe(`${box.name} | Showroom`));
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    await expect(description).toContain(`${box.name} by ${box.brand}: $`);
    const script = document.getElementById('catalogue-structured-data');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    await expect(data).toMatchObject({
      '@type': 'Product',
      name: box.name,
      sku: box.sku,
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: (boxPriceCents / 100).toFixed(2) },
    });
  },
};

/** A piece (an appliance): 'Piece' price, no price per square foot, no sizes, no calculator. */
export const PieceWithoutSizes: Story = {
  parameters: { route: piecePath },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: piece.name }, { timeout: 5000 })).toBeVisible();
    await expect(page.getAllByText('Piece').length).toBeGreaterThan(0);
    await expect(page.queryByText(/\/ sq ft/)).toBeNull();
    await expect(page.queryByRole('region', { name: 'Sizes' })).toBeNull();
    await expect(page.queryByRole('region', { name: 'How many boxes do I need?' })).toBeNull();
    await expect(page.getByRole('spinbutton', { name: 'Quantity (pieces)' })).toHaveValue('1');
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** A piece whose vendor gave its measurements: the Sizes section, still no price per square foot or calculator. */
export const PieceWithSizes: Story = {
  parameters: {
    route: piecePath,
    world: {
      showroom: 'DEMO0001',
      change: {
        [cataloguePaths.product]: (product: Product) => ({
          ...product,
          size: { width_size: '30 in', height_size: '70 in', length_size: '34 in', pattern: null },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: piece.name }, { timeout: 5000 })).toBeVisible();
    const sizes = page.getByRole('region', { name: 'Sizes' });
    await expect(within(sizes).getByText('Height')).toBeVisible();
    await expect(within(sizes).queryByText('Pattern')).toBeNull();
    await expect(page.queryByRole('region', { name: 'How many boxes do I need?' })).toBeNull();
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** A box product whose sizes the vendor did not give: no Sizes section, the calculator stays. */
export const BoxWithoutSizes: Story = {
  parameters: {
    world: {
      showroom: 'DEMO0001',
      change: { [cataloguePaths.product]: (product: Product) => ({ ...product, size: null }) },
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 })).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Sizes' })).toBeNull();
    await expect(page.getByRole('region', { name: 'How many boxes do I need?' })).toBeVisible();
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** The calculator filled in: 150 sq ft + 10 % → whole boxes, their total; Use puts them in the quantity. */
export const CalculatorFilled: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    const calculator = page.getByRole('region', { name: 'How many boxes do I need?' });
    await userEvent.type(within(calculator).getByRole('textbox', { name: 'Area (sq ft)' }), '150');
    const boxes = Math.ceil((150 * 1.1) / (box.box_sqft as number) - 1e-9);
    await expect(within(calculator).getByText(new RegExp(`^${boxes} boxes`))).toBeVisible();
    await userEvent.click(within(calculator).getByRole('button', { name: `Use ${boxes} boxes` }));
    await expect(page.getByRole('spinbutton', { name: 'Quantity (boxes)' })).toHaveValue(String(boxes));
    await expect(page.getByRole('button', { name: 'One fewer' })).toBeEnabled();
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/**
 * A product sold from 2 boxes (its min_qty): the quantity starts at 2 with minus disabled, and
 * a small area still asks for 2 boxes, since the cart refuses fewer.
 */
export const MinimumTwoBoxes: Story = {
  parameters: {
    world: {
      showroom: 'DEMO0001',
      change: { [cataloguePaths.product]: (product: Product) => ({ ...product, min_qty: 2 }) },
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    await expect(page.getByRole('spinbutton', { name: 'Quantity (boxes)' })).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await expect(page.getByText(/^Total/)).toHaveTextContent(`Total $${((boxPriceCents * 2) / 100).toFixed(2)}`);
    const calculator = page.getByRole('region', { name: 'How many boxes do I need?' });
    await userEvent.type(within(calculator).getByRole('textbox', { name: 'Area (sq ft)' }), '1');
    await expect(within(calculator).getByText(/^2 boxes/)).toBeVisible();
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** Bad input gets a clear message under its field once sent, and keeps what was typed. */
export const CalculatorErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    const calculator = page.getByRole('region', { name: 'How many boxes do I need?' });
    const waste = within(calculator).getByRole('textbox', { name: 'Waste allowance (%)' });
    await userEvent.clear(waste);
    await userEvent.type(waste, '75');
    await userEvent.click(within(calculator).getByRole('button', { name: 'Calculate' }));
    const area = within(calculator).getByRole('textbox', { name: 'Area (sq ft)' });
    await expect(area).toHaveFocus();
    await expect(area).toHaveAccessibleDescription(/Enter the area to cover in square feet\./);
    await expect(waste).toHaveAccessibleDescription(/The waste allowance must be a whole number from 0 to 50 %\./);
    await expect(waste).toHaveValue('75');
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** The quantity box takes digits only; minus is enabled above the minimum and disabled back at it. */
export const QuantityBoxRules: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    const quantity = page.getByRole('spinbutton', { name: 'Quantity (boxes)' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3a');
    await expect(quantity).toHaveValue('3');
    const total = page.getByText(/^Total/);
    await expect(total).toHaveTextContent(`Total $${((boxPriceCents * 3) / 100).toFixed(2)}`);
    await userEvent.click(page.getByRole('button', { name: 'One fewer' }));
    await userEvent.click(page.getByRole('button', { name: 'One fewer' }));
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    // The cart's maximum (9999) stops the box before any request: 99999 typed is 9999.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99999');
    await expect(quantity).toHaveValue('9999');
    await expect(page.getByRole('button', { name: 'One more' })).toBeDisabled();
    await expect(total).toHaveTextContent(
      `Total $${((boxPriceCents * 9999) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await appSettled(canvasElement);
  },
};

/** Add to cart sends the quantity (§7 sync_to_cart): the confirmation with a link to the cart; the header badge counts it. */
export const AddedToCart: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    await userEvent.click(page.getByRole('button', { name: 'One more' }));
    await userEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    await expect(await page.findByText(/^Added 2 boxes to your cart\./, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** The calculator's boxes straight into the cart. */
export const CalculatorAddsToCart: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    const calculator = page.getByRole('region', { name: 'How many boxes do I need?' });
    await userEvent.type(within(calculator).getByRole('textbox', { name: 'Area (sq ft)' }), '40');
    const boxes = Math.ceil((40 * 1.1) / (box.box_sqft as number) - 1e-9);
    await userEvent.click(within(calculator).getByRole('button', { name: new RegExp(`^Add ${boxes} box`) }));
    await expect(
      await page.findByText(new RegExp(`^Added ${boxes} box(es)? to your cart\\.`), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity (boxes)' })).toHaveValue(String(boxes));
    await appSettled(canvasElement);
  },
};

/** The server refuses the add: the message under the button (and the §8 toast); nothing is claimed. */
export const AddToCartFails: Story = {
  parameters: { world: { showroom: 'DEMO0001', failing: [cataloguePaths.cart] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    await userEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    await expect(
      await page.findByText('Not added to your cart: Internal Server error please try again.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.queryByText(/^Added/)).toBeNull();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/**
 * The customer's cart is priced in DEMO0001 and the page in OAKS2026: the add is refused (the
 * price shown would not be the one charged), with the way on: entering DEMO0001 (the journey
 * showroom-prices.spec.ts follows it to that showroom's price and the add).
 */
export const AddRefusedForTheCartsShowroom: Story = {
  parameters: {
    route: `/product/${box.hash}`,
    // Project 701's cart holds lines of DEMO0001 (the demo data).
    world: { signedInAs: 'customer@demo.test', showroom: 'OAKS2026', storage: { [storageKeys.project]: '701' } },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    await userEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    await expect(
      await page.findByText(
        /^Not added to your cart: Your cart holds products priced in showroom DEMO0001\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter showroom DEMO0001' })).toBeEnabled();
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** The product on its way: the page's skeleton with a polite loading label. */
export const Loading: Story = {
  parameters: { world: { showroom: 'DEMO0001', holding: [cataloguePaths.product] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('Loading the product', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(page.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** An unknown product: a page saying so, with the way back (not an error with Try again). */
export const NotFound: Story = {
  parameters: { route: '/product/nosuchproduct/DEMO0001' },
  play: productNotFoundShown,
};

/** The server fails: the error with Try again; the rest of the page (header, footer) stays. */
export const ServerError: Story = {
  parameters: { world: { showroom: 'DEMO0001', failing: [cataloguePaths.product] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('The product could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** The rows on their way while the product is shown: each has its own skeleton. */
export const RowsLoading: Story = {
  parameters: {
    world: {
      showroom: 'DEMO0001',
      holding: [cataloguePaths.topProducts, cataloguePaths.alsoViewed, cataloguePaths.recentlyViewed],
      recentlyViewed: [piece.id],
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    for (const name of ['Customers also viewed', 'Top products', 'Recently viewed']) {
      await expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(await page.findByText('Loading top products', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The rows failing: each says so with its own Try again; the product stays usable. */
export const RowsError: Story = {
  parameters: {
    world: {
      showroom: 'DEMO0001',
      failing: [cataloguePaths.topProducts, cataloguePaths.alsoViewed, cataloguePaths.recentlyViewed],
      recentlyViewed: [piece.id],
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    await expect(await page.findByText('Top products could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(
      await page.findByText('Customers also viewed could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await page.findByText('Recently viewed could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'Try again' })).toHaveLength(3);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await appSettled(canvasElement);
  },
};

/** Nothing to show in the rows: each says so (a first visit has viewed nothing before). */
export const RowsEmpty: Story = {
  parameters: {
    world: {
      showroom: 'DEMO0001',
      change: {
        [cataloguePaths.topProducts]: (): ProductSummary[] => [],
        [cataloguePaths.alsoViewed]: (): ProductSummary[] => [],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    await expect(await page.findByText('No top products yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(await page.findByText('No other products to suggest yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByText('Products you look at will appear here.')).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** Products viewed before in this browser (§3 recently viewed), latest first. */
export const RecentlyViewed: Story = {
  tags: ['!visual'],
  parameters: { world: { showroom: 'DEMO0001', recentlyViewed: [piece.id] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    const row = page.getByRole('region', { name: 'Recently viewed' });
    await expect(await within(row).findByRole('link', { name: piece.name }, { timeout: 5000 })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** 375 px: pictures above, one column, the calculator's fields stacked. */
export const BoxMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await boxPlay(context);
    const page = context.canvasElement.querySelector('main') as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const inShop = (color: string, viewport: 'desktop' | 'mobile' = 'desktop'): Story => ({
  parameters: { world: { showroom: 'TILE4YOU', themeColor: color } },
  globals: { viewport: { value: viewport } },
  play: async ({ canvasElement }) => {
    await main(canvasElement).findByRole('heading', { level: 1, name: box.name }, { timeout: 5000 });
    await shopThemeApplied(canvasElement);
    await rowsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
});

export const SaturatedShop: Story = inShop(sampleShopColors.saturated.value);
