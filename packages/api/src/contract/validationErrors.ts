import { z } from 'zod';
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
 * The message of a 422 with field errors: the first reason, and how many more there are, as
 * Laravel words it ("The quantity may not be greater than 9999. (and 1 more error)"). A server
 * that sends only 'The given data was invalid.' makes the §8 toast say "Invalid input OR some
 * mandatory fields are blank." whatever the reason; this one names it.
 */
export function validationMessage(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const [first] = messages;
  if (first === undefined) return GIVEN_DATA_INVALID;
  const more = messages.length - 1;
  return more === 0 ? first : `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

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
    (result[field] ??= []).push(laravelMessage(issue, field.replace(/_/g, ' '), options));
  }
  return result;
}

/** zod's own English wording of an issue ("Too small: expected string to have >=1 characters", "Invalid input"). */
const libraryMessage = z.locales.en().localeError;

/** Whether the issue's message is the schema library's own, not a message the schema chose ("Invalid CVC."). */
function isLibraryWording(issue: z.core.$ZodIssue): boolean {
  const own = libraryMessage(issue as unknown as Parameters<typeof libraryMessage>[0]);
  const text = typeof own === 'string' ? own : own?.message;
  if (issue.code === 'invalid_type' && text !== undefined) {
    // The library's wording ends with the type received, which a finished issue no longer
    // carries ("Invalid input: expected number, received string"): compare up to it.
    const received = text.indexOf(', received');
    return issue.message.startsWith(received === -1 ? text : text.slice(0, received));
  }
  return issue.message === text;
}

/** One issue in Laravel's words: required, wrong type, size and format rules. */
function laravelMessage(issue: z.core.$ZodIssue, readable: string, options: { input?: unknown }): string {
  const blank = 'input' in options ? isBlank(valueAt(options.input, issue.path)) : undefined;
  if (issue.code === 'invalid_type') {
    // A message the schema chose for any wrong value ("Enter the markup as a number.") is the field's own.
    if (!isLibraryWording(issue)) return issue.message;
    const missing = blank ?? /received undefined/.test(issue.message);
    return missing
      ? `The ${readable} field is required.`
      : `The ${readable} must be ${expectedWords[issue.expected] ?? 'valid'}.`;
  }
  if (!isLibraryWording(issue)) return issue.message;
  // `''` (or nothing) where a value is required: the required rule, whatever rule the schema tripped first.
  if (blank === true) return `The ${readable} field is required.`;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.exact
          ? `The ${readable} must be ${String(issue.minimum)} characters.`
          : `The ${readable} must be at least ${String(issue.minimum)} characters.`;
      }
      if (issue.origin === 'array') return `The ${readable} must have at least ${String(issue.minimum)} items.`;
      return `The ${readable} must be at least ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') {
        return issue.exact
          ? `The ${readable} must be ${String(issue.maximum)} characters.`
          : `The ${readable} may not be greater than ${String(issue.maximum)} characters.`;
      }
      if (issue.origin === 'array') return `The ${readable} may not have more than ${String(issue.maximum)} items.`;
      return `The ${readable} may not be greater than ${String(issue.maximum)}.`;
    case 'invalid_format':
      return `The ${readable} format is invalid.`;
    case 'invalid_value':
    case 'invalid_union':
      return `The selected ${readable} is invalid.`;
    default:
      return `The ${readable} is invalid.`;
  }
}

/** The 422 body for a request that failed its schema. */
export function validationErrorBody(error: z.ZodError): ValidationErrorBody {
  const errors = toFieldErrors(error);
  return { success: false, message: validationMessage(errors), errors };
}
