import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['brand', 'muted', 'inherit'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
export type SpinnerTone = (typeof spinnerTones)[number];

const spinnerClass = cva(styles.spinner, { variants: { size: styles.size, tone: styles.tone } });

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: SpinnerSize;
  tone?: SpinnerTone;
  /**
   * What is loading, announced politely ('Loading products'). Pass `null` when something
   * nearby already says it (a busy button), and the spinner is only decoration.
   */
  label?: string | null;
}

/** A spinning ring for work in progress. Stands still under reduced motion. */
export function Spinner({ size = 'md', tone = 'brand', label = 'Loading', className, ...rest }: SpinnerProps) {
  const ring = (
    <span
      className={[spinnerClass({ size, tone }), className].filter(Boolean).join(' ')}
      data-size={size}
      data-tone={tone}
      aria-hidden="true"
      {...(label === null ? rest : {})}
    />
  );
  if (label === null) return ring;
  return (
    <span role="status" style={{ display: 'inline-flex' }} {...rest}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
