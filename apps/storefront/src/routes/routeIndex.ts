/**
 * Routes grouped by their first path segment, so matching a path tries the few routes that can
 * match it instead of the whole §2 table. react-router flattens, ranks and compiles every route
 * it is given on every match: over the whole table that held a phone's main thread for tens of
 * milliseconds in each render of the routes, the first one while the page was hydrating.
 *
 * The candidates keep the table's order and include every route that can match: a static first
 * segment only matches the same text (react-router matches without regard to case, on the
 * decoded path), and a route whose first segment is a parameter, a splat or optional is a
 * candidate for every path.
 */
export interface RouteIndex<Route> {
  /** The routes that may match the pathname, in the table's order. */
  candidates(pathname: string): readonly Route[];
}

export function createRouteIndex<Route>(routes: readonly Route[], pathOf: (route: Route) => string): RouteIndex<Route> {
  const everywhere: Route[] = [];
  const bySegment = new Map<string, Route[]>();
  for (const route of routes) {
    const segment = firstSegment(pathOf(route));
    if (segment.startsWith(':') || segment.startsWith('*') || segment.endsWith('?')) {
      everywhere.push(route);
      // Already a candidate for each segment listed so far, in the table's order.
      for (const list of bySegment.values()) list.push(route);
      continue;
    }
    const key = segment.toLowerCase();
    let list = bySegment.get(key);
    if (!list) bySegment.set(key, (list = [...everywhere]));
    list.push(route);
  }
  return {
    candidates: (pathname) => bySegment.get(segmentKey(pathname)) ?? everywhere,
  };
}

/**
 * The first segments the routes can match, lower-cased, or null when some route's first segment
 * is a parameter, a splat or optional (then any path may match one). A server uses it to tell
 * addresses no route can match (apps/server staticSite.ts).
 */
export function staticFirstSegments(paths: readonly string[]): string[] | null {
  const segments = new Set<string>();
  for (const path of paths) {
    const segment = firstSegment(path);
    if (segment.startsWith(':') || segment.startsWith('*') || segment.endsWith('?')) return null;
    segments.add(segment.toLowerCase());
  }
  return [...segments].sort();
}

/** The first segment of a path, as text: '' for '/'. */
function firstSegment(path: string): string {
  return path.split('/').find((segment, index) => index > 0 || segment !== '') ?? '';
}

/**
 * The first segment as react-router compares it: percent-decoded (it matches the decoded path)
 * and lower-cased (its patterns ignore case). A segment that does not decode is kept as it is.
 */
function segmentKey(pathname: string): string {
  const segment = firstSegment(pathname);
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}
