import { useCallback } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { checklistServiceOf } from '../../services/checklistService.ts';
import { useLoadable } from '../../state/useLoadable.ts';
import { failureMessage } from '../forms/formErrors.ts';

export const PROJECTS_NOT_LOADED = 'Your projects could not be loaded.';

/**
 * The signed-in customer's projects (GET /api/projectChecklist), for the picker and the
 * project's name. `freshness` changes when the counts shown may have moved (back to the picker).
 */
export function useChecklistProjects(freshness: unknown) {
  const service = checklistServiceOf(useServices());
  const listProjects = useCallback(() => service.listProjects(), [service]);
  // A reload keeps the list on screen (the picker does not jump back to a skeleton).
  const { state: projects, reload } = useLoadable(listProjects, {
    describe: failureMessage,
    fallback: PROJECTS_NOT_LOADED,
    keepWhileLoading: true,
    key: freshness,
  });
  return { projects, reload };
}
