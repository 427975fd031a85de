import type { ToastStore } from '@showroom/ui';
import { describe, expect, it } from 'vitest';
import { createNotifier, withdrawErrors, withdrawNotice } from './notifier.ts';

type Shown = ReturnType<ToastStore['getSnapshot']>[number];

/** The toast store's contract as the notifier uses it (the real one needs the design system's styles). */
function fakeToasts() {
  let shown: Shown[] = [];
  return {
    show: (tone: Shown['tone'], message: string, options?: { id?: string }) => {
      const id = options?.id ?? `toast-${shown.length + 1}`;
      shown = [...shown.filter((toast) => toast.id !== id), { id, tone, message, duration: 10_000 }];
      return id;
    },
    dismiss: (id: string) => {
      shown = shown.filter((toast) => toast.id !== id);
    },
    getSnapshot: () => shown,
  } as unknown as ToastStore; // only the three methods above are called
}

describe('notifier', () => {
  it('never stacks the same message twice, and takes one back by its kind and text', () => {
    const toasts = fakeToasts();
    const notify = createNotifier(toasts);
    notify('error', 'No Showroom Found');
    notify('error', 'No Showroom Found');
    expect(toasts.getSnapshot()).toHaveLength(1);
    withdrawNotice(toasts, 'error', 'No Showroom Found');
    expect(toasts.getSnapshot()).toHaveLength(0);
  });

  it('takes back every error once an attempt succeeds, and leaves the other toasts', () => {
    const toasts = fakeToasts();
    const notify = createNotifier(toasts);
    notify('error', 'Invalid credentials.');
    notify('info', 'Your cart was kept.');
    notify('error', 'Internal server error.');
    withdrawErrors(toasts);
    expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual(['Your cart was kept.']);
  });
});
