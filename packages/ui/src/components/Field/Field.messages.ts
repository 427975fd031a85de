/** How a Field shows a list of server messages (SPEC §5, §8: field to list of messages). */
export const fieldErrorDisplays = ['first', 'joined'] as const;
export type FieldErrorDisplay = (typeof fieldErrorDisplays)[number];

/** One message, a server's list of messages for the field, or nothing. */
export type FieldError = string | readonly string[] | null | undefined;

/**
 * The text a Field shows: the first non-blank message (SPEC §5: 'first message per field'), or
 * every non-blank message joined with commas for shared displays. Null when there is none.
 */
export function fieldErrorText(error: FieldError, display: FieldErrorDisplay = 'first'): string | null {
  const list = typeof error === 'string' ? [error] : (error ?? []);
  const messages = list.map((message) => message.trim()).filter((message) => message !== '');
  if (messages.length === 0) return null;
  return display === 'joined' ? messages.join(', ') : messages[0]!;
}
