import type { OrderWithItems } from '@showroom/api';
import { orderItemStatusMessages } from '@showroom/api';
import { DEMO_NOW } from '@showroom/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clockFrom } from '../../storybook/clock.ts';
import { appSettled } from '../../storybook/settled.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { REFUND_TIMING } from './customerItemTexts.ts';
import { animationsFinished, openedDialog, Opener, world } from './ordersStoryKit.tsx';

/**
 * §9 in the Order Items dialog: a customer cancels an item within 60 minutes of ordering, or
 * asks to return a delivered one within 12 days, with a reason; the vendor reads that reason.
 * Over the demo's after-sales orders, with the mocks judging by @showroom/machines' rules at the
 * demo's now (9:00 AM PST, Jan 15, 2026): WV-2026-003101 was placed 20 minutes before (its
 * item cancellable until 9:40 AM), WV-2026-003102's item was delivered 3 days before (returnable
 * until Jan 24). Both hold two boxes of one tile: $290.38, of which the order's $49.00 shipping
 * is kept on a return.
 */
const meta = {
  title: 'Orders/CustomerItemStatus',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: null, frameAt: '/account' },
  globals: { viewport: { value: 'desktop' } },
  // The shopper's clock at the demo's now, so "today" is the day the mocks judge the windows on.
  beforeEach: clockFrom(DEMO_NOW),
  args: { orderId: 3101 },
  render: ({ orderId }) => <Opener orderId={orderId} />,
} satisfies Meta<{ orderId: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

const CANCELLABLE = { orderId: 3101 };
const RETURNABLE = { orderId: 3102 };
const PRODUCT = 'Cascade Matte Black Mosaic Tile';
const CANCEL_CALL = 'POST /api/order_items/5101/cancel';
const RETURN_CALL = 'POST /api/order_items/5102/return';
const CANCEL_BUTTON = `Cancel item: ${PRODUCT}`;
const RETURN_BUTTON = `Request a return for ${PRODUCT}`;
const CANCEL_TITLE = `Cancel ${PRODUCT}?`;
const RETURN_TITLE = `Return ${PRODUCT}`;
const REASON = 'The tiles are a darker shade than the sample we were sent.';
const mobile = { viewport: { value: 'mobile' } } as const;

/** The Order Items dialog with the customer's items loaded, and the button of the item's move. */
async function itemsWith(canvasElement: HTMLElement, buttonName: string) {
  const items = await openedDialog(canvasElement);
  const button = await items.findByRole('button', { name: buttonName }, { timeout: 5000 });
  return { items, button };
}

/** Presses the move's button: the confirmation opens over the items, named by its title. */
async function openMove(canvasElement: HTMLElement, buttonName: string, title: string) {
  const { items, button } = await itemsWith(canvasElement, buttonName);
  await userEvent.click(button);
  const element = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: title });
  await animationsFinished(canvasElement);
  return { items, button, element, dialog: within(element) };
}

const openCancel = (canvasElement: HTMLElement) => openMove(canvasElement, CANCEL_BUTTON, CANCEL_TITLE);
const openReturn = (canvasElement: HTMLElement) => openMove(canvasElement, RETURN_BUTTON, RETURN_TITLE);

/** The item's status badge with this label (the history may say the same words). */
const badge = (items: ReturnType<typeof within>, label: string) =>
  items.getByText(label, { selector: '[data-status]' });

/** A paragraph reading exactly this (a range of days in it is a span of its own, kept on one line). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

/** The text a button is described by (aria-describedby), as a screen reader adds it to the name. */
function descriptionOf(button: HTMLElement): string {
  const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => button.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** 375 px: the dialog fits, nothing scrolls sideways, and its two buttons take the whole width. */
async function fitsThePhone(element: HTMLElement, dialog: ReturnType<typeof within>, confirm: string) {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(375);
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  const keep = dialog.getByRole('button', { name: 'Keep item' }).getBoundingClientRect();
  const send = dialog.getByRole('button', { name: confirm }).getBoundingClientRect();
  await expect(keep.width).toBe(send.width);
  // The footer's padding is all that is left beside them.
  await expect(keep.width).toBeGreaterThan(box.width - 64);
}

/** A toast with this text, top right (portalled outside the canvas, so in no picture). */
async function expectToast(canvasElement: HTMLElement, message: string) {
  const screen = within(canvasElement.ownerDocument.body);
  await waitFor(() =>
    expect(screen.getAllByRole('status').some((element) => element.textContent?.includes(message))).toBe(true),
  );
}

// ── Cancel (§9: within 60 minutes of ordering) ──────────────────────────────────────────────

/** Placed 20 minutes ago: the item can be cancelled, and says until when (today, so the time alone). */
export const CancelAllowed: Story = {
  args: CANCELLABLE,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { items, button } = await itemsWith(canvasElement, CANCEL_BUTTON);
    await expect(badge(items, 'Awaiting approval')).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(button).toHaveTextContent(/^Cancel item$/);
    await expect(items.getByText('You can cancel until 9:40 AM PST')).toBeVisible();
    await expect(descriptionOf(button)).toBe('You can cancel until 9:40 AM PST');
  },
};

/** The confirmation: the full refund and when it arrives; it opens on Keep item. */
export const CancelOpen: Story = {
  args: CANCELLABLE,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog } = await openCancel(canvasElement);
    await expect(dialog.getByRole('heading', { name: CANCEL_TITLE })).toBeVisible();
    await expect(dialog.getByText('Refund: $290.38, the full price of this item.')).toBeVisible();
    await expect(dialog.getByText(paragraph(REFUND_TIMING))).toBeVisible();
    // It opens on the choice that undoes nothing.
    await expect(dialog.getByRole('button', { name: 'Keep item' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Cancel item' })).toBeEnabled();
  },
};

/** Keep item closes it, nothing sent; the focus is back on the item's button. */
export const CancelKept: Story = {
  tags: ['!visual'],
  args: CANCELLABLE,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { items, button, dialog } = await openCancel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Keep item' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: CANCEL_TITLE })).toBeNull(),
    );
    await waitFor(() => expect(button).toHaveFocus());
    await expect(badge(items, 'Awaiting approval')).toBeVisible();
    // Escape closes it as well.
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: CANCEL_TITLE });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const CancelOpenPhone: Story = {
  args: CANCELLABLE,
  globals: mobile,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openCancel(canvasElement);
    await expect(dialog.getByText('Refund: $290.38, the full price of this item.')).toBeVisible();
    await fitsThePhone(element, dialog, 'Cancel item');
  },
};

/** While the cancel is on its way: the button spins, nothing else can be pressed, Escape waits. */
export const CancelSending: Story = {
  args: CANCELLABLE,
  parameters: world('customer@demo.test', { holding: [CANCEL_CALL] }),
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openCancel(canvasElement);
    const confirm = dialog.getByRole('button', { name: 'Cancel item' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('button', { name: 'Keep item' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(element).toBeVisible();
    await expect(element).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server fails: its message in the dialog, which stays; the item is unchanged and may be tried again. */
export const CancelFailed: Story = {
  args: CANCELLABLE,
  parameters: world('customer@demo.test', { failing: [CANCEL_CALL] }),
  play: async ({ canvasElement }) => {
    const { element, dialog, items } = await openCancel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel item' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Internal Server error please try again.',
    );
    await appSettled(canvasElement);
    await expect(element).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel item' })).not.toHaveAttribute('aria-busy');
    await expect(dialog.getByRole('button', { name: 'Cancel item' })).toBeEnabled();
    await expect(badge(items, 'Awaiting approval')).toBeInTheDocument();
  },
};

/**
 * The vendor shipped the item a moment before the customer's cancel reached the server (409):
 * the server's message names the status now, the items reload behind the dialog, and the item,
 * now on its way, can no longer be cancelled, so only Keep item is left.
 */
export const CancelConflict: Story = {
  args: CANCELLABLE,
  parameters: world('customer@demo.test', { changedMeanwhile: { itemId: 5101, status: 'Shipped' } }),
  play: async ({ canvasElement }) => {
    const { dialog, items } = await openCancel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel item' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      orderItemStatusMessages.conflict('Shipped'),
    );
    await appSettled(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel item' })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Keep item' })).toHaveFocus();
    // Behind the dialog (hidden from assistive technology while it is open), the real status.
    await expect(badge(items, 'Shipped')).toBeInTheDocument();
    await expect(
      items.getByText('This item is already on its way and can no longer be cancelled.'),
    ).toBeInTheDocument();
  },
};

/** Cancelled: the dialog closes, the item says Cancelled with its refund, a toast the server's words. */
export const CancelDone: Story = {
  args: CANCELLABLE,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog, items } = await openCancel(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel item' }));
    await expectToast(canvasElement, orderItemStatusMessages.cancelled);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: CANCEL_TITLE })).toBeNull(),
    );
    await appSettled(canvasElement);
    await expect(badge(items, 'Cancelled')).toBeVisible();
    await expect(
      items.getByText(paragraph('Refund of $290.38: it reaches your card within 7–14 business days.')),
    ).toBeVisible();
    await expect(items.queryByRole('button', { name: CANCEL_BUTTON })).toBeNull();
    await expect(items.getByRole('list', { name: `Status history of ${PRODUCT}` })).toHaveTextContent(
      /Awaiting approval → Cancelled by .+ \(User\), 01\.15\.2026 9:00 AM/,
    );
    // The button has gone: the focus is on what the item is now, which is read out.
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveTextContent(/^Cancelled/));
    await animationsFinished(canvasElement);
  },
};

/**
 * WV-2026-003001, ordered in October: the 60 minutes have long passed. The buttons are
 * disabled and say why, beside them and to a screen reader; the declined item says it is not
 * charged.
 */
export const CancelRefused: Story = {
  args: { orderId: 3001 },
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { items, button } = await itemsWith(canvasElement, 'Cancel item: Granada Matte Black Shower System');
    const closed = 'Items can be cancelled within 60 minutes of ordering. That time has passed for this order.';
    await expect(button).toBeDisabled();
    await expect(descriptionOf(button)).toBe(closed);
    await expect(items.getAllByText(closed)).toHaveLength(2);
    await expect(items.getByRole('button', { name: 'Cancel item: Bristol Brushed Nickel Knob' })).toBeDisabled();
    await expect(badge(items, 'Not available')).toBeVisible();
    await expect(items.getByText('The vendor could not supply this item, so it will not be charged.')).toBeVisible();
    await expect(items.queryByRole('button', { name: /Bristol Polished Chrome Subway Tile/ })).toBeNull();
  },
};

// ── Return (§9: within 12 days of delivery, with a reason) ──────────────────────────────────

/**
 * Delivered 3 days ago, on a phone: the return can be asked for until Jan 24 (another day, so
 * with the date); the button takes the card's width.
 */
export const ReturnAllowedPhone: Story = {
  args: RETURNABLE,
  globals: mobile,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { items, button } = await itemsWith(canvasElement, RETURN_BUTTON);
    await expect(badge(items, 'Delivered')).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(descriptionOf(button)).toBe('You can request a return until Jan 24, 9:00 AM PST');
    const card = button.closest('li')!.getBoundingClientRect();
    const pressable = button.getBoundingClientRect();
    // The card's padding is all that is left beside it.
    await expect(pressable.width).toBeGreaterThan(card.width - 40);
    await expect(pressable.right).toBeLessThanOrEqual(375);
  },
};

/** The form: the reason (required, its length), the refund less the shipping kept for the vendor. */
export const ReturnOpen: Story = {
  args: RETURNABLE,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog } = await openReturn(canvasElement);
    const reason = dialog.getByRole('textbox', { name: /Why are you returning it\?/ });
    await expect(reason).toHaveFocus();
    await expect(reason).toBeRequired();
    await expect(dialog.getByText('0 of 500 characters')).toBeVisible();
    await expect(
      dialog.getByText(
        paragraph(
          'Refund: $241.38. The initial shipping cost of this item ($49.00) is kept as a restocking fee for the vendor, never more than the return shipping cost. Refunds reach your card within 7–14 business days.',
        ),
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep item' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Request return' })).toBeEnabled();
  },
};

export const ReturnOpenPhone: Story = {
  args: RETURNABLE,
  globals: mobile,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openReturn(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Why are you returning it\?/ }), REASON);
    await expect(dialog.getByText(`${REASON.length} of 500 characters`)).toBeVisible();
    await fitsThePhone(element, dialog, 'Request return');
  },
};

/** Sent without a reason: the rule's message under the field, which takes the focus; nothing sent. */
export const ReturnReasonMissing: Story = {
  args: RETURNABLE,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog, element } = await openReturn(canvasElement);
    const reason = dialog.getByRole('textbox', { name: /Why are you returning it\?/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(await dialog.findByText('Please tell us why you are returning this item.')).toBeVisible();
    await expect(dialog.getByText('Please check the field marked below.')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(element).toBeVisible();
  },
};

/** While the request is on its way: the reason is read-only (still focusable), the buttons wait. */
export const ReturnSending: Story = {
  args: RETURNABLE,
  parameters: world('customer@demo.test', { holding: [RETURN_CALL] }),
  play: async ({ canvasElement }) => {
    const { dialog, element } = await openReturn(canvasElement);
    const reason = dialog.getByRole('textbox', { name: /Why are you returning it\?/ });
    await userEvent.type(reason, REASON);
    const send = dialog.getByRole('button', { name: 'Request return' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    await expect(reason).toHaveAttribute('readonly');
    await expect(dialog.getByRole('button', { name: 'Keep item' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(element).toBeVisible();
  },
};

/** The server refuses the reason (422 errors.reason): its words under the field, the typing kept. */
export const ReturnReasonRefused: Story = {
  args: RETURNABLE,
  parameters: world('customer@demo.test', {
    refusing: { [RETURN_CALL]: ['Please say what is wrong with the item.', 'reason'] },
  }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openReturn(canvasElement);
    const reason = dialog.getByRole('textbox', { name: /Why are you returning it\?/ });
    await userEvent.type(reason, 'No.');
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(await dialog.findByText('Please say what is wrong with the item.')).toBeVisible();
    await expect(reason).toHaveValue('No.');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server fails: its message above the form, the typing kept, the dialog open. */
export const ReturnFailed: Story = {
  tags: ['!visual'],
  args: RETURNABLE,
  parameters: world('customer@demo.test', { failing: [RETURN_CALL] }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openReturn(canvasElement);
    const reason = dialog.getByRole('textbox', { name: /Why are you returning it\?/ });
    await userEvent.type(reason, REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Internal Server error please try again.',
    );
    await expect(reason).toHaveValue(REASON);
  },
};

/**
 * The vendor took the item back as returned a moment before the request arrived (409): the
 * server's message, the items reloaded behind, the typing kept, and only Keep item left.
 */
export const ReturnConflict: Story = {
  tags: ['!visual'],
  args: RETURNABLE,
  parameters: world('customer@demo.test', { changedMeanwhile: { itemId: 5102, status: 'Returned' } }),
  play: async ({ canvasElement }) => {
    const { dialog, items } = await openReturn(canvasElement);
    const reason = dialog.getByRole('textbox', { name: /Why are you returning it\?/ });
    await userEvent.type(reason, REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      orderItemStatusMessages.conflict('Returned'),
    );
    await appSettled(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Request return' })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Keep item' })).toHaveFocus();
    await expect(reason).toHaveValue(REASON);
    await expect(badge(items, 'Returned')).toBeInTheDocument();
  },
};

/** Requested: the item says Return requested with the customer's reason and the refund to come. */
export const ReturnDone: Story = {
  args: RETURNABLE,
  parameters: world('customer@demo.test'),
  play: async ({ canvasElement }) => {
    const { dialog, items } = await openReturn(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Why are you returning it\?/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expectToast(canvasElement, orderItemStatusMessages.returnRequested);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: RETURN_TITLE })).toBeNull(),
    );
    await appSettled(canvasElement);
    await expect(badge(items, 'Return requested')).toBeVisible();
    await expect(items.getByText(`Your reason: ${REASON}`)).toBeVisible();
    await expect(
      items.getByText(paragraph('Refund of up to $241.38 once the vendor has the item back (7–14 business days).')),
    ).toBeVisible();
    await expect(items.queryByRole('button', { name: RETURN_BUTTON })).toBeNull();
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveTextContent(/^Return requested/));
    await animationsFinished(canvasElement);
  },
};

/** The item's vendor (vendor2) reads the customer's reason under the status selector. */
export const VendorReadsReturnReason: Story = {
  args: { orderId: 3007 },
  parameters: world('vendor2@demo.test', {
    change: {
      // The reason the customer gave when they asked (the demo's requests predate reasons).
      'GET /api/orders/3007/items': (order: OrderWithItems) => ({
        ...order,
        items: order.items.map((item) =>
          item.status === 'Return Request'
            ? { ...item, return_reason: 'The slab arrived with a cracked corner.' }
            : item,
        ),
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const items = await openedDialog(canvasElement);
    await expect(
      await items.findByText("Customer's reason: The slab arrived with a cracked corner.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(items.getByRole('combobox')).toHaveTextContent('Return Request');
    await expect(items.queryByRole('button', { name: /Cancel item|Request a return/ })).toBeNull();
  },
};
