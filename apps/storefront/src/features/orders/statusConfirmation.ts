import { customerStatusLabel, statusLabel, type OrderItemStatus, type UserType } from '@showroom/domain';
import { canCancelItem, canChangeStatus, cancellableStatuses } from '@showroom/machines';

/** What the confirmation of a status change says will happen (issue 35). */
export interface StatusConfirmation {
  readonly from: OrderItemStatus;
  readonly to: OrderItemStatus;
  /** The rules do not let this role set `from` again once the item is `to`. */
  readonly irreversible: boolean;
  /**
   * The change takes the customer's cancel away: the item could be cancelled at `from` and
   * cannot at `to`; `customerReads` is the reason their order then shows beside the button.
   */
  readonly closesCancel: boolean;
  readonly customerReads: string | null;
}

/**
 * Which status choices ask first, derived from @showroom/machines' rules (the ones the selector
 * and the server follow) rather than from a list of their own: a change this role could not undo
 * (`canChangeStatus` refuses the way back, e.g. an Admin's Accept to Pick Up), and a change that
 * ends the customer's right to cancel (`cancellableStatuses`, `canCancelItem`): Not Approved
 * tells them the item will not come. Every change is e-mailed to the customer, so neither can be
 * taken back quietly. Null for a change that asks nothing, or that the rules refuse anyway (the
 * machine says why).
 */
export function statusConfirmation(
  from: OrderItemStatus,
  to: OrderItemStatus,
  role: UserType,
): StatusConfirmation | null {
  if (!canChangeStatus(from, to, role).allowed) return null;
  const irreversible = !canChangeStatus(to, from, role).allowed;
  const closesCancel = cancellableStatuses.includes(from) && !cancellableStatuses.includes(to);
  if (!irreversible && !closesCancel) return null;
  // The status alone decides here: the order's 60 minutes are the server's to count.
  const now = new Date();
  const verdict = canCancelItem(to, now.toISOString(), now);
  return { from, to, irreversible, closesCancel, customerReads: verdict.allowed ? null : verdict.message };
}

/** The confirmation's words: its title, what will happen, and its two buttons. */
export function confirmationTexts(confirmation: StatusConfirmation, productName: string, customerName: string | null) {
  const who = customerName ?? 'The customer';
  const consequences = [
    `${who} will be told by e-mail that ${productName} is now “${customerStatusLabel(confirmation.to)}”.`,
  ];
  if (confirmation.closesCancel && confirmation.customerReads) {
    consequences.push(`Their order will say: “${confirmation.customerReads}”`);
  }
  if (confirmation.irreversible) {
    consequences.push(`You will not be able to set it back to ${statusLabel(confirmation.from)}.`);
  }
  return {
    title: `Set ${productName} to ${statusLabel(confirmation.to)}?`,
    consequences,
    cancel: 'Cancel',
    confirm: `Set to ${statusLabel(confirmation.to)}`,
  };
}
