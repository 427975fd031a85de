import type { z } from 'zod';
import { validationError } from './errors.ts';
import { guardStoredValues } from './inputGuards.ts';

/**
 * zod issues → the contract's field-error map (§3 "map of field to list of messages").
 * Nested fields are dotted (`items.0.quantity`); a problem with the whole body is under `body`.
 */
export function toFieldErrors(error: z.ZodError, part: 'body' | 'query' | 'params'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const message = missing ? `The ${field} field is required.` : issue.message;
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/** Parses one part of a request with its contract schema, or throws the 422. */
export function parsePart<T extends z.ZodType>(
  schema: T,
  value: unknown,
  part: 'body' | 'query' | 'params',
): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(toFieldErrors(result.error, part));
  guardStoredValues(result.data);
  return result.data;
}
