import { useSyncExternalStore } from 'react';

/** §9 device breakpoint: below 768 px a table of four columns is wider than the screen. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-narrow, following the window as it resizes or turns. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
