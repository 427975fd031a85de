import { useSyncExternalStore } from 'react';

/**
 * A module fetched with import() only when something first wants it, then shared by every
 * component: heavy parts (numbering-plan metadata, a popup's positioning code) stay out of the
 * JS a page needs to show itself.
 */
export interface DeferredModule<T> {
  /** The module once it has loaded, synchronously. */
  current(): T | undefined;
  /** Loads it (once; a failed load is forgotten, so the next call tries again). */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => loaded,
    load() {
      if (loaded !== undefined) return Promise.resolve(loaded);
      pending ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Starts loading without waiting. A failure is left for later: whoever needs the module next
 * (a focus, a submit) loads it again and handles the error where it can tell the person.
 */
export function prefetch(module: DeferredModule<unknown>): void {
  module.load().catch(() => undefined);
}

/** The module once loaded, re-rendering the component when it arrives. */
export function useDeferredModule<T>(module: DeferredModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}
