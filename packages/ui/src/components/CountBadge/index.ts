export { CountBadge, countBadgeTones, formatCount } from './CountBadge.tsx';
export type { CountBadgeProps, CountBadgeTone } from './CountBadge.tsx';
