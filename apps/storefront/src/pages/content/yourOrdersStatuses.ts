import { customerStatusFilters } from '@showroom/domain';

/**
 * What each status a customer reads means (the names of `customerStatusLabels`: a shopper never
 * reads the stored 'Cancle' or an admin's internal step). Keyed by those names, in the order of
 * §4's statuses; a test checks none is left out.
 */
export const statusMeanings: Readonly<Record<string, string>> = {
  'Awaiting approval': 'The vendor has received the item and is checking stock and the delivery address.',
  Approved: 'The vendor has confirmed the item and will prepare it.',
  'Not available':
    'The vendor cannot supply the item (out of stock or discontinued). You are not charged for it; any payment is refunded.',
  'Being prepared': 'The item is being prepared, packed and handed to the carrier.',
  Shipped: 'The carrier has the item and it is on its way to you; tracking details follow by e-mail.',
  'Out for delivery': 'The item will be delivered today. Someone should be there to check it and sign.',
  Cancelled: 'The item was canceled, by you within the change window or by the vendor; you are refunded in full.',
  'Return requested': 'You asked to return the item; the vendor will tell you where to send it.',
  Returned: 'The vendor has received the returned item and is issuing your refund.',
  Delivered: 'The item was delivered. Check it, and tell us within the limits below if anything is wrong.',
};

/** The names a customer reads, once each, in the order of §4's statuses. */
export const customerStatusNames: readonly string[] = customerStatusFilters.map((filter) => filter.label);
