import type { z } from 'zod';
import type { FieldErrors, ValidationErrorBody } from './envelope.ts';

/** Laravel's generic 422 sentence, which servers send and the client replaces (§8). */
export const GIVEN_DATA_INVALID = 'The given data was invalid.';

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/** What a field holds when its value has the wrong type, in the words of Laravel's messages. */
const expectedWords: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Turns a zod error on a request into the §3 field-error map, phrased as Laravel phrases it
 * ("The email field is required.", "The product id must be a number."), so the server and the
 * mocks answer a bad request the way the spec's screens expect. Give the request part that was
 * parsed as `input`: a field is "required" only when it is really absent or blank there, and a
 * value of the wrong type is named as such. `part` names an error on the part as a whole.
 */
export function toFieldErrors(error: z.ZodError, options: { input?: unknown; part?: string } = {}): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? (options.part ?? 'body') : fieldName(issue.path);
    const readable = field.replace(/_/g, ' ');
    let message = issue.message;
    if (issue.code === 'invalid_type') {
      const missing =
        'input' in options ? isBlank(valueAt(options.input, issue.path)) : /received undefined/.test(issue.message);
      message = missing
        ? `The ${readable} field is required.`
        : `The ${readable} must be ${expectedWords[issue.expected] ?? 'valid'}.`;
    }
    (result[field] ??= []).push(message);
  }
  return result;
}

/** The 422 body for a request that failed its schema. */
export function validationErrorBody(error: z.ZodError): ValidationErrorBody {
  return { success: false, message: GIVEN_DATA_INVALID, errors: toFieldErrors(error) };
}
