import { Skeleton, SkeletonGroup } from '@showroom/ui';
import * as styles from './projectChat.css.ts';
import { projectChatTexts } from './projectChatTexts.ts';

/** While the chat's code or its answer is on its way: two messages and the composer, in outline. */
export function ChatSkeleton() {
  return (
    <SkeletonGroup label={projectChatTexts.loading} className={styles.skeleton}>
      <Skeleton height="3.5rem" width="70%" radius="md" />
      <Skeleton height="3.5rem" width="55%" radius="md" />
      <Skeleton height="6rem" radius="md" />
    </SkeletonGroup>
  );
}
