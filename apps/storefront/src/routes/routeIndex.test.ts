import { describe, expect, it } from 'vitest';
import { createRouteIndex, staticFirstSegments } from './routeIndex.ts';
import { routeTable } from './routeTable.ts';

describe('the route index', () => {
  it("keeps the table's order, with the routes whose first segment varies as candidates for every path", () => {
    const paths = ['/', '/shop/:id', ':locale/about', '/shop', 'help', '/blog?/news', '*', '/Help/faq'];
    const index = createRouteIndex(paths, (path) => path);
    expect(index.candidates('/shop/7')).toEqual(['/shop/:id', ':locale/about', '/shop', '/blog?/news', '*']);
    expect(index.candidates('/HELP')).toEqual([':locale/about', 'help', '/blog?/news', '*', '/Help/faq']);
    expect(index.candidates('/')).toEqual(['/', ':locale/about', '/blog?/news', '*']);
    expect(index.candidates('/en/about')).toEqual([':locale/about', '/blog?/news', '*']);
    // A segment that does not decode is compared as typed.
    expect(index.candidates('/%E0%A4%A/x')).toEqual([':locale/about', '/blog?/news', '*']);
  });
});

describe('the first segments a table can match', () => {
  it('lists each static first segment once, lower-cased, home as the empty one', () => {
    expect(staticFirstSegments(['/', '/Login', '/login/:step?', '/product/:hash', '/register/contractor'])).toEqual([
      '',
      'login',
      'product',
      'register',
    ]);
  });

  it.each(['/:locale/shop', '/*', '/shop?/cart'])('cannot tell with a route like %s: any path may match it', (path) => {
    expect(staticFirstSegments(['/', path])).toBeNull();
  });

  it("names every first segment of the storefront's own table", () => {
    const segments = staticFirstSegments(routeTable.map((route) => route.path));
    expect(segments).toContain('verify');
    expect(segments).toContain('product');
    expect(segments).not.toContain('no-such-page');
  });
});
