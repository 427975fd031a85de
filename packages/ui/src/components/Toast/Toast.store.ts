/**
 * The toast queue, outside React so that any code (the api client's error hook, a store
 * action) can raise a toast: `toast.error('Internal server error.')`. A `<Toaster />`
 * subscribes to it and shows the toasts.
 */
export const toastTones = ['error', 'warning', 'success', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** SPEC §8 and §9: toasts stay 10 seconds unless closed. */
export const TOAST_DURATION_MS = 10_000;

export interface ToastOptions {
  /** A short heading above the message. */
  title?: string;
  /** Milliseconds before it closes itself; `Infinity` keeps it until closed. */
  duration?: number;
  /** Reusing an id replaces that toast instead of stacking a duplicate. */
  id?: string;
}

export interface ToastItem {
  id: string;
  tone: ToastTone;
  message: string;
  title?: string;
  duration: number;
}

type Listener = () => void;

export interface ToastStore {
  show(tone: ToastTone, message: string, options?: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
  getSnapshot(): readonly ToastItem[];
  subscribe(listener: Listener): () => void;
}

export function createToastStore(): ToastStore {
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    show(tone, message, options = {}) {
      const id = options.id ?? `toast-${++counter}`;
      const item: ToastItem = {
        id,
        tone,
        message,
        duration: options.duration ?? TOAST_DURATION_MS,
        ...(options.title === undefined ? {} : { title: options.title }),
      };
      items = [...items.filter((existing) => existing.id !== id), item];
      emit();
      return id;
    },
    dismiss(id) {
      const next = items.filter((item) => item.id !== id);
      if (next.length === items.length) return;
      items = next;
      emit();
    },
    clear() {
      if (items.length === 0) return;
      items = [];
      emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application-wide queue that `toast` writes to and `<Toaster />` reads by default. */
export const defaultToastStore = createToastStore();

type ToastFunction = (message: string, options?: ToastOptions) => string;

/**
 * Imperative API: `toast.error(message)`, `toast.warning(...)`, `toast.success(...)`,
 * `toast.info(...)` each answer the toast's id; `toast.dismiss(id)` and `toast.clear()`.
 */
export const toast: Record<ToastTone, ToastFunction> & { dismiss(id: string): void; clear(): void } = {
  error: (message, options) => defaultToastStore.show('error', message, options),
  warning: (message, options) => defaultToastStore.show('warning', message, options),
  success: (message, options) => defaultToastStore.show('success', message, options),
  info: (message, options) => defaultToastStore.show('info', message, options),
  dismiss: (id) => defaultToastStore.dismiss(id),
  clear: () => defaultToastStore.clear(),
};
