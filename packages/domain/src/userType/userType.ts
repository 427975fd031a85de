/**
 * §3, §6: the account types, once for the contract (what the API stores), the machines (who may
 * change an order item's status, whose profit is shown) and the server. Designer is implied by
 * the spec.
 */
export const userTypes = ['User', 'Vendor', 'Contractor', 'Designer', 'Admin'] as const;

export type UserType = (typeof userTypes)[number];

/** For untyped input (a request body, a stored cookie): only the five types, spelled exactly. */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (userTypes as readonly string[]).includes(value);
}
