import type { ToastStore } from '@showroom/ui';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

/** Raise a toast (§8: top right, closable, 10 s). The same message is never stacked twice. */
export type Notifier = (kind: NotifyKind, message: string) => void;

const noticeId = (kind: NotifyKind, message: string) => `${kind}:${message}`;

export function createNotifier(toasts: ToastStore): Notifier {
  return (kind, message) => {
    toasts.show(kind, message, { id: noticeId(kind, message) });
  };
}

/**
 * Takes back a toast about a state that has ended (a showroom not found, then found; a code
 * still to verify, then verified; a stored cart that is gone, then quietly forgotten), so no
 * toast contradicts the page. Nothing happens when it is not showing.
 */
export function withdrawNotice(toasts: Pick<ToastStore, 'dismiss'>, kind: NotifyKind, message: string): void {
  toasts.dismiss(noticeId(kind, message));
}

/** Takes back every error toast showing: the refusals of earlier attempts, once one succeeds. */
export function withdrawErrors(toasts: Pick<ToastStore, 'getSnapshot' | 'dismiss'>): void {
  for (const shown of toasts.getSnapshot()) if (shown.tone === 'error') toasts.dismiss(shown.id);
}
