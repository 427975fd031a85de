import {
  isOrderItemStatus,
  isUserType,
  orderItemStatusLabels,
  orderItemStatuses,
  roundToCents,
  statusLabel,
  type OrderItemStatus,
  type UserType,
} from '@showroom/domain';

// The statuses and their display names live once in @showroom/domain (shared with the contract,
// the mocks and the server); who may set which is this module's.
export { isOrderItemStatus, orderItemStatusLabels, orderItemStatuses, statusLabel, type OrderItemStatus };
export type { UserType };

export const ACCEPT_TO_PICK_UP: OrderItemStatus = 'Accept to Pick Up';
export const PICKED_UP: OrderItemStatus = 'Picked Up';

/** Position in the §4 order; the rules below compare positions. */
export function statusRank(status: OrderItemStatus): number {
  return orderItemStatuses.indexOf(status);
}

const ACCEPT_RANK = statusRank(ACCEPT_TO_PICK_UP);
const PICKED_UP_RANK = statusRank(PICKED_UP);

/** §4, §6: Accept to Pick Up and every later value may be set only by Admin. */
export function isAdminOnlyStatus(status: OrderItemStatus): boolean {
  return statusRank(status) >= ACCEPT_RANK;
}

export function isAdmin(role: UserType): boolean {
  return role === 'Admin';
}

/**
 * §6: who changes an order item's status: the vendor (their items), the showroom's Contractor or
 * Designer (its orders) and Admin. A customer ('User') changes none.
 */
export const statusEditorRoles: readonly UserType[] = ['Vendor', 'Contractor', 'Designer', 'Admin'];

export function isStatusEditor(role: UserType): boolean {
  return statusEditorRoles.includes(role);
}

export const statusChangeRejections = [
  'not-an-editor',
  'unknown-status',
  'unchanged',
  'admin-only',
  'locked-after-accept-to-pick-up',
  'locked-after-picked-up',
] as const;
export type StatusChangeRejection = (typeof statusChangeRejections)[number];

/** Why a change was refused. The spec gives no texts for these; they state the rule. */
export const statusChangeMessages: Readonly<Record<StatusChangeRejection, string>> = {
  'not-an-editor': "Only the item's vendor, its showroom or Admin can change its status.",
  'unknown-status': 'This is not an order item status.',
  unchanged: 'The item already has this status.',
  'admin-only': 'Only Admin can set Accept to Pick Up or a later status.',
  'locked-after-accept-to-pick-up':
    'This item has reached Accept to Pick Up; earlier statuses can no longer be chosen.',
  'locked-after-picked-up': 'This item has been picked up; Accept to Pick Up can no longer be chosen.',
};

export type StatusChangeVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: StatusChangeRejection; readonly message: string };

function refuse(reason: StatusChangeRejection): StatusChangeVerdict {
  return { allowed: false, reason, message: statusChangeMessages[reason] };
}

/**
 * Whether `role` may pick `target` while the item is at `current`, ignoring that it may already be
 * the current value. This is what enables an option in the selector.
 */
function selectionVerdict(current: OrderItemStatus, target: OrderItemStatus, role: UserType): StatusChangeVerdict {
  if (!isStatusEditor(role)) return refuse('not-an-editor');
  const currentRank = statusRank(current);
  const targetRank = statusRank(target);
  if (isAdminOnlyStatus(target) && !isAdmin(role)) return refuse('admin-only');
  if (currentRank >= ACCEPT_RANK && targetRank < ACCEPT_RANK) return refuse('locked-after-accept-to-pick-up');
  if (currentRank >= PICKED_UP_RANK && targetRank === ACCEPT_RANK) return refuse('locked-after-picked-up');
  return { allowed: true };
}

/**
 * §4, §6 for servers and clients alike: may `role` move an item from `from` to `to`? Accepts
 * untrusted strings (request bodies) and refuses anything that is not one of the 14 values, and
 * any role that is not one of the five account types, spelled exactly ('vendor' is refused).
 * Ownership (is this vendor's item?) is the server's separate check.
 */
export function canChangeStatus(from: string, to: string, role: UserType): StatusChangeVerdict {
  // Typed callers pass a UserType; an untyped one (JavaScript, a decoded token) may not.
  if (!isUserType(role)) return refuse('not-an-editor');
  if (!isOrderItemStatus(from) || !isOrderItemStatus(to)) return refuse('unknown-status');
  if (from === to) return refuse('unchanged');
  return selectionVerdict(from, to, role);
}

export interface StatusOption {
  readonly value: OrderItemStatus;
  readonly label: string;
  readonly enabled: boolean;
  readonly selected: boolean;
}

/** §4: every status with its label and whether `role` may choose it now. */
export function statusOptions(current: OrderItemStatus, role: UserType): StatusOption[] {
  return orderItemStatuses.map((value) => ({
    value,
    label: orderItemStatusLabels[value],
    enabled: selectionVerdict(current, value, role).allowed,
    selected: value === current,
  }));
}

/** True when `role` can still move the item somewhere else. */
export function hasStatusChoice(current: OrderItemStatus, role: UserType): boolean {
  return orderItemStatuses.some((value) => canChangeStatus(current, value, role).allowed);
}

/** §3 order item, the fields profit is computed from. */
export interface ProfitItem {
  readonly qty: number;
  readonly final_price: number;
  readonly contractor_markup_amt: number;
  readonly admin_profit_inclusive_tax: number;
  readonly status: string;
}

/** §4: profit is shown negated for these. */
export const negatedProfitStatuses: readonly OrderItemStatus[] = ['Return Request', 'Returned'];

/**
 * §6 profit per item: Vendor final_price × qty, Contractor contractor_markup_amt × qty, Admin
 * admin_profit_inclusive_tax; negated for Return Request and Returned (§4). A Designer runs a
 * showroom as a Contractor does and earns the same; a customer (User) sees no profit (null).
 * Rounded to cents so 19.99 × 3 reads 59.97.
 */
export function itemProfit(item: ProfitItem, role: UserType): number | null {
  let profit: number;
  switch (role) {
    case 'Vendor':
      profit = item.final_price * item.qty;
      break;
    case 'Contractor':
    case 'Designer':
      profit = item.contractor_markup_amt * item.qty;
      break;
    case 'Admin':
      profit = item.admin_profit_inclusive_tax;
      break;
    default:
      return null;
  }
  const sign = (negatedProfitStatuses as readonly string[]).includes(item.status) ? -1 : 1;
  return roundToCents(sign * profit);
}
