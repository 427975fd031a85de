import { useCallback } from 'react';
import type { Loadable } from '../../state/loadable.ts';
import { useLoadable } from '../../state/useLoadable.ts';
import { failureText, isNotFound } from '../../services/projectsService.ts';

/** A load's state, with whether a failure means the record is not the caller's (404). */
export type Loaded<T> = Loadable<T> & { readonly notFound?: boolean };

/**
 * Runs `load` (a memoised call for one project) and again on `reload` or when `load` changes.
 * An answer arriving after a newer request started is dropped, so a slow answer for another
 * project never shows. `set` replaces the data with a later answer (a hire's updated list).
 */
export function useLoaded<T>(load: () => Promise<T>, failed: string) {
  const { state: loadable, failure, reload, update } = useLoadable(load, { describe: failureText, fallback: failed });
  const state: Loaded<T> = loadable.status === 'error' ? { ...loadable, notFound: isNotFound(failure) } : loadable;
  const set = useCallback((data: T) => update(() => data), [update]);
  return { state, reload, set };
}
