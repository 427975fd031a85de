export { Toast, Toaster } from './Toast.tsx';
export type { ToasterProps, ToastProps } from './Toast.tsx';
export { createToastStore, defaultToastStore, toast, TOAST_DURATION_MS, toastTones } from './Toast.store.ts';
export type { ToastItem, ToastOptions, ToastStore, ToastTone } from './Toast.store.ts';
