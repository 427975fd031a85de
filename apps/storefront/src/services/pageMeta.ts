/**
 * §1, §7: the storefront runs per shop; the API base URL and the shop id come from the page's
 * meta tags. Missing or odd values fall back to safe defaults: the API on this origin, no shop.
 */
export interface PageMeta {
  readonly apiBaseUrl: string;
  /** A shop's Showroom ID (8 letters or digits) when this storefront runs for one shop. */
  readonly shopId: string | null;
  /**
   * The store's public address (`site-url`, an http(s) origin) for links given out of the page,
   * like a showroom's link; absent: this page's own origin.
   */
  readonly siteOrigin?: string | null;
}

interface MetaSource {
  querySelector(selectors: string): { getAttribute(name: string): string | null } | null;
}

function metaContent(doc: MetaSource, name: string): string {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
}

/** Same-origin paths and http(s) URLs only: a base URL is where the bearer token is sent. */
export function safeApiBaseUrl(value: string): string {
  if (value === '') return '';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : '';
  } catch {
    return '';
  }
}

/** An http(s) address's origin, or null for anything else. */
export function siteOriginOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function readPageMeta(doc: MetaSource): PageMeta {
  const shopId = metaContent(doc, 'shop-id').toUpperCase();
  return {
    apiBaseUrl: safeApiBaseUrl(metaContent(doc, 'api-base-url')),
    shopId: /^[A-Z0-9]{8}$/.test(shopId) ? shopId : null,
    siteOrigin: siteOriginOf(metaContent(doc, 'site-url')),
  };
}
