import { cva } from 'class-variance-authority';
import { useSyncExternalStore } from 'react';
import { progress, type ProgressState, type ProgressStore } from './TopProgressBar.store.ts';
import * as styles from './TopProgressBar.css.ts';

export const topProgressBarTones = ['success', 'brand'] as const;
export type TopProgressBarTone = (typeof topProgressBarTones)[number];

const barClass = cva(styles.bar, {
  variants: { tone: styles.tone, failed: { true: styles.failed, false: null } },
  defaultVariants: { tone: 'success', failed: false },
});

export interface TopProgressBarProps {
  /** Shows this state instead of following a store (stories, or a router's own loading flag). */
  state?: ProgressState;
  /** The store to follow when `state` is not given; defaults to the app-wide `progress`. */
  store?: ProgressStore;
  tone?: TopProgressBarTone;
  /** Accessible name of the bar. */
  label?: string;
}

const noop = () => () => {};
const idle = (): ProgressState => 'idle';

/**
 * A thin bar across the top of the window while the app waits for the network: creeps while
 * loading, fills and fades when finished, turns red when failed. Mount it once.
 */
export function TopProgressBar({ state, store = progress, tone = 'success', label = 'Loading' }: TopProgressBarProps) {
  const followed = useSyncExternalStore(
    state === undefined ? store.subscribe : noop,
    state === undefined ? store.getSnapshot : idle,
    state === undefined ? store.getSnapshot : idle,
  );
  const current = state ?? followed;
  if (current === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      // No value: how far along a request is cannot be known, so the bar is indeterminate.
      aria-busy={current === 'loading'}
      aria-valuetext={current === 'failed' ? 'Failed' : current === 'finished' ? 'Done' : 'Loading'}
      className={barClass({ tone, failed: current === 'failed' })}
      data-state={current}
      data-tone={tone}
    />
  );
}
