import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { animationsFinished } from '../../features/account/accountStoryKit.tsx';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { atPhoneWidth, inShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { storageKeys } from '../../state/storageKeys.ts';
import { visualizeTexts } from './VisualizePage.tsx';

/**
 * `/visualize`: the 3D visualizer is a separate app; what the storefront offers instead, for a
 * guest without a showroom and for the demo customer in DEMO0001 (Reyes Remodeling Co.).
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
  await expect(page.getByRole('heading', { level: 2, name: visualizeTexts.visualizerHeading })).toBeVisible();
  await expect(page.getByText(/more than 50 floor plans/)).toHaveTextContent(
    /more than 100 templates and placing any of more than 25,000 materials/,
  );
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
