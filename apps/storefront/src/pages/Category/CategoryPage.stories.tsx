import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { cataloguePaths } from '../../features/product/catalogueStoryPresets.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { inShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/** `/category/{category}`: the category (picture, name, trail), its own categories, then its products. */
const meta = {
  title: 'Pages/Catalogue/Category',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: '/category/lights',
    world: { showroom: 'DEMO0001' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

const lightsPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Lights' }, { timeout: 5000 })).toBeVisible();
  const children = await page.findByRole('list', { name: 'Lights categories' }, { timeout: 5000 });
  await expect(
    within(children)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/category/pendants/product', '/category/chandeliers/product', '/category/vanity-lights/product']);
  await expect(await page.findByText('Showing 1–10 of 24 products', {}, { timeout: 5000 })).toBeVisible();
  await appSettled(canvasElement);
};

/** Lights: three categories as cards, then the first 10 of its 24 products. */
export const WithCategories: Story = { play: lightsPlay };

/** A leaf category (Pendants): no categories section, its 8 products on one page. */
export const Leaf: Story = {
  parameters: { route: '/category/pendants' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Pendants' }, { timeout: 5000 })).toBeVisible();
    await expect(await page.findByText('8 products', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Shop by category' })).toBeNull();
    await appSettled(canvasElement);
  },
};

/** Products and categories on their way. */
export const Loading: Story = {
  parameters: { world: { showroom: 'DEMO0001', holding: [cataloguePaths.products, cataloguePaths.profile] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('Loading products', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** 375 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await lightsPlay(context);
    await expect((context.canvasElement.querySelector('main') as HTMLElement).scrollWidth).toBeLessThanOrEqual(375);
  },
};

const inShop = (color: string, viewport: 'desktop' | 'mobile'): Story =>
  inShopColour({ world: { showroom: 'OAKS2026', themeColor: color } satisfies StoryWorld }, lightsPlay, viewport);

export const SaturatedShop: Story = inShop(sampleShopColors.saturated.value, 'desktop');
