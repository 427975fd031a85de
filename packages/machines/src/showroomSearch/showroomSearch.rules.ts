import type { AddonSubscription } from '../rules/user/user.rules.ts';

/** §9: a showroom ID has 8 characters. */
export const SHOWROOM_ID_LENGTH = 8;

/** §5, §9: the search endpoint runs for text longer than 2 characters, or for empty text. */
export const SEARCH_MIN_LENGTH_EXCLUSIVE = 2;

/** §8, reproduced exactly. */
export const showroomSearchMessages = {
  notFound: 'No Showroom Found, Please Enter Correct Showroom Id.',
} as const;

/** §3 showroom search result. */
export interface ShowroomMatch {
  readonly id: number | string;
  readonly company_name: string;
  readonly vsd_id: string;
}

/** Spaces typed or pasted around an ID are not part of it. */
export function normalizeShowroomText(text: string): string {
  return text.trim();
}

/** §4: the lookup runs when the text is exactly 8 characters. */
export function isCompleteShowroomId(text: string): boolean {
  return normalizeShowroomText(text).length === SHOWROOM_ID_LENGTH;
}

/** §5: the rule the search endpoint itself applies (more than 2 characters, or empty). */
export function isSearchableText(text: string): boolean {
  const length = normalizeShowroomText(text).length;
  return length === 0 || length > SEARCH_MIN_LENGTH_EXCLUSIVE;
}

/**
 * A match is the result whose public ID equals the typed ID (ignoring case): the search is a
 * text search and may return neighbours.
 */
export function findShowroomMatch(results: readonly ShowroomMatch[], text: string): ShowroomMatch | null {
  const wanted = normalizeShowroomText(text).toLowerCase();
  return results.find((result) => String(result.vsd_id).toLowerCase() === wanted) ?? null;
}

/** §3 showroom profile, as `GET /api/visualization/shop_profile` returns it. */
export interface ShowroomProfile {
  readonly user_id: number | string;
  readonly vsd_id: string;
  readonly basic_addon?: AddonSubscription | null;
  readonly custom_addon?: AddonSubscription | null;
  readonly theme_color?: string | null;
  readonly showroom_subscription?: unknown;
}

/** §3 product category (the fields the storefront reads; others pass through). */
export interface ShowroomCategory {
  readonly id: number | string;
  readonly name: string;
  readonly slug_url?: string | null;
  readonly unit?: string | null;
  readonly children?: readonly ShowroomCategory[];
  readonly [key: string]: unknown;
}

/** §7: the profile and its category list; a missing profile means not found. */
export interface ShowroomProfileResult {
  readonly profile: ShowroomProfile | null;
  readonly category: readonly ShowroomCategory[];
}

/** §3 active showroom item, stored in the browser. */
export interface ActiveShowroom {
  readonly showroom: number | string;
  readonly vsd_id: string;
  readonly is_3d: boolean;
  readonly floorplan: unknown;
  readonly floorTemplate: unknown;
  readonly project: unknown;
  readonly theme_color: string | null;
  readonly custom_addon: AddonSubscription | null;
  readonly basic_addon: AddonSubscription | null;
  readonly showroom_subscription: unknown;
}

/**
 * §3, §4: the active showroom built from a freshly loaded profile. The design fields start empty:
 * the visualizer fills them once the person picks a floor plan.
 */
export function toActiveShowroom(profile: ShowroomProfile): ActiveShowroom {
  return {
    showroom: profile.user_id,
    vsd_id: profile.vsd_id,
    is_3d: false,
    floorplan: null,
    floorTemplate: null,
    project: null,
    theme_color: profile.theme_color ?? null,
    custom_addon: profile.custom_addon ?? null,
    basic_addon: profile.basic_addon ?? null,
    showroom_subscription: profile.showroom_subscription ?? null,
  };
}
