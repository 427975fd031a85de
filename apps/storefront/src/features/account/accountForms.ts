import { isValidEmail, registrationMessages } from '@showroom/machines';
import { failureTextOf } from '../../services/verificationService.ts';

/** Texts the account forms share; the e-mail ones are registration's, so a shopper reads one wording. */
export const accountFormMessages = {
  emailRequired: registrationMessages.emailRequired,
  emailInvalid: registrationMessages.emailInvalid,
  /** Said when a failure brings no message of its own. */
  notAnswered: 'The server did not answer. Please check your connection and try again.',
} as const;

/** §5 'email required and valid', for the forms that ask for one. */
export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return accountFormMessages.emailRequired;
  if (!isValidEmail(trimmed)) return accountFormMessages.emailInvalid;
  return undefined;
}

export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/**
 * §5: the first server message of each field the form shows. Messages for anything else are
 * returned apart, to show above the form rather than lose them.
 */
export function serverFieldMessages<Field extends string>(
  fieldErrors: Readonly<Record<string, readonly string[]>> | undefined,
  fields: readonly Field[],
): { fields: FieldMessages<Field>; other: string[] } {
  const known = new Set<string>(fields);
  const result: FieldMessages<Field> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const first = messages[0];
    if (first === undefined) continue;
    if (known.has(field)) result[field as Field] = first;
    else other.push(first);
  }
  return { fields: result, other };
}

/** The 422 field map of a client error, if it is one. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, readonly string[]>> | null {
  const { status, fieldErrors } = (error ?? {}) as { status?: unknown; fieldErrors?: Record<string, string[]> };
  return status === 422 && fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

/** The first field with a message, in the form's order: it gets the focus. */
export function firstInvalidField<Field extends string>(
  errors: FieldMessages<Field>,
  order: readonly Field[],
): Field | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** The summary above a form with marked fields. */
export function invalidSummary(count: number): string {
  return count === 1 ? 'Please check the field marked below.' : `Please check the ${count} fields marked below.`;
}

/** What to say about a failed call: the client's §8 message, else the server's, else ours. */
export function failureMessage(error: unknown): string {
  return failureTextOf(error) ?? accountFormMessages.notAnswered;
}

/** Moves the focus to a control once React has painted its message, so it is read with it. */
export function focusControl(id: string | null): void {
  if (id === null) return;
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
