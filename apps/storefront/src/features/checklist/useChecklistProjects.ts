import type { ProjectOverview } from '@showroom/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { checklistServiceOf } from '../../services/checklistService.ts';
import type { Loadable } from '../../state/loadable.ts';
import { failureMessage } from '../profile/formErrors.ts';

export const PROJECTS_NOT_LOADED = 'Your projects could not be loaded.';

/**
 * The signed-in customer's projects (GET /api/projectChecklist), for the picker and the
 * project's name. `freshness` changes when the counts shown may have moved (back to the picker).
 */
export function useChecklistProjects(freshness: unknown) {
  const service = checklistServiceOf(useServices());
  const [projects, setProjects] = useState<Loadable<readonly ProjectOverview[]>>({ status: 'loading', data: null });
  const request = useRef(0);

  const load = useCallback(() => {
    const mine = ++request.current;
    // A reload keeps the list on screen (the picker does not jump back to a skeleton).
    setProjects((current) => ({ status: 'loading', data: current.status === 'idle' ? null : current.data }));
    service.listProjects().then(
      (data) => {
        if (mine === request.current) setProjects({ status: 'ready', data });
      },
      (error: unknown) => {
        if (mine === request.current) {
          setProjects({ status: 'error', data: null, message: failureMessage(error, PROJECTS_NOT_LOADED) });
        }
      },
    );
  }, [service]);

  useEffect(load, [load, freshness]);
  return { projects, reload: load };
}
