/** Paths the machines send people to (§2, §4). Spellings are the spec's, including '/verifiction'. */
export const appPaths = {
  home: '/',
  login: '/login',
  register: '/register',
  account: '/account',
  verifiction: '/verifiction',
  verify: '/verify',
  projects: '/projects',
  visualize: '/visualize',
  showroomCatalogue: '/visualize/contractor/all',
  cart: '/cart',
  checkout: '/checkout',
  /** The designed pro sign-in (signIn's `pro` screen). */
  proSignIn: '/pro-account',
} as const;

export type AppPath = (typeof appPaths)[keyof typeof appPaths];

/**
 * Accepts a redirect target only when it is a path on this site. Redirect values come from the
 * query string and from storage, both of which an attacker can set, so '//host', '/\host' and
 * absolute URLs are refused (an open redirect otherwise; see docs/spec-deviations.md in the repository).
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/')) return null;
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters let browsers reinterpret the path (e.g. '/\t/host').
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  return path;
}

/** The first safe candidate, in priority order (query parameter before stored value). */
export function firstSafeRedirect(...candidates: readonly unknown[]): string | null {
  for (const candidate of candidates) {
    const path = safeRedirectPath(candidate);
    if (path !== null) return path;
  }
  return null;
}

/** §4, §8: a 401 or a guarded route sends people to Login with the current path as `redirect`. */
export function loginPathWithRedirect(currentPath: string): string {
  return `${appPaths.login}?redirect=${encodeURIComponent(currentPath)}`;
}

/** Path without query or hash, for comparing a location with a route. */
export function pathnameOf(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * The visualizer's saved work (`my_item` in storage, §3). A project can only be created from it
 * when showroom, floorplan and floorTemplate are all present (§4 'Sign-in outcome').
 */
export interface SavedItem {
  readonly showroom?: unknown;
  readonly floorplan?: unknown;
  readonly floorTemplate?: unknown;
  readonly [key: string]: unknown;
}

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

export function isCompleteSavedItem(item: SavedItem | null | undefined): item is SavedItem {
  return (
    item !== null &&
    item !== undefined &&
    isPresent(item.showroom) &&
    isPresent(item.floorplan) &&
    isPresent(item.floorTemplate)
  );
}

/** Stored identifiers are kept as strings; anything empty counts as absent. */
export function storedValue(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}
