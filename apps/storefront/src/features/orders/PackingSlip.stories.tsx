import type { OrderItemDetail } from '@showroom/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PackingSlip, type PackingSlipProps } from './PackingSlip.tsx';

/**
 * Issue 35: the packing slip alone, as `window.print()` puts it on paper (in the dialog it is out
 * of sight on screen and the print stylesheet shows only it). A vendor's two items of one order.
 */
function item(id: number, name: string, qty: number, fulfilment: OrderItemDetail['fulfilment']): OrderItemDetail {
  return {
    id,
    order_id: 3004,
    product_id: id - 4000,
    product_name: name,
    image: '/media/products/unavailable.svg',
    qty,
    final_price: 10,
    contractor_markup_amt: null,
    admin_profit_inclusive_tax: null,
    status: 'Vendor Approved',
    status_date: '2026-01-02T17:00:00.000Z',
    vendor_id: 4,
    contractor_id: null,
    profit: 10 * qty,
    return_reason: null,
    customer_actions: null,
    fulfilment,
    status_history: [],
  };
}

const shipment = {
  ship_to: { street: '742 Sunset Blvd', apartment: 'Apt 4B', city: 'Los Angeles', state: 'CA', zip_code: '90012' },
  customer: { name: 'Maya Lopez', email: 'customer@demo.test', country_code: '+1', phone_number: '2135550142' },
};

const sample: PackingSlipProps = {
  order: { order_number: 'WV-2026-003004', created_at: '2025-11-06T18:30:00.000Z' },
  shipment,
  items: [
    item(5015, 'Coastal Oak Wide Plank', 18, {
      ...shipment,
      sku: 'HAR-1015',
      size_label: 'Box of 24 sq ft',
      width_size: '8 in',
      length_size: '48 in',
    }),
    item(5016, 'Brushed Brass Faucet', 2, {
      ...shipment,
      sku: 'FAU-1042',
      size_label: 'Standard',
      width_size: null,
      length_size: null,
    }),
    item(5017, 'Slate Mosaic Sheet', 5, {
      ...shipment,
      sku: null,
      size_label: null,
      width_size: null,
      length_size: null,
    }),
  ],
};

const meta = {
  title: 'Orders/PackingSlip',
  component: PackingSlip,
  parameters: { layout: 'padded' },
  args: sample,
} satisfies Meta<typeof PackingSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Order number and date (§9 MM.DD.YYYY), ship-to, the customer's contact, and each item's name, SKU, size, qty. */
export const Printed: Story = {
  play: async ({ canvasElement }) => {
    const slip = within(canvasElement).getByRole('article', { name: 'Packing slip for order WV-2026-003004' });
    await expect(slip).toHaveTextContent('11.06.2025');
    await expect(slip).toHaveTextContent('742 Sunset Blvd, Apt 4BLos Angeles, CA 90012');
    await expect(slip).toHaveTextContent('(213) 555-0142');
    const rows = within(slip).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'ItemSKUSizeQty',
      'Coastal Oak Wide PlankHAR-1015Box of 24 sq ft (8 in × 48 in)18',
      'Brushed Brass FaucetFAU-1042Standard2',
      'Slate Mosaic SheetNot givenNot given5',
    ]);
  },
};

/** At 375 px (a phone's print preview or a narrow window): the parties stack, the table keeps its four columns. */
export const PrintedNarrow: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const slip = within(canvasElement).getByRole('article');
    await expect(slip.scrollWidth).toBeLessThanOrEqual(slip.clientWidth + 1);
  },
};
