import type { OrderItemDetail, OrderItemFulfilment, ShippingAddress } from '@showroom/api';
import { formatPhoneDisplay } from '@showroom/machines';

/**
 * The words of the fulfilment details (issue 35): what a vendor reads to pack and ship an item,
 * in the dialog and on the packing slip alike.
 */
export const fulfilmentTexts = {
  sku: 'SKU',
  size: 'Size',
  shipTo: 'Ship to',
  customer: 'Customer',
  unknown: 'Not given',
  printSlip: 'Print packing slip',
  slipTitle: 'Packing slip',
} as const;

/**
 * An item's size as the product page names it: the size set chosen (its label) and the item size
 * display's width × length, e.g. 'Box of 24 sq ft (6 in × 48 in)'; null when neither is known.
 */
export function sizeText(fulfilment: Pick<OrderItemFulfilment, 'size_label' | 'width_size' | 'length_size'>) {
  const dimensions = [fulfilment.width_size, fulfilment.length_size]
    .map((value) => value?.trim() ?? '')
    .filter((value) => value !== '')
    .join(' × ');
  const label = fulfilment.size_label?.trim() ?? '';
  if (label !== '' && dimensions !== '') return `${label} (${dimensions})`;
  return label || dimensions || null;
}

/** The address as a shipping label prints it: street (and apartment), then city, state and ZIP. */
export function addressLines(address: ShippingAddress): [string, string] {
  const apartment = address.apartment?.trim();
  return [
    apartment ? `${address.street}, ${apartment}` : address.street,
    `${address.city}, ${address.state} ${address.zip_code}`,
  ];
}

/** §9: the customer's phone as (xxx) xxx-xxxx, from the account's dial code and national digits. */
export function customerPhone(customer: OrderItemFulfilment['customer']): string {
  return formatPhoneDisplay(customer.phone_number, customer.country_code || undefined);
}

/** A phone number for a tel: link: the digits with the dial code in front. */
export function phoneHref(customer: OrderItemFulfilment['customer']): string {
  const digits = customer.phone_number.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+') ? digits : `${customer.country_code}${digits}`;
  return `tel:${international.replace(/[^\d+]/g, '')}`;
}

/** The order's ship-to address and its customer's contact. */
export type Shipment = Pick<OrderItemFulfilment, 'ship_to' | 'customer'>;

/**
 * Where the order goes and whom to call, read from the items the viewer ships. Every item of an
 * order carries the order's one address and customer, so the first item that has them speaks for
 * all; null when the viewer ships none of them (a customer, a showroom), who then sees no panel.
 */
export function shipmentOf(
  items: readonly OrderItemDetail[],
): Pick<OrderItemFulfilment, 'ship_to' | 'customer'> | null {
  const fulfilment = items.find((item) => item.fulfilment)?.fulfilment;
  return fulfilment ? { ship_to: fulfilment.ship_to, customer: fulfilment.customer } : null;
}
