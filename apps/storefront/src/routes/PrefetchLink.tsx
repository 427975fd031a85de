import type { FocusEvent, PointerEvent, TouchEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { prefetchPath } from './prefetch.ts';

/** A react-router Link whose page code starts loading on hover, focus or touch start. */
export function PrefetchLink({ onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const to = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '/');
  return (
    <Link
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetchPath(to);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchPath(to);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchPath(to);
        onTouchStart?.(event);
      }}
    />
  );
}
