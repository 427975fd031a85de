import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Stack.css.ts';

/** The space scale's steps, smallest first; `none` for no gap. */
export const spaceSteps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export type SpaceStep = (typeof spaceSteps)[number];
export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

const stackClass = cva(styles.base, {
  variants: { gap: { none: styles.noGap, ...styles.gap }, align: styles.align },
  defaultVariants: { gap: 'md', align: 'stretch' },
});

export interface StackProps extends ComponentPropsWithRef<'div'> {
  gap?: SpaceStep;
  align?: StackAlign;
  /** Renders its only child (a `ul`, `form`, `section`…) as the stack. */
  asChild?: boolean;
}

/** Lays its children out top to bottom with a gap from the space scale. */
export function Stack({ gap = 'md', align = 'stretch', asChild = false, className, ...rest }: StackProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      className={[stackClass({ gap, align }), className].filter(Boolean).join(' ')}
      data-gap={gap}
      data-align={align}
      {...rest}
    />
  );
}
