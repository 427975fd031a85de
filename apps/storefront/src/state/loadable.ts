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

export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const userMessage = (error as { userMessage?: unknown }).userMessage;
    if (typeof userMessage === 'string' && userMessage.trim() !== '') return userMessage;
  }
  return fallback;
}
