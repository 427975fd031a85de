import type { ToastStore } from '@showroom/ui';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

/** Raise a toast (§8: top right, closable, 10 s). The same message is never stacked twice. */
export type Notifier = (kind: NotifyKind, message: string) => void;

export function createNotifier(toasts: ToastStore): Notifier {
  return (kind, message) => {
    toasts.show(kind, message, { id: `${kind}:${message}` });
  };
}

/**
 * Closes the error toasts still showing: once a person is signed in, the refusals of their
 * earlier attempts are answered, and would otherwise linger over the page they land on.
 */
export function dismissErrorToasts(toasts: ToastStore): void {
  for (const shown of toasts.getSnapshot()) if (shown.tone === 'error') toasts.dismiss(shown.id);
}
