/** §7: the API base URL comes from page metadata: `<meta name="api-base-url" content="…">`. */
export const API_BASE_URL_META_NAME = 'api-base-url';

interface MetaDocument {
  querySelector(selectors: string): { getAttribute(name: string): string | null } | null;
}

/** Reads the base URL from the page (empty: same origin). Safe outside browsers. */
export function readApiBaseUrl(doc: MetaDocument | undefined = globalThis.document): string {
  const content = doc?.querySelector(`meta[name="${API_BASE_URL_META_NAME}"]`)?.getAttribute('content');
  return content?.trim() ?? '';
}

/**
 * Joins the base URL and an endpoint path. Endpoint paths start with /api (§7); a base that
 * already ends with /api (as Laravel apps configure it) is not doubled.
 */
export function resolveRequestUrl(baseUrl: string, path: string): string {
  let base = baseUrl.replace(/\/+$/, '');
  if (path.startsWith('/api/') && /\/api$/.test(base)) base = base.slice(0, -'/api'.length);
  return `${base}${path}`;
}

/** Appends the defined query parameters (arrays repeat the key). */
export function withQuery(url: string, query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
}
