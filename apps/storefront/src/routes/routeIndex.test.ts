import { describe, expect, it } from 'vitest';
import { createRouteIndex } from './routeIndex.ts';

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
