import type { HeaderMenu } from '@showroom/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { idle, messageOf, type Loadable } from './loadable.ts';
import type { Persistence } from './persistence.ts';
import { storageKeys } from './storageKeys.ts';

export interface CatalogStoreState {
  /** The showroom the menus belong to; null without an active showroom (no call is made, §8). */
  readonly menusFor: string | null;
  readonly menus: Loadable<readonly HeaderMenu[]>;
  /** Loads the menus of a showroom, once; `force` reloads (the retry button). */
  loadMenus(vsdId: string | null, options?: { force?: boolean }): Promise<void>;
}

export type CatalogStore = StoreApi<CatalogStoreState>;

interface CachedMenus {
  readonly vsd_id: string;
  readonly menus: readonly HeaderMenu[];
}

function isCachedMenus(value: unknown): value is CachedMenus {
  if (typeof value !== 'object' || value === null) return false;
  const cached = value as Record<string, unknown>;
  return typeof cached['vsd_id'] === 'string' && Array.isArray(cached['menus']);
}

/**
 * The catalogue caches the shell reads: the header menus of the active showroom, kept in
 * storage (§3 "header menus") so a returning visitor sees the menu at once while it refreshes.
 *
 * `showroom` is the showroom the menus are for when the app starts (the stored active one, or
 * the shop's own): the first render already knows whether there is one, so a shopper with a
 * showroom never sees the "enter a Showroom ID" bar appear and vanish (a layout shift), and
 * menus cached for another showroom are never shown for this one.
 */
export function createCatalogStore(
  persistence: Persistence,
  fetchMenus: (vsdId: string) => Promise<readonly HeaderMenu[]>,
  showroom: string | null,
): CatalogStore {
  const stored = persistence.readJson(storageKeys.headerMenus, isCachedMenus);
  const cached = stored !== null && stored.vsd_id === showroom ? stored : null;
  let generation = 0;
  const fetched = new Set<string>();
  return createStore<CatalogStoreState>()((set, get) => ({
    menusFor: showroom,
    menus: cached ? { status: 'ready', data: cached.menus } : idle,
    async loadMenus(vsdId, options = {}) {
      const state = get();
      if (vsdId === null) {
        generation += 1;
        set({ menusFor: null, menus: idle });
        return;
      }
      const same = state.menusFor === vsdId;
      if (same && !options.force) {
        if (state.menus.status === 'loading') return;
        // Menus from storage are shown at once and refreshed once per page load.
        if (state.menus.status === 'ready' && fetched.has(vsdId)) return;
      }
      fetched.add(vsdId);
      const mine = ++generation;
      const previous = same && state.menus.status !== 'idle' ? state.menus.data : null;
      set({ menusFor: vsdId, menus: { status: 'loading', data: previous } });
      try {
        const menus = await fetchMenus(vsdId);
        if (mine !== generation) return;
        persistence.writeJson(storageKeys.headerMenus, { vsd_id: vsdId, menus } satisfies CachedMenus);
        set({ menus: { status: 'ready', data: menus } });
      } catch (error) {
        if (mine !== generation) return;
        set({ menus: { status: 'error', data: previous, message: messageOf(error, 'The menu could not be loaded.') } });
      }
    },
  }));
}
