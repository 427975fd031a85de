import { useEffect, useRef } from 'react';

/**
 * Focus back on the button that opened an overlay once it closes. The drawer and the lead popup
 * are lazy and opened through the overlay store, so Radix has no trigger of its own to return
 * focus to; without this, keyboard and screen-reader users are left on the page's body.
 * Focus is only moved when it was lost (on the body): a navigation that closed the overlay
 * and moved focus on stays where it is.
 */
export function useReturnFocus<Element extends HTMLElement>(open: boolean) {
  const ref = useRef<Element>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (active === null || active === document.body) ref.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  return ref;
}
