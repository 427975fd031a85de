/**
 * The page-wide progress bar's state, outside React so the api client can drive it: each
 * request calls `progress.start()` and then `progress.finish()` or `progress.fail()` (SPEC §8:
 * "A progress bar starts on each request and fails on error"). Overlapping requests are
 * counted, so the bar finishes when the last one does.
 */
export const progressStates = ['idle', 'loading', 'finished', 'failed'] as const;
export type ProgressState = (typeof progressStates)[number];

/** How long the full bar stays after finishing or failing before it hides. */
export const PROGRESS_LINGER_MS = { finished: 400, failed: 1200 } as const;

type Listener = () => void;

export interface ProgressStore {
  start(): void;
  finish(): void;
  fail(): void;
  getSnapshot(): ProgressState;
  subscribe(listener: Listener): () => void;
}

export interface ProgressStoreOptions {
  /**
   * How long the full bar stays after finishing or failing, per outcome (default
   * `PROGRESS_LINGER_MS`). A test harness that waits for the bar to hide can shorten it.
   */
  readonly lingerMs?: Partial<Record<'finished' | 'failed', number>>;
}

export function createProgressStore({ lingerMs }: ProgressStoreOptions = {}): ProgressStore {
  const linger = { ...PROGRESS_LINGER_MS, ...lingerMs };
  let state: ProgressState = 'idle';
  let pending = 0;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  const set = (next: ProgressState) => {
    clearTimeout(hideTimer);
    hideTimer = undefined;
    if (next === 'finished' || next === 'failed') {
      hideTimer = setTimeout(() => set('idle'), linger[next]);
    }
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    start() {
      pending += 1;
      set('loading');
    },
    finish() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) set('finished');
    },
    fail() {
      // One failed request fails the bar; the others' outcomes no longer matter to it.
      pending = 0;
      set('failed');
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application-wide bar that `<TopProgressBar />` shows by default. */
export const progress = createProgressStore();
