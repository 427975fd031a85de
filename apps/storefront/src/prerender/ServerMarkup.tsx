import type { ReactNode } from 'react';

/** Attribute on the wrapper around markup rendered outside the browser, until the app has taken it over. */
export const MARKUP_ATTRIBUTE = 'data-prerendered';
/** Attribute the guard sets on <html> when this visitor's first render will not match the markup. */
export const STALE_ATTRIBUTE = 'data-prerender-stale';

/**
 * The wrapper around the app where its markup was rendered outside the browser (at build time,
 * or on request for catalogue pages), rendered the same there and in the browser's first render,
 * so the browser hydrates the markup instead of replacing it: the nodes on screen stay (a new,
 * marginally larger text node in the web font would be a new largest paint), and the app takes
 * them over. Until the page itself is hydrated (`takeOverMarkup`: React hydrates a Suspense
 * boundary after the shell around it), the markup is `inert`: a picture of the page that nothing
 * can focus, click or type into, so nothing a visitor does in that moment is lost.
 */
export function ServerMarkup({ children }: { children: ReactNode }) {
  return (
    // data-prerendered is MARKUP_ATTRIBUTE, written out (ServerMarkup.test.ts checks they agree).
    <div data-prerendered="" inert style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * Called once the page itself is live (RoutePage, after the page's effects): the markup is the
 * app's. The wrapper never renders again (the root renders once), so its marks are removed here.
 */
export function takeOverMarkup(): void {
  const markup = document.querySelector(`[${MARKUP_ATTRIBUTE}]`);
  markup?.removeAttribute(MARKUP_ATTRIBUTE);
  markup?.removeAttribute('inert');
}
