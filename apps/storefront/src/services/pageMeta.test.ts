import { describe, expect, it } from 'vitest';
import { readPageMeta, safeApiBaseUrl } from './pageMeta.ts';

/**
 * A document with these meta tags, read the way the browser's querySelector does for
 * `meta[name="…"]` (the first match). `null` content: the tag is there without the attribute.
 */
function documentWith(tags: Readonly<Record<string, string | null>>) {
  return {
    querySelector(selectors: string) {
      const name = /^meta\[name="([^"]+)"\]$/.exec(selectors)?.[1];
      if (name === undefined) throw new Error(`Unexpected selector ${selectors}`);
      if (!(name in tags)) return null;
      const content = tags[name] ?? null;
      return { getAttribute: (attribute: string) => (attribute === 'content' ? content : null) };
    },
  };
}

describe('readPageMeta', () => {
  it('reads the API base URL and the shop id of a shop page', () => {
    expect(readPageMeta(documentWith({ 'api-base-url': 'https://api.example.com', 'shop-id': 'DEMO0001' }))).toEqual({
      apiBaseUrl: 'https://api.example.com',
      shopId: 'DEMO0001',
      siteOrigin: null,
    });
  });

  it('falls back to the API on this origin and no shop when the tags are missing', () => {
    expect(readPageMeta(documentWith({}))).toEqual({ apiBaseUrl: '', shopId: null, siteOrigin: null });
  });

  it('treats a tag without content, or with blanks only, as missing', () => {
    expect(readPageMeta(documentWith({ 'api-base-url': null, 'shop-id': null }))).toEqual({
      apiBaseUrl: '',
      shopId: null,
      siteOrigin: null,
    });
    expect(readPageMeta(documentWith({ 'api-base-url': '   ', 'shop-id': '  ' }))).toEqual({
      apiBaseUrl: '',
      shopId: null,
      siteOrigin: null,
    });
  });

  it('trims the values and upper-cases a Showroom ID typed in lower case', () => {
    expect(readPageMeta(documentWith({ 'api-base-url': ' /api ', 'shop-id': ' oaks2026 ' }))).toEqual({
      apiBaseUrl: '/api',
      shopId: 'OAKS2026',
      siteOrigin: null,
    });
  });

  it('refuses a shop id that is not 8 letters or digits', () => {
    for (const shopId of ['DEMO001', 'DEMO00011', 'DEMO-001', 'DEMO 001', '"><img>', 'DÉMO0001']) {
      expect(readPageMeta(documentWith({ 'shop-id': shopId })).shopId).toBeNull();
    }
  });

  it("reads the store's public address as an origin, and only an http(s) one", () => {
    expect(readPageMeta(documentWith({ 'site-url': 'https://shop.example.com/any/path' })).siteOrigin).toBe(
      'https://shop.example.com',
    );
    for (const value of ['javascript:alert(1)', 'shop.example.com', '   ', 'ftp://shop.example.com']) {
      expect(readPageMeta(documentWith({ 'site-url': value })).siteOrigin).toBeNull();
    }
  });

  it('refuses a hostile API base URL, so the bearer token is never sent there', () => {
    expect(readPageMeta(documentWith({ 'api-base-url': 'javascript:alert(1)' })).apiBaseUrl).toBe('');
  });
});

describe('safeApiBaseUrl', () => {
  it('keeps same-origin paths and http(s) URLs', () => {
    expect(safeApiBaseUrl('/api')).toBe('/api');
    expect(safeApiBaseUrl('/')).toBe('/');
    expect(safeApiBaseUrl('https://api.example.com/v1')).toBe('https://api.example.com/v1');
    expect(safeApiBaseUrl('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('answers the empty default for nothing', () => {
    expect(safeApiBaseUrl('')).toBe('');
  });

  it('refuses protocol-relative URLs, which leave the origin while looking like paths', () => {
    expect(safeApiBaseUrl('//evil.example')).toBe('');
    expect(safeApiBaseUrl('//evil.example/api')).toBe('');
  });

  it('refuses other schemes', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://files.example.com',
      'ws://api.example.com',
    ]) {
      expect(safeApiBaseUrl(value)).toBe('');
    }
  });

  it('refuses values that are neither a path nor a URL', () => {
    for (const value of ['api', 'api.example.com', 'not a url', '\\\\evil.example']) {
      expect(safeApiBaseUrl(value)).toBe('');
    }
  });
});
