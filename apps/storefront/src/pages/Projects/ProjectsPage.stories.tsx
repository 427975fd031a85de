import { cartMessages, projectShareMessage, projectToolMessages } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checklistPanelTexts } from '../../features/projects/ChecklistPanel.tsx';
import { designDetailsTexts } from '../../features/projects/DesignDetailsPanel.tsx';
import { designersPanelTexts } from '../../features/projects/DesignersPanel.tsx';
import { projectCartTexts } from '../../features/projects/ProjectCartPanel.tsx';
import { projectDetailTexts } from '../../features/projects/ProjectDetail.tsx';
import { projectListTexts } from '../../features/projects/ProjectList.tsx';
import { sharePanelTexts } from '../../features/projects/SharePanel.tsx';
import { animationsFinished, toastOf, type Screen } from '../../features/account/accountStoryKit.tsx';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { projectsPageTexts } from './ProjectsPage.tsx';

/**
 * `/projects` (My Projects) for the demo customer: Kitchen refresh (701: DEMO0001, a cart of
 * three lines, shared with Reyes Remodeling Co.) and Primary bath (702: OAKS2026, no cart,
 * Jordan Kim hired), answered by the @showroom/api demo handlers. One story per state of the
 * list, the project and each of its tools.
 */
const customer = { signedInAs: 'customer@demo.test' } as const satisfies StoryWorld;

const meta = {
  title: 'Pages/Projects',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/projects', world: customer },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

const dataset = getDemoDataset();
const oaksCompany =
  dataset.showrooms.find((showroom) => showroom.profile.vsd_id === 'OAKS2026')?.profile.company_name ?? 'OAKS2026';
const listPath = 'GET /api/projectChecklist';
const at = (project: number, tab?: string) => `/projects?project=${project}${tab ? `&tab=${tab}` : ''}`;
const world = (extra: Omit<StoryWorld, 'signedInAs'>): StoryWorld => ({ ...customer, ...extra });

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

/** Finishes the toasts' slide and the tabs' colour change, then waits for rest. */
async function transitionsDone(canvasElement: HTMLElement): Promise<void> {
  // Some start a frame after what caused them (a toast, a tab's colour): finished as they come.
  await waitFor(async () => {
    await animationsFinished(canvasElement);
    const running = canvasElement.ownerDocument.body
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    expect(running.filter((animation) => animation.playState === 'running')).toHaveLength(0);
  });
}

async function settled(canvasElement: HTMLElement): Promise<void> {
  await appSettled(canvasElement);
  await transitionsDone(canvasElement);
}

async function projectListOf(canvasElement: HTMLElement): Promise<Screen> {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: projectsPageTexts.title })).toBeVisible();
  const list = await page.findByRole('list', { name: 'Projects, newest first' }, { timeout: 5000 });
  return within(list);
}

/** The project's section once it has loaded (its heading is the project's name). */
async function projectOf(canvasElement: HTMLElement, name: string): Promise<Screen> {
  const page = main(canvasElement);
  const heading = await page.findByRole('heading', { level: 2, name }, { timeout: 5000 });
  return within(heading.closest('section') as HTMLElement);
}

async function panelOf(project: Screen, tab: string): Promise<Screen> {
  await waitFor(() => expect(project.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'));
  return within(project.getByRole('tabpanel'));
}

const listPlay: Play = async ({ canvasElement }) => {
  const list = await projectListOf(canvasElement);
  const links = list.getAllByRole('link');
  // Newest first: the bath (21 days old) above the kitchen (40 days).
  await expect(links.map((link: HTMLElement) => link.querySelector('span')?.textContent)).toEqual([
    'Primary bath',
    'Kitchen refresh',
  ]);
  await expect(links[0]).toHaveAttribute('href', '/projects?project=702');
  await expect(links[1]).toHaveTextContent('Reyes Remodeling Co. (DEMO0001)');
  await expect(links[1]).toHaveTextContent('2 of 3 checklist items done');
  await expect(links[1]).toHaveTextContent('Shared');
  await expect(links[0]).toHaveTextContent('1 designer hired');
  await expect(links[0]).toHaveTextContent('Not shared');
  for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  await settled(canvasElement);
};

/** Both projects, newest first, with showroom, checklist, designers and share; a hint beside them. */
export const List: Story = {
  play: async (context) => {
    await listPlay(context);
    await expect(main(context.canvasElement).getByText(projectsPageTexts.choose)).toBeVisible();
  },
};

/** At 375 px the list alone, nothing wider than the phone. */
export const ListMobile = atPhoneWidth({ world: customer }, listPlay);

/** The list on its way: three card skeletons with a loading label. */
export const Loading: Story = {
  parameters: { world: world({ holding: [listPath] }) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(projectListTexts.loading)).toBeInTheDocument();
    await expect(page.queryByRole('list', { name: 'Projects, newest first' })).toBeNull();
    await transitionsDone(canvasElement);
  },
};

/** No projects yet: how a project is made, and the way to a showroom and the cart. */
export const Empty: Story = {
  parameters: { world: world({ empty: [listPath] }) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(projectListTexts.emptyTitle)).toBeVisible();
    await expect(page.getByText(/when you sign in with items in your cart/)).toBeVisible();
    await expect(page.getByRole('link', { name: projectListTexts.toShowroom })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: projectListTexts.toCart })).toHaveAttribute('href', '/cart');
    await expect(page.queryByText(projectsPageTexts.choose)).toBeNull();
    await settled(canvasElement);
  },
};

export const EmptyMobile = atPhoneWidth({ world: world({ empty: [listPath] }) }, async ({ canvasElement }) => {
  await expect(await main(canvasElement).findByText(projectListTexts.emptyTitle)).toBeVisible();
  await settled(canvasElement);
});

/** The list failed (500): the reason and Try again, which loads it once the server answers. */
export const ListError: Story = {
  parameters: { world: world({ failing: [listPath] }) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(projectListTexts.failed, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: projectsPageTexts.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** The kitchen's cart panel once its lines have loaded. */
async function kitchenCart(canvasElement: HTMLElement): Promise<{ panel: Screen; lines: HTMLElement }> {
  const panel = await panelOf(await projectOf(canvasElement, 'Kitchen refresh'), 'Cart');
  const lines = await panel.findByRole('list', { name: /^\d+ cart lines$/ }, { timeout: 5000 });
  return { panel, lines };
}

/** The name of the product on a line (the quantity box says it). */
function productOfLine(line: HTMLElement): string {
  const box = within(line).getByRole('spinbutton', { name: /^Quantity of / });
  return (box.getAttribute('aria-label') ?? '').replace(/^Quantity of /, '');
}

/** The kitchen's header and cart: at 375 px the list is out of sight, so it is not looked at here. */
const cartPlay: Play = async ({ canvasElement }) => {
  const project = await projectOf(canvasElement, 'Kitchen refresh');
  await expect(project.getByText('Created 12.06.2025 · Showroom: Reyes Remodeling Co. (DEMO0001)')).toBeVisible();
  const { panel, lines } = await kitchenCart(canvasElement);
  await expect(lines).toHaveAccessibleName('3 cart lines');
  const rows = within(lines).getAllByRole('listitem');
  await expect(rows).toHaveLength(3);
  for (const row of rows) {
    const name = productOfLine(row);
    await expect(within(row).getByRole('button', { name: `Remove ${name}` })).toBeEnabled();
    await expect(within(row).getByRole('button', { name: `Increase quantity of ${name}` })).toBeVisible();
    await expect(within(row).getByRole('link', { name })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\//),
    );
  }
  const totals = within(panel.getByLabelText('Cart totals'));
  await expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
    'Items',
    'Subtotal',
    'Shipping',
    'Total',
  ]);
  await expect(panel.getByRole('button', { name: projectCartTexts.addAll })).toBeEnabled();
  await expect(panel.getByRole('button', { name: projectCartTexts.addAll })).toHaveAccessibleDescription(
    projectCartTexts.addAllNote,
  );
  await expect(panel.getByRole('link', { name: projectCartTexts.toCart })).toHaveAttribute('href', '/cart');
  await waitFor(() => {
    for (const image of canvasElement.querySelectorAll('main img'))
      expect((image as HTMLImageElement).complete).toBe(true);
  });
  await settled(canvasElement);
};

const cartBesideListPlay: Play = async (context) => {
  const list = await projectListOf(context.canvasElement);
  await expect(list.getByRole('link', { name: /Kitchen refresh/ })).toHaveAttribute('aria-current', 'page');
  await cartPlay(context);
};

/** `?project=701`: the kitchen beside the list, its cart's three lines with quantity boxes and Remove, totals and Add all to cart. */
export const DetailCart: Story = {
  tags: ['state:cartQueue.idle'],
  parameters: { route: at(701) },
  play: cartBesideListPlay,
};

/** At 375 px the chosen project takes the list's place, with the way back to all projects. */
export const DetailCartMobile = atPhoneWidth({ route: at(701), world: customer }, async (context) => {
  const project = await projectOf(context.canvasElement, 'Kitchen refresh');
  await expect(project.getByRole('link', { name: projectDetailTexts.allProjects })).toBeVisible();
  await expect(main(context.canvasElement).queryByRole('list', { name: 'Projects, newest first' })).toBeNull();
  await cartPlay(context);
});

const cartEmptyPlay: Play = async ({ canvasElement }) => {
  const panel = await panelOf(await projectOf(canvasElement, 'Primary bath'), 'Cart');
  await expect(await panel.findByText(projectCartTexts.emptyTitle, {}, { timeout: 5000 })).toBeVisible();
  await expect(panel.getByText(projectCartTexts.emptyDescription)).toBeVisible();
  await expect(panel.getByRole('link', { name: projectCartTexts.browse })).toHaveAttribute('href', '/');
  await expect(panel.getByRole('link', { name: projectCartTexts.toCart })).toBeVisible();
  await expect(panel.queryByRole('button', { name: projectCartTexts.addAll })).toBeNull();
  await settled(canvasElement);
};

/** The bath has nothing in its cart yet: how materials get there, and the way to them. */
export const CartEmpty: Story = { parameters: { route: at(702) }, play: cartEmptyPlay };

export const CartEmptyMobile = atPhoneWidth({ route: at(702), world: customer }, cartEmptyPlay);

const projectCartCall = 'GET /api/projectCart';
const updateCall = 'POST /api/projectCart/update_project_cart';
const bulkCall = 'POST /api/projectCart/sync_to_bulk_cart';

/** The project's cart on its way (the header's cart too: one endpoint). */
export const CartLoading: Story = {
  parameters: { route: at(701), world: world({ holding: [projectCartCall] }) },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(await projectOf(canvasElement, 'Kitchen refresh'), 'Cart');
    await expect(await panel.findByText(projectCartTexts.loading)).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: projectCartTexts.addAll })).toBeNull();
    await transitionsDone(canvasElement);
  },
};

/** One more of the first line: shown at once, saved, the server's totals and a polite announcement. */
async function increaseFirst(canvasElement: HTMLElement) {
  const { panel, lines } = await kitchenCart(canvasElement);
  const first = within(lines).getAllByRole('listitem')[0] as HTMLElement;
  const name = productOfLine(first);
  const box = within(first).getByRole('spinbutton', { name: `Quantity of ${name}` });
  const before = Number((box as HTMLInputElement).value);
  await appSettled(canvasElement);
  await userEvent.click(within(first).getByRole('button', { name: `Increase quantity of ${name}` }));
  return { panel, lines, first, name, box, before };
}

const editPlay: Play = async ({ canvasElement }) => {
  const { panel, first, before } = await increaseFirst(canvasElement);
  const total = within(panel.getByLabelText('Cart totals'));
  await waitFor(() => expect(first).not.toHaveAttribute('data-saving'));
  await waitFor(() => expect(total.getAllByRole('definition')[0]).toHaveTextContent(String(2 + 12 + 1 + 1)));
  await expect(panel.getByRole('status')).toHaveTextContent(/^Project cart updated\. 16 items, total \$[\d,.]+\.$/);
  await expect(panel.getByRole('button', { name: projectCartTexts.addAll })).toBeEnabled();
  await expect(within(first).getByRole('spinbutton')).toHaveValue(String(before + 1));
  await settled(canvasElement);
};

/** Editing a quantity: the new value at once, then the server's totals (the cart's own lossless queue). */
export const CartEditQuantity: Story = {
  tags: ['state:cartQueue.idle'],
  parameters: { route: at(701) },
  play: editPlay,
};

export const CartEditQuantityMobile = atPhoneWidth({ route: at(701), world: customer }, editPlay);

/** A change on its way: Saving… on the line, totals awaiting the server, Add all to cart waits with its reason. */
export const CartEditSaving: Story = {
  tags: ['state:cartQueue.sending', 'state:cartQueue.sending.updating'],
  parameters: { route: at(701), world: world({ holding: [updateCall] }) },
  play: async ({ canvasElement }) => {
    const { panel, first, name, box, before } = await increaseFirst(canvasElement);
    await expect(box).toHaveValue(String(before + 1));
    await expect(first).toHaveAttribute('data-saving');
    await expect(within(first).getByText('Saving…')).toBeVisible();
    const totals = within(panel.getByLabelText('Cart totals'));
    await expect(totals.getAllByText(projectCartTexts.updating)).toHaveLength(2);
    const addAll = panel.getByRole('button', { name: projectCartTexts.addAll });
    await expect(addAll).toBeDisabled();
    await expect(addAll).toHaveAccessibleDescription(projectCartTexts.waitForSaving);
    // Changes keep coming while one is on its way: shown at once, sent in their turn.
    await userEvent.click(within(first).getByRole('button', { name: `Increase quantity of ${name}` }));
    await expect(within(first).getByRole('spinbutton')).toHaveValue('4');
    await transitionsDone(canvasElement);
  },
};

const removePlay: Play = async ({ canvasElement }) => {
  const { panel, lines } = await kitchenCart(canvasElement);
  const last = within(lines).getAllByRole('listitem')[2] as HTMLElement;
  const name = productOfLine(last);
  await appSettled(canvasElement);
  await userEvent.click(within(last).getByRole('button', { name: `Remove ${name}` }));
  await expect(await panel.findByRole('list', { name: '2 cart lines' })).toBeVisible();
  await expect(panel.queryByRole('link', { name })).toBeNull();
  // The row and its button are gone: the focus is on the panel's heading.
  await expect(panel.getByRole('heading', { level: 3, name: projectCartTexts.heading })).toHaveFocus();
  // Said once the server has it: what went, and the new totals.
  await waitFor(() =>
    expect(panel.getByRole('status')).toHaveTextContent(
      new RegExp(`^${name} removed from this project\\. Project cart updated\\. 14 items, total \\$[\\d,.]+\\.$`),
    ),
  );
  await expect(panel.getByRole('button', { name: projectCartTexts.addAll })).toBeEnabled();
  await settled(canvasElement);
};

/** Removing a line: gone at once, the focus on the panel's heading, the server's totals. */
export const CartRemoveLine: Story = {
  tags: ['state:cartQueue.idle'],
  parameters: { route: at(701) },
  play: removePlay,
};

export const CartRemoveLineMobile = atPhoneWidth({ route: at(701), world: customer }, removePlay);

const refusedPlay: Play = async ({ canvasElement }) => {
  const { first, name, before } = await increaseFirst(canvasElement);
  const alert = await within(first).findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toHaveTextContent(
    `Your change of ${name} to ${before + 1} was not saved. ${cartMessages.productInvalid}`,
  );
  // Back to what the server holds; the value asked for is one click away.
  const box = within(first).getByRole('spinbutton', { name: `Quantity of ${name}` });
  await expect(box).toHaveValue(String(before));
  await expect(box).toHaveAccessibleDescription(new RegExp(`^Your change of ${name}`));
  await expect(within(first).getByRole('button', { name: `Try again: set ${name} to ${before + 1}` })).toBeEnabled();
  await settled(canvasElement);
};

const refusingWorld = world({ refusing: { [updateCall]: [cartMessages.productInvalid, 'items.0.product_id'] } });

/** The server refuses a change (422): its reason beside the line, the server's quantity back, Try again with the value asked. */
export const CartUpdateRefused: Story = {
  tags: ['state:cartQueue.idle'],
  parameters: { route: at(701), world: refusingWorld },
  play: refusedPlay,
};

export const CartUpdateRefusedMobile = atPhoneWidth({ route: at(701), world: refusingWorld }, refusedPlay);

const addAllPlay: Play = async ({ canvasElement }) => {
  const { panel, lines } = await kitchenCart(canvasElement);
  const names = within(lines).getAllByRole('listitem').map(productOfLine);
  await appSettled(canvasElement);
  await userEvent.click(panel.getByRole('button', { name: projectCartTexts.addAll }));
  // /cart, with every line of the project.
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Your cart' }, { timeout: 5000 })).toBeVisible();
  for (const name of names) await expect(await page.findByRole('link', { name })).toBeVisible();
  await expect(await toastOf(canvasElement, 'success')).toHaveTextContent(cartMessages.addedMany);
  await waitFor(() => {
    for (const image of canvasElement.querySelectorAll('main img'))
      expect((image as HTMLImageElement).complete).toBe(true);
  });
  await settled(canvasElement);
};

/** Add all to cart: every line in one request, then /cart with them (the demo's cart is the bath's, so they are copied there). */
export const AddAllToCart: Story = { parameters: { route: at(701) }, play: addAllPlay };

export const AddAllToCartMobile = atPhoneWidth({ route: at(701), world: customer }, addAllPlay);

/** The add on its way: the button busy and named for it; the lines cannot change meanwhile. */
export const AddAllToCartAdding: Story = {
  parameters: { route: at(701), world: world({ holding: [bulkCall] }) },
  play: async ({ canvasElement }) => {
    const { panel, lines } = await kitchenCart(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: projectCartTexts.addAll }));
    const busy = await panel.findByRole('button', { name: projectCartTexts.adding });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    for (const remove of within(lines).getAllByRole('button', { name: /^Remove / }))
      await expect(remove).toBeDisabled();
    await transitionsDone(canvasElement);
  },
};

const addAllRefusedPlay: Play = async ({ canvasElement }) => {
  const { panel, lines } = await kitchenCart(canvasElement);
  await appSettled(canvasElement);
  await userEvent.click(panel.getByRole('button', { name: projectCartTexts.addAll }));
  await expect(await panel.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    cartMessages.otherShowroom('OAKS2026'),
  );
  // Nothing lost: the project's lines stay, and Add all to cart may be tried again.
  await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
  await expect(panel.getByRole('button', { name: projectCartTexts.addAll })).toBeEnabled();
  await expect(main(canvasElement).queryByRole('heading', { level: 1, name: 'Your cart' })).toBeNull();
  await settled(canvasElement);
};

const bulkRefusingWorld = world({ refusing: { [bulkCall]: cartMessages.otherShowroom('OAKS2026') } });

/** The cart refuses the lines (here: it holds another showroom's): the server's reason, nothing lost. */
export const AddAllToCartRefused: Story = {
  parameters: { route: at(701), world: bulkRefusingWorld },
  play: addAllRefusedPlay,
};

export const AddAllToCartRefusedMobile = atPhoneWidth({ route: at(701), world: bulkRefusingWorld }, addAllRefusedPlay);

/** The add failed (500): the §8 message, the lines stay. */
export const AddAllToCartFailing: Story = {
  tags: ['!visual'],
  parameters: { route: at(701), world: world({ failing: [bulkCall] }) },
  play: async ({ canvasElement }) => {
    const { panel, lines } = await kitchenCart(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: projectCartTexts.addAll }));
    await expect((await panel.findByRole('alert', {}, { timeout: 5000 })).textContent).toMatch(/\S/);
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    await expect(panel.getByRole('button', { name: projectCartTexts.addAll })).toBeEnabled();
  },
};

/** Choosing a project in the list opens it in place, with its id in the address and the focus on it. */
export const ChoosingAProject: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const list = await projectListOf(canvasElement);
    await appSettled(canvasElement);
    await userEvent.click(list.getByRole('link', { name: /Primary bath/ }));
    const heading = await main(canvasElement).findByRole('heading', { level: 2, name: 'Primary bath' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(list.getByRole('link', { name: /Primary bath/ })).toHaveAttribute('aria-current', 'page');
    // The list stayed mounted (an in-place change): the same element, not a new page.
    await expect(canvasElement.contains(list.getByRole('link', { name: /Kitchen refresh/ }))).toBe(true);
    await userEvent.click(within(heading.closest('section') as HTMLElement).getByRole('tab', { name: 'Designers' }));
    await expect(await main(canvasElement).findByRole('heading', { level: 4, name: 'Jordan Kim' })).toBeVisible();
  },
};

/** Extra info as labelled rows. */
export const DesignDetails: Story = {
  parameters: { route: at(701, 'details') },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(await projectOf(canvasElement, 'Kitchen refresh'), 'Design details');
    const terms = panel.getAllByRole('term').map((term: HTMLElement) => term.textContent);
    await expect(terms).toEqual(['Room', 'Floorplan', 'Floor template']);
    await expect(panel.getAllByRole('definition').map((value: HTMLElement) => value.textContent)).toEqual([
      'kitchen',
      'kitchen-galley-9x14',
      'coastal-white-kitchen',
    ]);
    // The visualizer opens the saved design (issue 33).
    await expect(panel.getByRole('link', { name: designDetailsTexts.open })).toHaveAttribute(
      'href',
      '/visualize?plan=kitchen-galley-9x14&template=coastal-white-kitchen',
    );
    await settled(canvasElement);
  },
};

/** A project without extra info says what will appear there. */
export const DesignDetailsEmpty: Story = {
  parameters: {
    route: at(702, 'details'),
    world: world({
      prepare: (state) => {
        const bath = state.projects.find((project) => project.id === 702);
        if (bath) bath.extra_info = null;
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(await projectOf(canvasElement, 'Primary bath'), 'Design details');
    await expect(panel.getByText(designDetailsTexts.emptyTitle)).toBeVisible();
    await expect(panel.queryByRole('term')).toBeNull();
    await settled(canvasElement);
  },
};

/** The checklist's summary and the way to the full checklist. */
export const Checklist: Story = {
  parameters: { route: at(701, 'checklist') },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(await projectOf(canvasElement, 'Kitchen refresh'), 'Checklist');
    await expect(await panel.findByText('2 of 3 checklist items done.', {}, { timeout: 5000 })).toBeVisible();
    const items = panel.getAllByRole('listitem');
    await expect(items.map((item: HTMLElement) => item.textContent)).toEqual([
      'Measure the walls (done)',
      'Choose a sink (to do)',
      'Pick a backsplash tile (done)',
    ]);
    await expect(panel.getByRole('link', { name: checklistPanelTexts.open })).toHaveAttribute(
      'href',
      '/visualize/checklist?project=701',
    );
    await settled(canvasElement);
  },
};

/**
 * The project's chat tab renders the chat component (built elsewhere, with its own stories);
 * no screenshot here, so its changes do not move this page's baselines.
 */
export const Chat: Story = {
  tags: ['!visual'],
  parameters: { route: at(701, 'chat') },
  play: async ({ canvasElement }) => {
    const project = await projectOf(canvasElement, 'Kitchen refresh');
    const panel = await panelOf(project, 'Chat');
    await waitFor(() => expect(project.getByRole('tabpanel').textContent?.trim()).not.toBe(''), { timeout: 5000 });
    await expect(panel.queryByText(projectCartTexts.heading)).toBeNull();
  },
};

const designersPlay: Play = async ({ canvasElement }) => {
  const panel = await panelOf(await projectOf(canvasElement, 'Primary bath'), 'Designers');
  const list = await panel.findByRole('list', { name: 'Designers, best rated first' }, { timeout: 5000 });
  const names = within(list)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
  await expect(names).toEqual(['Noah Silva', 'Jordan Kim', 'Olivia Grant', 'Ava Thompson']);
  await expect(within(list).getByText('Hired')).toBeVisible();
  await expect(within(list).getAllByRole('button', { name: /^Hire / })).toHaveLength(3);
  await expect(within(list).getByText('Rated 4.9 out of 5')).toBeInTheDocument();
  await waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img')) expect(image.complete).toBe(true);
  });
  await settled(canvasElement);
};

/** Designers best rated first; Jordan Kim is hired for the bath, the others have Hire. */
export const Designers: Story = { parameters: { route: at(702, 'designers') }, play: designersPlay };

export const DesignersMobile = atPhoneWidth({ route: at(702, 'designers'), world: customer }, designersPlay);

/** The designers on their way. */
export const DesignersLoading: Story = {
  parameters: { route: at(702, 'designers'), world: world({ holding: ['GET /api/hire_designer'] }) },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(await projectOf(canvasElement, 'Primary bath'), 'Designers');
    await expect(await panel.findByText(designersPanelTexts.loading)).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: /^Hire / })).toBeNull();
    await transitionsDone(canvasElement);
  },
};

async function hireOlivia(canvasElement: HTMLElement) {
  const project = await projectOf(canvasElement, 'Primary bath');
  const panel = await panelOf(project, 'Designers');
  const hire = await panel.findByRole('button', { name: 'Hire Olivia Grant' }, { timeout: 5000 });
  await appSettled(canvasElement);
  await userEvent.click(hire);
  return { project, panel };
}

/** Hire: the server's message as a toast and for screen readers, the updated list, the count in the list. */
export const HireSuccess: Story = {
  parameters: { route: at(702, 'designers') },
  play: async ({ canvasElement }) => {
    const { panel } = await hireOlivia(canvasElement);
    const olivia = (await panel.findByRole('heading', { level: 4, name: 'Olivia Grant' })).closest('li') as HTMLElement;
    await waitFor(() => expect(within(olivia).getByText('Hired')).toBeVisible());
    await expect(within(olivia).queryByRole('button')).toBeNull();
    await expect(panel.getByRole('status')).toHaveTextContent(projectToolMessages.designerHired);
    await expect(await toastOf(canvasElement, 'success')).toHaveTextContent(projectToolMessages.designerHired);
    const list = await projectListOf(canvasElement);
    await expect(list.getByRole('link', { name: /Primary bath/ })).toHaveTextContent('2 designers hired');
    await settled(canvasElement);
  },
};

/** A hire on its way: that button busy, the others disabled (one hire at a time). */
export const HireSending: Story = {
  parameters: { route: at(702, 'designers'), world: world({ holding: ['POST /api/hire_designer'] }) },
  play: async ({ canvasElement }) => {
    const { panel } = await hireOlivia(canvasElement);
    const busy = await panel.findByRole('button', { name: 'Hiring… Olivia Grant' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    for (const other of panel.getAllByRole('button', { name: /^Hire / })) await expect(other).toBeDisabled();
    await transitionsDone(canvasElement);
  },
};

/** The server refuses the hire (422): its reason under the designer, still for hire. */
export const HireRefused: Story = {
  parameters: {
    route: at(702, 'designers'),
    world: world({ refusing: { 'POST /api/hire_designer': [projectToolMessages.designerInvalid, 'designer_id'] } }),
  },
  play: async ({ canvasElement }) => {
    const { panel } = await hireOlivia(canvasElement);
    const olivia = (await panel.findByRole('heading', { level: 4, name: 'Olivia Grant' })).closest('li') as HTMLElement;
    await expect(await within(olivia).findByText(projectToolMessages.designerInvalid)).toBeVisible();
    await expect(within(olivia).getByRole('button', { name: 'Hire Olivia Grant' })).toBeEnabled();
    await expect(panel.getByRole('status')).toHaveTextContent(projectToolMessages.designerInvalid);
    await settled(canvasElement);
  },
};

/** The hire failed (500): the §8 message under the designer; nothing changes. */
export const HireFailing: Story = {
  parameters: { route: at(702, 'designers'), world: world({ failing: ['POST /api/hire_designer'] }) },
  play: async ({ canvasElement }) => {
    const { panel } = await hireOlivia(canvasElement);
    const olivia = (await panel.findByRole('heading', { level: 4, name: 'Olivia Grant' })).closest('li') as HTMLElement;
    await waitFor(() => expect(within(olivia).getByRole('button', { name: 'Hire Olivia Grant' })).toBeEnabled());
    await expect(olivia.querySelector('p:last-child')?.textContent).toMatch(/\S/);
    await expect(within(olivia).queryByText('Hired')).toBeNull();
    await settled(canvasElement);
  },
};

const shareStart = async (canvasElement: HTMLElement) => {
  const panel = await panelOf(await projectOf(canvasElement, 'Primary bath'), 'Share with contractor');
  const share = panel.getByRole('button', { name: sharePanelTexts.share });
  await appSettled(canvasElement);
  await userEvent.click(share);
  return panel;
};

/** Shared: the server's message, the button gone, the list says Shared. */
export const ShareSuccess: Story = {
  parameters: { route: at(702, 'share') },
  play: async ({ canvasElement }) => {
    const panel = await shareStart(canvasElement);
    const message = projectShareMessage(oaksCompany, false);
    await expect(await panel.findByText(message)).toBeVisible();
    await expect(panel.getByRole('status')).toHaveTextContent(message);
    await expect(panel.queryByRole('button', { name: sharePanelTexts.share })).toBeNull();
    const list = await projectListOf(canvasElement);
    await waitFor(() => expect(list.getByRole('link', { name: /Primary bath/ })).toHaveTextContent('Shared'));
    await expect(list.getByRole('link', { name: /Primary bath/ })).not.toHaveTextContent('Not shared');
    await settled(canvasElement);
  },
};

/** The server refuses (422, as for a project without a showroom): its reason, the button stays. */
export const ShareRefused: Story = {
  parameters: {
    route: at(702, 'share'),
    world: world({
      refusing: { 'GET /api/project/share_to_contractor/702': [projectToolMessages.noShowroom, 'projectId'] },
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await shareStart(canvasElement);
    await expect(await panel.findByRole('alert')).toHaveTextContent(projectToolMessages.noShowroom);
    await expect(panel.getByRole('button', { name: sharePanelTexts.share })).toBeEnabled();
    await settled(canvasElement);
  },
};

/** Already shared: when and with whom, no button. */
export const AlreadyShared: Story = {
  parameters: { route: at(701, 'share') },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(await projectOf(canvasElement, 'Kitchen refresh'), 'Share with contractor');
    await expect(
      await panel.findByText(/^Shared with Reyes Remodeling Co\. on 12\.21\.2025\./, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(panel.queryByRole('button', { name: sharePanelTexts.share })).toBeNull();
    await settled(canvasElement);
  },
};

/** A project without a showroom cannot be shared: the reason instead of the button. */
export const ShareWithoutShowroom: Story = {
  parameters: {
    route: at(702, 'share'),
    world: world({
      prepare: (state) => {
        const bath = state.projects.find((project) => project.id === 702);
        if (bath) bath.showroom = null;
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(await projectOf(canvasElement, 'Primary bath'), 'Share with contractor');
    await expect(panel.getByText(sharePanelTexts.noShowroomTitle)).toBeVisible();
    await expect(panel.queryByRole('button', { name: sharePanelTexts.share })).toBeNull();
    await settled(canvasElement);
  },
};

const notFoundPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  await expect(
    await page.findByRole('heading', { level: 2, name: projectDetailTexts.notFoundTitle }, { timeout: 5000 }),
  ).toBeVisible();
  const back = page.getByRole('link', { name: projectDetailTexts.backToList });
  await expect(back).toHaveAttribute('href', '/projects');
  await expect(page.queryByRole('tab')).toBeNull();
  await settled(canvasElement);
};

/** Another customer's project (404): said plainly, with the way back to the list. */
export const ProjectNotFound: Story = {
  parameters: { route: at(999) },
  play: async (context) => {
    await notFoundPlay(context);
    await expect(await projectListOf(context.canvasElement)).toBeTruthy();
  },
};

export const ProjectNotFoundMobile = atPhoneWidth({ route: '/projects?project=abc', world: customer }, notFoundPlay);

/** The project itself could not be loaded (500): Try again, the list stays. */
export const ProjectError: Story = {
  parameters: { route: at(701), world: world({ failing: ['GET /api/projectCart/701'] }) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(projectDetailTexts.failed, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await projectListOf(canvasElement);
    await settled(canvasElement);
  },
};

const shopColours = { violet: '#7c3aed' } as const;
const inShop = (color: string, viewport: 'desktop' | 'mobile') =>
  inShopColour(
    { route: at(701), world: world({ showroom: 'DEMO0001', themeColor: color }) },
    viewport === 'desktop' ? cartBesideListPlay : cartPlay,
    viewport,
  );

export const VioletShop = inShop(shopColours.violet, 'desktop');
