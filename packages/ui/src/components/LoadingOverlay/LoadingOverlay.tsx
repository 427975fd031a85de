import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './LoadingOverlay.css.ts';

export interface LoadingOverlayProps {
  loading: boolean;
  /** Shown under the spinner and announced, e.g. 'Loading orders'. */
  label?: string;
  /** Shows the label as text under the spinner; otherwise it is only announced. */
  showLabel?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * Covers a region while its data loads or saves: the content stays in place, dimmed, marked
 * busy and made inert (no clicks, no focus) until the work is done.
 */
export function LoadingOverlay({
  loading,
  label = 'Loading',
  showLabel = false,
  children,
  className,
}: LoadingOverlayProps) {
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-busy={loading}
      data-state={loading ? 'loading' : 'idle'}
    >
      <div inert={loading}>{children}</div>
      {loading ? (
        <div className={styles.overlay} data-part="overlay">
          <Spinner size="lg" label={showLabel ? null : label} />
          {showLabel ? <span role="status">{label}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
