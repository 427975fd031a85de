import type { FieldErrors } from '../contract/index.ts';

/** §5: under each field, the first server message. */
export function firstMessagePerField(errors: Readonly<FieldErrors>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first !== undefined) result[field] = first;
  }
  return result;
}

/** §5: a shared field display joins a field's messages with commas. */
export function joinFieldMessages(messages: readonly string[] | null | undefined): string {
  return (messages ?? []).join(', ');
}

/**
 * Reads §3 field errors from an untrusted body: keeps string messages only, so a malformed 422
 * cannot put objects into the form.
 */
export function readFieldErrors(value: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return result;
  for (const [field, raw] of Object.entries(value)) {
    const list = Array.isArray(raw) ? raw : [raw];
    const messages = list.filter((item): item is string => typeof item === 'string' && item !== '');
    if (messages.length > 0) result[field] = messages;
  }
  return result;
}
