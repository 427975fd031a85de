import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../.storybook/shopColors.ts';
import { appSettled } from '../storybook/settled.ts';
import { currentStoryServices, type StoryWorld } from '../storybook/storyServices.ts';
import { withAppAt } from '../storybook/withMemoryRouter.tsx';
import { ShowroomIdCard } from './ShowroomIdCard.tsx';
import { showroomPaths } from './showroomStoryPresets.ts';
import { shopThemeApplied } from '../storybook/storyVariants.ts';

/**
 * §2, §4 Showroom search: the real Showroom ID card on the `showroomSearch` machine, in the app
 * at `/visualize/contractor/all` without an active showroom (the page then shows the card), on
 * the @showroom/api demo handlers (DEMO0001, OAKS2026 and TILE4YOU exist). One story per
 * machine state, under the default theme and three shop colours (the page is shop-themed for a
 * branded contractor, so the card must read in any brand colour); then the active-showroom card.
 */
const meta = {
  title: 'Showroom/ShowroomIdCard',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/visualize/contractor/all' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const NOT_FOUND = 'No Showroom Found, Please Enter Correct Showroom Id.';

/** Jumps entrance animations (toasts, spinners' first frame) to their end for a settled picture. */
async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

async function entryCard(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByRole(
    'heading',
    { level: 2, name: 'Enter your Showroom ID' },
    { timeout: 5000 },
  );
  const card = within(heading.closest('section') as HTMLElement);
  return {
    card,
    input: card.getByRole('textbox', { name: 'Showroom ID' }),
    next: card.getByRole('button', { name: 'Next' }),
    status: card.getByRole('status'),
  };
}

async function typeId(canvasElement: HTMLElement, text: string) {
  const parts = await entryCard(canvasElement);
  await userEvent.click(parts.input);
  await userEvent.type(parts.input, text);
  return parts;
}

/** A toast of this kind with this text, top right (portalled outside the canvas). */
async function toast(canvasElement: HTMLElement, text: string) {
  const screen = within(canvasElement.ownerDocument.body);
  return waitFor(() => {
    const found = screen.getAllByRole('status').find((element) => element.textContent?.includes(text));
    if (!found) throw new Error(`No toast '${text}' yet.`);
    return found;
  });
}

/**
 * A state's theme columns: story-level globals pick the preview's shop colour. The rest state
 * (idle) and the active showroom are shown under all three sample colours; every other state
 * under the saturated one only, since each state under each colour would retest the palette
 * (ui's state matrices). Each exported story spells out its state tag, since Storybook's
 * indexer reads tags statically.
 */
function themed(story: Story): Record<'Default' | 'LightShop' | 'DarkShop' | 'SaturatedShop', Story> {
  const inShop = (color: string): Story => ({ ...story, globals: { ...story.globals, shopColor: color } });
  return {
    Default: story,
    LightShop: inShop(sampleShopColors.light.value),
    DarkShop: inShop(sampleShopColors.dark.value),
    SaturatedShop: inShop(sampleShopColors.saturated.value),
  };
}

const world = (world: StoryWorld) => ({ world });

// ── idle ─────────────────────────────────────────────────────────────────────────────────────

const idlePlay: Play = async ({ canvasElement }) => {
  const { input, next, status } = await entryCard(canvasElement);
  await expect(input).toHaveAttribute('autocomplete', 'off');
  await expect(input).toHaveAttribute('autocapitalize', 'characters');
  await expect(input).toHaveAttribute('spellcheck', 'false');
  await expect(input).toHaveAccessibleDescription(/8 letters and digits/);
  await expect(next).toBeDisabled();
  await expect(status).toHaveTextContent('');
  await appSettled(canvasElement);
};

/** Nothing typed yet: Next is disabled. The machine's code has not even loaded. */
const idle = themed({ play: idlePlay });
export const Idle: Story = { ...idle.Default, tags: ['state:showroomSearch.idle'] };
export const IdleLightShop: Story = { ...idle.LightShop, tags: ['state:showroomSearch.idle'] };
export const IdleDarkShop: Story = { ...idle.DarkShop, tags: ['state:showroomSearch.idle'] };
export const IdleSaturatedShop: Story = { ...idle.SaturatedShop, tags: ['state:showroomSearch.idle'] };

/** Typing: fewer than 8 characters, so no lookup runs and Next stays disabled. */
const typing = themed({
  play: async ({ canvasElement }) => {
    const { input, next, status } = await typeId(canvasElement, 'DEMO00');
    await expect(input).toHaveValue('DEMO00');
    await expect(next).toBeDisabled();
    await expect(status).toHaveTextContent('');
    await appSettled(canvasElement);
  },
});
export const Typing: Story = { ...typing.Default, tags: ['state:showroomSearch.idle'] };
export const TypingSaturatedShop: Story = { ...typing.SaturatedShop, tags: ['state:showroomSearch.idle'] };

/** More than 8 characters: no lookup (§4, exactly 8), and the card says why. */
export const TooLong: Story = {
  tags: ['state:showroomSearch.idle'],
  play: async ({ canvasElement }) => {
    const { input, next, status } = await typeId(canvasElement, 'DEMO00012');
    await expect(status).toHaveTextContent('A Showroom ID has exactly 8 characters.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toBeDisabled();
    await appSettled(canvasElement);
  },
};

/** Enter on fewer than 8 characters: Next is disabled, so the card says why nothing happens; typing clears it. */
export const EnterTooShort: Story = {
  tags: ['state:showroomSearch.idle'],
  play: async ({ canvasElement }) => {
    const { input, next, status } = await typeId(canvasElement, 'DEMO00');
    await expect(status).toHaveTextContent('');
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('A Showroom ID has exactly 8 characters.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toBeDisabled();
    await userEvent.type(input, '0');
    await expect(status).toHaveTextContent('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await appSettled(canvasElement);
  },
};

// ── searching ────────────────────────────────────────────────────────────────────────────────

/**
 * The 8th character starts the lookup; its answer is held, so the card shows it is looking.
 * Next is already enabled: pressed now, it enters the showroom as soon as it is found.
 */
const searching = themed({
  parameters: world({ holding: [showroomPaths.search] }),
  play: async ({ canvasElement }) => {
    const { next, status } = await typeId(canvasElement, 'DEMO0001');
    await waitFor(() => expect(status).toHaveTextContent('Looking up this Showroom ID…'));
    await expect(next).toBeEnabled();
    await animationsFinished(canvasElement);
  },
});
export const Searching: Story = { ...searching.Default, tags: ['state:showroomSearch.searching'] };
export const SearchingSaturatedShop: Story = { ...searching.SaturatedShop, tags: ['state:showroomSearch.searching'] };

// ── found ────────────────────────────────────────────────────────────────────────────────────

const foundPlay: Play = async ({ canvasElement }) => {
  // Lower case and a space around it, as people paste: the rules trim and ignore case.
  const { input, next, status } = await typeId(canvasElement, ' demo0001');
  await waitFor(() => expect(status).toHaveTextContent('Showroom ID: DEMO0001'), { timeout: 5000 });
  await expect(status).toHaveTextContent('Reyes Remodeling Co.');
  await expect(next).toBeEnabled();
  await expect(input).not.toHaveAttribute('aria-invalid');
  await appSettled(canvasElement);
};

/** DEMO0001 is found: its company name and ID are announced, and Next is enabled. */
const found = themed({ play: foundPlay });
export const Found: Story = { ...found.Default, tags: ['state:showroomSearch.found'] };
export const FoundSaturatedShop: Story = { ...found.SaturatedShop, tags: ['state:showroomSearch.found'] };

/** 375 px: the field and Next share the row; the match sits under them. */
export const FoundMobile: Story = {
  tags: ['state:showroomSearch.found'],
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await foundPlay(context);
    const { card } = await entryCard(context.canvasElement);
    const section = card.getByRole('heading', { name: 'Enter your Showroom ID' }).closest('section') as HTMLElement;
    await expect(section.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** Enter straight after the 8th character, before the lookup answers (1.5 s here): Next shows it is busy, then the showroom opens. */
export const EnterBeforeLookupAnswers: Story = {
  tags: ['!visual', 'state:showroomSearch.searching', 'state:showroomSearch.loadingProfile'],
  parameters: world({ scenario: 'slowNetwork', slowNetworkDelayMs: 1500 }),
  play: async ({ canvasElement }) => {
    const { next, status } = await typeId(canvasElement, 'DEMO0001');
    await expect(status).toHaveTextContent('Looking up this Showroom ID…');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(next).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(currentStoryServices()?.showroom.getState().active?.vsd_id).toBe('DEMO0001'), {
      timeout: 8000,
    });
  },
};

// ── notFound ─────────────────────────────────────────────────────────────────────────────────

/** An unknown ID: the §8 warning in the card (tied to the field) and as a toast; Next stays disabled. */
const notFound = themed({
  play: async ({ canvasElement }) => {
    const { input, next, status } = await typeId(canvasElement, 'NOPE0000');
    await waitFor(() => expect(status).toHaveTextContent(NOT_FOUND), { timeout: 5000 });
    await expect(input).toHaveAccessibleDescription(new RegExp(NOT_FOUND.replace(/[.,]/g, '.')));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toBeDisabled();
    await toast(canvasElement, NOT_FOUND);
    // Enter does nothing without a match.
    await userEvent.keyboard('{Enter}');
    await expect(currentStoryServices()?.showroom.getState().active).toBeNull();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
});
export const NotFound: Story = { ...notFound.Default, tags: ['state:showroomSearch.notFound'] };
export const NotFoundSaturatedShop: Story = { ...notFound.SaturatedShop, tags: ['state:showroomSearch.notFound'] };

// ── lookupFailed ─────────────────────────────────────────────────────────────────────────────

/** The server answers 500: the error and a Retry in the card, the §8 toast; the typing is kept. */
const lookupFailed = themed({
  parameters: world({ scenario: 'serverError' }),
  play: async ({ canvasElement }) => {
    const { card, input, next, status } = await typeId(canvasElement, 'DEMO0001');
    await waitFor(() => expect(status).toHaveTextContent('We could not look up this Showroom ID. Please retry.'), {
      timeout: 5000,
    });
    await expect(card.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(input).toHaveValue('DEMO0001');
    await expect(next).toBeDisabled();
    await toast(canvasElement, 'Internal Server error please try again.');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
});
export const LookupFailed: Story = { ...lookupFailed.Default, tags: ['state:showroomSearch.lookupFailed'] };
export const LookupFailedSaturatedShop: Story = {
  ...lookupFailed.SaturatedShop,
  tags: ['state:showroomSearch.lookupFailed'],
};

/** Retry runs the lookup again (the server still fails here, so it lands on the same error). */
export const LookupFailedRetry: Story = {
  tags: ['!visual', 'state:showroomSearch.lookupFailed'],
  parameters: world({ scenario: 'serverError' }),
  play: async ({ canvasElement }) => {
    const { card, status } = await typeId(canvasElement, 'DEMO0001');
    const retry = await card.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    await appSettled(canvasElement);
    const before = currentStoryServices()?.progress.getSnapshot();
    await expect(before).toBe('idle');
    await userEvent.click(retry);
    await waitFor(() => expect(status).toHaveTextContent('We could not look up this Showroom ID. Please retry.'));
    await appSettled(canvasElement);
  },
};

// ── loadingProfile ───────────────────────────────────────────────────────────────────────────

/** Next (here with Enter) loads the profile, whose answer is held: Next shows it is busy. */
const loadingProfile = themed({
  parameters: world({ holding: [showroomPaths.profile] }),
  play: async ({ canvasElement }) => {
    const { input, next, status } = await typeId(canvasElement, 'DEMO0001');
    await waitFor(() => expect(next).toBeEnabled(), { timeout: 5000 });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('One moment, opening Reyes Remodeling Co.'));
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(input).toHaveAttribute('readonly');
    await animationsFinished(canvasElement);
  },
});
export const LoadingProfile: Story = { ...loadingProfile.Default, tags: ['state:showroomSearch.loadingProfile'] };
export const LoadingProfileSaturatedShop: Story = {
  ...loadingProfile.SaturatedShop,
  tags: ['state:showroomSearch.loadingProfile'],
};

// ── profileFailed ────────────────────────────────────────────────────────────────────────────

/** The profile answers 500: the match stays, with the error, Retry and Next to try again. */
const profileFailed = themed({
  parameters: world({ failing: [showroomPaths.profile] }),
  play: async ({ canvasElement }) => {
    const { card, next, status } = await typeId(canvasElement, 'DEMO0001');
    await waitFor(() => expect(next).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(next);
    await waitFor(() => expect(status).toHaveTextContent('The showroom could not be opened. Please retry.'), {
      timeout: 5000,
    });
    await expect(status).toHaveTextContent('Showroom ID: DEMO0001');
    await expect(card.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(next).toBeEnabled();
    await expect(currentStoryServices()?.showroom.getState().active).toBeNull();
    await toast(canvasElement, 'Internal Server error please try again.');
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
});
export const ProfileFailed: Story = { ...profileFailed.Default, tags: ['state:showroomSearch.profileFailed'] };
export const ProfileFailedSaturatedShop: Story = {
  ...profileFailed.SaturatedShop,
  tags: ['state:showroomSearch.profileFailed'],
};

// ── entered ──────────────────────────────────────────────────────────────────────────────────

/**
 * Next enters DEMO0001: the §3 active showroom is stored with its category tree, and the app
 * shows the showroom's page in its own colours (DEMO0001 is branded).
 */
const entered = themed({
  play: async ({ canvasElement }) => {
    const { next } = await typeId(canvasElement, 'DEMO0001');
    await waitFor(() => expect(next).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(next);
    const services = currentStoryServices();
    await waitFor(() => expect(services?.showroom.getState().active?.vsd_id).toBe('DEMO0001'), { timeout: 5000 });
    const stored = JSON.parse(services?.persistence.read('showroom') ?? 'null') as Record<string, unknown>;
    for (const field of [
      'showroom',
      'vsd_id',
      'is_3d',
      'floorplan',
      'floorTemplate',
      'project',
      'theme_color',
      'custom_addon',
      'basic_addon',
      'showroom_subscription',
    ])
      await expect(stored).toHaveProperty(field);
    const categories = JSON.parse(services?.persistence.read('category') ?? 'null') as unknown[];
    await expect(categories.length).toBeGreaterThan(0);
    await shopThemeApplied(canvasElement);
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Enter your Showroom ID' }),
    ).not.toBeInTheDocument();
    await appSettled(canvasElement);
  },
});
export const Entered: Story = { ...entered.Default, tags: ['!visual', 'state:showroomSearch.entered'] };

// ── with an active showroom ──────────────────────────────────────────────────────────────────

/**
 * With an active showroom the card is the home page's: it is rendered here on its own, in the
 * app's services and theme (the home page is built elsewhere). Name and ID, Continue Shopping
 * to the showroom page, and New Showroom.
 */
function activeCardPlay(expected: string): Play {
  return async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 2, name: 'Your showroom' });
    const card = within(heading.closest('section') as HTMLElement);
    await expect(card.getByText('Showroom ID:').parentElement?.parentElement).toHaveTextContent(expected);
    await expect(card.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/visualize/contractor/all',
    );
    await expect(card.getByRole('button', { name: 'New Showroom' })).toBeEnabled();
    await appSettled(canvasElement);
  };
}

const activeCard = (world: StoryWorld, expected: string): Story => ({
  parameters: { route: null, world },
  render: () => <ShowroomIdCard />,
  play: activeCardPlay(expected),
});

/** OAKS2026 has no custom add-on: the default theme. */
export const ActiveShowroom = activeCard({ showroom: 'OAKS2026' }, 'Showroom ID: OAKS2026');
/** DEMO0001, branded: its own colour. */
export const ActiveShowroomBranded = activeCard({ showroom: 'DEMO0001' }, 'Showroom ID: DEMO0001');
export const ActiveShowroomLightShop = activeCard(
  { showroom: 'TILE4YOU', themeColor: sampleShopColors.light.value },
  'Showroom ID: TILE4YOU',
);
export const ActiveShowroomDarkShop = activeCard(
  { showroom: 'TILE4YOU', themeColor: sampleShopColors.dark.value },
  'Showroom ID: TILE4YOU',
);
export const ActiveShowroomSaturatedShop = activeCard(
  { showroom: 'TILE4YOU', themeColor: sampleShopColors.saturated.value },
  'Showroom ID: TILE4YOU',
);
export const ActiveShowroomMobile: Story = {
  ...activeCard({ showroom: 'DEMO0001' }, 'Showroom ID: DEMO0001'),
  globals: { viewport: { value: 'mobile' } },
};

/**
 * New Showroom forgets the active showroom and its categories: the shop colour goes, the ID
 * entry shows with the focus in its field, ready for another ID.
 */
export const NewShowroom: Story = {
  tags: ['state:showroomSearch.idle'],
  parameters: { route: null, world: { showroom: 'DEMO0001' } },
  render: () => <ShowroomIdCard />,
  play: async ({ canvasElement }) => {
    await shopThemeApplied(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: 'New Showroom' });
    await userEvent.click(button);
    const { input } = await entryCard(canvasElement);
    await expect(input).toHaveFocus();
    const services = currentStoryServices();
    await expect(services?.showroom.getState().active).toBeNull();
    await expect(services?.persistence.read('showroom')).toBeNull();
    await expect(services?.persistence.read('category')).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-theme="shop"]')).toBeNull());
    await appSettled(canvasElement);
  },
};
