import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Persistence } from '../../state/persistence.ts';
import { storageKeys } from '../../state/storageKeys.ts';

/** How many product ids the browser keeps (§3 "recently viewed"); the server takes up to 50. */
export const RECENTLY_VIEWED_LIMIT = 12;

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id) && (id as number) > 0);
}

/** The ids of the products viewed in this browser, the latest first. */
export function recentlyViewedIds(persistence: Persistence): readonly number[] {
  return (persistence.readJson(storageKeys.recentlyViewed, isIdList) ?? []).slice(0, RECENTLY_VIEWED_LIMIT);
}

/** Puts a product first in the list (once), keeping the latest ones; returns the ids seen before it. */
export function recordRecentlyViewed(persistence: Persistence, productId: number): readonly number[] {
  const before = recentlyViewedIds(persistence).filter((id) => id !== productId);
  persistence.writeJson(storageKeys.recentlyViewed, [productId, ...before].slice(0, RECENTLY_VIEWED_LIMIT));
  return before;
}

const noSubscription = () => () => undefined;

/**
 * The products viewed in this browser before `productId`, which is recorded as viewed once shown.
 * The first render knows none (the server's snapshot), so it is a first-time guest's render for
 * everyone and hydrates the page the server rendered; the stored list follows in the next render.
 */
export function useRecentlyViewedBefore(persistence: Persistence, productId: number): readonly number[] {
  const stored = useSyncExternalStore(
    noSubscription,
    () => recentlyViewedIds(persistence).join(','),
    () => '',
  );
  useEffect(() => {
    recordRecentlyViewed(persistence, productId);
  }, [persistence, productId]);
  return useMemo(
    () =>
      stored
        .split(',')
        .filter(Boolean)
        .map(Number)
        .filter((id) => id !== productId),
    [stored, productId],
  );
}
