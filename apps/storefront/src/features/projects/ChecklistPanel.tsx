import { Button, Icon, StateMessage } from '@showroom/ui';
import { useCallback } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import { checklistSummary, projectsServiceOf } from '../../services/projectsService.ts';
import { PanelError, PanelSkeleton } from './PanelStates.tsx';
import { useLoaded } from './useLoaded.ts';
import * as styles from './projects.css.ts';

/** How many entries the summary lists; the checklist page has them all. */
const SHOWN_ITEMS = 5;

export const checklistPanelTexts = {
  heading: 'Checklist',
  loading: 'Loading the checklist',
  failed: 'The checklist could not be loaded.',
  emptyTitle: 'Nothing on the checklist yet',
  emptyDescription: 'Add the steps of your remodel (measure, order samples, book an installer) and tick them off.',
  open: 'Open the checklist',
  start: 'Start a checklist',
} as const;

/** A summary of the project's checklist (GET /api/projectChecklist/{id}) and the way to the full page. */
export function ChecklistPanel({ projectId }: { projectId: number }) {
  const projects = projectsServiceOf(useServices());
  const load = useCallback(() => projects.loadChecklist(projectId), [projects, projectId]);
  const { state, reload } = useLoaded(load, checklistPanelTexts.failed);
  const items = state.status === 'ready' ? state.data : null;
  const done = items?.filter((item) => item.is_done).length ?? 0;

  return (
    <section className={styles.panel} aria-labelledby="checklist-heading">
      <h3 id="checklist-heading" className={styles.panelHeading}>
        {checklistPanelTexts.heading}
      </h3>
      {state.status === 'error' ? (
        <PanelError title={checklistPanelTexts.failed} reason={state.message} onRetry={reload} />
      ) : items === null ? (
        <PanelSkeleton label={checklistPanelTexts.loading} rows={2} />
      ) : items.length === 0 ? (
        <StateMessage
          tone="empty"
          size="sm"
          icon="info"
          title={checklistPanelTexts.emptyTitle}
          description={checklistPanelTexts.emptyDescription}
        />
      ) : (
        <>
          <p className={styles.muted}>{checklistSummary(done, items.length)}.</p>
          <ul className={styles.checklist}>
            {items.slice(0, SHOWN_ITEMS).map((item) => (
              <li key={item.id} className={styles.checkItem}>
                <span className={styles.checkMark} data-done={item.is_done || undefined} aria-hidden="true">
                  {item.is_done ? <Icon name="check" size="sm" /> : null}
                </span>
                <span className={item.is_done ? styles.done : undefined}>
                  {item.title}
                  <span className={styles.visuallyHidden}>{item.is_done ? ' (done)' : ' (to do)'}</span>
                </span>
              </li>
            ))}
          </ul>
          {items.length > SHOWN_ITEMS ? <p className={styles.muted}>and {items.length - SHOWN_ITEMS} more.</p> : null}
        </>
      )}
      <div className={styles.actions}>
        <Button asChild size="sm" variant={items !== null && items.length === 0 ? 'solid' : 'outline'}>
          <PrefetchLink to={`/visualize/checklist?project=${projectId}`}>
            {items !== null && items.length === 0 ? checklistPanelTexts.start : checklistPanelTexts.open}
          </PrefetchLink>
        </Button>
      </div>
    </section>
  );
}
