import type { Meta, StoryObj } from '@storybook/react-vite';
import { getDemoDataset } from '@showroom/api/demo';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { appSettled } from '../../storybook/settled.ts';
import { OrdersSection } from './OrdersSection.tsx';
import { cookieNames } from '../../state/storageKeys.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';

/** The Orders section of /account per role, over the demo orders (12, three a role at most per page). */
const meta = {
  title: 'Orders/OrdersSection',
  component: OrdersSection,
  decorators: [withAppAt],
  // The section (or the dialog's opener) alone, in the app's services at /account.
  parameters: { layout: 'fullscreen', route: null, frameAt: '/account' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof OrdersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo account signed in; an Admin stays signed in only with the one-time code checked (§4). */
const world = (signedInAs: string, extra: StoryWorld = {}) => ({
  world: {
    signedInAs,
    ...(signedInAs.startsWith('admin@') ? { cookies: { [cookieNames.otpVerify]: '1' } } : {}),
    ...extra,
  } satisfies StoryWorld,
});

async function loadedTable(canvasElement: HTMLElement) {
  await appSettled(canvasElement);
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Orders, newest first' }, { timeout: 5000 });
  return { canvas, table: within(table) };
}

const orderNumbers = (table: ReturnType<typeof within>) =>
  table
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => row.querySelector('td')?.textContent?.replace(', view items', ''));

/** Vendor: orders with her items, newest first, her profit per order and her payout summary. */
export const Vendor: Story = {
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(canvas.getByText('Orders with items you sell.')).toBeVisible();
    const numbers = orderNumbers(table);
    await expect(numbers[0]).toBe('WV-2026-003012');
    await expect([...numbers].sort().reverse()).toEqual(numbers);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order',
      'Date',
      'Customer',
      'Items',
      'Profit',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Payouts' })).toBeVisible();
    await expect(canvas.getByText(/46 business days after approval/)).toBeVisible();
  },
};

/** A customer: totals, not profit; no payout summary. The newest two are the demo's after-sales orders (§9). */
export const Customer: Story = {
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order',
      'Date',
      'Items',
      'Total',
    ]);
    await expect(canvas.queryByRole('heading', { name: 'Payouts' })).toBeNull();
    await expect(orderNumbers(table)).toEqual([
      'WV-2026-003101',
      'WV-2026-003102',
      'WV-2026-003010',
      'WV-2026-003007',
      'WV-2026-003004',
      'WV-2026-003001',
    ]);
  },
};

/** The demo orders placed in a showroom, newest first: what its owner's list shows. */
const showroomOrderNumbers = (vsdId: string) =>
  getDemoDataset()
    .orders.filter((order) => order.showroom === vsdId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((order) => order.order_number);

/** A contractor (DEMO0001's owner): the orders placed in the showroom, the markup as profit, payouts. */
export const Contractor: Story = {
  parameters: world('contractor@demo.test', { showroom: 'DEMO0001' }),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(canvas.getByText('Orders placed in your showroom.')).toBeVisible();
    await expect(orderNumbers(table)).toEqual(showroomOrderNumbers('DEMO0001'));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toContain('Profit');
    await expect(canvas.getByRole('heading', { name: 'Payouts' })).toBeVisible();
  },
};

/** A designer (OAKS2026's owner) sees their showroom's orders as a contractor does. */
export const Designer: Story = {
  parameters: world('designer@demo.test', { showroom: 'OAKS2026' }),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(canvas.getByText('Orders placed in your showroom.')).toBeVisible();
    await expect(orderNumbers(table)).toEqual(showroomOrderNumbers('OAKS2026'));
    await expect(canvas.getByRole('heading', { name: 'Payouts' })).toBeVisible();
  },
};

/** Searching by part of an order number. */
export const Search: Story = {
  parameters: world('admin@demo.test'),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), '3005');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(orderNumbers(table)).toEqual(['WV-2026-003005']));
    await appSettled(canvasElement);
  },
};

/** Nothing matches: said so, filters kept. */
export const NoMatch: Story = {
  parameters: world('contractor@demo.test', { showroom: 'DEMO0001' }),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), '9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await table.findByText('No orders match this search.')).toBeVisible();
    await appSettled(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Order number' })).toHaveValue('9999');
  },
};

/** Filtering by an item status. */
export const StatusFilter: Story = {
  tags: ['!visual'],
  parameters: world('admin@demo.test'),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Item status' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Returned' }));
    await waitFor(() => expect(orderNumbers(table)).toEqual(['WV-2026-003011', 'WV-2026-003007', 'WV-2026-003004']));
  },
};

/** The demo orders of a customer with an item in one of these statuses, newest first. */
function customerOrdersWith(email: string, statuses: readonly string[]) {
  const { users, orders, orderItems } = getDemoDataset();
  const userId = users.find((user) => user.email === email)?.id;
  const matching = new Set(orderItems.filter((item) => statuses.includes(item.status)).map((item) => item.order_id));
  return orders
    .filter((order) => order.user_id === userId && matching.has(order.id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((order) => order.order_number);
}

/**
 * A customer filters by the names they read: never 'Cancle' or an admin's step, and "Shipped"
 * finds the orders with an item picked up, shipping or shipped, as the list shows each of them.
 */
export const CustomerStatusFilter: Story = {
  tags: ['!visual'],
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Item status' }));
    const listbox = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Awaiting approval',
      'Approved',
      'Not available',
      'Being prepared',
      'Shipped',
      'Out for delivery',
      'Cancelled',
      'Return requested',
      'Returned',
      'Delivered',
    ]);
    await userEvent.click(listbox.getByRole('option', { name: 'Shipped' }));
    const expected = customerOrdersWith('customer@demo.test', ['Picked Up', 'Shipping', 'Shipped']);
    await expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(orderNumbers(table)).toEqual(expected));
    await expect(canvas.getByRole('combobox', { name: 'Item status' })).toHaveTextContent('Shipped');
  },
};

/** A row opens the Order Items dialog (loaded on demand); closing it returns to the row. */
export const OpensItems: Story = {
  tags: ['!visual'],
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedTable(canvasElement);
    const button = canvas.getByRole('button', { name: /^WV-2026-003004\b.*view items/ });
    await userEvent.click(button);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Order Items' },
      { timeout: 5000 },
    );
    const items = await within(dialog).findByRole('table', {}, { timeout: 5000 });
    // The dialog fades in: visible once it has.
    await waitFor(() => expect(items).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: world('vendor@demo.test', { holding: ['/api/orders'] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your orders')).toBeInTheDocument();
  },
};

export const VendorMobile: Story = {
  ...Vendor,
  globals: { viewport: { value: 'mobile' } },
};

export const AdminDarkShop: Story = {
  parameters: world('admin@demo.test', { showroom: 'OAKS2026', themeColor: sampleShopColors.dark.value }),
  play: async ({ canvasElement }) => {
    const { table } = await loadedTable(canvasElement);
    await expect(orderNumbers(table)).toHaveLength(10);
    await expect(within(canvasElement).getByRole('navigation', { name: 'Order pages' })).toBeVisible();
  },
};

/**
 * The filters are in the address (`?orders_status=…&orders_search=…`): a shared link or a
 * reload opens the same list, with the field and the selector showing them.
 */
export const FiltersFromAddress: Story = {
  parameters: {
    ...world('admin@demo.test'),
    frameAt: '/account?orders_status=Returned&orders_search=30',
  },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await waitFor(() => expect(orderNumbers(table)).toEqual(['WV-2026-003011', 'WV-2026-003007', 'WV-2026-003004']));
    await expect(canvas.getByRole('textbox', { name: 'Order number' })).toHaveValue('30');
    await expect(canvas.getByRole('combobox', { name: 'Item status' })).toHaveTextContent('Returned');
    await appSettled(canvasElement);
  },
};

/** The demo customer's order that an e-mail or notification links to (`orderPagePath`). */
const linkedOrder = getDemoDataset().orders.find((order) => order.order_number === 'WV-2026-003101')!;

/**
 * An e-mail's or notification's link (`/account?orders_search=…&orders_open=…#orders`): the
 * order is found and its items open at once; closing them leaves the found order, focus on the
 * section's heading. The dialog's picture is the Order Items stories'.
 */
export const OpenedByLink: Story = {
  tags: ['!visual'],
  parameters: {
    ...world('customer@demo.test'),
    frameAt: `/account?orders_search=${linkedOrder.order_number}&orders_open=${linkedOrder.id}#orders`,
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Order Items' }, { timeout: 5000 });
    await expect(await within(dialog).findByText(linkedOrder.order_number)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { table } = await loadedTable(canvasElement);
    await waitFor(() => expect(orderNumbers(table)).toEqual([linkedOrder.order_number]));
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.id).toBe('orders-heading'));
    // Closed for good: the link's request to open is gone from the address.
    await appSettled(canvasElement);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
