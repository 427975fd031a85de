import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { cataloguePaths } from '../../features/product/catalogueStoryPresets.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { shopThemeApplied } from '../../storybook/storyVariants.ts';

/**
 * `/department/{menu_slug}/{category_slug?}`: a department's categories, or a category's
 * children, as picture cards; §2: a card with children opens its department list, a leaf its
 * products. Loading, error, not-found and no-showroom states.
 */
const meta = {
  title: 'Pages/Catalogue/Department',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: '/department/flooring',
    world: { showroom: 'DEMO0001' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

const picturesLoaded = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const images = [...(canvasElement.querySelector('main')?.querySelectorAll('article img') ?? [])];
      expect(images.length).toBeGreaterThan(0);
    },
    { timeout: 5000 },
  );

const departmentPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Flooring' }, { timeout: 5000 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Flooring categories' });
  const links = within(list).getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual([
    'Hardwood Flooring',
    'Laminate Flooring',
    // §2 spells this home category in lower case.
    'luxury-flooring',
    'Tile Flooring',
  ]);
  // §2: each has children, so each opens its own department list.
  for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/department\/flooring\/[a-z-]+$/);
  await picturesLoaded(canvasElement);
  await appSettled(canvasElement);
};

/** The Flooring department: its four categories with their pictures. */
export const Department: Story = { play: departmentPlay };

/** A category with children (Tile Flooring): its children, each a leaf opening its products; Shop all. */
export const CategoryChildren: Story = {
  parameters: { route: '/department/flooring/tile-flooring' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Tile Flooring' }, { timeout: 5000 }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: 'Tile Flooring categories' });
    await expect(within(list).getByRole('link', { name: 'Porcelain Tile' })).toHaveAttribute(
      'href',
      '/category/porcelain-tile/product',
    );
    await expect(page.getByRole('link', { name: 'Shop all Tile Flooring' })).toHaveAttribute(
      'href',
      '/category/tile-flooring/product',
    );
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Showroom', 'Flooring']);
    await picturesLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** 375 px: two cards a row. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await departmentPlay(context);
    const page = context.canvasElement.querySelector('main') as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The menus on their way: card skeletons. */
export const Loading: Story = {
  parameters: { world: { showroom: 'DEMO0001', holding: [cataloguePaths.menus] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('Loading categories', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The menus fail: the error with Try again. */
export const ServerError: Story = {
  parameters: { world: { showroom: 'DEMO0001', failing: [cataloguePaths.menus] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('The departments could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** The category tree (the pictures) fails: the cards stay, with their initials in place of pictures. */
export const PicturesUnavailable: Story = {
  parameters: { world: { showroom: 'DEMO0001', failing: [cataloguePaths.profile] } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const list = await page.findByRole('list', { name: 'Flooring categories' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    await appSettled(canvasElement);
    await expect(list.querySelectorAll('img')).toHaveLength(0);
  },
};

/** A department this showroom does not have. */
export const NotFound: Story = {
  parameters: { route: '/department/garden' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByText('This department is not in this showroom.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the showroom' })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** No showroom chosen: the way to enter a Showroom ID. */
export const NoShowroom: Story = {
  // Parameters merge with the default world's, so the showroom is emptied rather than left out.
  parameters: { world: { showroom: '' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByText('Choose a showroom to browse its departments.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enter a Showroom ID' })).toHaveAttribute(
      'href',
      '/visualize/contractor/all',
    );
    await appSettled(canvasElement);
  },
};

const inShop = (color: string, viewport: 'desktop' | 'mobile' = 'desktop'): Story => ({
  parameters: { world: { showroom: 'TILE4YOU', themeColor: color } },
  globals: { viewport: { value: viewport } },
  play: async ({ canvasElement }) => {
    await main(canvasElement).findByRole('heading', { level: 1, name: 'Flooring' }, { timeout: 5000 });
    await shopThemeApplied(canvasElement);
    await picturesLoaded(canvasElement);
    await appSettled(canvasElement);
  },
});

export const SaturatedShop: Story = inShop(sampleShopColors.saturated.value);
