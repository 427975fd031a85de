import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { AppServices } from './createAppServices.ts';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it.');
  return services;
}

/** The zustand stores among the services, by name. */
export type AppStoreName = 'session' | 'showroom' | 'cart' | 'catalog' | 'notifications' | 'overlays';
type StateOf<Name extends AppStoreName> = ReturnType<AppServices[Name]['getState']>;

/** Reads one store of the app's services: `useAppStore('cart', (state) => state.count)`. */
export function useAppStore<Name extends AppStoreName, Selected>(
  name: Name,
  select: (state: StateOf<Name>) => Selected,
): Selected {
  const store: StoreApi<StateOf<Name>> = useServices()[name] as never;
  return useStore(store, select);
}
