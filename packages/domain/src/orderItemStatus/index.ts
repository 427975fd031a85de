export {
  isOrderItemStatus,
  orderItemStatusLabels,
  orderItemStatuses,
  statusLabel,
  type OrderItemStatus,
} from './orderItemStatus.ts';
