import {
  customerStatusLabel,
  type OrderItemStatus,
  orderItemStatuses,
  statusLabel,
  type UserType,
} from '@showroom/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockState } from '@showroom/api/mocks';
import { canChangeStatus } from '@showroom/machines';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { animationsFinished, openedDialog, Opener, world } from './ordersStoryKit.tsx';

/**
 * §2 Order screens: the Order Items dialog per role, over the demo orders (which hold items in
 * all 14 statuses) with the mocks enforcing the machines' §4 rule. The order list opens it; here
 * a button stands in for the list's row.
 */
const meta = {
  title: 'Orders/OrderItemsDialog',
  decorators: [withAppAt],
  // The section (or the dialog's opener) alone, in the app's services at /account.
  parameters: { layout: 'fullscreen', route: null, frameAt: '/account' },
  globals: { viewport: { value: 'desktop' } },
  args: { orderId: 3004 },
  render: ({ orderId }) => <Opener orderId={orderId} />,
} satisfies Meta<{ orderId: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

async function headers(dialog: ReturnType<typeof within>) {
  const table = await dialog.findByRole('table', {}, { timeout: 5000 });
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

async function pick(canvasElement: HTMLElement, combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

async function listedOptions(canvasElement: HTMLElement, combobox: HTMLElement) {
  await userEvent.click(combobox);
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  // Closed again: the pictures show the dialog, the assertions read the list.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[role="listbox"]')).toBeNull());
  return options;
}

/** Vendor (Priya Nair), order 3004: her Returned item earns minus its price; the pending one is editable. */
export const Vendor: Story = {
  tags: ['state:orderItemStatus.editable', 'state:orderItemStatus.locked'],
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(await headers(dialog)).toEqual(['Name', 'Qty', 'Profit', 'Status']);
    await expect(dialog.getByText('WV-2026-003004')).toBeVisible();
    const rows = dialog.getAllByRole('row').slice(1);
    // The vendor sees only its own two items (the third is another vendor's).
    await expect(rows).toHaveLength(2);
    const selects = dialog.getAllByRole('combobox');
    await expect(selects.map((select) => select.textContent)).toEqual(['Returned', 'Pending Approval']);
    await expect(rows[0]!.textContent).toMatch(/-\$/);
    await expect(rows[1]!.textContent).not.toMatch(/-\$/);
    // Returned: past Accept to Pick Up, nothing is left for a vendor.
    await expect(within(rows[0]!).getByText('Only Admin can change this status now.')).toBeVisible();
    await expect(within(rows[1]!).getByRole('list', { name: /Status history of/ })).toHaveTextContent(
      /since \d\d\.\d\d\.\d{4}/,
    );
  },
};

/** The 14 values with their labels: a vendor at Pending Approval may pick the first five only. */
export const VendorOptions: Story = {
  tags: ['state:orderItemStatus.editable'],
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    const select = dialog.getAllByRole('combobox')[1]!;
    const options = await listedOptions(canvasElement, select);
    await expect(options.map((option) => option.textContent)).toEqual([
      'Pending Approval',
      'Approved',
      'Not Approved',
      'In Progress',
      'Ready for Pick Up',
      'Accept to Pick Up',
      'Picked Up',
      'Shipping',
      'Shipped',
      'Out For Delivery',
      'Cancelled',
      'Return Request',
      'Returned',
      'Delivered',
    ]);
    const disabled = options.map(
      (option) => option.getAttribute('aria-disabled') === 'true' || option.hasAttribute('data-disabled'),
    );
    await expect(disabled).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  },
};

/** Vendor, order 3006: from Accept to Pick Up on, Admin has taken over; the first five are disabled too. */
export const VendorLocked: Story = {
  tags: ['state:orderItemStatus.locked'],
  args: { orderId: 3006 },
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(dialog.getAllByText('Only Admin can change this status now.')).toHaveLength(4);
    const options = await listedOptions(canvasElement, dialog.getAllByRole('combobox')[0]!);
    await expect(options.every((option) => option.hasAttribute('data-disabled'))).toBe(true);
  },
};

/** A change goes to the server with the status seen; the answer lands in the row and its timeline. */
export const VendorChangesStatus: Story = {
  tags: ['state:orderItemStatus.editable'],
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await pick(canvasElement, dialog.getAllByRole('combobox')[1]!, 'Approved');
    await expect(await dialog.findByText('Status changed to Approved.', {}, { timeout: 5000 })).toBeVisible();
    await appSettled(canvasElement);
    const history = dialog.getAllByRole('list', { name: /Status history of/ })[1]!;
    await expect(history).toHaveTextContent(
      /Pending Approval → Approved by Priya Nair \(Vendor\), \d\d\.\d\d\.\d{4} \d{1,2}:\d\d [AP]M/,
    );
    await expect(dialog.getAllByRole('combobox')[1]).toHaveTextContent('Approved');
  },
};

/** While the change is on its way: the selector waits, a spinner says what is being saved. */
export const Saving: Story = {
  tags: ['!visual'],
  parameters: world('vendor@demo.test', { holding: ['/api/order_items/5015/status'] }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await pick(canvasElement, dialog.getAllByRole('combobox')[1]!, 'In Progress');
    await expect(await dialog.findByText('Saving In Progress')).toBeInTheDocument();
    await expect(dialog.getAllByRole('combobox')[1]).toBeDisabled();
  },
};

/** The server refuses (422): the selector rolls back and the server's reason is shown, once. */
export const RefusedChange: Story = {
  tags: ['state:orderItemStatus.editable'],
  parameters: world('vendor@demo.test', { statusRefusal: 'This order is on hold; its items cannot change status.' }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await pick(canvasElement, dialog.getAllByRole('combobox')[1]!, 'Approved');
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This order is on hold; its items cannot change status.',
    );
    await appSettled(canvasElement);
    await expect(dialog.getAllByRole('combobox')[1]).toHaveTextContent('Pending Approval');
    // Said once, beside the selector: no toast repeats it in the corner.
    await expect(
      within(canvasElement.ownerDocument.body).getAllByText('This order is on hold; its items cannot change status.'),
    ).toHaveLength(1);
  },
};

/**
 * Someone (the admin) moved the item to Accept to Pick Up just before the vendor's change: the
 * server answers 409, the dialog reloads the real status (now locked for the vendor) and keeps
 * the vendor's choice to try again; the machine refuses it with the §4 reason.
 */
export const Conflict: Story = {
  tags: ['state:orderItemStatus.rejected', 'state:orderItemStatus.locked'],
  parameters: world('vendor@demo.test', { changedMeanwhile: { itemId: 5015, status: 'Accept to Pick Up' } }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await pick(canvasElement, dialog.getAllByRole('combobox')[1]!, 'In Progress');
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "Someone else changed this item's status to Accept to Pick Up a moment ago. Please check it and choose again.",
    );
    await appSettled(canvasElement);
    await waitFor(() => expect(dialog.getAllByRole('combobox')[1]).toHaveTextContent('Accept to Pick Up'));
    await userEvent.click(dialog.getByRole('button', { name: 'Set In Progress again' }));
    await expect(
      await dialog.findByText('This item has reached Accept to Pick Up; earlier statuses can no longer be chosen.'),
    ).toBeVisible();
  },
};

/**
 * Issue 35, the vendor's order 3004: the order's ship-to and the customer's contact above the
 * items, each item's SKU and size under its name, and the packing slip of her two items ready to
 * print (out of sight on screen; `window.print()` puts it on paper alone).
 */
export const VendorFulfilment: Story = {
  tags: ['state:orderItemStatus.editable', 'state:orderItemStatus.locked'],
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const dialog = await openedDialog(canvasElement);
      const shipping = await dialog.findByRole('region', { name: 'Shipping' }, { timeout: 5000 });
      await expect(shipping).toHaveTextContent(/Ship to.+\d{5}/);
      await expect(within(shipping).getByRole('link', { name: /@demo\.test$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
      await expect(within(shipping).getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+1\d{10}$/),
      );
      const rows = dialog.getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(2);
      for (const row of rows) {
        await expect(within(row).getByText('SKU')).toBeVisible();
        await expect(within(row).getByText('Size')).toBeVisible();
      }
      // Still only her own two items: the third of the order is another vendor's.
      const slip = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-testid="packing-slip-print"]')!;
      await expect(slip).not.toBeVisible();
      await expect(within(slip).getAllByRole('row', { hidden: true })).toHaveLength(3);
      await expect(slip).toHaveTextContent('WV-2026-003004');
      await userEvent.click(within(shipping).getByRole('button', { name: 'Print packing slip' }));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  },
};

/** Pick Not Approved on the vendor's pending item of order 3004: the confirmation it opens. */
async function askNotApproved(canvasElement: HTMLElement) {
  const dialog = await openedDialog(canvasElement);
  const select = dialog.getAllByRole('combobox')[1]!;
  await pick(canvasElement, select, 'Not Approved');
  const body = within(canvasElement.ownerDocument.body);
  const confirmation = await body.findByRole('alertdialog', { name: /to Not Approved\?$/ }, { timeout: 5000 });
  await animationsFinished(canvasElement);
  return { dialog, select, confirmation: within(confirmation), element: confirmation };
}

/**
 * Issue 35: Not Approved asks first and says what will happen (the customer's e-mail, what their
 * order will say), opened on Cancel; until confirmed the selector keeps Pending Approval.
 */
export const ConfirmNotApproved: Story = {
  tags: ['state:orderItemStatus.editable'],
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const { select, confirmation, element } = await askNotApproved(canvasElement);
    await expect(element).toHaveAccessibleDescription(
      /will be told by e-mail that .+ is now “Not available”\. Their order will say: “The vendor could not supply this item, so it will not be charged\.”/,
    );
    await expect(confirmation.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(confirmation.getByRole('button', { name: 'Set to Not Approved' })).toBeVisible();
    await expect(select).toHaveTextContent('Pending Approval');
  },
};

/** Cancel (or Escape) leaves the status as it was and gives the focus back to the selector. */
export const ConfirmNotApprovedCancelled: Story = {
  tags: ['!visual', 'state:orderItemStatus.editable'],
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    let asked = await askNotApproved(canvasElement);
    await userEvent.click(asked.confirmation.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(asked.select).toHaveTextContent('Pending Approval');
    await waitFor(() => expect(asked.select).toHaveFocus());
    asked = await askNotApproved(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // Escape closed the confirmation only, not the Order Items dialog under it.
    await expect(body.getByRole('dialog', { name: 'Order Items' })).toBeVisible();
    await expect(asked.select).toHaveTextContent('Pending Approval');
    await expect(asked.dialog.queryByText(/Status changed to/)).toBeNull();
  },
};

/** Confirmed with the keyboard (Tab to the confirm button, Enter): the change is sent and saved. */
export const ConfirmNotApprovedConfirmed: Story = {
  tags: ['!visual', 'state:orderItemStatus.editable'],
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog, select } = await askNotApproved(canvasElement);
    await userEvent.tab();
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Set to Not Approved' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Status changed to Not Approved.', {}, { timeout: 5000 })).toBeVisible();
    await expect(select).toHaveTextContent('Not Approved');
    // Back on the selector once it is usable again, where the keyboard user left it.
    await waitFor(() => expect(select).toHaveFocus());
  },
};

/** An Admin's Accept to Pick Up cannot be undone (the rules lock what came before): it asks too. */
export const AdminConfirmsAcceptToPickUp: Story = {
  tags: ['!visual', 'state:orderItemStatus.editable'],
  parameters: world('admin@demo.test'),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    const select = dialog.getAllByRole('combobox').find((box) => box.textContent === 'Pending Approval')!;
    await pick(canvasElement, select, 'Accept to Pick Up');
    const confirmation = await within(canvasElement.ownerDocument.body).findByRole(
      'alertdialog',
      {},
      { timeout: 5000 },
    );
    await expect(confirmation).toHaveAccessibleDescription(/You will not be able to set it back to Pending Approval\./);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Set to Accept to Pick Up' }));
    await expect(await dialog.findByText('Status changed to Accept to Pick Up.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Contractor (showroom DEMO0001), order 3007: Return Request and Returned earn minus the markup. */
export const Contractor: Story = {
  tags: ['state:orderItemStatus.locked'],
  args: { orderId: 3007 },
  parameters: world('contractor@demo.test', { showroom: 'DEMO0001' }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(await headers(dialog)).toEqual(['Name', 'Qty', 'Profit', 'Status']);
    // The showroom sells but does not ship: no customer's contact, no slip.
    await expect(dialog.queryByRole('region', { name: 'Shipping' })).toBeNull();
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows.map((row) => /-\$/.test(row.textContent ?? ''))).toEqual([false, true, true]);
  },
};

/** Admin, order 3003: every later status is the admin's; Return Request is negative. */
export const Admin: Story = {
  tags: ['state:orderItemStatus.editable'],
  args: { orderId: 3003 },
  parameters: world('admin@demo.test'),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    await expect(rows.map((row) => /-\$/.test(row.textContent ?? ''))).toEqual([false, false, false, false, true]);
    await expect(dialog.queryByText('Only Admin can change this status now.')).toBeNull();
    // Shipping: the first five and Accept to Pick Up are past; the rest are the admin's to pick.
    const options = await listedOptions(canvasElement, dialog.getAllByRole('combobox')[0]!);
    await expect(options.map((option) => !option.hasAttribute('data-disabled'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  },
};

/** A customer sees prices and statuses, not profit, and no selector; no shipping details, no slip. */
export const Customer: Story = {
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(await headers(dialog)).toEqual(['Name', 'Qty', 'Price', 'Status']);
    await expect(dialog.queryByRole('combobox')).toBeNull();
    await expect(dialog.queryByRole('region', { name: 'Shipping' })).toBeNull();
    await expect(dialog.queryByText('SKU')).toBeNull();
    await expect(canvasElement.ownerDocument.querySelector('[data-testid="packing-slip-print"]')).toBeNull();
    await expect(dialog.getAllByRole('row')).toHaveLength(4);
    await expect(dialog.queryByText(/-\$/)).toBeNull();
  },
};

/** §2: an order without items (Admin sees every order, even one left empty). */
export const Empty: Story = {
  parameters: world('admin@demo.test', {
    prepare: (state) => {
      state.orderItems = state.orderItems.filter((item) => item.order_id !== 3004);
    },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(await dialog.findByText('NO item found in this order.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The items are on their way. */
export const Loading: Story = {
  parameters: world('vendor@demo.test', { holding: ['/api/orders/3004/items'] }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement, false);
    await expect(await dialog.findByText("Loading the order's items")).toBeInTheDocument();
    await expect(dialog.queryByRole('table')).toBeNull();
  },
};

/** The contractor's own brand colour (DEMO0001's custom add-on), which the pro sees in place of the default. */
export const ContractorBrandedShop: Story = {
  args: { orderId: 3001 },
  parameters: world('contractor@demo.test', { showroom: 'DEMO0001' }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(dialog.getAllByRole('combobox')).toHaveLength(3);
  },
};

/** A customer shopping under a dark shop colour. */
export const CustomerDarkShop: Story = {
  parameters: world('customer@demo.test', { showroom: 'DEMO0001', themeColor: sampleShopColors.dark.value }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(await headers(dialog)).toEqual(['Name', 'Qty', 'Price', 'Status']);
  },
};

/** Under a light and a saturated shop colour. */
export const AdminLightShop: Story = {
  args: { orderId: 3003 },
  parameters: world('admin@demo.test', { showroom: 'DEMO0001', themeColor: sampleShopColors.light.value }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(dialog.getAllByRole('combobox')).toHaveLength(5);
  },
};

export const VendorSaturatedShop: Story = {
  parameters: world('vendor@demo.test', { showroom: 'DEMO0001', themeColor: sampleShopColors.saturated.value }),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await expect(dialog.getAllByRole('combobox')).toHaveLength(2);
  },
};

/**
 * 375 px: the table is wider than the phone, so each item is a card (Name, Qty, Profit or
 * Price, Status with its history) in a list named by the order; nothing scrolls sideways.
 */
async function phoneCards(canvasElement: HTMLElement, count: number) {
  const dialog = await openedDialog(canvasElement);
  const cards = await dialog.findByRole('list', { name: /^Order WV-/ }, { timeout: 5000 });
  const items = Array.from(cards.children) as HTMLElement[];
  await expect(items).toHaveLength(count);
  await expect(dialog.queryByRole('table')).toBeNull();
  const box = canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement;
  await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  for (const control of dialog.queryAllByRole('combobox')) {
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  }
  return { dialog, items };
}

/** Vendor, order 3008 at 375 px: her three selectors and their histories are on the phone. */
export const Mobile: Story = {
  args: { orderId: 3008 },
  globals: { viewport: { value: 'mobile' } },
  parameters: world('vendor@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog, items } = await phoneCards(canvasElement, 3);
    await expect(within(items[0]!).getByText('Profit')).toBeVisible();
    await expect(dialog.getAllByRole('combobox')).toHaveLength(3);
    await expect(dialog.getAllByRole('list', { name: /^Status history of/ })).toHaveLength(3);
    // What the vendor ships: SKU and size on each card, the shipping panel within the screen.
    for (const item of items) {
      await expect(within(item).getByText('SKU')).toBeVisible();
      await expect(within(item).getByText('Size')).toBeVisible();
    }
    const shipping = dialog.getByRole('region', { name: 'Shipping' });
    await expect(shipping.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(within(shipping).getByRole('button', { name: 'Print packing slip' })).toBeVisible();
  },
};

/** A customer at 375 px: price and status per item, no selector. */
export const CustomerPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog, items } = await phoneCards(canvasElement, 3);
    await expect(within(items[0]!).getByText('Price')).toBeVisible();
    await expect(dialog.queryByRole('combobox')).toBeNull();
  },
};

/** The contractor at 375 px, order 3007: the markup, negative for the returns. */
export const ContractorPhone: Story = {
  args: { orderId: 3007 },
  globals: { viewport: { value: 'mobile' } },
  parameters: world('contractor@demo.test', { showroom: 'DEMO0001' }),
  play: async ({ canvasElement }) => {
    const { items } = await phoneCards(canvasElement, 3);
    await expect(items.map((item) => /-\$/.test(item.textContent ?? ''))).toEqual([false, true, true]);
  },
};

/** The admin at 375 px, order 3003: five selectors, each reachable and usable. */
export const AdminPhone: Story = {
  args: { orderId: 3003 },
  globals: { viewport: { value: 'mobile' } },
  parameters: world('admin@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog } = await phoneCards(canvasElement, 5);
    const options = await listedOptions(canvasElement, dialog.getAllByRole('combobox')[0]!);
    await expect(options).toHaveLength(14);
  },
};

/**
 * The demo orders hold a few statuses each: here order 3004 holds one item in each of the 14 (in
 * the api's order), all sold by the vendor, bought by the customer, in `showroom`. Every role's
 * view of that one order.
 */
const EVERY_STATUS_ORDER = 3004;
function everyStatusOrder(showroom: string) {
  return (state: MockState) => {
    const id = (email: string) => state.users.find((user) => user.email === email)!.id;
    const order = state.orders.find((candidate) => candidate.id === EVERY_STATUS_ORDER)!;
    order.user_id = id('customer@demo.test');
    order.showroom = showroom;
    const shop = state.showrooms.find((candidate) => candidate.profile.vsd_id === showroom)!;
    const markup = shop.settings.markup_percent / 100;
    const products = state.products.filter((product) => product.vendor_id === id('vendor@demo.test'));
    const template = state.orderItems.find((item) => item.order_id === EVERY_STATUS_ORDER)!;
    const items = orderItemStatuses.map((status, index) => {
      const product = products[index]!;
      const finalPrice = Math.round(product.price * (1 + markup) * 100) / 100;
      const qty = 1 + (index % 3);
      return {
        ...template,
        id: 7000 + index,
        product_id: product.id,
        product_name: product.name,
        image: product.image,
        qty,
        final_price: finalPrice,
        contractor_markup_amt: Math.round(product.price * markup * 100) / 100,
        admin_profit_inclusive_tax: Math.round(finalPrice * qty * 6) / 100,
        status,
        vendor_id: product.vendor_id,
        contractor_id: shop.profile.user_id,
      };
    });
    state.orderItems = [...state.orderItems.filter((item) => item.order_id !== EVERY_STATUS_ORDER), ...items];
  };
}

/** §6: the profit of a returned or return-requested item counts against the pro. */
const negatedForReturns = orderItemStatuses.map((status) => status === 'Return Request' || status === 'Returned');

async function everyStatusRows(canvasElement: HTMLElement) {
  const dialog = await openedDialog(canvasElement);
  await dialog.findByRole('table', {}, { timeout: 5000 });
  const rows = dialog.getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(orderItemStatuses.length);
  return { dialog, rows };
}

/** Each pro row's profit sign and its selector's value, in the api's status order. */
async function expectProRows(dialog: ReturnType<typeof within>, rows: HTMLElement[]) {
  await expect(rows.map((row) => /-\$/.test(row.textContent ?? ''))).toEqual(negatedForReturns);
  await expect(dialog.getAllByRole('combobox').map((select: HTMLElement) => select.textContent)).toEqual(
    orderItemStatuses.map(statusLabel),
  );
}

/**
 * The options the selector enables for the item at `status` are exactly the targets the
 * machines' rule (the server's too) lets `role` choose; the current value is the selection.
 */
async function expectOptionsFollowTheRule(
  canvasElement: HTMLElement,
  dialog: ReturnType<typeof within>,
  status: OrderItemStatus,
  role: UserType,
) {
  const select = dialog.getAllByRole('combobox')[orderItemStatuses.indexOf(status)]!;
  const options = await listedOptions(canvasElement, select);
  const enabled = options.map((option) => !option.hasAttribute('data-disabled'));
  orderItemStatuses.forEach((target, index) => {
    if (target !== status)
      expect(enabled[index], `${status} → ${target}`).toBe(canChangeStatus(status, target, role).allowed);
  });
}

/** Vendor: one item in each of the 14 statuses; the returns earn minus; the options follow the rule. */
export const VendorEveryStatus: Story = {
  tags: ['state:orderItemStatus.editable', 'state:orderItemStatus.locked'],
  parameters: world('vendor@demo.test', { prepare: everyStatusOrder('DEMO0001') }),
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await everyStatusRows(canvasElement);
    await expectProRows(dialog, rows);
    await expectOptionsFollowTheRule(canvasElement, dialog, 'Waiting for approval', 'Vendor');
    await expectOptionsFollowTheRule(canvasElement, dialog, 'Accept to Pick Up', 'Vendor');
  },
};

/** Contractor (DEMO0001's owner): the markup per item, minus for the returns. */
export const ContractorEveryStatus: Story = {
  tags: ['state:orderItemStatus.editable', 'state:orderItemStatus.locked'],
  parameters: world('contractor@demo.test', { showroom: 'DEMO0001', prepare: everyStatusOrder('DEMO0001') }),
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await everyStatusRows(canvasElement);
    await expectProRows(dialog, rows);
  },
};

/** Designer (OAKS2026's owner): sees the orders of the showroom like a contractor. */
export const DesignerEveryStatus: Story = {
  tags: ['state:orderItemStatus.editable', 'state:orderItemStatus.locked'],
  parameters: world('designer@demo.test', { showroom: 'OAKS2026', prepare: everyStatusOrder('OAKS2026') }),
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await everyStatusRows(canvasElement);
    await expectProRows(dialog, rows);
  },
};

/** Admin: the platform's profit per item, minus for the returns; the later statuses are the admin's. */
export const AdminEveryStatus: Story = {
  tags: ['state:orderItemStatus.editable'],
  parameters: world('admin@demo.test', { prepare: everyStatusOrder('DEMO0001') }),
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await everyStatusRows(canvasElement);
    await expectProRows(dialog, rows);
    await expectOptionsFollowTheRule(canvasElement, dialog, 'Picked Up', 'Admin');
    await expectOptionsFollowTheRule(canvasElement, dialog, 'Returned', 'Admin');
  },
};

/** The customer: prices, never negative, and each status in a shopper's words; no selector. */
export const CustomerEveryStatus: Story = {
  parameters: world('customer@demo.test', { prepare: everyStatusOrder('DEMO0001') }),
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await everyStatusRows(canvasElement);
    await expect(await headers(dialog)).toEqual(['Name', 'Qty', 'Price', 'Status']);
    await expect(dialog.queryByRole('combobox')).toBeNull();
    await expect(dialog.queryByText(/-\$/)).toBeNull();
    rows.forEach((row, index) => expect(row).toHaveTextContent(customerStatusLabel(orderItemStatuses[index]!)));
  },
};
