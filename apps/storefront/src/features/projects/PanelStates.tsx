import { Button, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import * as styles from './projects.css.ts';

/** A tab's list on its way. */
export function PanelSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label} className={styles.skeleton}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="3rem" radius="md" />
      ))}
    </SkeletonGroup>
  );
}

/** A tab's load failed: the reason and Try again; the rest of the page stays. */
export function PanelError({ title, reason, onRetry }: { title: string; reason: string; onRetry: () => void }) {
  return (
    <StateMessage
      tone="error"
      size="sm"
      title={title}
      description={reason === title ? undefined : reason}
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
