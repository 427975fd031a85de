import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderPagePath } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { withNotifications } from '../../features/profile/notificationsStoryPresets.ts';
import { appSettled } from '../../storybook/settled.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/**
 * /notification as the app renders it: GET /api/notification (paged, pending=1 for the unread
 * view) and PUT /api/notification/{id} from the @showroom/api demo handlers. The demo customer
 * has one unread and two read notifications; `notifications` replaces them where a story needs more.
 */
const meta = {
  title: 'Pages/Notifications',
  decorators: [withAppAt],
  parameters: {
    layout: 'fullscreen',
    route: '/notification',
    world: { signedInAs: 'customer@demo.test' } satisfies StoryWorld,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Screen = ReturnType<typeof within>;

const mobile = { viewport: { value: 'mobile' } } as const;
const customer = 'customer@demo.test';
const world = (extra: StoryWorld, route?: string) => ({
  world: { signedInAs: customer, ...extra } satisfies StoryWorld,
  ...(route ? { route } : {}),
});
/** The customer's notifications replaced: `unread` unread ones (newest first), then `read` read ones. */
const notifications = (unread: number, read: number) => withNotifications(customer, { unread, read });

async function pageOf(canvasElement: HTMLElement): Promise<Screen> {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 5000 });
  return canvas;
}

async function listOf(canvasElement: HTMLElement, name: RegExp): Promise<Screen> {
  const canvas = await pageOf(canvasElement);
  const found = within(await canvas.findByRole('list', { name }, { timeout: 5000 }));
  await appSettled(canvasElement);
  return found;
}

/** The header's count, as the account menu reads it out ('Notifications 3 pending'). */
async function expectHeaderCount(canvasElement: HTMLElement, count: number): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
  await expect(await canvas.findByRole('link', { name: `Notifications ${count} pending` })).toBeVisible();
  await userEvent.keyboard('{Escape}');
}

const unreadCountLink = (canvas: Screen) => canvas.getByRole('link', { name: /^Unread \(\d+\)/ });

async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

export const Loading: Story = {
  parameters: world({ holding: ['GET /api/notification'] }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((status: HTMLElement) => status.textContent)).toContain(
        'Loading your notifications',
      ),
    );
  },
};

/** The unread ones first (the default view), each marked Unread with Mark as read. */
export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const found = await listOf(canvasElement, /^Unread notifications, page 1 of 1/);
    await expect(found.getAllByRole('listitem')).toHaveLength(1);
    await expect(found.getByText('Order shipped')).toBeVisible();
    await expect(found.getByText('Unread')).toBeVisible();
    await expect(found.getByRole('button', { name: 'Mark as read' })).toBeEnabled();
    // "View" opens the order the notification is about, its items at once.
    const order = getDemoDataset().orders.find((candidate) => candidate.order_number === 'WV-2026-003001')!;
    await expect(found.getByRole('link', { name: 'View' })).toHaveAttribute('href', orderPagePath(order));
    const canvas = within(canvasElement);
    await expect(unreadCountLink(canvas)).toHaveAttribute('aria-current', 'page');
  },
};

export const OnePageMobile: Story = { ...OnePage, globals: mobile };

/** All of them, newest first, the unread one marked. */
export const AllOnePage: Story = {
  parameters: world({}, '/notification?show=all'),
  play: async ({ canvasElement }) => {
    const found = await listOf(canvasElement, /^All notifications, page 1 of 1/);
    await expect(found.getAllByRole('listitem')).toHaveLength(3);
    await expect(found.getAllByText('Unread')).toHaveLength(1);
    await expect(found.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);
  },
};

/** 28 notifications: three pages of ten (§9), the §3 record's pages to move through. */
export const ManyPages: Story = {
  parameters: world({ prepare: notifications(3, 25) }, '/notification?show=all'),
  play: async ({ canvasElement }) => {
    let found = await listOf(canvasElement, /^All notifications, page 1 of 3/);
    await expect(found.getAllByRole('listitem')).toHaveLength(10);
    await expect(found.getAllByText('Unread')).toHaveLength(3);
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('navigation', { name: 'Notification pages' }));
    await userEvent.click(pages.getByRole('button', { name: /^(Page )?3$/ }));
    found = await listOf(canvasElement, /^All notifications, page 3 of 3/);
    await expect(found.getAllByRole('listitem')).toHaveLength(8);
    await expect(found.queryByText('Unread')).toBeNull();
  },
};

export const ManyPagesMobile: Story = { ...ManyPages, globals: mobile };

/** Nothing at all yet. */
export const Empty: Story = {
  parameters: world({ prepare: notifications(0, 0) }, '/notification?show=all'),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(await canvas.findByText('No notifications yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await appSettled(canvasElement);
  },
};

/** No unread ones: the unread view says so and leads to All. */
export const AllCaughtUp: Story = {
  parameters: world({ prepare: notifications(0, 4) }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(await canvas.findByText("You're all caught up.", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all notifications' })).toHaveAttribute(
      'href',
      '/notification?show=all',
    );
    await appSettled(canvasElement);
  },
};

export const AllCaughtUpMobile: Story = { ...AllCaughtUp, globals: mobile };

/** The list cannot be loaded (500): the reason and Try again; the page stays. */
export const LoadError: Story = {
  parameters: world({ failing: ['GET /api/notification'] }),
  play: async ({ canvasElement }) => {
    const canvas = await pageOf(canvasElement);
    await expect(await canvas.findByText(/this page could not reach them/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Mark one as read: it stays in place, read; the header's count and the filter's drop at once. */
export const MarkedOne: Story = {
  parameters: world({ prepare: notifications(3, 2) }),
  play: async ({ canvasElement }) => {
    const found = await listOf(canvasElement, /^Unread notifications/);
    const canvas = within(canvasElement);
    await expectHeaderCount(canvasElement, 3);
    const first = found.getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(first).queryByText('Unread')).toBeNull());
    await expect(within(first).getByText(/^Read /)).toBeVisible();
    await waitFor(() => expect(unreadCountLink(canvas)).toHaveTextContent('Unread (2)'));
    await expectHeaderCount(canvasElement, 2);
    await appSettled(canvasElement);
  },
};

/** Marking one fails: said beside it, it stays unread. */
export const MarkOneFailed: Story = {
  parameters: world({ prepare: notifications(2, 0), failing: ['PUT /api/notification/7000'] }),
  play: async ({ canvasElement }) => {
    const found = await listOf(canvasElement, /^Unread notifications/);
    const first = found.getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await expect(await within(first).findByRole('alert')).toHaveTextContent('Internal Server error please try again.');
    await expect(within(first).getByText('Unread')).toBeVisible();
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};

/** Mark all as read: one request at a time; then none left, the header at 0. */
export const MarkedAll: Story = {
  parameters: world({ prepare: notifications(4, 1) }),
  play: async ({ canvasElement }) => {
    await listOf(canvasElement, /^Unread notifications/);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(
      await canvas.findByText('All 4 notifications are marked as read.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText("You're all caught up.")).toBeVisible();
    await waitFor(() => expect(unreadCountLink(canvas)).toHaveTextContent('Unread (0)'));
    await appSettled(canvasElement);
    await expectHeaderCount(canvasElement, 0);
  },
};

export const MarkedAllMobile: Story = { ...MarkedAll, globals: mobile };

/** The queue stops at a refusal: what was done stays done, and the page says how far it got. */
export const MarkAllStopped: Story = {
  parameters: world({ prepare: notifications(4, 0), failing: ['PUT /api/notification/7001'] }),
  play: async ({ canvasElement }) => {
    await listOf(canvasElement, /^Unread notifications/);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(
      await canvas.findByText(/^Marked 1 of 4 as read, then stopped: Internal Server error/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(unreadCountLink(canvas)).toHaveTextContent('Unread (3)'));
    await appSettled(canvasElement);
    await animationsFinished(canvasElement);
  },
};
