import type { MouseEvent } from 'react';

/**
 * Moving within a page by fragment (a table of contents, the FAQ's tab in the URL).
 *
 * Why the URL is written with `history.replaceState` and not with the router: the storefront's
 * RoutePage sends a NAVIGATION.REQUESTED for every new location key, also when only the hash
 * changed, but completes a navigation only when the path changes; a router navigation to
 * `#section` therefore starts the progress bar and leaves it running. Replacing the entry with
 * the router's own history state keeps the key, so the router sees no navigation at all.
 * Once the shell treats hash-only changes as in-page moves, this can become `navigate(hash)`.
 */
export function replaceFragment(id: string): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(id)}`);
}

/** The id a location hash names (`#terms-liability` → `terms-liability`), or null. */
export function fragmentId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape (`#%E0%A4%A`) names nothing on the page.
    return null;
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls a section into view and moves focus to it, so keyboard and screen-reader users
 * continue reading there (a browser following an in-page link moves only the viewport).
 */
export function moveToSection(target: HTMLElement, options: { smooth: boolean }): void {
  target.scrollIntoView({ behavior: options.smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * A click on any `#fragment` link inside the page (the contents, a "see below" in the text)
 * moves to its section in place; modified clicks (new tab, new window) stay the browser's.
 */
export function followInPageLink(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!href?.startsWith('#')) return;
  const id = fragmentId(href);
  const target = id ? document.getElementById(id) : null;
  if (!id || !target) return;
  event.preventDefault();
  moveToSection(target, { smooth: true });
  replaceFragment(id);
}
