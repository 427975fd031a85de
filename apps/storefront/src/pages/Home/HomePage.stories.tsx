import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { shopThemeApplied } from '../../storybook/storyVariants.ts';

/**
 * `/` as the app renders it (SPEC §2 "Home page"): the hero with the Showroom ID card, then the
 * sections that load as they near the screen. Pictures are the demo dataset's generated images.
 * Wide stories show the hero video stopped on its first frame, its button offering to play it.
 */
const meta = {
  title: 'Pages/Home',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof within>;

async function heroOf(canvasElement: HTMLElement): Promise<Screen> {
  const heading = await within(canvasElement).findByRole(
    'heading',
    { level: 1, name: 'Remodel with materials straight from the maker' },
    { timeout: 10000 },
  );
  return within(heading.closest('section') as HTMLElement);
}

/**
 * On a wide screen the hero shows its video, or its still poster under reduced motion. A playing
 * video would make every screenshot different: it is stopped on its first frame.
 */
async function heroMediaSettled(canvasElement: HTMLElement): Promise<void> {
  if (window.innerWidth <= 1024) return;
  const media = await waitFor(
    () => {
      const found = canvasElement.querySelector<HTMLVideoElement | HTMLImageElement>('video, img[src*="/hero/"]');
      if (!found) throw new Error('The hero video (or its poster) has not appeared.');
      return found;
    },
    { timeout: 5000 },
  );
  if (media instanceof HTMLVideoElement) {
    media.pause();
    media.currentTime = 0;
    await waitFor(
      () => {
        expect(media.seeking).toBe(false);
        expect(media.readyState).toBeGreaterThanOrEqual(2);
      },
      { timeout: 5000 },
    );
    // The first frame on screen, not the poster before it.
    await new Promise<void>((resolve) => {
      media.requestVideoFrameCallback(() => resolve());
      media.currentTime = 0;
    });
    // The pause event re-renders the toggle; the picture waits for it, or the icon is a race.
    await within(canvasElement).findByRole('button', { name: 'Play the background video' }, { timeout: 5000 });
  }
}

/**
 * Scrolls the sections into reach (they load as they near the screen) and waits for every
 * picture, lazy ones included, so the screenshot shows the page as a shopper scrolling sees it.
 */
async function sectionsLoaded(canvasElement: HTMLElement, { designs = true } = {}): Promise<Screen> {
  const screen = within(canvasElement);
  canvasElement.querySelector('footer')?.scrollIntoView();
  await screen.findByRole('heading', { level: 2, name: 'Inspired Designs' }, { timeout: 10000 });
  // The designs and category pictures come from the server after the sections: wait for the answer.
  if (designs)
    await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading .* designs$/ })).toBeNull(), {
      timeout: 10000,
    });
  await heroMediaSettled(canvasElement);
  const images = [...canvasElement.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await waitFor(() => expect(images.filter((image) => !image.complete || image.naturalWidth === 0)).toEqual([]), {
    timeout: 5000,
  });
  window.scrollTo(0, 0);
  return screen;
}

/** A guest without a showroom: the pro buttons, the ID card, every section. */
export const SignedOutWithoutShowroom: Story = {
  play: async ({ canvasElement }) => {
    const hero = await heroOf(canvasElement);
    await expect(hero.getByRole('link', { name: 'Sign up as a pro' })).toHaveAttribute('href', '/register/contractor');
    await expect(hero.getByRole('link', { name: 'Learn more about pro accounts' })).toHaveAttribute(
      'href',
      '/pro-account',
    );
    await expect(hero.getByRole('textbox', { name: 'Showroom ID' })).toBeVisible();
    const screen = await sectionsLoaded(canvasElement);
    await expect(screen.getByRole('tablist', { name: 'Rooms' })).toBeVisible();
    await expect(within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('group')).toHaveLength(21);
    const brandCards = within(screen.getByRole('region', { name: 'Brand partners' })).getAllByRole('group');
    await expect(brandCards).toHaveLength(7);
    // Each brand is shown by a product of the catalogue up close, above its logo.
    for (const card of brandCards) {
      const [picture, logo] = within(card).getAllByRole('img');
      await expect(picture).toHaveAccessibleName(/, close-up$/);
      await expect(picture?.closest('picture')).not.toBeNull();
      await expect(logo).toHaveAttribute('src', expect.stringMatching(/^\/media\/logos\/[a-z-]+\.svg$/));
    }
    const brandsHeader = screen.getByRole('heading', { level: 2, name: 'Our brand partners' })
      .parentElement as HTMLElement;
    await expect(within(brandsHeader).getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/our-brands');
    await expect(screen.getByText(/55 % on average/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Home | Showroom'));
    await appSettled(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    await sectionsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

/** 375 px: one column, the card under the text, no video frame at all. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const hero = await heroOf(canvasElement);
    await expect(canvasElement.querySelector('video, img[src*="/hero/"]')).toBeNull();
    const card = hero.getByRole('textbox', { name: 'Showroom ID' });
    const title = hero.getByRole('heading', { level: 1 });
    await expect(card.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await sectionsLoaded(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await appSettled(canvasElement);
  },
};

/**
 * DEMO0001 is active and branded: the page takes its colour, the card offers Continue Shopping
 * and New Showroom, and the pro buttons are gone (§2).
 */
export const BrandedShowroom: Story = {
  parameters: { world: { showroom: 'DEMO0001' } },
  play: async ({ canvasElement }) => {
    const hero = await heroOf(canvasElement);
    await expect(await hero.findByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/visualize/contractor/all',
    );
    await expect(hero.getByRole('button', { name: 'New Showroom' })).toBeVisible();
    await expect(hero.queryByRole('link', { name: 'Sign up as a pro' })).toBeNull();
    await expect(hero.queryByRole('link', { name: 'Learn more about pro accounts' })).toBeNull();
    await shopThemeApplied(canvasElement);
    await sectionsLoaded(canvasElement);
    await appSettled(canvasElement);
  },
};

export const BrandedShowroomTablet: Story = {
  ...BrandedShowroom,
  globals: { viewport: { value: 'tablet' } },
};

export const BrandedShowroomMobile: Story = {
  ...BrandedShowroom,
  globals: { viewport: { value: 'mobile' } },
};

/**
 * Without a showroom, a category opens the Showroom ID modal, and so does the categories' See
 * All (§2); Back to shopping closes it.
 */
export const CategoryOpensShowroomModal: Story = {
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const screen = await sectionsLoaded(canvasElement);
    await appSettled(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const openedDialog = async () => {
      const dialog = await body.findByRole('dialog', {}, { timeout: 5000 });
      for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) animation.finish();
      await expect(within(dialog).getByRole('textbox', { name: 'Showroom ID' })).toBeVisible();
      return within(dialog);
    };
    const categories = screen.getByRole('region', { name: 'Categories' });
    await userEvent.click(within(categories).getByRole('button', { name: 'Countertop' }));
    await userEvent.click((await openedDialog()).getByRole('button', { name: 'Back to shopping' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    const header = screen.getByRole('heading', { level: 2, name: 'Shop by category' }).parentElement as HTMLElement;
    await userEvent.click(within(header).getByRole('button', { name: 'See All' }));
    await userEvent.click((await openedDialog()).getByRole('button', { name: 'Back to shopping' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(document.title).toBe('Home | Showroom');
  },
  tags: ['!visual'],
};

/** With a showroom, See All goes straight to the showroom. */
export const SeeAllWithShowroom: Story = {
  parameters: { world: { showroom: 'OAKS2026' } },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const screen = await sectionsLoaded(canvasElement);
    const header = screen.getByRole('heading', { level: 2, name: 'Shop by category' }).parentElement as HTMLElement;
    await userEvent.click(within(header).getByRole('button', { name: 'See All' }));
    await waitFor(() => expect(document.title).toBe('Showroom | Showroom'), { timeout: 5000 });
  },
};

/** The category slider by keyboard: Next moves a page on and the live region says where it is. */
export const SliderByKeyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const screen = await sectionsLoaded(canvasElement);
    const categories = within(screen.getByRole('region', { name: 'Categories' }));
    const previous = categories.getByRole('button', { name: /previous/i });
    const next = categories.getByRole('button', { name: /next/i });
    // The carousel marks its ends with aria-disabled, so a focused button keeps the focus.
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled', 'true'));
    // At 1280 px four categories are in view: the next page starts at the fifth.
    await waitFor(() => expect(categories.getByText('Slides 5 to 8 of 21')).toBeInTheDocument());
  },
};

/**
 * Slow answers: the home page does not wait for the server. The header's menus are still
 * loading (the progress bar runs, so no screenshot), while the ID card takes typing at once.
 */
export const SlowNetwork: Story = {
  tags: ['!visual'],
  parameters: { world: { scenario: 'slowNetwork' } },
  play: async ({ canvasElement }) => {
    const hero = await heroOf(canvasElement);
    const field = hero.getByRole('textbox', { name: 'Showroom ID' });
    await userEvent.type(field, 'DEMO');
    await expect(field).toHaveValue('DEMO');
    const screen = await sectionsLoaded(canvasElement, { designs: false });
    await expect(screen.getByRole('region', { name: 'Categories' })).toBeVisible();
    await expect(screen.getByRole('status', { name: 'Loading Bathroom designs' })).toBeVisible();
  },
};

/**
 * The server fails: looking up an ID shows the card's error with Retry, the typing stays, and the
 * rest of the page is whole (the designs say they could not be loaded, the categories keep their
 * names on plain cards).
 */
export const ServerError: Story = {
  parameters: { world: { scenario: 'serverError' } },
  play: async ({ canvasElement }) => {
    const hero = await heroOf(canvasElement);
    const field = hero.getByRole('textbox', { name: 'Showroom ID' });
    await userEvent.type(field, 'DEMO0001');
    await expect(
      await hero.findByText('We could not look up this Showroom ID. Please retry.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(field).toHaveValue('DEMO0001');
    await expect(hero.getByRole('button', { name: 'Retry' })).toBeVisible();
    await sectionsLoaded(canvasElement);
    await appSettled(canvasElement);
    // No blinking caret in the picture.
    field.blur();
    // The error toast fades in; a settled picture shows it in place.
    for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true }))
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  },
};

/**
 * The designs and category pictures are on their way: room-shaped boxes hold their place and the
 * categories are named on plain cards (the app cannot settle while a call is held).
 */
export const DesignsLoading: Story = {
  parameters: { world: { holding: ['GET /api/home/showcase'] } },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const screen = await sectionsLoaded(canvasElement, { designs: false });
    await expect(screen.getByRole('status', { name: 'Loading Bathroom designs' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Categories' }).querySelectorAll('img')).toHaveLength(0);
    await expect(within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('group')).toHaveLength(21);
  },
};

/** The designs could not be loaded: the section says so and offers to try again; the rest is whole. */
export const DesignsFailed: Story = {
  parameters: { world: { failing: ['GET /api/home/showcase'] } },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const screen = await sectionsLoaded(canvasElement);
    await expect(screen.getByText('The designs could not be loaded.')).toBeVisible();
    await expect(screen.queryByRole('tablist', { name: 'Rooms' })).toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    // Asked again (and failing again here): the message stays with its button.
    await expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
    await expect(within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('group')).toHaveLength(21);
    await appSettled(canvasElement);
  },
};

/** OAKS2026 sells nothing for outdoors: that room says so instead of an empty slider. */
export const RoomWithoutDesigns: Story = {
  parameters: { world: { showroom: 'OAKS2026' } },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const screen = await sectionsLoaded(canvasElement);
    await userEvent.click(screen.getByRole('tab', { name: 'Landscaping/Outdoor' }));
    const panel = within(await screen.findByRole('tabpanel', { name: 'Landscaping/Outdoor' }));
    await expect(panel.getByText('No landscaping/outdoor designs yet.')).toBeVisible();
    await expect(panel.queryByRole('region')).toBeNull();
    await appSettled(canvasElement);
  },
};

/** In a showroom each design is one of its products in its room, and opens that product's page. */
export const DesignOpensItsProduct: Story = {
  tags: ['!visual'],
  parameters: { world: { showroom: 'DEMO0001' } },
  play: async ({ canvasElement }) => {
    await heroOf(canvasElement);
    const screen = await sectionsLoaded(canvasElement);
    const designs = within(screen.getByRole('region', { name: 'Bathroom designs' }));
    await expect(designs.getAllByRole('group')).toHaveLength(7);
    const first = designs.getAllByRole('link')[0]!;
    const title = first.querySelector('span')?.textContent ?? '';
    await expect(first.getAttribute('href')).toMatch(/^\/product\/[a-z0-9]+$/);
    await expect(first.querySelector('picture img')?.getAttribute('src')).toMatch(/\/room-800\.jpg$/);
    await userEvent.click(first);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: title }, { timeout: 10000 }),
    ).toBeVisible();
  },
};
