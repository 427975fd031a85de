/**
 * What the account forms share: the first server message of each field they show (§5), and
 * what to say about a request that failed without field messages.
 */

/**
 * §5: the first server message per field, renamed to the form's own field names (`rename`
 * maps `shipping_address.state` to `state`). A message for a field the form does not show is
 * returned apart, to show above the form instead of losing it.
 */
export function splitServerErrors<Field extends string>(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  fields: readonly Field[],
  rename: (serverField: string) => string = (field) => field,
): { fields: Partial<Record<Field, string>>; other: string[] } {
  const known = new Set<string>(fields);
  const mapped: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const [serverField, messages] of Object.entries(fieldErrors)) {
    const first = messages[0];
    if (first === undefined) continue;
    const field = rename(serverField);
    if (known.has(field)) mapped[field as Field] ??= first;
    else other.push(first);
  }
  return { fields: mapped, other };
}

/** The field errors of a 422 answer, or null when the failure was something else. */
export function refusalOf(error: unknown): Readonly<Record<string, readonly string[]>> | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, fieldErrors } = error as { status?: unknown; fieldErrors?: Record<string, string[]> };
  if (status !== 422 || !fieldErrors || Object.keys(fieldErrors).length === 0) return null;
  return fieldErrors;
}

/** What to say about a failed request: the client's §8 message, else the body's, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const { userMessage, body } = error as { userMessage?: unknown; body?: unknown };
    if (typeof userMessage === 'string' && userMessage.trim() !== '') return userMessage;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return fallback;
}

/** The id of a form control, so the first invalid one can take the focus. */
export const controlId = (form: string, field: string) => `${form}-${field.replace(/_/g, '-')}`;

/** Focuses a control once React has painted its message, so it is read with its error. */
export function focusControl(id: string | null): void {
  if (id === null) return;
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
