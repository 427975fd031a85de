import { createContext, useContext } from 'react';

/**
 * The absolute address of the page being rendered where there is no window: a server renders
 * catalogue pages on request (src/prerender/renderCataloguePage.tsx) and provides it.
 */
export const RequestedUrl = createContext<string | null>(null);

/** The page's absolute address (structured data names it), in the browser or on the server. */
export function usePageUrl(): string {
  return useContext(RequestedUrl) ?? window.location.href;
}
