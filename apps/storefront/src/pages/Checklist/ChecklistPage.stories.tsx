import { projectToolMessages } from '@showroom/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsFinished } from '../../features/account/accountStoryKit.tsx';
import { checklistMessages } from '../../features/checklist/checklistRules.ts';
import { checklistTexts } from '../../features/checklist/ChecklistView.tsx';
import { appSettled } from '../../storybook/settled.ts';
import { currentStoryServices, type StoryWorld } from '../../storybook/storyServices.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { checklistPageTexts } from './ChecklistPage.tsx';

/**
 * `/visualize/checklist` for the demo customer, answered by the @showroom/api demo handlers:
 * Kitchen refresh (701: Measure the walls ✓, Choose a sink, Pick a backsplash tile ✓) and
 * Primary bath (702: Order samples, Book installer ✓).
 */
const customer = { signedInAs: 'customer@demo.test' } as const satisfies StoryWorld;
const kitchen = '/visualize/checklist?project=701';

const meta = {
  title: 'Pages/Checklist',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: kitchen, world: customer },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Screen = ReturnType<typeof within>;

const world = (extra: Omit<StoryWorld, 'signedInAs'>): StoryWorld => ({ ...customer, ...extra });
const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main') as HTMLElement);

/** Toasts, the progress bar's fill and the chips' colour at rest before the picture. */
async function settled(canvasElement: HTMLElement): Promise<void> {
  await appSettled(canvasElement);
  await animationsFinished(canvasElement);
  await waitFor(() =>
    expect(
      canvasElement.ownerDocument.body
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity),
    ).toHaveLength(0),
  );
}

/** The checklist of a project once loaded: its section, list and the page's live region. */
async function checklistOf(canvasElement: HTMLElement, project: string) {
  const page = main(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: checklistPageTexts.heading })).toBeVisible();
  const heading = await page.findByRole('heading', { level: 2, name: project }, { timeout: 5000 });
  const section = within(heading.closest('section') as HTMLElement);
  return { page, section, list: () => within(section.getByRole('list', { name: `Checklist of ${project}` })) };
}

const checkboxOf = (section: Screen, title: string) => section.getByRole('checkbox', { name: title });
const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('main [role="status"][aria-live="polite"]') as HTMLElement;

async function expectProgress(section: Screen, done: number, total: number): Promise<void> {
  const text = `${done} of ${total} done`;
  await waitFor(() =>
    expect(section.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
      'aria-valuenow',
      String(done),
    ),
  );
  const bar = section.getByRole('progressbar', { name: 'Checklist progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', String(total));
  await expect(bar).toHaveAttribute('aria-valuetext', text);
  await expect(section.getByText(text)).toBeVisible();
}

const kitchenPlay: Play = async ({ canvasElement }) => {
  const { section, list } = await checklistOf(canvasElement, 'Kitchen refresh');
  await expect(list().getAllByRole('listitem')).toHaveLength(3);
  await expect(checkboxOf(section, 'Measure the walls')).toBeChecked();
  await expect(checkboxOf(section, 'Choose a sink')).not.toBeChecked();
  await expect(checkboxOf(section, 'Pick a backsplash tile')).toBeChecked();
  await expectProgress(section, 2, 3);
  await expect(section.getByText('Showroom: Reyes Remodeling Co.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add “Measure the room”' })).toBeVisible();
  await expect(section.getByLabelText('Add items')).toHaveValue('');
  await settled(canvasElement);
};

/** A project's checklist: ticked items struck through, progress, the add field and suggestions. */
export const WithItems: Story = {
  play: async (context) => {
    await kitchenPlay(context);
    const page = main(context.canvasElement);
    // The picker shows the project the address names.
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Kitchen refresh');
    await expect(page.getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/projects');
  },
};

export const WithItemsMobile = atPhoneWidth({ route: kitchen, world: customer }, kitchenPlay);

const pickerPlay: Play = async ({ canvasElement }) => {
  const page = main(canvasElement);
  const cards = within(await page.findByRole('list', { name: 'Your projects' }, { timeout: 5000 }));
  await expect(cards.getAllByRole('listitem')).toHaveLength(2);
  await expect(cards.getByRole('link', { name: 'Kitchen refresh' })).toHaveAttribute(
    'href',
    '/visualize/checklist?project=701',
  );
  await expect(cards.getByText('2 of 3 done · Reyes Remodeling Co.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Choose a project');
  await expect(page.getByText(checklistPageTexts.choose)).toBeVisible();
  await settled(canvasElement);
};

/** Without ?project: the customer's projects, as a Select and as cards with their progress. */
export const Picker: Story = {
  parameters: { route: '/visualize/checklist' },
  play: pickerPlay,
};

export const PickerMobile = atPhoneWidth({ route: '/visualize/checklist', world: customer }, pickerPlay);

/** Choosing in the Select puts the project in the address, in place, and opens its checklist. */
export const PickedFromSelect: Story = {
  parameters: { route: '/visualize/checklist' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('list', { name: 'Your projects' }, { timeout: 5000 });
    const heading = page.getByRole('heading', { level: 1 });
    await userEvent.click(page.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Primary bath' }, { timeout: 5000 }),
    );
    const { section } = await checklistOf(canvasElement, 'Primary bath');
    await expect(checkboxOf(section, 'Order samples')).not.toBeChecked();
    await expectProgress(section, 1, 2);
    await waitFor(() => expect(currentStoryServices()?.router.currentPath()).toBe('/visualize/checklist?project=702'));
    // The same page stayed: its heading is the very element it was.
    await expect(page.getByRole('heading', { level: 1 })).toBe(heading);
    await settled(canvasElement);
  },
};

/** A card opens its checklist in place, and the focus goes to the project's heading (the card is gone). */
export const PickedFromCard: Story = {
  parameters: { route: '/visualize/checklist' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const cards = within(await page.findByRole('list', { name: 'Your projects' }, { timeout: 5000 }));
    await userEvent.click(cards.getByRole('link', { name: 'Kitchen refresh' }));
    await checklistOf(canvasElement, 'Kitchen refresh');
    await waitFor(() => expect(page.getByRole('heading', { level: 2, name: 'Kitchen refresh' })).toHaveFocus());
    await settled(canvasElement);
  },
  tags: ['!visual'],
};

/** No projects: how a project is made, with the ways to a showroom and to planning. */
export const NoProjects: Story = {
  parameters: { route: '/visualize/checklist', world: world({ empty: ['GET /api/projectChecklist'] }) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: checklistPageTexts.noProjectsTitle }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByText(/become a project/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop your showroom' })).toHaveAttribute(
      'href',
      '/visualize/contractor/all',
    );
    await expect(page.getByRole('link', { name: 'Plan your remodel' })).toHaveAttribute('href', '/visualize');
    await expect(page.queryByRole('combobox', { name: 'Project' })).toBeNull();
    await settled(canvasElement);
  },
};

/** Another customer's project, or one removed: said plainly, with the way back to My Projects. */
export const NotFound: Story = {
  parameters: { route: '/visualize/checklist?project=999' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: checklistTexts.notFoundTitle }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Projects' })).toHaveAttribute('href', '/projects');
    await expect(page.queryByRole('list', { name: /^Checklist of/ })).toBeNull();
    // The picker still offers the customer's own projects.
    await expect(await page.findByRole('combobox', { name: 'Project' })).toHaveTextContent('Choose a project');
    await settled(canvasElement);
  },
};

/** An address that names no project at all is not found either, without asking the server. */
export const NotAProjectId: Story = {
  parameters: { route: '/visualize/checklist?project=kitchen' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: checklistTexts.notFoundTitle }, { timeout: 5000 }),
    ).toBeVisible();
    await settled(canvasElement);
  },
  tags: ['!visual'],
};

export const Loading: Story = {
  parameters: { world: world({ holding: ['GET /api/projectChecklist/701'] }) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await waitFor(
      () =>
        expect(page.getAllByRole('status').map((status: HTMLElement) => status.textContent)).toContain(
          checklistTexts.loading,
        ),
      { timeout: 5000 },
    );
    await expect(page.queryByRole('list', { name: /^Checklist of/ })).toBeNull();
    await animationsFinished(canvasElement);
  },
};

/** The checklist could not be loaded: the reason and Try again, the rest of the page stays. */
export const LoadError: Story = {
  parameters: { world: world({ failing: ['GET /api/projectChecklist/701'] }) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveTextContent('Internal Server error please try again.');
    await expect(page.getByRole('heading', { level: 1, name: checklistPageTexts.heading })).toBeVisible();
    await settled(canvasElement);
  },
};

/** The list of projects failing costs only the name and the picker: the checklist still works. */
export const ProjectListFailing: Story = {
  parameters: { world: world({ failing: ['GET /api/projectChecklist'] }) },
  play: async ({ canvasElement }) => {
    const { page, section, list } = await checklistOf(canvasElement, 'Project 701');
    await expect(list().getAllByRole('listitem')).toHaveLength(3);
    await expectProgress(section, 2, 3);
    await expect(page.queryByRole('combobox', { name: 'Project' })).toBeNull();
    await settled(canvasElement);
  },
};

/** A tick the server does not take goes back, with the reason under the item; the next one works. */
export const TickFailing: Story = {
  parameters: { world: world({ failing: ['PUT /api/projectChecklist/1102'] }) },
  play: async ({ canvasElement }) => {
    const { section } = await checklistOf(canvasElement, 'Kitchen refresh');
    const box = checkboxOf(section, 'Choose a sink');
    await userEvent.click(box);
    const alert = await section.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(
      '“Choose a sink” could not be marked as done: Internal Server error please try again.',
    );
    await expect(checkboxOf(section, 'Choose a sink')).not.toBeChecked();
    await expect(checkboxOf(section, 'Choose a sink')).not.toHaveAttribute('aria-disabled');
    // Held while it was saved, never disabled: the focus stayed on the box.
    await expect(checkboxOf(section, 'Choose a sink')).toHaveFocus();
    await expect(checkboxOf(section, 'Choose a sink')).toHaveAccessibleDescription(alert.textContent ?? '');
    await expectProgress(section, 2, 3);
    // Another item still ticks.
    await userEvent.click(checkboxOf(section, 'Measure the walls'));
    await expectProgress(section, 1, 3);
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent('“Measure the walls” is not done.'));
    await settled(canvasElement);
  },
};

/** Ticking says so to screen readers and moves the progress at once; the server keeps it. */
export const Ticked: Story = {
  play: async ({ canvasElement }) => {
    const { section } = await checklistOf(canvasElement, 'Kitchen refresh');
    await userEvent.click(checkboxOf(section, 'Choose a sink'));
    await expectProgress(section, 3, 3);
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent('“Choose a sink” is done.'));
    await appSettled(canvasElement);
    await expect(checkboxOf(section, 'Choose a sink')).toBeChecked();
    await expect(checkboxOf(section, 'Choose a sink')).not.toHaveAttribute('aria-disabled');
    await expect(checkboxOf(section, 'Choose a sink')).toHaveFocus();
    await settled(canvasElement);
  },
};

async function openRename(section: Screen, title: string) {
  await userEvent.click(section.getByRole('button', { name: 'Edit', description: title }));
  const field = section.getByRole('textbox', { name: `Rename “${title}”` });
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

/** A title already on the checklist is refused by the server: its message under the field, the text kept. */
export const RenameRefused: Story = {
  play: async ({ canvasElement }) => {
    const { section } = await checklistOf(canvasElement, 'Kitchen refresh');
    const field = await openRename(section, 'Choose a sink');
    await userEvent.clear(field);
    await userEvent.type(field, 'measure the walls ');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(projectToolMessages.checklistTitleTaken));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('measure the walls ');
    await expect(field).toHaveFocus();
    await settled(canvasElement);
  },
};

/** Rename: Enter saves, the focus returns to Edit; Escape cancels another edit; empty is refused at once. */
export const Renamed: Story = {
  play: async ({ canvasElement }) => {
    const { section } = await checklistOf(canvasElement, 'Kitchen refresh');
    let field = await openRename(section, 'Choose a sink');
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription(checklistMessages.titleRequired);
    await userEvent.type(field, 'Choose an undermount sink{Enter}');
    await expect(await section.findByRole('checkbox', { name: 'Choose an undermount sink' })).not.toBeChecked();
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Edit', description: 'Choose an undermount sink' })).toHaveFocus(),
    );
    await expect(liveRegion(canvasElement)).toHaveTextContent('Renamed to “Choose an undermount sink”.');
    field = await openRename(section, 'Measure the walls');
    await userEvent.type(field, ' twice');
    await userEvent.keyboard('{Escape}');
    await expect(section.getByRole('checkbox', { name: 'Measure the walls' })).toBeChecked();
    await expect(section.getByRole('button', { name: 'Edit', description: 'Measure the walls' })).toHaveFocus();
    await settled(canvasElement);
  },
};

/** A pasted list adds one item per line (blank lines and repeats dropped); the field empties. */
export const AddSeveral: Story = {
  play: async ({ canvasElement }) => {
    const { section, list } = await checklistOf(canvasElement, 'Kitchen refresh');
    const field = section.getByLabelText('Add items');
    await userEvent.click(field);
    await userEvent.paste('Order grout samples\n\nBook the plumber\norder grout samples\nChoose a sink');
    await expect(section.getByRole('button', { name: 'Add 4 items' })).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Add 4 items' }));
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(5));
    await expect(checkboxOf(section, 'Order grout samples')).not.toBeChecked();
    await expect(checkboxOf(section, 'Book the plumber')).not.toBeChecked();
    await expectProgress(section, 2, 5);
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(
      section.getByText(
        'Added “Order grout samples” and “Book the plumber”. Already on your checklist: “Choose a sink”.',
      ),
    ).toBeVisible();
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      'Added “Order grout samples” and “Book the plumber”. Already there: “Choose a sink”.',
    );
    await settled(canvasElement);
  },
};

/** Every title already there (any case): the server adds nothing and the page says so. */
export const NothingNewAdded: Story = {
  play: async ({ canvasElement }) => {
    const { section, list } = await checklistOf(canvasElement, 'Kitchen refresh');
    await userEvent.type(section.getByLabelText('Add items'), '  choose a SINK {Enter}');
    const said = `${projectToolMessages.checklistNothingNew} “choose a SINK”`;
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(said), { timeout: 5000 });
    const note = section.getAllByText(said).find((element) => !liveRegion(canvasElement).contains(element));
    await expect(note).toBeVisible();
    await expect(list().getAllByRole('listitem')).toHaveLength(3);
    await expectProgress(section, 2, 3);
    await settled(canvasElement);
  },
};

/** Checked before sending: nothing typed, a line too long, too many lines; the text is kept. */
export const AddChecks: Story = {
  play: async ({ canvasElement }) => {
    const { section } = await checklistOf(canvasElement, 'Kitchen refresh');
    const field = section.getByLabelText('Add items');
    await userEvent.click(section.getByRole('button', { name: 'Add item' }));
    await expect(field).toHaveAccessibleDescription(new RegExp(checklistMessages.nothingTyped));
    await expect(field).toHaveFocus();
    const long = 'x'.repeat(201);
    await userEvent.click(field);
    await userEvent.paste(`Order tile\n${long}`);
    await userEvent.click(section.getByRole('button', { name: 'Add 2 items' }));
    await expect(field).toHaveAccessibleDescription(new RegExp(checklistMessages.lineTooLong(2, 201, 200)));
    await expect(field).toHaveValue(`Order tile\n${long}`);
    await userEvent.clear(field);
    await userEvent.paste(Array.from({ length: 51 }, (_, index) => `Step ${index + 1}`).join('\n'));
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription(new RegExp(checklistMessages.tooMany(51, 50)));
    await settled(canvasElement);
  },
};

/** The add failing keeps every character typed, with the reason. */
export const AddFailing: Story = {
  parameters: { world: world({ failing: ['POST /api/projectChecklist'] }) },
  play: async ({ canvasElement }) => {
    const { section, list } = await checklistOf(canvasElement, 'Kitchen refresh');
    const field = section.getByLabelText('Add items');
    await userEvent.type(field, 'Order grout samples{Enter}');
    await expect(await section.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Internal Server error please try again.',
    );
    await expect(field).toHaveValue('Order grout samples');
    await expect(list().getAllByRole('listitem')).toHaveLength(3);
    await settled(canvasElement);
  },
};

/** An empty checklist: said so, with the common steps; a chip adds its step and goes. */
export const EmptyChecklist: Story = {
  parameters: {
    world: world({
      prepare: (state) => {
        state.checklistItems.splice(
          0,
          state.checklistItems.length,
          ...state.checklistItems.filter((item) => item.project_id !== 701),
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(checklistTexts.emptyTitle, {}, { timeout: 5000 })).toBeVisible();
    await expect(page.queryByRole('progressbar')).toBeNull();
    const chip = page.getByRole('button', { name: 'Add “Measure the room”' });
    await userEvent.click(chip);
    const { section } = await checklistOf(canvasElement, 'Kitchen refresh');
    // Generous waits: the add goes to the server and back, and the focus follows the re-render.
    await expect(
      await section.findByRole('checkbox', { name: 'Measure the room' }, { timeout: 5000 }),
    ).not.toBeChecked();
    await expect(section.queryByRole('button', { name: 'Add “Measure the room”' })).toBeNull();
    await waitFor(() => expect(section.getByRole('button', { name: 'Add “Set a budget”' })).toHaveFocus(), {
      timeout: 5000,
    });
    await expectProgress(section, 0, 1);
    await settled(canvasElement);
  },
};

// ── The shop's colours (the progress bar, chips and boxes are brand-coloured) ──
const shopColours = { violet: '#7c3aed' } as const;
const inShop = (color: string, viewport: 'desktop' | 'mobile') =>
  inShopColour({ route: kitchen, world: world({ showroom: 'DEMO0001', themeColor: color }) }, kitchenPlay, viewport);

export const VioletShop = inShop(shopColours.violet, 'desktop');
