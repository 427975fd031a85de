import { formatUsd } from '@showroom/domain';
import { Button, StateMessage } from '@showroom/ui';
import { useCallback } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import { projectsServiceOf } from '../../services/projectsService.ts';
import { PanelError, PanelSkeleton } from './PanelStates.tsx';
import { useLoaded } from './useLoaded.ts';
import * as styles from './projects.css.ts';

export const projectCartTexts = {
  heading: "This project's cart",
  loading: "Loading the project's cart",
  failed: "The project's cart could not be loaded.",
  emptyTitle: 'No items in this project yet',
  emptyDescription: 'Materials you add to your cart while working on this project show here.',
  toCart: 'Go to your cart',
} as const;

/** The project's cart (GET /api/projectCart?project=ID): each line, then the totals. */
export function ProjectCartPanel({ projectId }: { projectId: number }) {
  const projects = projectsServiceOf(useServices());
  const load = useCallback(() => projects.loadCart(projectId), [projects, projectId]);
  const { state, reload } = useLoaded(load, projectCartTexts.failed);

  return (
    <section className={styles.panel} aria-labelledby="project-cart-heading">
      <h3 id="project-cart-heading" className={styles.panelHeading}>
        {projectCartTexts.heading}
      </h3>
      {state.status === 'error' ? (
        <PanelError title={projectCartTexts.failed} reason={state.message} onRetry={reload} />
      ) : state.status !== 'ready' ? (
        <PanelSkeleton label={projectCartTexts.loading} />
      ) : state.data.lines.length === 0 ? (
        <StateMessage
          tone="empty"
          size="sm"
          icon="cart"
          title={projectCartTexts.emptyTitle}
          description={projectCartTexts.emptyDescription}
        />
      ) : (
        <>
          <ul className={styles.lines} aria-label={`${state.data.lines.length} cart lines`}>
            {state.data.lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <span className={styles.lineName}>{line.name}</span>
                <span className={styles.amount}>{formatUsd(line.amount)}</span>
                <span className={styles.muted}>
                  {`${line.size ? `${line.size} · ` : ''}Qty ${line.qty} × ${formatUsd(line.unitPrice)} per ${line.uom}`}
                </span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals} aria-label="Cart totals">
            <dt>Items</dt>
            <dd>{state.data.totalQty}</dd>
            <dt>Subtotal</dt>
            <dd>{formatUsd(state.data.subtotal)}</dd>
            <dt>Shipping</dt>
            <dd>{state.data.shipping === 0 ? 'Free' : formatUsd(state.data.shipping)}</dd>
            <dt>Total</dt>
            <dd>{formatUsd(state.data.total)}</dd>
          </dl>
        </>
      )}
      <div className={styles.actions}>
        <Button asChild size="sm" variant="outline">
          <PrefetchLink to="/cart">{projectCartTexts.toCart}</PrefetchLink>
        </Button>
      </div>
    </section>
  );
}
