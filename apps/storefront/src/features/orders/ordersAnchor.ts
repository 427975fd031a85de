/**
 * The Orders section of /account as the rest of the account area names it: its address and
 * what it lists. Apart from the section's code, since the account menu on every account page
 * links to it and must not load the orders' chunk to do so.
 */
export const ORDERS_SECTION_ID = 'orders';
export const ORDERS_SECTION_PATH = `/account#${ORDERS_SECTION_ID}`;

/** What the list is of, in the viewer's words (§2: each role sees its own orders). */
export function ordersLead(role: string): string {
  switch (role) {
    case 'Vendor':
      return 'Orders with items you sell.';
    case 'Contractor':
    case 'Designer':
      return 'Orders placed in your showroom.';
    case 'Admin':
      return 'All orders.';
    default:
      return 'Your orders and the status of each item.';
  }
}
