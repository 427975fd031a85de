export { TopProgressBar, topProgressBarTones } from './TopProgressBar.tsx';
export type { TopProgressBarProps, TopProgressBarTone } from './TopProgressBar.tsx';
export { createProgressStore, progress, PROGRESS_LINGER_MS, progressStates } from './TopProgressBar.store.ts';
export type { ProgressState, ProgressStore, ProgressStoreOptions } from './TopProgressBar.store.ts';
