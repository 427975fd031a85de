import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { holdPageLoad } from '../routes/pageModules.ts';
import { appSettled } from '../storybook/settled.ts';
import { withAppAt } from '../storybook/withMemoryRouter.tsx';

/**
 * The navigation machine in the app: between a link's click and the new page on screen
 * (`navigating`: the progress bar runs, the page area shows its skeleton, the header and footer
 * stay), and at rest (`idle`). Redirects of the §2 guards are in the Guards stories below.
 */
const meta = {
  title: 'Shell/Navigation',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: '/404' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const progressBar = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-label="Loading"][data-state]');

/**
 * Mid-navigation: the next page's code has not arrived (it is held back here, as a slow network
 * would). Not screenshot-tested: the progress bar creeps on for 8 s, so no two shots agree.
 */
export const Navigating: Story = {
  tags: ['!visual', 'state:navigation.navigating'],
  // Held from before the story renders, released when it ends (a decorator would sit inside
  // withAppAt, which renders the app instead of the story, and never run).
  beforeEach: () => holdPageLoad('home'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(progressBar(canvasElement)).toHaveAttribute('data-state', 'loading'));
    await expect(progressBar(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading page' })).toHaveAttribute('aria-busy', 'true');
    // The frame stays while the page loads: a slow page never blanks the shop.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** At rest after a navigation: the new page, its title, the bar gone. */
export const Idle: Story = {
  // The home page it lands on plays its hero video, so no two pictures agree: Pages/Home has them.
  tags: ['!visual', 'state:navigation.idle'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to Home' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Remodel with materials straight from the maker' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Home | Showroom'));
    await appSettled(canvasElement);
    // At rest the bar is idle or not rendered at all.
    await expect(progressBar(canvasElement)?.getAttribute('data-state') ?? 'idle').toBe('idle');
  },
};

/** §2 guard: a guest opening an auth-required page lands on Login with the redirect. */
export const GuestRedirectedToLogin: Story = {
  parameters: { route: '/checkout' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sign In | Showroom'));
    await appSettled(canvasElement);
  },
};

/**
 * Following a link to the page already shown (the footer's FAQ link on the FAQ) is a navigation
 * too: it completes, so the progress bar finishes instead of creeping on.
 */
export const LinkToTheSamePage: Story = {
  tags: ['!visual'],
  parameters: { route: '/faq' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: /FAQ|Frequently/i }, { timeout: 5000 });
    await appSettled(canvasElement);
    const footer = canvasElement.querySelector('footer') as HTMLElement;
    const faq = [...footer.querySelectorAll('a')].find((link) => link.textContent?.trim() === 'FAQ');
    await userEvent.click(faq as HTMLAnchorElement);
    await waitFor(() => expect(progressBar(canvasElement)?.getAttribute('data-state') ?? 'idle').toBe('idle'), {
      timeout: 5000,
    });
    await appSettled(canvasElement);
  },
};
