import { useAppStore, useServices } from '../../services/ServicesContext.tsx';

/**
 * The showroom the catalogue is browsed in: the active showroom, else the shop this storefront
 * runs for (§1 page metadata), else none (the server then answers for the whole catalogue).
 */
export function useCatalogueShowroom(): string | null {
  const { meta } = useServices();
  const active = useAppStore('showroom', (state) => state.active?.vsd_id ?? null);
  return active ?? meta.shopId;
}
