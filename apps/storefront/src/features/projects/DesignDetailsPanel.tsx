import type { Project } from '@showroom/api';
import { Button, StateMessage } from '@showroom/ui';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { extraInfoRows } from '../../services/projectsService.ts';
import { designHrefOf } from '../visualizer/designUrl.ts';
import * as styles from './projects.css.ts';

export const designDetailsTexts = {
  heading: 'Design details',
  lead: 'What the visualizer saved with this project.',
  emptyTitle: 'No design details yet',
  emptyDescription: 'Room, floor plan and template are saved here when you design this project in a showroom.',
  open: 'Open the design',
} as const;

/** §3 project extra_info as labelled rows (GET /api/projectCart/{id}). */
export function DesignDetailsPanel({ project }: { project: Project }) {
  // The chosen products' ids are the visualizer's to read, not rows for people.
  const rows = extraInfoRows(project.extra_info).filter((row) => row.key !== 'choices');
  const design = designHrefOf(project.extra_info);
  return (
    <section className={styles.panel} aria-labelledby="design-details-heading">
      <h3 id="design-details-heading" className={styles.panelHeading}>
        {designDetailsTexts.heading}
      </h3>
      {rows.length === 0 ? (
        <StateMessage
          tone="empty"
          size="sm"
          icon="info"
          title={designDetailsTexts.emptyTitle}
          description={designDetailsTexts.emptyDescription}
        />
      ) : (
        <>
          <p className={styles.muted}>{designDetailsTexts.lead}</p>
          <dl className={styles.details}>
            {rows.map((row) => (
              <div key={row.key} className={styles.detailRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {design ? (
            <Button asChild variant="outline" size="sm">
              <PrefetchLink to={design}>{designDetailsTexts.open}</PrefetchLink>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
