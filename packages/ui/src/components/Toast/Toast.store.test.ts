import { describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './Toast.store.ts';

describe('the toast store', () => {
  it('stacks toasts in the order they were raised, each 10 s long by default', () => {
    const store = createToastStore();
    store.show('error', 'Internal server error.');
    store.show('success', 'Saved.', { duration: 3000, title: 'Cart' });
    expect(store.getSnapshot()).toEqual([
      { id: 'toast-1', tone: 'error', message: 'Internal server error.', duration: TOAST_DURATION_MS },
      { id: 'toast-2', tone: 'success', message: 'Saved.', duration: 3000, title: 'Cart' },
    ]);
    expect(TOAST_DURATION_MS).toBe(10_000);
  });

  it('replaces a toast raised again under the same id', () => {
    const store = createToastStore();
    store.show('warning', 'First', { id: 'lookup' });
    store.show('warning', 'Second', { id: 'lookup' });
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Second']);
  });

  it('tells subscribers about changes, and only about changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show('info', 'Hello');
    store.dismiss('no-such-toast');
    store.dismiss(id);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show('info', 'Unheard');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
