import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import * as styles from './CountBadge.css.ts';

export const countBadgeTones = ['brand', 'danger'] as const;
export type CountBadgeTone = (typeof countBadgeTones)[number];

const countClass = cva(styles.count, {
  variants: {
    tone: { brand: null, danger: styles.danger },
    overlapping: { true: styles.overlapping, false: null },
  },
});

/** Shows `max+` past `max`, so the badge keeps its size ('99+'). */
export function formatCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export interface CountBadgeProps {
  count: number;
  /** Counts above it show as `max+`. */
  max?: number;
  /** What the number counts, read out in full: `(n) => \`${n} items in cart\``. */
  label: (count: number) => string;
  /** Shows the badge at 0 (hidden by default: an empty cart has no badge). */
  showZero?: boolean;
  tone?: CountBadgeTone;
  /**
   * The icon or button the count belongs to. The badge is drawn over its top-right corner and
   * the full label is added to its accessible name.
   */
  children?: ReactNode;
}

/**
 * A count on top of an icon, like the header's cart badge (SPEC §2: the sum of the cart
 * lines' quantities) or pending notifications. Visually '3'; to a screen reader '3 items in cart'.
 */
export function CountBadge({ count, max = 99, label, showZero = false, tone = 'brand', children }: CountBadgeProps) {
  const visible = count > 0 || showZero;
  const badge = visible ? (
    <span className={countClass({ tone, overlapping: children !== undefined })} data-tone={tone} data-count={count}>
      <span aria-hidden="true">{formatCount(count, max)}</span>
      <span style={hiddenText}>{label(count)}</span>
    </span>
  ) : null;
  if (children === undefined) return badge;
  return (
    <span className={styles.anchor}>
      {children}
      {badge}
    </span>
  );
}

/** The visually-hidden pattern, inline: the text is read, never seen. */
const hiddenText = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
