import type { ProjectOverview } from '@showroom/api';
import { Button, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { AddItemsForm } from './AddItemsForm.tsx';
import { ChecklistItemRow } from './ChecklistItemRow.tsx';
import { progressOf, suggestionsFor, type ChecklistLimits } from './checklistRules.ts';
import { idleItem, useChecklist, type Announcement } from './useChecklist.ts';
import * as styles from './checklist.css.ts';

export const checklistTexts = {
  loading: 'Loading your checklist',
  notFoundTitle: 'We could not find this project',
  notFoundDescription:
    'It may have been removed, or it belongs to another account. Choose one of your projects instead.',
  emptyTitle: 'Nothing on this checklist yet',
  emptyDescription: 'Add the steps of your remodel below, or start with a common one.',
} as const;

export interface ChecklistViewProps {
  readonly projectId: number;
  /** The project as the list of projects has it (its name); null when the list has it not. */
  readonly project: ProjectOverview | null;
  /** The list of projects is still on its way: the name is a placeholder until it comes. */
  readonly projectPending?: boolean;
  readonly limits: ChecklistLimits;
  /** Move the focus to the project's heading once loaded (opened from a link that is now gone). */
  readonly focusOnLoad?: boolean;
}

/** The project asked for is none of the customer's (or no id at all). */
export function ProjectNotFound() {
  return (
    <StateMessage
      tone="info"
      headingLevel={2}
      title={checklistTexts.notFoundTitle}
      description={checklistTexts.notFoundDescription}
      action={
        <Button asChild variant="outline">
          <PrefetchLink to="/projects">Go to My Projects</PrefetchLink>
        </Button>
      }
    />
  );
}

/** Read out by screen readers: ticks, renames and additions (the rows say failures themselves). */
function LiveRegion({ announcement }: { announcement: Announcement }) {
  // Every other announcement ends in a no-break space, so the same words twice are heard twice.
  const text = announcement.text === '' ? '' : `${announcement.text}${announcement.serial % 2 ? '\u00a0' : ''}`;
  return (
    <p className={styles.visuallyHidden} role="status" aria-live="polite">
      {text}
    </p>
  );
}

function Progress({ done, total, text, percent }: ReturnType<typeof progressOf>) {
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} id="checklist-progress-text">
        {text}
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Checklist progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function ChecklistSkeleton() {
  return (
    <SkeletonGroup label={checklistTexts.loading} className={styles.section}>
      <Skeleton variant="text" width="12rem" />
      <Skeleton variant="block" height="0.5rem" radius="full" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="text" width={`${60 - row * 8}%`} />
      ))}
    </SkeletonGroup>
  );
}

/** /visualize/checklist?project=ID: one project's checklist, its progress and the ways to add to it. */
export function ChecklistView({
  projectId,
  project,
  projectPending = false,
  limits,
  focusOnLoad = false,
}: ChecklistViewProps) {
  const checklist = useChecklist(projectId);
  const { load, items } = checklist;
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = load.kind === 'ready';

  useEffect(() => {
    if (ready && focusOnLoad) heading.current?.focus();
  }, [ready, focusOnLoad]);

  if (load.kind === 'loading') return <ChecklistSkeleton />;
  if (load.kind === 'notFound') return <ProjectNotFound />;
  if (load.kind === 'error') {
    return (
      <StateMessage
        tone="error"
        headingLevel={2}
        title={load.message}
        description="Check your connection and try again."
        action={
          <Button variant="outline" onClick={checklist.reload}>
            Try again
          </Button>
        }
      />
    );
  }

  const progress = progressOf(items);
  const name = project?.name ?? `Project ${projectId}`;
  return (
    <section className={styles.section} aria-labelledby="checklist-project">
      <div className={styles.sectionHeader}>
        <h2 id="checklist-project" className={styles.projectName} ref={heading} tabIndex={-1}>
          {project === null && projectPending ? <Skeleton variant="text" width="10rem" /> : name}
        </h2>
        {project?.showroom_name ? <p className={styles.muted}>Showroom: {project.showroom_name}</p> : null}
      </div>
      {items.length > 0 ? (
        <>
          <Progress {...progress} />
          <ul className={styles.items} aria-label={`Checklist of ${name}`}>
            {items.map((item) => (
              <ChecklistItemRow
                key={item.id}
                item={item}
                activity={checklist.activity.get(item.id) ?? idleItem}
                limits={limits}
                onDoneChange={checklist.setDone}
                onRename={checklist.rename}
              />
            ))}
          </ul>
        </>
      ) : (
        <StateMessage
          tone="empty"
          size="sm"
          icon="info"
          title={checklistTexts.emptyTitle}
          description={checklistTexts.emptyDescription}
        />
      )}
      <AddItemsForm
        limits={limits}
        adding={checklist.adding}
        suggestions={suggestionsFor(items)}
        onAdd={checklist.add}
      />
      <LiveRegion announcement={checklist.announcement} />
    </section>
  );
}
