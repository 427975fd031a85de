import type { HeaderMenu } from '@showroom/api';
import { useAppStore, useServices } from '../services/ServicesContext.tsx';

/** The four states every menu renders (desktop and mobile alike). */
export type MenuView =
  | { readonly kind: 'noShowroom' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly retry: () => void }
  | { readonly kind: 'empty' }
  | { readonly kind: 'ready'; readonly menus: readonly HeaderMenu[] };

export function useMenus(): MenuView {
  const { catalog } = useServices();
  const menusFor = useAppStore('catalog', (state) => state.menusFor);
  const menus = useAppStore('catalog', (state) => state.menus);
  if (menusFor === null) return { kind: 'noShowroom' };
  const data = menus.status === 'idle' ? null : menus.data;
  // Menus already shown stay while they refresh or if a refresh fails.
  if (data && data.length > 0) return { kind: 'ready', menus: data };
  switch (menus.status) {
    case 'idle':
    case 'loading':
      return { kind: 'loading' };
    case 'error':
      return { kind: 'error', retry: () => void catalog.getState().loadMenus(menusFor, { force: true }) };
    case 'ready':
      return { kind: 'empty' };
  }
}
