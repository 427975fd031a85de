export { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge.tsx';
export type { BadgeProps, BadgeSize, BadgeTone, BadgeVariant } from './Badge.tsx';
