import { Skeleton, SkeletonGroup } from '@showroom/ui';
import * as styles from './visualizer.css.ts';

/** Surfaces and fixtures a design usually lists (a kitchen's ten), for its placeholder. */
const SKELETON_SLOTS = 10;

/**
 * The design's placeholder in the design's own shape (the room at 4:3 and its views, the list of
 * surfaces, the take-off), shown while its code and then its data load: the page below does not
 * move when the design arrives.
 */
export function DesignSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className={styles.section}>
      <Skeleton variant="block" height="2rem" width="16rem" />
      <div className={styles.studio}>
        <div className={styles.section}>
          <Skeleton variant="block" className={styles.roomSkeleton} />
          <Skeleton variant="block" height="2rem" width="18rem" />
        </div>
        <div className={styles.panel}>
          <Skeleton variant="block" height="1.5rem" width="12rem" />
          {Array.from({ length: SKELETON_SLOTS }, (_, index) => (
            <Skeleton key={index} variant="block" height="3.5rem" />
          ))}
          <Skeleton variant="block" height="24rem" />
        </div>
      </div>
    </SkeletonGroup>
  );
}
