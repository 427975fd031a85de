import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import type { SpaceStep } from '../Stack/Stack.tsx';
import * as styles from './Inline.css.ts';

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineJustify = (typeof inlineJustifies)[number];

const inlineClass = cva(styles.base, {
  variants: {
    gap: { none: styles.noGap, ...styles.gap },
    align: styles.align,
    justify: styles.justify,
    wrap: { true: null, false: styles.nowrap },
    collapseOnMobile: { true: styles.collapseOnMobile, false: null },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true, collapseOnMobile: false },
});

export interface InlineProps extends ComponentPropsWithRef<'div'> {
  gap?: SpaceStep;
  align?: InlineAlign;
  justify?: InlineJustify;
  /** Wraps onto new lines when the row is full (default). */
  wrap?: boolean;
  /** Stacks the children on phones (up to 768 px), e.g. a row of buttons. */
  collapseOnMobile?: boolean;
  asChild?: boolean;
}

/** Lays its children out in a row, wrapping, with a gap from the space scale. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  collapseOnMobile = false,
  asChild = false,
  className,
  ...rest
}: InlineProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      className={[inlineClass({ gap, align, justify, wrap, collapseOnMobile }), className].filter(Boolean).join(' ')}
      data-gap={gap}
      data-justify={justify}
      {...rest}
    />
  );
}
