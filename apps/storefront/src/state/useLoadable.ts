import { useCallback, useEffect, useState } from 'react';
import { dataOf, idle, type Loadable } from './loadable.ts';

export interface LoadableOptions {
  /** Turns a failure into the text shown (module-level, so it never restarts the request). */
  readonly describe: (error: unknown, fallback: string) => string;
  /** Said when the failure has nothing better to say. */
  readonly fallback: string;
  /** A new request keeps the last answer on screen until it answers (a list does not jump back to a skeleton). */
  readonly keepWhileLoading?: boolean;
  /** A failure keeps the last answer on screen too, under its error. */
  readonly keepOnError?: boolean;
  /** A value whose change loads again, besides the request's own (the counts shown may have moved). */
  readonly key?: unknown;
}

/** An answer, with the request and attempt it answers, so a newer request shows as loading. */
interface Answer<T> {
  readonly request: () => Promise<T>;
  readonly attempt: number;
  readonly key: unknown;
  readonly state: Loadable<T>;
  readonly error?: unknown;
}

/**
 * Loads `request` (a memoised call; null to load nothing, `idle`) and again when it changes or on
 * `reload`. The state is set only when an answer arrives; "loading" is derived from the answer
 * not being for the current request, so no effect sets state before its request has answered.
 * An answer that arrives after a newer request started (or after the component left) is dropped.
 */
export function useLoadable<T>(request: (() => Promise<T>) | null, options: LoadableOptions) {
  const { describe, fallback, keepWhileLoading = false, keepOnError = false, key } = options;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    if (request === null) return;
    let live = true;
    request().then(
      (data) => {
        if (live) setAnswer({ request, attempt, key, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!live) return;
        setAnswer((last) => ({
          request,
          attempt,
          key,
          error,
          state: {
            status: 'error',
            data: keepOnError && last !== null ? dataOf(last.state) : null,
            message: describe(error, fallback),
          },
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [request, attempt, key, describe, fallback, keepOnError]);

  const current =
    answer !== null && answer.request === request && answer.attempt === attempt && Object.is(answer.key, key)
      ? answer
      : null;
  const state: Loadable<T> =
    request === null
      ? idle
      : (current?.state ?? {
          status: 'loading',
          data: keepWhileLoading && answer !== null ? dataOf(answer.state) : null,
        });

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  /** Changes the data on screen (a saved row replacing its old one); nothing before the first answer. */
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((last) =>
        last !== null && last.state.status === 'ready'
          ? { ...last, state: { status: 'ready', data: change(last.state.data) } }
          : last,
      ),
    [],
  );

  return { state, failure: current?.error, reload, update };
}
