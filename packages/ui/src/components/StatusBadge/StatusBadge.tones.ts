import type { BadgeTone } from '../Badge/Badge.tsx';

/**
 * SPEC §4: the order-item statuses as the API spells them ('Cancle' included), each with a
 * tone. Labels are not here: they are domain data and arrive as props.
 */
export const orderStatusTones = {
  'Waiting for approval': 'warning',
  'Vendor Approved': 'success',
  Decline: 'danger',
  'In Progress': 'info',
  'Ready to Pick Up': 'brand',
  'Accept to Pick Up': 'brand',
  'Picked Up': 'info',
  Shipping: 'info',
  Shipped: 'info',
  'Out For Delivery': 'info',
  Cancle: 'danger',
  'Return Request': 'warning',
  Returned: 'neutral',
  Delivered: 'success',
} as const satisfies Record<string, BadgeTone>;

export type OrderStatus = keyof typeof orderStatusTones;
export const orderStatuses = Object.keys(orderStatusTones) as OrderStatus[];

export function statusTone(status: string, tones: Readonly<Record<string, BadgeTone>> = orderStatusTones): BadgeTone {
  return Object.hasOwn(tones, status) ? tones[status]! : 'neutral';
}
