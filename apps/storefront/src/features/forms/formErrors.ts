/**
 * What every form of the storefront shares (ADR 008): the first server message of each field
 * (§5), what to say about a request that failed without field messages, the summary above a form
 * with marked fields, and the focus on the first of them. No React here: `useForm` and the
 * machine-driven forms (sign-in, registration, payment) use the same functions.
 */

/** A form's messages, one per field it shows. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * §5: the first server message per field, renamed to the form's own field names (`rename`
 * maps `shipping_address.state` to `state`). A message for a field the form does not show is
 * returned apart, to show above the form instead of losing it.
 */
export function splitServerErrors<Field extends string>(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  fields: readonly Field[],
  rename: (serverField: string) => string | undefined = (field) => field,
): { fields: FieldErrors<Field>; other: string[] } {
  const known = new Set<string>(fields);
  const mapped: FieldErrors<Field> = {};
  const other: string[] = [];
  for (const [serverField, messages] of Object.entries(fieldErrors)) {
    const first = messages[0];
    if (first === undefined) continue;
    const field = rename(serverField);
    if (field !== undefined && known.has(field)) mapped[field as Field] ??= first;
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

/** The first field with a message, in the form's order: it gets the focus. */
export function firstInvalidField<Field extends string>(
  errors: FieldErrors<Field>,
  order: readonly Field[],
): Field | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** The summary above a form with marked fields (the one place this text lives). */
export function invalidSummary(count: number): string {
  return count === 1 ? 'Please check the field marked below.' : `Please check the ${count} fields marked below.`;
}

/**
 * Focuses a control once React has painted its message, so it is read with its error. With
 * `unlessMoved`, not if the person has put the focus somewhere else meanwhile (clicked into a
 * field), which is never taken from them.
 */
export function focusControl(id: string | null, { unlessMoved = false }: { unlessMoved?: boolean } = {}): void {
  if (id === null) return;
  const focusedBefore = document.activeElement;
  requestAnimationFrame(() => {
    const focusedNow = document.activeElement;
    if (unlessMoved && focusedNow !== focusedBefore && focusedNow !== null && focusedNow !== document.body) return;
    document.getElementById(id)?.focus();
  });
}
