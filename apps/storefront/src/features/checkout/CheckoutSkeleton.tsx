import { Skeleton, SkeletonGroup } from '@showroom/ui';
import * as styles from './checkout.css.ts';

/** The checkout on its way: the form's and the summary's shapes, with a loading label. */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className={styles.layout}>
      <div className={styles.skeletonColumn}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="block" height="3rem" />
        <Skeleton variant="block" height="3rem" />
        <Skeleton variant="block" height="3rem" />
      </div>
      <Skeleton variant="block" height="16rem" />
    </SkeletonGroup>
  );
}
