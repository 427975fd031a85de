import type { Category, ShowroomProfile } from '@showroom/api';
import type { ShowroomCategory } from '@showroom/machines';
import type { AppServices } from '../services/createAppServices.ts';
import { storeShowroomCategories } from './showroomCategories.ts';

/** The contract's category as the machine's (which lets other fields pass through). */
function toShowroomCategory(category: Category): ShowroomCategory {
  return { ...category, children: category.children.map(toShowroomCategory) };
}

export interface LoadedShowroom {
  readonly profile: ShowroomProfile;
  readonly categories: readonly ShowroomCategory[];
}

/** A showroom's profile and category tree by its public ID, or null when there is none. */
export async function loadShowroomProfile(
  services: Pick<AppServices, 'runtime'>,
  vsdId: string,
  signal?: AbortSignal,
): Promise<LoadedShowroom | null> {
  const { api } = await services.runtime();
  // The contract's `showroom` parameter is the public ID too (the numeric id is not accepted).
  const answer = await api.getShowroomProfile(
    { query: { showroom: vsdId, vsd_id: vsdId } },
    signal ? { signal } : undefined,
  );
  const payload = answer.data.data;
  if (payload === null) return null;
  return { profile: payload.profile, categories: payload.category.map(toShowroomCategory) };
}

/**
 * Enters a showroom known by its ID (the cart's, named by a refused add) without the ID card:
 * the same active item and category tree the card's Next stores. False when it does not exist.
 */
export async function enterShowroom(
  services: Pick<AppServices, 'runtime' | 'showroom' | 'persistence'>,
  vsdId: string,
): Promise<boolean> {
  const loaded = await loadShowroomProfile(services, vsdId);
  if (!loaded) return false;
  services.showroom.getState().activate(loaded.profile);
  storeShowroomCategories(services.persistence, loaded.categories);
  return true;
}
