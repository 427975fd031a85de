/**
 * The state of anything a page area loads: shown as a skeleton, the content, an empty state or
 * an error with a retry. One shape for every store, so every area renders the same four cases.
 */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly data: T | null }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly data: T | null; readonly message: string };

export const idle = { status: 'idle' } as const;

/** What was last loaded, whatever is happening now (a reload keeps showing the old data). */
export function dataOf<T>(loadable: Loadable<T>): T | null {
  return loadable.status === 'idle' ? null : loadable.data;
}

/**
 * What to tell the shopper about a failed request: the §8 message the client chose, else the
 * server's own reason for a refusal (a 4xx such as 409 "Your cart holds products priced in
 * showroom …"), which is written for the shopper; never a developer's text.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const { userMessage, status, body } = error as { userMessage?: unknown; status?: unknown; body?: unknown };
    if (typeof userMessage === 'string' && userMessage.trim() !== '') return userMessage;
    const reason = (body as { message?: unknown } | null | undefined)?.message;
    if (typeof status === 'number' && status >= 400 && status < 500 && typeof reason === 'string' && reason.trim()) {
      return reason;
    }
  }
  return fallback;
}
