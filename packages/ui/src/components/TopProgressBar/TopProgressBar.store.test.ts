import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressStore, PROGRESS_LINGER_MS } from './TopProgressBar.store.ts';

describe('the progress store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads, finishes, then hides', () => {
    const store = createProgressStore();
    expect(store.getSnapshot()).toBe('idle');
    store.start();
    expect(store.getSnapshot()).toBe('loading');
    store.finish();
    expect(store.getSnapshot()).toBe('finished');
    vi.advanceTimersByTime(PROGRESS_LINGER_MS.finished);
    expect(store.getSnapshot()).toBe('idle');
  });

  it('finishes only when the last of overlapping requests does', () => {
    const store = createProgressStore();
    store.start();
    store.start();
    store.finish();
    expect(store.getSnapshot()).toBe('loading');
    store.finish();
    expect(store.getSnapshot()).toBe('finished');
  });

  it('fails at once, stays red a while, and a new request restarts it', () => {
    const store = createProgressStore();
    store.start();
    store.start();
    store.fail();
    expect(store.getSnapshot()).toBe('failed');
    vi.advanceTimersByTime(PROGRESS_LINGER_MS.failed - 1);
    expect(store.getSnapshot()).toBe('failed');
    store.start();
    vi.advanceTimersByTime(PROGRESS_LINGER_MS.failed);
    // The pending hide was cancelled by the new start.
    expect(store.getSnapshot()).toBe('loading');
  });

  it('lingers as long as it is told to, per outcome', () => {
    const store = createProgressStore({ lingerMs: { finished: 0 } });
    store.start();
    store.finish();
    expect(store.getSnapshot()).toBe('finished');
    vi.advanceTimersByTime(0);
    expect(store.getSnapshot()).toBe('idle');
    // The outcome left out keeps its default.
    store.start();
    store.fail();
    vi.advanceTimersByTime(PROGRESS_LINGER_MS.failed - 1);
    expect(store.getSnapshot()).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBe('idle');
  });

  it('ignores a finish without a start', () => {
    const store = createProgressStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.finish();
    expect(store.getSnapshot()).toBe('idle');
    expect(listener).not.toHaveBeenCalled();
  });
});
