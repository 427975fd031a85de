import type { ShoppingCart } from '@showroom/api';
import { formatUsd } from '@showroom/domain';
import { Button, Icon, StateMessage } from '@showroom/ui';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { loadCartService } from '../cart/cartActions.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { failureText, projectsServiceOf } from '../../services/projectsService.ts';
import { useActorSnapshot } from '../../services/useActorSnapshot.ts';
import { useStartedActor } from '../../services/useStartedActor.ts';
import { addProjectToCart } from './addProjectToCart.ts';
import { ProjectCartLine } from './ProjectCartLine.tsx';
import { projectCartShown, type LineProblems } from './projectCartLines.ts';
import { createProjectCartQueue, type ProjectCartQueue } from './projectCartQueue.ts';
import { projectCartTexts, SHOWROOM_CATALOGUE } from './projectCartTexts.ts';
import * as styles from './projects.css.ts';

type AddAll =
  { readonly status: 'idle' } | { readonly status: 'adding' } | { readonly status: 'failed'; message: string };

/**
 * The loaded project cart: each line with its quantity box and Remove, saved through the cart's
 * own lossless queue (update_project_cart), the totals, and "Add all to cart", which puts every
 * line into the cart and opens /cart. Loaded on demand by ProjectCartPanel.
 */
export function EditableProjectCart({
  projectId,
  initial,
  headingRef,
}: {
  projectId: number;
  initial: ShoppingCart;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const services = useServices();
  const projects = projectsServiceOf(services);
  const showroom = useAppStore('showroom', (value) => value.active?.vsd_id ?? null);
  const [cart, setCart] = useState(initial);
  const [problems, setProblems] = useState<LineProblems>({});
  const [announcement, setAnnouncement] = useState('');
  const [addAll, setAddAll] = useState<AddAll>({ status: 'idle' });
  // A second click before React re-renders must not send a second add.
  const adding = useRef(false);
  const latest = useRef(initial);
  // Lines removed since the server last confirmed the totals (key → name): said with the new totals.
  const removedMeanwhile = useRef(new Map<string, string>());

  const create = useCallback(
    (): ProjectCartQueue =>
      createProjectCartQueue({
        initial: latest.current,
        replace: (items) => projects.replaceCart(projectId, items),
        received: (answer) => {
          latest.current = answer;
          setCart(answer);
          // When this project's cart is the cart /cart shows, the header's count follows it too.
          const known = services.cart.getState().cart;
          if (known.status !== 'idle' && known.data?.cart_id === answer.cart_id)
            services.cart.getState().receive(answer);
        },
      }),
    [projects, projectId, services],
  );
  const queue = useStartedActor(create);
  const snapshot = useActorSnapshot(queue);
  const shown = projectCartShown(cart, snapshot.context, problems);

  useEffect(() => {
    const refused = queue.on('updateRefused', ({ lineId, attempted, error }) => {
      const key = String(lineId);
      const message = failureText(error, projectCartTexts.updateFailed);
      // Said beside the line (an alert, so screen readers hear it at once).
      removedMeanwhile.current.delete(key);
      setProblems((current) => ({ ...current, [key]: { attempted, message } }));
    });
    const confirmed = queue.on('updateConfirmed', ({ lineId }) => {
      setProblems((current) => withoutProblem(current, String(lineId)));
    });
    return () => {
      refused.unsubscribe();
      confirmed.unsubscribe();
    };
  }, [queue]);

  // The new totals, said once the server has confirmed them (not on every click), after what
  // was removed meanwhile: the row is gone at once, so that is said with them.
  const previousTotal = useRef<number | null>(shown.total);
  useEffect(() => {
    if (shown.total === null || shown.total === previousTotal.current) return;
    previousTotal.current = shown.total;
    const removed = [...removedMeanwhile.current.values()]
      .map((name) => `${name} removed from this project. `)
      .join('');
    removedMeanwhile.current.clear();
    setAnnouncement(
      `${removed}Project cart updated. ${shown.quantity} ${shown.quantity === 1 ? 'item' : 'items'}, total ${formatUsd(shown.total)}.`,
    );
  }, [shown.total, shown.quantity]);

  const setQuantity = (key: string, quantity: number) => {
    setProblems((current) => withoutProblem(current, key));
    if (addAll.status === 'failed') setAddAll({ status: 'idle' });
    queue.send({ type: 'SET', lineId: key, quantity });
  };
  const remove = (key: string, name: string) => {
    setProblems((current) => withoutProblem(current, key));
    if (addAll.status === 'failed') setAddAll({ status: 'idle' });
    queue.send({ type: 'REMOVE', lineId: key });
    removedMeanwhile.current.set(key, name);
    setAnnouncement(`${name} removed from this project.`);
    // The row and its button are gone: the focus goes to the panel's heading, not to the page.
    headingRef.current?.focus();
  };
  const retry = (key: string, attempted: number) => {
    if (attempted > 0) setQuantity(key, attempted);
    else {
      const line = shown.lines.find((candidate) => candidate.key === key);
      remove(key, line?.line.product_name ?? 'The line');
    }
  };

  const addAllToCart = () => {
    if (adding.current || shown.saving) return;
    adding.current = true;
    setAddAll({ status: 'adding' });
    setAnnouncement(projectCartTexts.adding);
    addProjectToCart(
      { cartService: () => loadCartService(services), cart: services.cart, persistence: services.persistence },
      projectId,
      queue.lastCart(),
    ).then(
      (result) => {
        adding.current = false;
        setAddAll({ status: 'idle' });
        if (result.kind === 'alreadyInCart') services.notify('info', projectCartTexts.alreadyInCart);
        services.router.navigate('/cart');
      },
      (error: unknown) => {
        adding.current = false;
        const message = failureText(error, projectCartTexts.addFailed);
        setAddAll({ status: 'failed', message });
        setAnnouncement(message);
      },
    );
  };

  const catalogue = showroom ? SHOWROOM_CATALOGUE : '/';
  const busy = addAll.status === 'adding';

  return (
    <>
      {shown.lines.length === 0 ? (
        <StateMessage
          tone="empty"
          size="sm"
          icon="cart"
          title={projectCartTexts.emptyTitle}
          description={projectCartTexts.emptyDescription}
          action={
            <Button asChild size="sm">
              <PrefetchLink to={catalogue}>{projectCartTexts.browse}</PrefetchLink>
            </Button>
          }
        />
      ) : (
        <>
          <ul className={styles.lines} aria-label={`${shown.lines.length} cart lines`}>
            {shown.lines.map((entry) => (
              <ProjectCartLine
                key={entry.key}
                entry={entry}
                showroom={cart.showroom}
                disabled={busy}
                onQuantityChange={setQuantity}
                onRemove={remove}
                onRetry={retry}
              />
            ))}
          </ul>
          <dl className={styles.totals} aria-label="Cart totals">
            <dt>Items</dt>
            <dd>{shown.quantity}</dd>
            <dt>Subtotal</dt>
            <dd>{formatUsd(shown.subtotal)}</dd>
            <dt>Shipping</dt>
            <dd>
              {shown.shipping === null
                ? projectCartTexts.updating
                : shown.shipping === 0
                  ? projectCartTexts.free
                  : formatUsd(shown.shipping)}
            </dd>
            <dt>Total</dt>
            <dd aria-busy={shown.total === null}>
              {shown.total === null ? projectCartTexts.updating : formatUsd(shown.total)}
            </dd>
          </dl>
          {addAll.status === 'failed' ? (
            <p className={styles.problem} role="alert">
              {addAll.message}
            </p>
          ) : null}
          <p id="project-cart-add-note" className={styles.muted}>
            {shown.saving ? projectCartTexts.waitForSaving : projectCartTexts.addAllNote}
          </p>
        </>
      )}
      <div className={styles.actions}>
        {shown.lines.length > 0 ? (
          <Button
            size="sm"
            loading={busy}
            disabled={shown.saving}
            startIcon={busy ? undefined : <Icon name="cart" size="sm" />}
            aria-describedby="project-cart-add-note"
            onClick={addAllToCart}
          >
            {busy ? projectCartTexts.adding : projectCartTexts.addAll}
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <PrefetchLink to="/cart">{projectCartTexts.toCart}</PrefetchLink>
        </Button>
      </div>
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

function withoutProblem(problems: LineProblems, key: string): LineProblems {
  if (!(key in problems)) return problems;
  const { [key]: _gone, ...rest } = problems;
  return rest;
}
