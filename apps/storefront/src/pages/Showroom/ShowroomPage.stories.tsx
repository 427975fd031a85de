import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showroomPaths } from '../../showroom/showroomStoryPresets.ts';
import { appSettled } from '../../storybook/settled.ts';
import { currentStoryServices, type StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { shopThemeApplied } from '../../storybook/storyVariants.ts';

/**
 * `/visualize/contractor/all`, designed (the spec shows no screen): the active showroom's
 * storefront (brand, company name and ID, departments and categories, top products), with its
 * loading, error and empty states; without a showroom, the Showroom ID card.
 */
const meta = {
  title: 'Pages/Showroom',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/visualize/contractor/all' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const world = (world: StoryWorld) => ({ world });

/** DEMO0001, the branded demo showroom, is active. */
const demo = world({ showroom: 'DEMO0001' });

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

const storefrontPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Reyes Remodeling Co.' })).toBeVisible();
  await expect(page.getByText('Showroom ID:').parentElement).toHaveTextContent('Showroom ID: DEMO0001');
  const departments = page.getByRole('region', { name: 'Departments' });
  const firstDepartment = (await within(departments).findAllByRole('region', {}, { timeout: 5000 }))[0] as HTMLElement;
  const links = within(firstDepartment).getAllByRole('link');
  // §2 menu rules: leaves go to their products, parents to the department list, and Shop All.
  for (const link of links)
    await expect(link.getAttribute('href')).toMatch(/^\/(category\/[^/]+\/product|department\/[^/]+(\/[^/]+)?)$/);
  await expect(within(firstDepartment).getByRole('link', { name: /^Shop All / })).toBeVisible();
  const products = page.getByRole('region', { name: 'Top products' });
  const productLinks = await within(products).findAllByRole('link', {}, { timeout: 5000 });
  await expect(productLinks.length).toBeGreaterThan(0);
  for (const link of productLinks) await expect(link.getAttribute('href')).toMatch(/^\/product\/[^/]+\/DEMO0001$/);
  await expect(within(products).getAllByText(/^\$\d/).length).toBeGreaterThan(0);
  await shopThemeApplied(canvasElement);
  await appSettled(canvasElement);
};

/** DEMO0001 is branded (custom add-on on): the page wears its colour. */
export const Branded: Story = { parameters: demo, play: storefrontPlay };

/** 375 px: the header stacks, departments in one column, products two by two. */
export const BrandedMobile: Story = {
  parameters: demo,
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await storefrontPlay(context);
    const page = context.canvasElement.querySelector('main') as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** OAKS2026 has no custom add-on: its own colour is not used (§4 Theme), the default theme shows. */
export const Unbranded: Story = {
  parameters: world({ showroom: 'OAKS2026' }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Oak & Stone Interiors' })).toBeVisible();
    await within(page.getByRole('region', { name: 'Top products' })).findAllByRole('link', {}, { timeout: 5000 });
    await expect(canvasElement.querySelector('[data-theme="shop"]')).toBeNull();
    await appSettled(canvasElement);
  },
};

/** Menus and top products on their way: skeletons with a polite loading label; the header is already there. */
export const Loading: Story = {
  parameters: world({ showroom: 'DEMO0001', holding: [showroomPaths.menus, showroomPaths.topProducts] }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Reyes Remodeling Co.' })).toBeVisible();
    await expect(within(page.getByRole('region', { name: 'Departments' })).queryAllByRole('link')).toEqual([]);
    await expect(within(page.getByRole('region', { name: 'Top products' })).queryAllByRole('link')).toEqual([]);
    await expect(await page.findByText('Loading departments')).toBeInTheDocument();
    await expect(await page.findByText('Loading top products')).toBeInTheDocument();
    await expect(page.getByRole('region', { name: 'Top products' }).querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server fails: each area says so with Try again; the header and the rest of the page stay. */
export const ServerError: Story = {
  parameters: world({ showroom: 'DEMO0001', scenario: 'serverError' }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Reyes Remodeling Co.' })).toBeVisible();
    await expect(await page.findByText('The departments could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(await page.findByText('The top products could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
    await appSettled(canvasElement);
  },
};

/** Try again after a failed load asks the server again (it still fails here: same state, a new request). */
export const ServerErrorTryAgain: Story = {
  tags: ['!visual'],
  parameters: world({ showroom: 'DEMO0001', scenario: 'serverError' }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const products = page.getByRole('region', { name: 'Top products' });
    const retry = await within(products).findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await appSettled(canvasElement);
    await userEvent.click(retry);
    // The old error went (the area loaded again) and a new one came with the second answer.
    await waitFor(() => expect(retry.isConnected).toBe(false));
    await expect(await within(products).findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** A showroom with no departments and no top products yet: both areas say so. */
export const Empty: Story = {
  parameters: world({ showroom: 'TILE4YOU', empty: [showroomPaths.menus, showroomPaths.topProducts] }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('This showroom has no departments yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(await page.findByText('No top products yet.', {}, { timeout: 5000 })).toBeVisible();
    await appSettled(canvasElement);
  },
};

/** No active showroom: the page is the Showroom ID card. */
export const NoShowroom: Story = {
  tags: ['!visual'],
  parameters: world({}),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Showroom' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Showroom ID' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await appSettled(canvasElement);
  },
};

/** New Showroom leaves DEMO0001: the default theme returns and the ID field has the focus. */
export const NewShowroom: Story = {
  parameters: demo,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: 'Reyes Remodeling Co.' });
    await shopThemeApplied(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'New Showroom' }));
    await waitFor(() => expect(page.getByRole('textbox', { name: 'Showroom ID' })).toHaveFocus());
    await expect(currentStoryServices()?.showroom.getState().active).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-theme="shop"]')).toBeNull());
    await appSettled(canvasElement);
  },
};

/** A customer follows a showroom's link (`?showroom=DEMO0001`) with none active: it is entered at once. */
export const OpenedByItsLink: Story = {
  tags: ['!visual'],
  parameters: { route: '/visualize/contractor/all?showroom=DEMO0001' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Reyes Remodeling Co.' }, { timeout: 8000 }),
    ).toBeVisible();
    await waitFor(() => expect(currentStoryServices()?.router.currentPath()).toBe('/visualize/contractor/all'));
  },
};

/** The link names another showroom than the active one: the shopper is told, not switched (the cart is priced here). */
export const LinkToAnotherShowroom: Story = {
  parameters: { ...world({ showroom: 'OAKS2026' }), route: '/visualize/contractor/all?showroom=DEMO0001' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Oak & Stone Interiors' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(page.getByRole('note')).toHaveTextContent(
      'The link you followed is for showroom DEMO0001. You are shopping in Oak & Stone Interiors',
    );
    await appSettled(canvasElement);
  },
};
