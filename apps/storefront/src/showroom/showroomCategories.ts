import type { ShowroomCategory } from '@showroom/machines';
import type { Persistence } from '../state/persistence.ts';
import type { ShowroomStore } from '../state/showroomStore.ts';
import { storageKeys } from '../state/storageKeys.ts';

/** §3, §4: the entered showroom's category tree, kept in the browser under `category`. */
export function storeShowroomCategories(persistence: Persistence, categories: readonly ShowroomCategory[]): void {
  persistence.writeJson(storageKeys.category, categories);
}

/**
 * New Showroom: the active showroom and what belongs to it (its category tree, the chosen
 * category) are forgotten, so the shop theme and menus return to the defaults.
 */
export function leaveShowroom(services: { showroom: ShowroomStore; persistence: Persistence }): void {
  services.persistence.remove(storageKeys.category);
  services.showroom.getState().clear();
}
