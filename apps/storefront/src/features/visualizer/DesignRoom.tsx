import type { DesignProduct, FloorPlan } from '@showroom/api';
import { currentSlots } from '@showroom/machines';
import { Button } from '@showroom/ui';
import { Suspense, lazy, useState } from 'react';
import { useActorSnapshot } from '../../services/useActorSnapshot.ts';
import { PlanView2D } from './DesignStudio.tsx';
import type { RoomDesignActor } from './roomDesignService.ts';
import { webglAvailable } from './scene/webgl.ts';
import * as styles from './visualizer.css.ts';

// three.js and the scene load only here, after the page and its panels: no other page carries them.
const loadScene = () => import('./scene/RoomScene.tsx');
const RoomScene = lazy(loadScene);

/** Starts loading the 3D scene's code while the design itself loads (they do not wait on each other). */
export function preloadRoomScene(): void {
  if (typeof window !== 'undefined' && webglAvailable()) void loadScene();
}

export const roomViewTexts = {
  views: 'Room view',
  corner: 'Corner',
  top: 'Top',
  front: 'Front',
  plan: 'Plan',
  label: (plan: string) => `${plan} in 3D. The list beside it names every surface and its material.`,
  noWebgl: 'This browser cannot draw the room in 3D; the plan and the list do everything the 3D view does.',
} as const;

type View = 'corner' | 'top' | 'front' | 'plan';

/**
 * The room: in 3D where the browser has WebGL (views from a corner, above and the front), and
 * as the plan from above otherwise, or when the shopper asks for it (`?view=plan` opens it so).
 * Picking a surface in the room opens its products in the list, as the list's own buttons do.
 */
export function DesignRoom({ actor, initialView }: { actor: RoomDesignActor; initialView: 'plan' | null }) {
  const [webgl] = useState(() => typeof window !== 'undefined' && webglAvailable());
  const [view, setView] = useState<View>(initialView === 'plan' || !webgl ? 'plan' : 'corner');
  const snapshot = useActorSnapshot(actor);
  const { plan, selectedSlot } = snapshot.context;
  if (!plan) return null;
  const products = Object.fromEntries(currentSlots(snapshot.context).map((slot) => [slot.slot, slot.product]));
  return (
    <div className={styles.section}>
      <div className={styles.roomView}>
        {view === 'plan' ? (
          <PlanView2D actor={actor} />
        ) : (
          <Suspense fallback={<PlanView2D actor={actor} />}>
            <RoomScene
              // The machine holds what the loader gave it: the API's plan and products.
              plan={plan as FloorPlan}
              products={products as Record<string, DesignProduct | null>}
              selectedSlot={selectedSlot}
              onSelectSlot={(slot) => actor.send({ type: 'SELECT', slot })}
              view={view}
              label={roomViewTexts.label(plan.name)}
            />
          </Suspense>
        )}
      </div>
      <div className={styles.toolbar} role="group" aria-label={roomViewTexts.views}>
        {webgl
          ? (['corner', 'top', 'front'] as const).map((option) => (
              <Button
                key={option}
                variant={view === option ? 'solid' : 'outline'}
                size="sm"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {roomViewTexts[option]}
              </Button>
            ))
          : null}
        <Button
          variant={view === 'plan' ? 'solid' : 'outline'}
          size="sm"
          aria-pressed={view === 'plan'}
          onClick={() => setView('plan')}
        >
          {roomViewTexts.plan}
        </Button>
        {webgl ? null : <p className={styles.muted}>{roomViewTexts.noWebgl}</p>}
      </div>
    </div>
  );
}
