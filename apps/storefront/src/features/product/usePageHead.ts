import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyDocumentHead } from '../../routes/documentHead.ts';

export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** schema.org data for search engines, written as one JSON-LD script while the page shows. */
  readonly structuredData?: Record<string, unknown>;
}

const SCRIPT_ID = 'catalogue-structured-data';

/**
 * Where a page rendered on the server (src/prerender/renderCataloguePage.tsx) collects its head:
 * effects do not run there, so the head is handed over while rendering.
 */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

/**
 * A catalogue page's own title, meta description and structured data, once it knows what it
 * shows (the route table only knows 'Product'). The route's head is applied when a navigation
 * completes, after the page's effects; waiting a microtask puts this one after it.
 */
export function usePageHead(head: PageHead | null): void {
  const location = useLocation();
  const collect = useContext(PageHeadCollector);
  if (collect && head) collect(head);
  const json = head?.structuredData ? JSON.stringify(head.structuredData) : null;
  const title = head?.title ?? null;
  const description = head?.description ?? null;
  useEffect(() => {
    if (title === null || description === null) return;
    let current = true;
    queueMicrotask(() => {
      if (!current) return;
      applyDocumentHead({ title, description });
      if (json !== null) {
        let script = document.getElementById(SCRIPT_ID);
        if (!script) {
          script = document.createElement('script');
          script.id = SCRIPT_ID;
          script.setAttribute('type', 'application/ld+json');
          document.head.append(script);
        }
        // '<' escaped so no text in the data can close the script element.
        script.textContent = json.replace(/</g, '\\u003c');
      }
    });
    return () => {
      current = false;
      document.getElementById(SCRIPT_ID)?.remove();
    };
    // location.key: a navigation to the same address re-applies the route's head, then this one.
  }, [title, description, json, location.key]);
}
