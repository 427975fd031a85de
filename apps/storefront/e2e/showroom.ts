import type { Page } from '@playwright/test';
import type { HeaderMenu, ShopProfilePayload, ShowroomProfile } from '@showroom/api';
import { activeShowroomOf, type ActiveShowroom } from '../src/state/showroomStore.ts';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect } from './fixtures.ts';

/**
 * Journeys that need an active showroom but are not about entering one (showroom-entry.spec.ts
 * is): the active showroom is put in storage before the app starts, exactly as the storefront
 * stores it when a shopper picks a showroom (`activeShowroomOf` in src/state/showroomStore.ts).
 */

/** §7 envelope of a successful answer. */
interface Envelope<Data> {
  readonly success: true;
  readonly message: string;
  readonly data: Data;
}

/** The showroom's profile, read from the running server (`GET /api/visualization/shop_profile`). */
export async function showroomProfile(vsdId: string): Promise<ShowroomProfile> {
  const answer = await apiRequest<Envelope<ShopProfilePayload>>('/api/visualization/shop_profile', {
    query: { vsd_id: vsdId },
  });
  expect(answer.status, `shop profile of ${vsdId}`).toBe(200);
  const profile = answer.body.data.data?.profile;
  if (!profile) throw new Error(`The server knows no showroom ${vsdId}.`);
  return profile;
}

/** Makes `vsdId` the active showroom of every page the test opens from now on; returns the item stored. */
export async function useActiveShowroom(page: Page, vsdId: string): Promise<ActiveShowroom> {
  const active = activeShowroomOf(await showroomProfile(vsdId));
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [storageKeys.showroom, JSON.stringify(active)] as const,
  );
  return active;
}

/** The header menus the server gives a showroom (`GET /api/menu_category`), what the menus should show. */
export async function headerMenus(vsdId: string): Promise<readonly HeaderMenu[]> {
  const answer = await apiRequest<Envelope<HeaderMenu[]>>('/api/menu_category', { query: { vsd_id: vsdId } });
  expect(answer.status, `header menus of ${vsdId}`).toBe(200);
  expect(answer.body.data.length, `${vsdId} has departments`).toBeGreaterThan(0);
  return answer.body.data;
}

/** A JSON value stored in the page's localStorage, or null. */
export async function storedJson(page: Page, key: string): Promise<unknown> {
  const text = await page.evaluate((name) => window.localStorage.getItem(name), key);
  return text === null ? null : (JSON.parse(text) as unknown);
}

export { storageKeys };
