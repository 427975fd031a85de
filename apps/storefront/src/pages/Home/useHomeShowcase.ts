import type { HomeShowcase } from '@showroom/api/client';
import { useCallback } from 'react';
import { failureMessage } from '../../features/forms/formErrors.ts';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { useLoadable } from '../../state/useLoadable.ts';

export const HOME_PICTURES_NOT_LOADED = 'The designs could not be loaded.';

/**
 * The home page's pictures (GET /api/home/showcase) from the active showroom's catalogue, or the
 * whole catalogue before one is chosen; loaded again when the showroom changes, keeping the
 * last pictures on screen meanwhile. `retry` asks again after a failure.
 */
export function useHomeShowcase() {
  const services = useServices();
  const showroom = useAppStore('showroom', (state) => state.active?.vsd_id ?? null);
  const load = useCallback(async (): Promise<HomeShowcase> => {
    const { api } = await services.runtime();
    return (await api.getHomeShowcase({ query: showroom === null ? {} : { showroom } })).data;
  }, [services, showroom]);
  const { state, reload } = useLoadable(load, {
    describe: failureMessage,
    fallback: HOME_PICTURES_NOT_LOADED,
    keepWhileLoading: true,
  });
  return { showcase: state, showroom, retry: reload };
}

export type HomeShowcaseState = ReturnType<typeof useHomeShowcase>;
