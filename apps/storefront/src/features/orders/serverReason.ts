/**
 * Why the server refused a change to an order item, as the dialogs and the status selector say
 * it where the person looks: the answer's message (a 409 names the status the item has now),
 * else the first `errors.status` message, else the client's §8 text (no answer at all), else
 * `fallback`.
 */
export function serverReason(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { body, fieldErrors, userMessage } = error as {
    body?: { message?: unknown } | null;
    fieldErrors?: Record<string, readonly string[]>;
    userMessage?: unknown;
  };
  if (typeof body?.message === 'string' && body.message.trim() !== '') return body.message;
  const first = fieldErrors?.['status']?.[0];
  if (first) return first;
  if (typeof userMessage === 'string' && userMessage.trim() !== '') return userMessage;
  return fallback;
}

/** The item changed under the viewer (409): the order is reloaded to show its real status. */
export function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
}
