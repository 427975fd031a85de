/**
 * The failure shape the machines understand. Hosts reject their actors with it (or with anything
 * that has these properties); `toApiFailure` reads whatever arrives so a thrown `Error` or a
 * plain string still shows a message instead of breaking the machine.
 *
 * A failure that carries `userMessage` (every `@showroom/api` client error does) is read by it,
 * never by `message`: there `message` is developer text ("POST /api/x failed with HTTP 409")
 * and a null `userMessage` means the machine shows its own text.
 */
export interface ApiFailure {
  readonly status: number | null;
  readonly message: string | null;
  /** §3: response errors arrive as a map of field to list of messages. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return [];
}

function fieldErrorsOf(value: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!isRecord(value)) return result;
  for (const [field, raw] of Object.entries(value)) {
    const messages = messagesOf(raw);
    if (messages.length > 0) result[field] = messages;
  }
  return result;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function toApiFailure(error: unknown): ApiFailure {
  if (typeof error === 'string') {
    return { status: null, message: error === '' ? null : error, fieldErrors: {} };
  }
  if (!isRecord(error)) return { status: null, message: null, fieldErrors: {} };
  const status = typeof error['status'] === 'number' ? error['status'] : null;
  const message = textOf('userMessage' in error ? error['userMessage'] : error['message']);
  return { status, message, fieldErrors: fieldErrorsOf(error['fieldErrors'] ?? error['errors']) };
}

/** §5: the first server message per field is what appears under the field. */
export function firstMessagePerField(fieldErrors: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = messages[0];
    if (first !== undefined) result[field] = first;
  }
  return result;
}

/** §5: the shared field display joins a field's messages with commas. */
export function joinFieldMessages(messages: readonly string[] | null | undefined): string {
  return (messages ?? []).join(', ');
}
