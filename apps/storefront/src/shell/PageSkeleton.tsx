import { Skeleton } from '@showroom/ui';
import * as styles from './Shell.css.ts';

/** What the content area shows while a page's code arrives. */
export function PageSkeleton() {
  return (
    <div className={styles.pageState} role="status" aria-busy="true" aria-label="Loading page">
      <Skeleton variant="text" width="16rem" height="2rem" />
      <Skeleton variant="text" lines={3} />
      <Skeleton variant="block" height="12rem" />
    </div>
  );
}
