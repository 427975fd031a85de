export { StatusBadge } from './StatusBadge.tsx';
export type { StatusBadgeProps } from './StatusBadge.tsx';
export { orderStatuses, orderStatusTones, statusTone } from './StatusBadge.tones.ts';
export type { OrderStatus } from './StatusBadge.tones.ts';
