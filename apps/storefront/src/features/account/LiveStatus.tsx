import type { ReactNode } from 'react';
import * as styles from './account.css.ts';

/**
 * A polite live region that is always in the page: a message put in it later (sent, refused,
 * verified) is read out, which a region inserted together with its message is not reliably.
 */
export function LiveStatus({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className={styles.liveRegion} role="status" aria-live="polite" aria-label={label}>
      {children}
    </div>
  );
}
