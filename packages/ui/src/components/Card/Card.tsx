import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Card.css.ts';

export const cardVariants = ['outlined', 'elevated', 'subtle', 'brand'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardVariant = (typeof cardVariants)[number];
export type CardPadding = (typeof cardPaddings)[number];

const cardClass = cva(styles.base, {
  variants: {
    variant: styles.variant,
    padding: styles.padding,
    interactive: { true: styles.interactive, false: null },
  },
  defaultVariants: { variant: 'outlined', padding: 'md', interactive: false },
});

export interface CardProps extends ComponentPropsWithRef<'div'> {
  variant?: CardVariant;
  padding?: CardPadding;
  /** Hover, press and focus styles for a card that is a link or button (use with asChild). */
  interactive?: boolean;
  /** Renders its only child (`article`, `section`, `a`…) as the card. */
  asChild?: boolean;
}

/** A surface that groups related content: a product, an order, a form step. */
export function Card({
  variant = 'outlined',
  padding = 'md',
  interactive = false,
  asChild = false,
  className,
  ...rest
}: CardProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      className={[cardClass({ variant, padding, interactive }), className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-padding={padding}
      data-interactive={interactive || undefined}
      {...rest}
    />
  );
}
