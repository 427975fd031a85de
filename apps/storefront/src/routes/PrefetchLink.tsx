import type { FocusEvent, PointerEvent, TouchEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useServices } from '../services/ServicesContext.tsx';
import { prefetchPath } from './prefetch.ts';

/**
 * A react-router Link whose page code starts loading on hover, focus or touch start, with the
 * machines that will run the navigation (a no-op once they are loaded).
 */
export function PrefetchLink({ onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const services = useServices();
  const to = typeof props.to === 'string' ? props.to : (props.to.pathname ?? '/');
  const prefetch = () => {
    prefetchPath(to);
    void services.runtime().catch(() => undefined);
  };
  return (
    <Link
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
