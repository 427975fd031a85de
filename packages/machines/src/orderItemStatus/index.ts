import { canChangeStatus, itemProfit, statusLabel, statusOptions } from './orderItemStatus.rules.ts';

export { orderItemStatusMachine, orderItemStatusStates } from './orderItemStatus.machine.ts';
export type {
  OrderItemStatusInput,
  OrderItemStatusContext,
  OrderItemStatusEvent,
  OrderItemStatusChanged,
  OrderItemStatusEmitted,
  OrderItemStatusState,
} from './orderItemStatus.machine.ts';
export {
  orderItemStatuses,
  orderItemStatusLabels,
  ACCEPT_TO_PICK_UP,
  PICKED_UP,
  isOrderItemStatus,
  statusLabel,
  statusRank,
  isAdminOnlyStatus,
  isAdmin,
  statusEditorRoles,
  isStatusEditor,
  statusChangeRejections,
  statusChangeMessages,
  canChangeStatus,
  statusOptions,
  hasStatusChoice,
  negatedProfitStatuses,
  itemProfit,
} from './orderItemStatus.rules.ts';
export type {
  OrderItemStatus,
  StatusChangeRejection,
  StatusChangeVerdict,
  StatusOption,
  ProfitItem,
} from './orderItemStatus.rules.ts';

/** The rules under short names: `options(current, role)`, `canChange(from, to, role)`, `profit(item, role)`, `label(status)`. */
export const orderItemStatusRules = {
  options: statusOptions,
  canChange: canChangeStatus,
  profit: itemProfit,
  label: statusLabel,
} as const;

export {
  CANCEL_WINDOW_MINUTES,
  RETURN_WINDOW_DAYS,
  REFUND_BUSINESS_DAYS,
  RETURN_REASON_MAX_LENGTH,
  cancellableStatuses,
  customerActionRejections,
  customerActionMessages,
  canCancelItem,
  canRequestReturn,
  cancellationRefund,
  returnRefund,
  returnReasonProblem,
} from './customerActions.rules.ts';
export type { CustomerActionRejection, CustomerActionVerdict, RefundInput, Refund } from './customerActions.rules.ts';
