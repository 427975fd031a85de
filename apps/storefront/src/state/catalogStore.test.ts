import type { HeaderMenu } from '@showroom/api';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogStore } from './catalogStore.ts';
import { createPersistence, memoryCookieJar, memoryStorage } from './persistence.ts';
import { storageKeys } from './storageKeys.ts';

const menus = [{ id: 1, name: 'Tile', categories: [] }] as unknown as readonly HeaderMenu[];
const cachedFor = (vsdId: string) => ({
  [storageKeys.headerMenus]: JSON.stringify({ vsd_id: vsdId, menus }),
});
const persistenceWith = (storage: Record<string, string>) =>
  createPersistence(memoryStorage(storage), memoryCookieJar({}));

describe('catalog store: the header menus', () => {
  it("knows the app's showroom from the first render, before any menu is fetched", () => {
    const store = createCatalogStore(persistenceWith({}), vi.fn(), 'DEMO0001');
    // Not the "enter a Showroom ID" state: the shell keeps its layout while the menus load.
    expect(store.getState()).toMatchObject({ menusFor: 'DEMO0001', menus: { status: 'idle' } });
  });

  it('shows cached menus at once only for the showroom they were cached for', () => {
    const same = createCatalogStore(persistenceWith(cachedFor('DEMO0001')), vi.fn(), 'DEMO0001');
    expect(same.getState()).toMatchObject({ menusFor: 'DEMO0001', menus: { status: 'ready', data: menus } });
    const other = createCatalogStore(persistenceWith(cachedFor('OTHER001')), vi.fn(), 'DEMO0001');
    expect(other.getState()).toMatchObject({ menusFor: 'DEMO0001', menus: { status: 'idle' } });
    const none = createCatalogStore(persistenceWith(cachedFor('OTHER001')), vi.fn(), null);
    expect(none.getState()).toMatchObject({ menusFor: null, menus: { status: 'idle' } });
  });

  it('fetches the menus of the starting showroom on the first load', async () => {
    const fetchMenus = vi.fn(async () => menus);
    const store = createCatalogStore(persistenceWith({}), fetchMenus, 'DEMO0001');
    await store.getState().loadMenus('DEMO0001');
    expect(fetchMenus).toHaveBeenCalledWith('DEMO0001');
    expect(store.getState().menus).toEqual({ status: 'ready', data: menus });
  });
});
