import type { Product } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { productNotFoundShown } from './productNotFound.play.ts';

const { products } = getDemoDataset();
/** Named by its id, the other way GET /api/public takes a pid (the product page uses hashes). */
const piece = products.find((product) => product.uom === 'Piece' && product.in_stock) as Product;

/**
 * `/product-details?pid=…`: the product page for a product named in the query; without a pid,
 * a message with the way to the showroom. Loading, errors and the rows are the product page's
 * (Pages/Catalogue/Product).
 */
const meta = {
  title: 'Pages/Catalogue/Product details',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: `/product-details?pid=${piece.id}`,
    world: { showroom: 'DEMO0001' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

/** A product by its id: the same page as /product/{hash}. */
export const ById: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: piece.name }, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    for (const name of ['Customers also viewed', 'Top products']) {
      const row = page.getByRole('region', { name });
      await waitFor(() => expect(row).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    }
    await appSettled(canvasElement);
  },
};

/** No pid in the address: says so and leads to the showroom, rather than a "not found". */
export const NoProductChosen: Story = {
  parameters: { route: '/product-details' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('No product chosen.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Product Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the showroom' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** A pid no product has: the product page's "not found", with the way back. */
export const UnknownProduct: Story = {
  tags: ['!visual'],
  parameters: { route: '/product-details?pid=999999' },
  play: productNotFoundShown,
};
