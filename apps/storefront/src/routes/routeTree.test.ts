import fc from 'fast-check';
import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeForPath } from './prefetch.ts';
import { createRouteTree } from './routeTree.ts';
import { routeTable } from './routeTable.ts';

const tree = createRouteTree({ layout: null, pages: routeTable, pageElement: () => null, otherwise: null });

/**
 * What a match is, for comparing: each matched route with the params and the path it matched.
 * The pathname goes in as useRoutes passes it, a location's pathname (a string would be parsed
 * for a search and a hash first).
 */
const matchOf = (routes: Parameters<typeof matchRoutes>[0], pathname: string) =>
  matchRoutes(routes, { pathname })?.map(({ route, params, pathname: matched }) => [route.id, params, matched]) ?? null;

/** A segment as a shopper or a bot might type it: any case, percent-encoded or not, odd characters. */
const segmentText = fc.oneof(
  fc.constantFrom(
    ...new Set(routeTable.flatMap((route) => route.path.split('/')).filter((part) => part && !part.startsWith(':'))),
  ),
  fc.stringMatching(/^[a-z0-9_-]{0,12}$/),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('%', '%E0%A4%A', '%2F', '%63art', '%C5%BF', '\u212Aitchen', 'İ', 'é', '..', '.'),
);
const segment = fc
  .tuple(segmentText, fc.constantFrom('keep', 'upper', 'encode', 'mixed'))
  .map(([text, how]) =>
    how === 'upper'
      ? text.toUpperCase()
      : how === 'encode'
        ? encodeURIComponent(text)
        : how === 'mixed'
          ? [...text].map((char, index) => (index % 2 ? char.toUpperCase() : char)).join('')
          : text,
  );
/** A path: the table's own patterns with their parameters filled in, or any run of segments. */
const pathname = fc.oneof(
  fc
    .tuple(fc.constantFrom(...routeTable.map((route) => route.path)), fc.array(segment, { minLength: 3, maxLength: 3 }))
    .map(([pattern, [a = '', b = '', c = '']]) =>
      pattern.replace(/:[a-z_]+\??/g, (parameter) => (parameter === ':hash' ? a : parameter.endsWith('?') ? b : c)),
    ),
  fc.array(segment, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
  fc
    .tuple(fc.array(segment, { maxLength: 3 }), fc.constantFrom('', '/', '//'))
    .map(([segments, end]) => `/${segments.join('//')}${end}`),
);

describe('the route tree (react-router matches only the pages that can match a path)', () => {
  it('gives react-router a few routes for a page, only the catch-all for an unknown one', () => {
    const children = (path: string) => tree.routesFor(path)[0]?.children?.map((route) => route.id);
    expect(children('/cart')).toEqual(['/cart', '*']);
    expect(children('/CART')).toEqual(['/cart', '*']);
    expect(children('/%63art')).toEqual(['/cart', '*']);
    expect(children('/')).toEqual(['/', '*']);
    expect(children('/category/tiles/product')).toEqual(['/category/:category', '/category/:category/product', '*']);
    expect(children('/no-such-page')).toEqual(['*']);
    expect(tree.all[0]?.children).toHaveLength(routeTable.length + 1);
  });

  it('matches every path as react-router matches it against the whole table', () => {
    fc.assert(
      fc.property(pathname, (path) => {
        expect(matchOf(tree.routesFor(path), path)).toEqual(matchOf(tree.all, path));
      }),
      { numRuns: 5000 },
    );
  });

  it("finds a link's page as a search of the whole table does", () => {
    const wholeTable = (path: string) =>
      routeTable.find((route) => matchPath({ path: route.path, end: true }, path) !== null);
    fc.assert(
      fc.property(pathname, (path) => {
        expect(routeForPath(path)).toBe(wholeTable(path));
      }),
      { numRuns: 5000 },
    );
  });

  it('matches the pages of the table by their own paths', () => {
    expect(matchOf(tree.routesFor('/product/abc123/V1'), '/product/abc123/V1')).toEqual([
      ['layout', { hash: 'abc123', vsd_id: 'V1' }, '/'],
      ['/product/:hash/:vsd_id?', { hash: 'abc123', vsd_id: 'V1' }, '/product/abc123/V1'],
    ]);
    expect(routeForPath('/Visualize/Contractor/All')?.page).toBe('showroom');
  });
});
