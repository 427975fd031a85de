import { SITE_NAME } from '../routes/documentHead.ts';
import type { RoutePage } from '../routes/routeTable.ts';
import { hoistLeadingLinks } from './hoistedLinks.ts';

/**
 * The HTML around a catalogue page rendered on request (renderCataloguePage.tsx). The build
 * writes one template per catalogue page (build/prerender.ts: the page rendered at build time's
 * document, with the page's own styles and code) holding these tokens; a request fills them in.
 */
export const CATALOGUE_TEMPLATES = 'ssr/catalogue-templates.json';

/** Page → its document with the tokens below in place of title, description, extra head and markup. */
export type CatalogueTemplates = Partial<Record<RoutePage, string>>;

export const TEMPLATE_TOKENS = {
  title: '%SSR_TITLE%',
  description: '%SSR_DESCRIPTION%',
  head: '%SSR_HEAD%',
  markup: '%SSR_MARKUP%',
} as const;

/** The id of the script element holding the answers the render used (read by catalogueAnswers.ts). */
export const ANSWERS_ELEMENT_ID = 'catalogue-answers';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: '<' escaped, so no text in the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface CatalogueDocumentParts {
  readonly markup: string;
  readonly head: {
    readonly title: string;
    readonly description: string;
    readonly structuredData?: Record<string, unknown>;
  };
  readonly answers: readonly (readonly [string, unknown])[];
}

/** A template with a rendered page's title, description, structured data, answers and markup. */
export function fillCatalogueTemplate(template: string, page: CatalogueDocumentParts): string {
  const { links, markup } = hoistLeadingLinks(page.markup);
  const head = [
    links,
    // The same element the app writes (usePageHead), so it replaces this one instead of adding a second.
    page.head.structuredData
      ? `<script type="application/ld+json" id="catalogue-structured-data">${scriptJson(page.head.structuredData)}</script>`
      : '',
    `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${scriptJson(page.answers)}</script>`,
  ].join('');
  const values: Record<keyof typeof TEMPLATE_TOKENS, string> = {
    title: escapeHtml(`${page.head.title} | ${SITE_NAME}`),
    description: escapeHtml(page.head.description),
    head,
    markup,
  };
  // One pass over the template: what is filled in is never searched for tokens again, and a
  // function as the replacement keeps a '$' in the data as text.
  const byToken = new Map<string, string>(
    (Object.keys(TEMPLATE_TOKENS) as (keyof typeof TEMPLATE_TOKENS)[]).map((key) => [
      TEMPLATE_TOKENS[key],
      values[key],
    ]),
  );
  return template.replace(/%SSR_[A-Z]+%/g, (token) => byToken.get(token) ?? token);
}
