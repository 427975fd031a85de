import { describe, expect, it, vi } from 'vitest';
import { createLookupCache } from './lookupCache.ts';

function fakeClock() {
  let now = Date.parse('2026-11-23T12:00:00Z');
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('the lookup cache', () => {
  it('reuses an answer until it is ttlMs old, then loads again', async () => {
    const { clock, advance } = fakeClock();
    const cache = createLookupCache<string, number>({ ttlMs: 10_000, max: 10, clock });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('a', load)).toBe(1);
    advance(9_999);
    expect(await cache.get('a', load)).toBe(1);
    advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers asking at the same time', async () => {
    const { clock } = fakeClock();
    const cache = createLookupCache<string, string>({ ttlMs: 1_000, max: 10, clock });
    const load = vi.fn(async () => 'shop');
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
      'shop',
      'shop',
      'shop',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps at most max entries, dropping the least recently used', async () => {
    const { clock } = fakeClock();
    const cache = createLookupCache<string, string>({ ttlMs: 60_000, max: 2, clock });
    const load = vi.fn(async () => 'value');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recent
    await cache.get('c', load); // evicts b
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed load', async () => {
    const { clock } = fakeClock();
    const cache = createLookupCache<string, string>({ ttlMs: 60_000, max: 10, clock });
    await expect(cache.get('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('forgets a key on delete, so the next get loads (after a write)', async () => {
    const { clock } = fakeClock();
    const cache = createLookupCache<string, number>({ ttlMs: 60_000, max: 10, clock });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('shop', load)).toBe(1);
    cache.delete('shop');
    cache.delete('never-cached');
    expect(await cache.get('shop', load)).toBe(2);
    expect(await cache.get('shop', load)).toBe(2);
  });

  it('loads every time with ttlMs 0', async () => {
    const { clock } = fakeClock();
    const off = createLookupCache<string, number>({ ttlMs: 0, max: 10, clock });
    const load = vi.fn(async () => 1);
    await off.get('k', load);
    await off.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
