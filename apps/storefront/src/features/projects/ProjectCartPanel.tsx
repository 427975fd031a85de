import { Button } from '@showroom/ui';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import { projectsServiceOf } from '../../services/projectsService.ts';
import { PanelError, PanelSkeleton } from './PanelStates.tsx';
import { projectCartTexts } from './projectCartTexts.ts';
import { useLoaded } from './useLoaded.ts';
import * as styles from './projects.css.ts';

export { projectCartTexts } from './projectCartTexts.ts';

/**
 * The editing (the cart's queue machine, xstate, the line controls) comes in its own chunk,
 * asked for as the panel opens so it arrives with the cart's data: /projects' own JavaScript
 * stays within its budget, and a project opened on another tab never loads it.
 */
const loadEditable = () => import('./EditableProjectCart.tsx');
const EditableProjectCart = lazy(async () => ({ default: (await loadEditable()).EditableProjectCart }));

/**
 * The project's cart (GET /api/projectCart?project=ID): each line with its quantity box and
 * Remove, saved through the cart's own lossless queue (update_project_cart), the totals, and
 * "Add all to cart", which puts every line into the cart and opens /cart.
 */
export function ProjectCartPanel({ projectId }: { projectId: number }) {
  const projects = projectsServiceOf(useServices());
  const load = useCallback(() => {
    // The editing's code is fetched beside the data, not after it (and not during a render).
    void loadEditable().catch(() => undefined);
    return projects.loadProjectCart(projectId);
  }, [projects, projectId]);
  const { state, reload } = useLoaded(load, projectCartTexts.failed);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section className={styles.panel} aria-labelledby="project-cart-heading">
      <h3 id="project-cart-heading" className={styles.panelHeading} ref={headingRef} tabIndex={-1}>
        {projectCartTexts.heading}
      </h3>
      {state.status === 'error' ? (
        <>
          <PanelError title={projectCartTexts.failed} reason={state.message} onRetry={reload} />
          <div className={styles.actions}>
            <Button asChild size="sm" variant="outline">
              <PrefetchLink to="/cart">{projectCartTexts.toCart}</PrefetchLink>
            </Button>
          </div>
        </>
      ) : state.status !== 'ready' ? (
        <PanelSkeleton label={projectCartTexts.loading} />
      ) : (
        <Suspense fallback={<PanelSkeleton label={projectCartTexts.loading} />}>
          <EditableProjectCart projectId={projectId} initial={state.data} headingRef={headingRef} />
        </Suspense>
      )}
    </section>
  );
}
