import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const headingTones = ['default', 'brand'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];

/** The size each level gets unless told otherwise: the outline and the look are separate choices. */
const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'sm' };

const headingClass = cva(styles.base, {
  variants: { size: styles.size, tone: { default: null, brand: styles.brand } },
  defaultVariants: { tone: 'default' },
});

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The document-outline level (h1–h6). */
  level: HeadingLevel;
  /** Visual size; defaults from the level. */
  size?: HeadingSize;
  tone?: HeadingTone;
}

export function Heading({ level, size = sizeForLevel[level], tone = 'default', className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={[headingClass({ size, tone }), className].filter(Boolean).join(' ')}
      data-size={size}
      data-tone={tone}
      {...rest}
    />
  );
}
