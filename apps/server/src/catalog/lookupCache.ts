import type { Clock } from '../clock.ts';

export interface LookupCache<K, V> {
  /** The cached value for `key`, or the loader's answer (shared by callers asking at once). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Forgets `key`, so the next `get` loads (after a write that changed what it holds). */
  delete(key: K): void;
}

/**
 * A small read-through cache: entries live `ttlMs`, at most `max` of them (least recently used
 * goes first), and callers asking for the same key while it loads share one load. Failed loads
 * are not kept. With `ttlMs` 0 every call loads.
 */
export function createLookupCache<K, V>({
  ttlMs,
  max,
  clock,
}: {
  ttlMs: number;
  max: number;
  clock: Clock;
}): LookupCache<K, V> {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = clock().getTime();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + ttlMs });
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
