export {
  CANCEL_WINDOW_MINUTES,
  RETURN_WINDOW_DAYS,
  REFUND_BUSINESS_DAYS,
  RETURN_REASON_MAX_LENGTH,
  customerStatusLabel,
  customerStatusLabels,
  isOrderItemStatus,
  orderItemStatusLabels,
  orderItemStatuses,
  statusLabel,
  type OrderItemStatus,
} from './orderItemStatus.ts';
