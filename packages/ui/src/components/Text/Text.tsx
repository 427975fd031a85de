import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Text.css.ts';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export const textTones = ['default', 'muted', 'brand', 'danger', 'warning', 'success', 'info'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextTone = (typeof textTones)[number];

export const textClass = cva(styles.base, {
  variants: {
    size: styles.size,
    weight: styles.weight,
    tone: styles.tone,
    truncate: { true: styles.truncate, false: styles.wrap },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'default', truncate: false },
});

export interface TextProps extends ComponentPropsWithRef<'p'> {
  size?: TextSize;
  weight?: TextWeight;
  tone?: TextTone;
  /** One line, cut with an ellipsis; the full text stays in the DOM for assistive technology. */
  truncate?: boolean;
  /** Renders its only child (a `span`, `label`, `a`…) with the text styles instead of a `p`. */
  asChild?: boolean;
}

/** Body text from the type scale. A paragraph by default. */
export function Text({
  size = 'md',
  weight = 'regular',
  tone = 'default',
  truncate = false,
  asChild = false,
  className,
  ...rest
}: TextProps) {
  const Component = asChild ? Slot : 'p';
  return (
    <Component
      className={[textClass({ size, weight, tone, truncate }), className].filter(Boolean).join(' ')}
      data-size={size}
      data-tone={tone}
      {...rest}
    />
  );
}
