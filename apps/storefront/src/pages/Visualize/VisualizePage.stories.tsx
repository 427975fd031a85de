import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsFinished } from '../../features/account/accountStoryKit.tsx';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { storageKeys } from '../../state/storageKeys.ts';
import { projectShareMessage } from '@showroom/api';
import { pickerTexts } from '../../features/visualizer/DesignPickers.tsx';
import { studioTexts } from '../../features/visualizer/DesignStudio.tsx';
import { chooserTexts } from '../../features/visualizer/ProductChooser.tsx';
import { visualizeTexts } from './VisualizePage.tsx';

/**
 * `/visualize`: the visualizer (issue 33). Without a showroom, the Showroom ID entry; in DEMO0001
 * (Reyes Remodeling Co.), the floor plans, then a plan's styles, then the design: its surfaces
 * and fixtures with the showroom's products, the take-off and its total, Save and Add to cart.
 * The room is drawn as the plan from above here (`?view=plan`); the 3D scene has its own stories.
 */
const meta = {
  title: 'Pages/Visualize',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/visualize', world: {} },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const customerInShowroom = {
  signedInAs: 'customer@demo.test',
  showroom: 'DEMO0001',
} as const satisfies StoryWorld;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

async function pageOf(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  await expect(
    await page.findByRole('heading', { level: 1, name: visualizeTexts.heading }, { timeout: 5000 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: visualizeTexts.hereHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Design a room with AI' })).toHaveAttribute('href', '/design-ai');
  return page;
}

async function settled(canvasElement: HTMLElement): Promise<void> {
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
}

const guestPlay: Play = async ({ canvasElement }) => {
  const page = await pageOf(canvasElement);
  await expect(page.getByRole('heading', { level: 3, name: 'Enter your Showroom ID' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fprojects');
  await expect(page.queryByRole('link', { name: 'Open My Projects' })).toBeNull();
  await expect(page.queryByRole('list', { name: 'Departments of your showroom' })).toBeNull();
  await expect(page.queryByText(visualizeTexts.savedDesignHeading)).toBeNull();
  await settled(canvasElement);
};

/** A guest without a showroom: the Showroom ID entry, sign-in for projects, AI design. */
export const GuestWithoutShowroom: Story = { play: guestPlay };

export const GuestWithoutShowroomMobile = atPhoneWidth({ route: '/visualize', world: {} }, guestPlay);

const customerPlay: Play = async ({ canvasElement }) => {
  const page = await pageOf(canvasElement);
  // The first step: the kitchens' floor plans, twelve to a page.
  await expect(page.getByRole('heading', { level: 2, name: pickerTexts.plansHeading })).toBeVisible();
  const plans = within(await page.findByRole('list', { name: 'Kitchen floor plans' }, { timeout: 5000 }));
  await expect(plans.getAllByRole('link')).toHaveLength(12);
  await expect(plans.getByRole('link', { name: /L-shaped kitchen, 12 × 14 ft/ })).toHaveAttribute(
    'href',
    '/visualize?plan=kitchen-l-12x14',
  );
  await expect(page.getByRole('heading', { level: 3, name: 'Your showroom' })).toBeVisible();
  await expect(page.getByText('Reyes Remodeling Co.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/visualize/contractor/all',
  );
  const departments = within(
    await page.findByRole('list', { name: 'Departments of your showroom' }, { timeout: 5000 }),
  );
  await expect(page.getByRole('heading', { level: 3, name: 'Shop by department' })).toBeVisible();
  const links = departments.getAllByRole('link');
  await expect(links.length).toBeGreaterThan(1);
  await expect(links[0]?.getAttribute('href')).toMatch(/^\/department\//);
  await expect(page.getByRole('link', { name: 'Open My Projects' })).toHaveAttribute('href', '/projects');
  await expect(page.getByRole('link', { name: 'Open the checklist' })).toHaveAttribute('href', '/visualize/checklist');
  await expect(page.queryByRole('link', { name: 'Sign in' })).toBeNull();
  await settled(canvasElement);
};

/** Signed in with a showroom: the way to it and its departments, projects and checklist. */
export const CustomerInShowroom: Story = { parameters: { world: customerInShowroom }, play: customerPlay };

export const CustomerInShowroomMobile = atPhoneWidth({ route: '/visualize', world: customerInShowroom }, customerPlay);

/** Signed in without a showroom: the Showroom ID entry beside the projects and checklist. */
export const CustomerWithoutShowroom: Story = {
  parameters: { world: { signedInAs: 'customer@demo.test' } },
  play: async ({ canvasElement }) => {
    const page = await pageOf(canvasElement);
    await expect(page.getByRole('heading', { level: 3, name: 'Enter your Showroom ID' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open My Projects' })).toHaveAttribute('href', '/projects');
    await expect(page.getByRole('link', { name: 'Open the checklist' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** A guest in a showroom: its way in, and sign-in for projects. */
export const GuestInShowroom: Story = {
  parameters: { world: { showroom: 'DEMO0001' } },
  play: async ({ canvasElement }) => {
    const page = await pageOf(canvasElement);
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(await page.findByRole('list', { name: 'Departments of your showroom' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** §4: registered with a saved design lacking floor plan and template: a kind word about it first. */
export const AfterRegisteringWithUnfinishedDesign: Story = {
  parameters: {
    world: {
      signedInAs: 'customer@demo.test',
      storage: {
        [storageKeys.visualRedirect]: '/visualize/checklist',
        [storageKeys.myItem]: JSON.stringify({ showroom: 'DEMO0001', floorplan: null }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await pageOf(canvasElement);
    const note = page.getByRole('heading', { level: 2, name: visualizeTexts.savedDesignHeading });
    await expect(note).toBeVisible();
    await expect(note.closest('section')).toHaveTextContent(/Nothing is lost/);
    // The note comes before the rest of the page.
    const headings = page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings[0]).toBe(visualizeTexts.savedDesignHeading);
    await settled(canvasElement);
  },
};

/** A complete saved design (it became a project) or a guest: no note. */
export const CompleteSavedDesign: Story = {
  parameters: {
    world: {
      signedInAs: 'customer@demo.test',
      storage: {
        [storageKeys.visualRedirect]: '/visualize/checklist',
        [storageKeys.myItem]: JSON.stringify({ showroom: 'DEMO0001', floorplan: 'galley', floorTemplate: 'modern' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await pageOf(canvasElement);
    await waitFor(() => expect(page.getByRole('link', { name: 'Open My Projects' })).toBeVisible());
    await expect(page.queryByText(visualizeTexts.savedDesignHeading)).toBeNull();
    await settled(canvasElement);
  },
  tags: ['!visual'],
};

// ── The shop's colours ──
const shopColours = { violet: '#7c3aed' } as const;
const inShop = (color: string, viewport: 'desktop' | 'mobile') =>
  inShopColour({ route: '/visualize', world: { ...customerInShowroom, themeColor: color } }, customerPlay, viewport);

export const VioletShop = inShop(shopColours.violet, 'desktop');

// ── Designing a room ──

/** A plan chosen: its styles, each in the showroom's own materials. */
export const ChoosingAStyle: Story = {
  tags: ['state:roomDesign.choosing'],
  parameters: { world: customerInShowroom, route: '/visualize?plan=kitchen-l-12x14' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: pickerTexts.stylesHeading }, { timeout: 5000 }),
    ).toBeVisible();
    const styles = within(
      await page.findByRole('list', { name: 'Styles for L-shaped kitchen, 12 × 14 ft' }, { timeout: 5000 }),
    );
    const links = styles.getAllByRole('link');
    await expect(links).toHaveLength(20);
    await expect(styles.getByRole('link', { name: /Warm oak farmhouse kitchen/ })).toHaveAttribute(
      'href',
      '/visualize?plan=kitchen-l-12x14&template=warm-oak-farmhouse-kitchen',
    );
    await expect(page.getByRole('img', { name: 'L-shaped kitchen, 12 × 14 ft, seen from above' })).toBeVisible();
    await settled(canvasElement);
  },
};

const designRoute = '/visualize?plan=kitchen-l-12x14&template=warm-oak-farmhouse-kitchen&view=plan';

async function designOf(canvasElement: HTMLElement) {
  const page = main(canvasElement);
  await expect(
    await page.findByRole('heading', { level: 2, name: 'L-shaped kitchen, 12 × 14 ft' }, { timeout: 8000 }),
  ).toBeVisible();
  const takeOff = within(page.getByRole('region', { name: studioTexts.takeOff }));
  return { page, takeOff, total: () => page.getByText(studioTexts.total).closest('p') as HTMLElement };
}

/** The design: every surface and fixture with its product, what it takes, and its total. */
export const Designing: Story = {
  tags: ['state:roomDesign.editing'],
  parameters: { world: customerInShowroom, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page, takeOff } = await designOf(canvasElement);
    const rows = takeOff.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThanOrEqual(6);
    await expect(takeOff.getByRole('rowheader', { name: /^Floor \(\d/ })).toBeVisible();
    await expect(page.getByRole('button', { name: studioTexts.undo })).toBeDisabled();
    await expect(page.getByRole('img', { name: 'L-shaped kitchen, 12 × 14 ft, seen from above' })).toBeVisible();
    await settled(canvasElement);
  },
};

export const DesigningMobile = atPhoneWidth({ route: designRoute, world: customerInShowroom }, Designing.play as Play);

/** Another floor: the take-off and the total follow at once; Undo puts the first back. */
export const SwappingTheFloor: Story = {
  parameters: { world: customerInShowroom, route: designRoute },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { page, total } = await designOf(canvasElement);
    const before = total().textContent;
    const floor = page.getByRole('button', { name: /^Floor/ });
    const first = floor.textContent;
    await userEvent.click(floor);
    await expect(floor).toHaveAttribute('aria-expanded', 'true');
    const chooser = within(await page.findByRole('group', { name: chooserTexts.choose('Floor') }));
    const options = await chooser.findAllByRole('button', { pressed: false }, { timeout: 5000 });
    await userEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(floor.textContent).not.toBe(first));
    // The product now on the floor is marked in the list, as the open surface is.
    const chosen = await chooser.findByRole('button', { pressed: true });
    const other = chooser.getAllByRole('button', { pressed: false }).find((button) => button.closest('li'));
    await expect(getComputedStyle(chosen).backgroundColor).not.toBe(
      getComputedStyle(other as HTMLElement).backgroundColor,
    );
    await waitFor(() => expect(total().textContent).not.toBe(before));
    await userEvent.click(page.getByRole('button', { name: studioTexts.undo }));
    await waitFor(() => expect(total().textContent).toBe(before));
    await expect(floor.textContent).toBe(first);
  },
};

/**
 * The floor's products as the product list has them: a tab per category that fits the floor, the
 * same sort and filters, six at a time. Porcelain tile's second page, then one brand (a filter
 * starts the list again at its first page).
 */
export const ChoosingTheFloor: Story = {
  parameters: { world: customerInShowroom, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /^Floor/ }));
    const chooser = within(await page.findByRole('group', { name: chooserTexts.choose('Floor') }));
    const tabs = chooser.getByRole('tablist', { name: chooserTexts.categories('Floor') });
    const porcelain = within(tabs).getByRole('tab', { name: 'Porcelain Tile' });
    await userEvent.click(porcelain);
    await expect(porcelain).toHaveAttribute('aria-selected', 'true');
    const panel = within(chooser.getByRole('tabpanel'));
    await expect(await panel.findByRole('list', { name: 'Porcelain Tile, page 1' }, { timeout: 5000 })).toBeVisible();
    await expect(panel.getByText('Showing 1–6 of 8 products')).toBeVisible();
    await userEvent.click(
      within(panel.getByRole('navigation', { name: chooserTexts.pages('Porcelain Tile') })).getByRole('button', {
        name: 'Next page',
      }),
    );
    await expect(await panel.findByRole('list', { name: 'Porcelain Tile, page 2' }, { timeout: 5000 })).toBeVisible();
    await expect(panel.getByText('Showing 7–8 of 8 products')).toBeVisible();

    // One brand, as the product list filters: its products only, and the filter shown to remove.
    const filters = panel.getByRole('button', { name: 'Filters' });
    await waitFor(() => expect(filters).toBeEnabled());
    await userEvent.click(filters);
    const brand = (
      await panel.findAllByRole('checkbox', { name: /\(\d+\)$/ }, { timeout: 5000 })
    )[0] as HTMLInputElement;
    const [, name, count] = /^(.+) \((\d+)\)$/.exec(brand.labels?.[0]?.textContent ?? '') ?? [];
    await userEvent.click(brand);
    await expect(await panel.findByRole('button', { name: `Remove filter: ${name}` }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(panel.getByText(/products?$/)).toHaveTextContent(`${count} product`));
    await settled(canvasElement);
  },
};

/** A filter that matches nothing says so, and Clear filters brings the list back. */
export const ChooserFilteredEmpty: Story = {
  parameters: { world: customerInShowroom, route: designRoute },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /^Floor/ }));
    const chooser = within(await page.findByRole('group', { name: chooserTexts.choose('Floor') }));
    const panel = within(chooser.getByRole('tabpanel'));
    const filters = await panel.findByRole('button', { name: 'Filters' }, { timeout: 5000 });
    await waitFor(() => expect(filters).toBeEnabled());
    await userEvent.click(filters);
    await userEvent.type(await panel.findByRole('textbox', { name: 'Min ($)' }), '99999');
    await userEvent.click(panel.getByRole('button', { name: 'Apply price' }));
    await expect(await panel.findByText(chooserTexts.noMatch, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: chooserTexts.clearFilters }));
    await expect(await panel.findByText(/products$/, {}, { timeout: 5000 })).toBeVisible();
    await expect(panel.queryByText(chooserTexts.noMatch)).toBeNull();
  },
};

/** The picture the plan's floor is tiled with (its fill names a pattern: `url(#id)`). */
function floorSwatchOn(plan: HTMLElement): string | null {
  const fill = plan.querySelector('[data-slot="floor"]')?.getAttribute('fill') ?? '';
  const id = /^url\(#(.+)\)$/.exec(fill)?.[1];
  return id === undefined ? null : (document.getElementById(id)?.querySelector('image')?.getAttribute('href') ?? null);
}

/**
 * The plan from above wears the design's materials (the floor in its swatch, the cabinets in the
 * countertop's) and picks a surface on a click, as the 3D room does; a new floor shows at once.
 */
export const PickingOnThePlan: Story = {
  parameters: { world: customerInShowroom, route: designRoute },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    const plan = page.getByRole('img', { name: studioTexts.planView('L-shaped kitchen, 12 × 14 ft') });
    const floorShape = plan.querySelector<SVGRectElement>('[data-slot="floor"]');
    await expect(floorShape?.getAttribute('fill')).toMatch(/^url\(#/);
    await expect(plan.querySelectorAll('[data-slot="countertop"]').length).toBeGreaterThan(0);
    const firstFloor = floorSwatchOn(plan);
    await expect(firstFloor).toBeTruthy();

    await userEvent.click(floorShape as SVGRectElement);
    const floor = page.getByRole('button', { name: /^Floor/ });
    await expect(floor).toHaveAttribute('aria-expanded', 'true');
    await expect(floorShape).toHaveAttribute('data-selected', 'true');
    const chooser = within(await page.findByRole('group', { name: chooserTexts.choose('Floor') }));
    const list = await chooser.findByRole('list', { name: /, page 1$/ }, { timeout: 5000 });
    await userEvent.click(within(list).getAllByRole('button', { pressed: false })[0] as HTMLElement);
    await waitFor(() => expect(floorSwatchOn(plan)).not.toBe(firstFloor));
  },
};

/** A guest who saves is sent to sign in, the design kept for after (§4 my_item, visual_redirect). */
export const GuestSaves: Story = {
  tags: ['state:roomDesign.signInRequired', '!visual'],
  parameters: { world: { showroom: 'DEMO0001' }, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: studioTexts.save }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /Sign in/i }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A customer adds the whole design to the cart in one step. */
export const AddingToCart: Story = {
  tags: ['state:roomDesign.addedToCart'],
  parameters: { world: customerInShowroom, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: studioTexts.addToCart }));
    await expect(await page.findByText(studioTexts.added, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('link', { name: studioTexts.openCart })).toHaveAttribute('href', '/cart');
    await settled(canvasElement);
  },
};

/** A customer saves the design as a project. */
export const Saved: Story = {
  tags: ['state:roomDesign.saved'],
  parameters: { world: customerInShowroom, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: studioTexts.save }));
    await expect(await page.findByText(studioTexts.saved, {}, { timeout: 5000 })).toBeVisible();
    const { takeOff } = await designOf(canvasElement);
    await expect(takeOff.getByRole('link', { name: studioTexts.openProjects })).toHaveAttribute('href', '/projects');
    // Shared with the showroom's contractor, in the server's words.
    await userEvent.click(takeOff.getByRole('button', { name: studioTexts.share }));
    await expect(
      await takeOff.findByText(projectShareMessage('Reyes Remodeling Co.', false), {}, { timeout: 5000 }),
    ).toBeVisible();
    await settled(canvasElement);
  },
};

/** The design while its style and products load: a placeholder the size of the room and its list. */
export const DesignLoading: Story = {
  tags: ['state:roomDesign.loading', '!visual'],
  parameters: {
    world: { ...customerInShowroom, holding: ['/api/visualizer/template/warm-oak-farmhouse-kitchen'] },
    route: designRoute,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    // The skeletons' status names what loads (a moment after they show).
    await expect(await page.findByText(studioTexts.loading, {}, { timeout: 8000 })).toHaveAttribute('role', 'status');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(page.queryByRole('region', { name: studioTexts.takeOff })).toBeNull();
  },
};

const saveCall = 'POST /api/projectCart';
const cartCall = 'POST /api/projectCart/sync_to_bulk_cart';

/** Saving: the design says so and its two actions wait, so a second click cannot make two projects. */
export const Saving: Story = {
  tags: ['state:roomDesign.saving', '!visual'],
  parameters: { world: { ...customerInShowroom, holding: [saveCall] }, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: studioTexts.save }));
    await expect(await page.findByText(studioTexts.saving)).toBeVisible();
    await expect(page.getByRole('button', { name: studioTexts.save })).toBeDisabled();
    await expect(page.getByRole('button', { name: studioTexts.addToCart })).toBeDisabled();
  },
};

/** The project could not be made: why, the design kept as it was, and Save again works. */
export const SaveFailed: Story = {
  tags: ['state:roomDesign.saveFailed', '!visual'],
  parameters: { world: { ...customerInShowroom, failing: [saveCall] }, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page, total } = await designOf(canvasElement);
    const before = total().textContent;
    await userEvent.click(page.getByRole('button', { name: studioTexts.save }));
    await expect(await page.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/\w/);
    await expect(total().textContent).toBe(before);
    await expect(page.getByRole('button', { name: studioTexts.save })).toBeEnabled();
  },
};

/** Adding every line at once: the design says so and waits for the one answer. */
export const AddingToCartWaits: Story = {
  tags: ['state:roomDesign.addingToCart', '!visual'],
  parameters: { world: { ...customerInShowroom, holding: [cartCall] }, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: studioTexts.addToCart }));
    await expect(await page.findByText(studioTexts.adding)).toBeVisible();
    await expect(page.getByRole('button', { name: studioTexts.addToCart })).toBeDisabled();
  },
};

/**
 * The cart refused the design (it succeeds or fails whole): the server's reason, nothing half
 * added, and the design still there to try again.
 */
export const CartFailed: Story = {
  tags: ['state:roomDesign.cartFailed'],
  parameters: { world: { ...customerInShowroom, failing: [cartCall] }, route: designRoute },
  play: async ({ canvasElement }) => {
    const { page } = await designOf(canvasElement);
    await userEvent.click(page.getByRole('button', { name: studioTexts.addToCart }));
    await expect(await page.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/\w/);
    await expect(page.queryByText(studioTexts.added)).toBeNull();
    await expect(page.getByRole('button', { name: studioTexts.addToCart })).toBeEnabled();
    await settled(canvasElement);
  },
};

/** The floor plans could not be loaded: the reason and Try again, the rest of the page still there. */
export const PlansFailed: Story = {
  parameters: { world: { ...customerInShowroom, failing: ['/api/visualizer/floorplans'] } },
  play: async ({ canvasElement }) => {
    const page = await pageOf(canvasElement);
    const alert = await page.findByRole('alert', {}, { timeout: 5000 });
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.queryByRole('list', { name: 'Kitchen floor plans' })).toBeNull();
    await settled(canvasElement);
  },
};

/** The design could not be loaded (its style failed): the reason and Try again, which loads it. */
export const DesignFailed: Story = {
  tags: ['state:roomDesign.loadFailed', '!visual'],
  parameters: {
    world: { ...customerInShowroom, failing: ['/api/visualizer/template/warm-oak-farmhouse-kitchen'] },
    route: designRoute,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert', {}, { timeout: 8000 });
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.queryByRole('region', { name: studioTexts.takeOff })).toBeNull();
  },
};
