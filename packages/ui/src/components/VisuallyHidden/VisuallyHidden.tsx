import { VisuallyHidden as RadixVisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Renders its only child (a heading, a label) hidden instead of a `span`. */
  asChild?: boolean;
}

/**
 * Content for assistive technology only: read out, never seen. For names of icon-only
 * controls, headings a sighted user infers from layout, and live-region text.
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden {...props} />;
}
