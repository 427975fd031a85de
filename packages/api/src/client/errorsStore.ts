import type { FieldErrors } from '../contract/index.ts';
import { firstMessagePerField, joinFieldMessages } from './fieldErrors.ts';

/**
 * §5, §8: the field errors of the last request. The client resets it before every request and
 * fills it from a 422; forms read it. Framework-free: subscribe to re-render.
 */
export interface ErrorsStore {
  get(): FieldErrors;
  set(errors: FieldErrors): void;
  reset(): void;
  /** The first message of a field (what appears under it), or undefined. */
  first(field: string): string | undefined;
  /** A field's messages joined with commas (shared displays). */
  joined(field: string): string;
  /** The first message of every field. */
  firstPerField(): Record<string, string>;
  subscribe(listener: (errors: FieldErrors) => void): () => void;
}

export function createErrorsStore(): ErrorsStore {
  let errors: FieldErrors = {};
  const listeners = new Set<(errors: FieldErrors) => void>();
  const publish = (next: FieldErrors) => {
    errors = next;
    for (const listener of listeners) listener(errors);
  };
  return {
    get: () => errors,
    set: (next) => publish({ ...next }),
    reset: () => {
      // No notification storm: resetting an already empty store changes nothing.
      if (Object.keys(errors).length > 0) publish({});
    },
    first: (field) => errors[field]?.[0],
    joined: (field) => joinFieldMessages(errors[field]),
    firstPerField: () => firstMessagePerField(errors),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
