import type { DesignProduct, FloorPlan } from '@showroom/api';
import { currentSlots, designTakeOff, formatNumber, roomDesignMessages, type TakeOffLine } from '@showroom/machines';
import { Button, Price } from '@showroom/ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { IN_PLACE } from '../../routes/RoutePage.tsx';
import { failureText, projectsServiceOf } from '../../services/projectsService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useActorSnapshot } from '../../services/useActorSnapshot.ts';
import { useStartedActor } from '../../services/useStartedActor.ts';
import { type DesignAddress, designHref } from './designUrl.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { DesignSkeleton } from './DesignSkeleton.tsx';
import { PlanDrawing } from './PlanDrawing.tsx';
import { ProductChooser, Swatch } from './ProductChooser.tsx';
import { createRoomDesignActor, type RoomDesignActor } from './roomDesignService.ts';
import * as styles from './visualizer.css.ts';

export const studioTexts = {
  loading: 'Loading your design',
  undo: 'Undo',
  redo: 'Redo',
  changeStyle: 'Change style',
  changePlan: 'Change plan',
  surfaces: 'Surfaces and fixtures',
  nothingChosen: 'Nothing chosen',
  takeOff: 'What it takes',
  waste: 'Waste allowance (%)',
  total: 'Total',
  save: 'Save design',
  saving: 'Saving…',
  saved: 'Saved as your project.',
  openProjects: 'Open My Projects',
  share: 'Share with my contractor',
  shareFailed: 'The design could not be shared. Try again.',
  addToCart: 'Add design to cart',
  adding: 'Adding to cart…',
  added: 'Every line is in your cart.',
  openCart: 'Open the cart',
  unfilled: (labels: string) => `Not chosen yet: ${labels}.`,
  planView: (plan: string) => `${plan}, seen from above`,
} as const;

function quantityText(line: TakeOffLine): string {
  const unit = line.unit === 'box' ? (line.qty === 1 ? 'box' : 'boxes') : line.qty === 1 ? 'piece' : 'pieces';
  const pieces = line.unit === 'box' && line.pieces !== null ? ` (${formatNumber(line.pieces, 0)} pieces)` : '';
  return `${formatNumber(line.qty, 0)} ${unit}${pieces}`;
}

/**
 * A saved design shared with the showroom's contractor (GET /api/project/share_to_contractor),
 * who may then open its chat; the server's own words for what happened.
 */
function ShareWithContractor({ projectId }: { projectId: number }) {
  const services = useServices();
  const [state, setState] = useState<{ kind: 'idle' | 'sharing' } | { kind: 'done' | 'failed'; message: string }>({
    kind: 'idle',
  });
  const share = async () => {
    setState({ kind: 'sharing' });
    try {
      const answer = await projectsServiceOf(services).share(projectId);
      setState({ kind: 'done', message: answer.message });
    } catch (error) {
      setState({ kind: 'failed', message: failureText(error, studioTexts.shareFailed) });
    }
  };
  return (
    <div className={styles.actions}>
      <Button variant="outline" size="sm" loading={state.kind === 'sharing'} onClick={() => void share()}>
        {studioTexts.share}
      </Button>
      {state.kind === 'done' ? <p className={styles.status}>{state.message}</p> : null}
      {state.kind === 'failed' ? (
        <p className={styles.statusFailed} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

function TakeOffPanel({ actor, showroom }: { actor: RoomDesignActor; showroom: string }) {
  const snapshot = useActorSnapshot(actor);
  const { context } = snapshot;
  const takeOff = designTakeOff(context);
  const state = snapshot.value as string;
  const busy = state === 'saving' || state === 'addingToCart';
  if (!takeOff) return null;
  const unfilled = context.slots.filter((slot) => takeOff.unfilled.includes(slot.slot)).map((slot) => slot.label);
  let status: ReactNode = null;
  if (state === 'saving') status = <p className={styles.status}>{studioTexts.saving}</p>;
  else if (state === 'addingToCart') status = <p className={styles.status}>{studioTexts.adding}</p>;
  else if (state === 'saved' && context.projectId !== null)
    status = (
      <>
        <p className={styles.status}>
          {studioTexts.saved} <PrefetchLink to="/projects">{studioTexts.openProjects}</PrefetchLink>
        </p>
        <ShareWithContractor projectId={context.projectId} />
      </>
    );
  else if (state === 'addedToCart')
    status = (
      <p className={styles.status}>
        {studioTexts.added} <PrefetchLink to="/cart">{studioTexts.openCart}</PrefetchLink>
      </p>
    );
  else if ((state === 'saveFailed' || state === 'cartFailed') && context.failure)
    status = (
      <p className={styles.statusFailed} role="alert">
        {context.failure}
      </p>
    );
  return (
    <section className={styles.takeOff} aria-labelledby="visualizer-take-off">
      <h3 id="visualizer-take-off" className={styles.cardTitle}>
        {studioTexts.takeOff}
      </h3>
      <table className={styles.takeOffTable}>
        <caption className={styles.muted} style={{ textAlign: 'left' }}>
          {`In ${showroom}, with ${context.wastePercent} % for cuts and breakage.`}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>
              Item
            </th>
            <th scope="col" className={styles.numberCell}>
              Quantity
            </th>
            <th scope="col" className={styles.numberCell}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {takeOff.lines.map((line) => (
            <tr key={line.slot}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
                {line.label}
                {line.areaSqft !== null ? ` (${formatNumber(line.areaSqft)} sq ft)` : ''}
              </th>
              <td className={styles.numberCell}>{quantityText(line)}</td>
              <td className={styles.numberCell}>
                <Price amount={line.amount} hideUom size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {unfilled.length > 0 ? <p className={styles.muted}>{studioTexts.unfilled(unfilled.join(', '))}</p> : null}
      <label className={styles.muted}>
        {studioTexts.waste}{' '}
        <input
          type="number"
          min={0}
          max={50}
          step={1}
          value={context.wastePercent}
          onChange={(event) => {
            const percent = Number(event.currentTarget.value);
            if (Number.isFinite(percent)) actor.send({ type: 'WASTE', percent });
          }}
          className={styles.wasteInput}
        />
      </label>
      <p className={styles.total} aria-live="polite">
        <span>{studioTexts.total}</span>
        <Price amount={takeOff.total} hideUom size="md" />
      </p>
      <div className={styles.actions}>
        <Button onClick={() => actor.send({ type: 'ADD_TO_CART' })} disabled={busy || takeOff.lines.length === 0}>
          {studioTexts.addToCart}
        </Button>
        <Button variant="outline" onClick={() => actor.send({ type: 'SAVE' })} disabled={busy}>
          {studioTexts.save}
        </Button>
      </div>
      <div aria-live="polite">{status}</div>
    </section>
  );
}

function SlotPanel({ actor, showroom }: { actor: RoomDesignActor; showroom: string }) {
  const snapshot = useActorSnapshot(actor);
  const slots = currentSlots(snapshot.context);
  const takeOff = designTakeOff(snapshot.context);
  const selected = snapshot.context.selectedSlot;
  return (
    <section className={styles.section} aria-labelledby="visualizer-surfaces">
      <h3 id="visualizer-surfaces" className={styles.cardTitle}>
        {studioTexts.surfaces}
      </h3>
      <ul className={styles.slotList}>
        {slots
          .filter(
            (slot) =>
              takeOff === null ||
              takeOff.lines.some((line) => line.slot === slot.slot) ||
              takeOff.unfilled.includes(slot.slot),
          )
          .map((slot) => {
            const line = takeOff?.lines.find((candidate) => candidate.slot === slot.slot);
            const open = selected === slot.slot;
            return (
              <li key={slot.slot}>
                <button
                  type="button"
                  className={styles.slotButton}
                  aria-expanded={open}
                  onClick={() => actor.send({ type: 'SELECT', slot: open ? null : slot.slot })}
                >
                  {/* The loader (roomDesignService.ts) only ever puts the API's DesignProducts in a slot. */}
                  <Swatch product={slot.product as DesignProduct | null} />
                  <span className={styles.slotText}>
                    <span className={styles.slotLabel}>{slot.label}</span>
                    <span className={styles.slotProduct}>{slot.product?.name ?? studioTexts.nothingChosen}</span>
                  </span>
                  <span className={styles.slotQty}>{line ? quantityText(line) : ''}</span>
                </button>
                {open ? <ProductChooser slot={slot} showroom={showroom} actor={actor} /> : null}
              </li>
            );
          })}
      </ul>
    </section>
  );
}

/**
 * The design (issue 33): the room, its surfaces and fixtures with the products chosen, the
 * take-off and its total, Save and Add design to cart. Driven by the roomDesign machine; the
 * address keeps the choices, so a link opens the same design.
 */
export function DesignStudio({
  address,
  showroom,
  projectId,
  room,
}: {
  address: DesignAddress & { plan: string; template: string };
  showroom: string;
  projectId: number | null;
  /** Draws the room (DesignRoom: the 3D scene, or the plan from above). */
  room: (actor: RoomDesignActor) => ReactNode;
}) {
  const services = useServices();
  const navigate = useNavigate();
  const create = useCallback(() => createRoomDesignActor(services, showroom), [services, showroom]);
  const actor = useStartedActor(create);
  const snapshot = useActorSnapshot(actor);
  const { context } = snapshot;
  const state = snapshot.value as string;

  // Opens the design the address names (again when it names another plan or style).
  const { plan, template } = address;
  useEffect(() => {
    actor.send({ type: 'OPEN', plan, template, choices: address.choices, projectId });
    // The choices are read when the design opens; later changes come from the design itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, plan, template]);

  // The address follows the design: a copied link opens the same room with the same products.
  const loadedTemplate = context.templateSlug;
  const changed: Record<string, number | null> = {};
  for (const slot of context.slots) {
    const now = context.history.present[slot.slot] ?? null;
    if ((now?.id ?? null) !== (slot.product?.id ?? null)) changed[slot.slot] = now?.id ?? null;
  }
  const href =
    context.plan && loadedTemplate
      ? designHref({ plan: context.plan.slug, template: loadedTemplate, choices: changed })
      : null;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // The room's view (`view=plan`) is the shopper's, not the design's: it stays as it is.
  const target =
    href === null || new URLSearchParams(location.search).get('view') !== 'plan'
      ? href
      : `${href}${href.includes('?') ? '&' : '?'}view=plan`;
  useEffect(() => {
    if (target !== null && here !== target) void navigate(target, { replace: true, state: IN_PLACE });
  }, [here, target, navigate]);

  if (state === 'loadFailed') {
    return (
      <LoadFailed
        message={context.failure ?? roomDesignMessages.loadFailed}
        retry={() => actor.send({ type: 'RETRY' })}
      />
    );
  }
  if (!context.plan || state === 'loading' || state === 'choosing') {
    return <DesignSkeleton label={studioTexts.loading} />;
  }
  const canUndo = context.history.past.length > 0;
  const canRedo = context.history.future.length > 0;
  return (
    <section className={styles.section} aria-labelledby="visualizer-design">
      <div className={styles.toolbar}>
        <h2 id="visualizer-design" className={styles.toolbarTitle}>
          {context.plan.name}
        </h2>
        <Button variant="outline" size="sm" disabled={!canUndo} onClick={() => actor.send({ type: 'UNDO' })}>
          {studioTexts.undo}
        </Button>
        <Button variant="outline" size="sm" disabled={!canRedo} onClick={() => actor.send({ type: 'REDO' })}>
          {studioTexts.redo}
        </Button>
        <Button asChild variant="link" size="sm">
          <PrefetchLink to={designHref({ plan: context.plan.slug, template: null, choices: {} })}>
            {studioTexts.changeStyle}
          </PrefetchLink>
        </Button>
        <Button asChild variant="link" size="sm">
          <PrefetchLink to="/visualize">{studioTexts.changePlan}</PrefetchLink>
        </Button>
      </div>
      <div className={styles.studio}>
        <div className={styles.roomColumn}>{room(actor)}</div>
        <div className={styles.panel}>
          <SlotPanel actor={actor} showroom={showroom} />
          <TakeOffPanel actor={actor} showroom={showroom} />
        </div>
      </div>
    </section>
  );
}

/** Where WebGL is missing (or while the 3D scene loads, or asked for): the plan from above, in the design's materials. */
export function PlanView2D({ actor }: { actor: RoomDesignActor }) {
  const { context } = useActorSnapshot(actor);
  const { plan, selectedSlot } = context;
  if (!plan) return null;
  const products = Object.fromEntries(currentSlots(context).map((slot) => [slot.slot, slot.product]));
  return (
    <PlanDrawing
      // The machine holds what the loader gave it: the API's plan and products.
      plan={plan as FloorPlan}
      products={products as Record<string, DesignProduct | null>}
      selectedSlot={selectedSlot}
      onSelectSlot={(slot) => actor.send({ type: 'SELECT', slot })}
      label={studioTexts.planView(plan.name)}
    />
  );
}
