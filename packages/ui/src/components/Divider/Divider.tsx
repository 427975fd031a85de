import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Divider.css.ts';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export const dividerTones = ['subtle', 'strong'] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];
export type DividerTone = (typeof dividerTones)[number];

const dividerClass = cva(styles.base, {
  variants: { orientation: styles.orientation, tone: styles.tone },
  defaultVariants: { orientation: 'horizontal', tone: 'subtle' },
});

export interface DividerProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  orientation?: DividerOrientation;
  tone?: DividerTone;
  /** A word in the middle of a horizontal rule ("or"); it is read out, the lines are not. */
  label?: ReactNode;
  /** Purely visual rules are hidden from assistive technology. */
  decorative?: boolean;
}

/** A rule between groups of content, horizontal or vertical. */
export function Divider({
  orientation = 'horizontal',
  tone = 'subtle',
  label,
  decorative = false,
  className,
  ...rest
}: DividerProps) {
  if (label !== undefined && orientation === 'horizontal') {
    return (
      <div className={[styles.labelled, className].filter(Boolean).join(' ')} data-orientation={orientation} {...rest}>
        {label}
      </div>
    );
  }
  const a11y = decorative ? { role: 'none' as const } : { role: 'separator' as const, 'aria-orientation': orientation };
  return (
    <div
      className={[dividerClass({ orientation, tone }), className].filter(Boolean).join(' ')}
      data-orientation={orientation}
      data-tone={tone}
      {...a11y}
      {...rest}
    />
  );
}
