import type { ToastStore } from '@showroom/ui';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

/** Raise a toast (§8: top right, closable, 10 s). The same message is never stacked twice. */
export type Notifier = (kind: NotifyKind, message: string) => void;

export function createNotifier(toasts: ToastStore): Notifier {
  return (kind, message) => {
    toasts.show(kind, message, { id: `${kind}:${message}` });
  };
}
