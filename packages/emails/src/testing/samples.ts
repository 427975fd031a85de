import type { OrderConfirmationProps } from '../orders/OrderConfirmation.tsx';

/** The store's address in tests and stories. */
export const siteUrl = 'https://shop.example.com/';

/** An order of two lines, placed on 2026-12-07 at 11:42 AM Pacific (cancel until 12:42). */
export const sampleOrder: OrderConfirmationProps = {
  siteUrl,
  customerName: 'Olive Orders',
  orderNumber: 'WV-2026-000123',
  lines: [
    { name: 'Matte Black Subway Tile', qty: 3, unitPrice: 45.5, lineTotal: 136.5 },
    { name: 'Brushed Nickel Faucet', qty: 1, unitPrice: 289, lineTotal: 289 },
  ],
  subtotal: 425.5,
  shipping: 25,
  total: 450.5,
  shippingAddress: { street: '12 Oak St', apartment: 'Apt 4', city: 'Austin', state: 'TX', zip_code: '78701' },
  orderUrl: 'https://shop.example.com/account?order=WV-2026-000123',
  cancelUntil: '2026-12-07T19:42:00Z',
};
