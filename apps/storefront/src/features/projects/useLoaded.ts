import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loadable } from '../../state/loadable.ts';
import { failureText, isNotFound } from '../../services/projectsService.ts';

/** A load's state, with whether a failure means the record is not the caller's (404). */
export type Loaded<T> = Loadable<T> & { readonly notFound?: boolean };

/**
 * Runs `load` (a memoised call for one project) and again on `reload` or when `load` changes.
 * An answer arriving after a newer request started is dropped, so a slow answer for another
 * project never shows. `set` replaces the data with a later answer (a hire's updated list).
 */
export function useLoaded<T>(load: () => Promise<T>, failed: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', data: null });
  const request = useRef(0);

  const run = useCallback(() => {
    const mine = ++request.current;
    setState({ status: 'loading', data: null });
    load().then(
      (data) => {
        if (mine === request.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (mine !== request.current) return;
        setState({ status: 'error', data: null, message: failureText(error, failed), notFound: isNotFound(error) });
      },
    );
  }, [load, failed]);

  useEffect(run, [run]);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload: run, set };
}
