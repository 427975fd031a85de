import type { z } from 'zod';
import type { FieldErrors, ValidationErrorBody } from './envelope.ts';

/** Laravel's generic 422 sentence, which servers send and the client replaces (§8). */
export const GIVEN_DATA_INVALID = 'The given data was invalid.';

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/**
 * Turns a zod error on a request into the §3 field-error map, phrased as Laravel phrases the
 * commonest case ("The email field is required."), so the server and the mocks answer a bad
 * request the way the spec's screens expect.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = fieldName(issue.path);
    const readable = field.replace(/_/g, ' ');
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    const message = missing
      ? `The ${readable} field is required.`
      : `The ${readable} field is invalid: ${issue.message}`;
    (result[field] ??= []).push(message);
  }
  return result;
}

/** The 422 body for a request that failed its schema. */
export function validationErrorBody(error: z.ZodError): ValidationErrorBody {
  return { success: false, message: GIVEN_DATA_INVALID, errors: toFieldErrors(error) };
}
