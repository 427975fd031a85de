import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Badge.css.ts';

export const badgeTones = ['neutral', 'brand', 'danger', 'warning', 'success', 'info'] as const;
export const badgeVariants = ['subtle', 'solid'] as const;
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeVariant = (typeof badgeVariants)[number];
export type BadgeSize = (typeof badgeSizes)[number];

const badgeClass = cva(styles.base, { variants: { size: styles.size } });

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  variant?: BadgeVariant;
  size?: BadgeSize;
}

/** A short status or category label: 'New', 'Pending', 'Premium'. Long text is cut with an ellipsis. */
export function Badge({ tone = 'neutral', variant = 'subtle', size = 'md', className, ...rest }: BadgeProps) {
  return (
    <span
      className={[badgeClass({ size }), styles.toneVariant[`${tone}-${variant}`], className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-variant={variant}
      data-size={size}
      {...rest}
    />
  );
}
