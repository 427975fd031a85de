import type { ShowroomProfile } from '@showroom/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Persistence } from './persistence.ts';
import { storageKeys } from './storageKeys.ts';

/**
 * §3 "Active showroom item (browser storage)": showroom, vsd_id, is_3d, floorplan,
 * floorTemplate, project, theme_color, custom_addon, basic_addon, showroom_subscription; plus
 * what the header shows (company name, logo) and the shop profile id the lead form sends.
 */
export interface ActiveShowroom {
  readonly showroom: string;
  readonly vsd_id: string;
  readonly id: number;
  readonly company_name: string;
  readonly business_logo: string | null;
  readonly is_3d: boolean;
  readonly floorplan: string | null;
  readonly floorTemplate: string | null;
  readonly project: string | null;
  readonly theme_color: string | null;
  readonly custom_addon: ShowroomProfile['custom_addon'];
  readonly basic_addon: ShowroomProfile['basic_addon'];
  readonly showroom_subscription: ShowroomProfile['showroom_subscription'];
}

/** The category chosen in a menu (§2: "stores the selected category id and name"). */
export interface SelectedCategory {
  readonly id: number;
  readonly name: string;
}

export interface ShowroomStoreState {
  readonly active: ActiveShowroom | null;
  readonly selectedCategory: SelectedCategory | null;
  activate(profile: ShowroomProfile): void;
  clear(): void;
  selectCategory(category: SelectedCategory): void;
}

export type ShowroomStore = StoreApi<ShowroomStoreState>;

export function activeShowroomOf(profile: ShowroomProfile): ActiveShowroom {
  return {
    showroom: profile.vsd_id,
    vsd_id: profile.vsd_id,
    id: profile.id,
    company_name: profile.company_name,
    business_logo: profile.business_logo,
    is_3d: profile.is_3d,
    floorplan: null,
    floorTemplate: null,
    project: null,
    theme_color: profile.theme_color,
    custom_addon: profile.custom_addon,
    basic_addon: profile.basic_addon,
    showroom_subscription: profile.showroom_subscription,
  };
}

function isActiveShowroom(value: unknown): value is ActiveShowroom {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['vsd_id'] === 'string' &&
    /^[A-Za-z0-9]{8}$/.test(item['vsd_id']) &&
    typeof item['id'] === 'number' &&
    typeof item['company_name'] === 'string'
  );
}

function isSelectedCategory(value: unknown): value is SelectedCategory {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item['id'] === 'number' && typeof item['name'] === 'string';
}

export function createShowroomStore(persistence: Persistence): ShowroomStore {
  return createStore<ShowroomStoreState>()((set) => ({
    active: persistence.readJson(storageKeys.showroom, isActiveShowroom),
    selectedCategory: persistence.readJson(storageKeys.productCategory, isSelectedCategory),
    activate(profile) {
      const active = activeShowroomOf(profile);
      persistence.writeJson(storageKeys.showroom, active);
      set({ active });
    },
    clear() {
      persistence.remove(storageKeys.showroom, storageKeys.productCategory);
      set({ active: null, selectedCategory: null });
    },
    selectCategory(category) {
      persistence.writeJson(storageKeys.productCategory, category);
      set({ selectedCategory: category });
    },
  }));
}
