import { type HeaderMenu, type RoomGroup, roomGroups } from '@showroom/api';
import { isCompleteSavedItem } from '@showroom/machines';
import { Button, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCatalogueQuery } from '../../features/product/catalogueQueries.ts';
import { PlanPicker, TemplatePicker } from '../../features/visualizer/DesignPickers.tsx';
import { DesignSkeleton } from '../../features/visualizer/DesignSkeleton.tsx';
import { readDesignAddress } from '../../features/visualizer/designUrl.ts';
import { LoadFailed } from '../../features/visualizer/LoadFailed.tsx';
import { floorPlanQuery } from '../../features/visualizer/visualizerQueries.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { IN_PLACE } from '../../routes/RoutePage.tsx';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { categoryHref, departmentHref } from '../../shell/menuLinks.ts';
import { useMenus } from '../../shell/useMenus.ts';
import { ShowroomIdCard } from '../../showroom/ShowroomIdCard.tsx';
import { isSavedItem, storageKeys } from '../../state/storageKeys.ts';
import * as styles from './VisualizePage.css.ts';

export const visualizeTexts = {
  heading: 'Visualize',
  lead: "Design a room with your showroom's materials, see what it takes, and buy it in one step.",
  enterShowroom: 'Enter your Showroom ID to design with its materials and prices.',
  savedDesignHeading: 'Your saved design is not finished yet',
  savedDesign:
    'Welcome aboard! To become a project, a design needs a showroom, a floor plan and a style. Nothing is lost: your design stays saved in this browser. Choose a plan and a style below to finish it.',
  hereHeading: 'More ways to plan',
  /** Shown instead of the list of departments while the showroom's menus load. */
  loadingDepartments: 'Loading the departments',
  loadingPlan: 'Loading the floor plan',
  loadingDesign: 'Loading your design',
  planGone: 'This floor plan is not available any more. Choose another one.',
} as const;

/** How many categories of a department are listed here; its own page has them all. */
const CATEGORIES_SHOWN = 4;

/**
 * §4: after registering with a saved design that is not complete (no showroom, floor plan or
 * template), the person lands here with `visual_redirect` still stored. Read once, on arrival.
 */
function useIncompleteSavedDesign(): boolean {
  const { persistence } = useServices();
  const signedIn = useAppStore('session', (state) => state.status !== 'signedOut');
  const [waiting] = useState(() => {
    if (persistence.read(storageKeys.visualRedirect) === null) return false;
    return !isCompleteSavedItem(persistence.readJson(storageKeys.myItem, isSavedItem));
  });
  return signedIn && waiting;
}

function ShowroomDepartments({ menus }: { menus: readonly HeaderMenu[] }) {
  return (
    <ul className={styles.departments} aria-label="Departments of your showroom">
      {menus.map((menu) => (
        <li key={menu.id} className={styles.department}>
          <PrefetchLink className={styles.departmentLink} to={departmentHref(menu)}>
            {menu.name}
          </PrefetchLink>
          {menu.categories.length > 0 ? (
            <ul className={styles.categories}>
              {menu.categories.slice(0, CATEGORIES_SHOWN).map((category) => (
                <li key={category.id}>
                  <PrefetchLink className={styles.categoryLink} to={categoryHref(menu, category)}>
                    {category.name}
                  </PrefetchLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The active showroom's departments (the header's menus); nothing when they cannot be had. */
function Departments() {
  const view = useMenus();
  switch (view.kind) {
    case 'noShowroom':
    case 'empty':
      return null;
    case 'loading':
      return (
        <SkeletonGroup label={visualizeTexts.loadingDepartments} className={styles.departments}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.department}>
              <Skeleton variant="text" width="7rem" />
              <Skeleton variant="text" lines={2} />
            </div>
          ))}
        </SkeletonGroup>
      );
    case 'error':
      return (
        <p className={styles.muted}>
          The departments could not be loaded.{' '}
          <Button variant="link" size="sm" onClick={view.retry}>
            Try again
          </Button>
        </p>
      );
    case 'ready':
      return (
        <div className={styles.shopBy}>
          <h3 className={styles.shopByTitle}>Shop by department</h3>
          <ShowroomDepartments menus={view.menus} />
        </div>
      );
  }
}

function Tool({ title, children, to, action }: { title: string; children: string; to: string; action: string }) {
  return (
    <li className={styles.tool}>
      <h3 className={styles.toolTitle}>{title}</h3>
      <p className={styles.muted}>{children}</p>
      <Button asChild variant="outline" size="sm" className={styles.toolAction}>
        <PrefetchLink to={to}>{action}</PrefetchLink>
      </Button>
    </li>
  );
}

/** The room group the plan picker opens on: the address's (`?room=`), else kitchens. */
function groupOf(search: string): RoomGroup {
  const room = new URLSearchParams(search).get('room');
  return (roomGroups as readonly string[]).includes(room ?? '') ? (room as RoomGroup) : 'kitchen';
}

/** The project a design opened after sign-in belongs to (§4: created from my_item), when it is this design. */
function useProjectOfDesign(plan: string | null, template: string | null): number | null {
  const { persistence } = useServices();
  const signedIn = useAppStore('session', (state) => state.status === 'signedIn');
  if (!signedIn || plan === null || template === null) return null;
  const item = persistence.readJson(storageKeys.myItem, isSavedItem);
  if (item?.floorplan !== plan || item.floorTemplate !== template) return null;
  const project = Number(persistence.read(storageKeys.project));
  return Number.isInteger(project) && project > 0 ? project : null;
}

// The design itself (its machine, panels and 3D room) loads once a plan and a style are chosen.
const DesignStep = lazy(() => import('../../features/visualizer/DesignStep.tsx'));

/** The design steps: the plan, the style, then the room; each its own address. */
function Visualizer({ showroom }: { showroom: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const address = readDesignAddress(search);
  const view = new URLSearchParams(search).get('view');
  const projectId = useProjectOfDesign(address.plan, address.template);
  const planQuery = useCatalogueQuery(address.plan === null ? null : floorPlanQuery(address.plan));
  if (address.plan === null) {
    return (
      <PlanPicker
        group={groupOf(search)}
        onGroupChange={(group) => void navigate(`/visualize?room=${group}`, { replace: true, state: IN_PLACE })}
      />
    );
  }
  if (address.template !== null) {
    return (
      <Suspense fallback={<DesignSkeleton label={visualizeTexts.loadingDesign} />}>
        <DesignStep
          address={{ ...address, plan: address.plan, template: address.template }}
          showroom={showroom}
          projectId={projectId}
          initialView={view === 'plan' ? 'plan' : null}
        />
      </Suspense>
    );
  }
  const { state, retry } = planQuery;
  if (state.status === 'error') {
    return <LoadFailed message={state.message} retry={retry} />;
  }
  if (state.status !== 'ready') {
    return (
      <SkeletonGroup label={visualizeTexts.loadingPlan}>
        <Skeleton variant="block" height="16rem" />
      </SkeletonGroup>
    );
  }
  if (state.data === null) {
    return (
      <StateMessage
        tone="info"
        title={visualizeTexts.planGone}
        action={
          <Button asChild size="sm">
            <PrefetchLink to="/visualize">Choose a floor plan</PrefetchLink>
          </Button>
        }
      />
    );
  }
  return <TemplatePicker plan={state.data} showroom={showroom} />;
}

/**
 * /visualize (§2 "also used"; issue 33): the visualizer. With a showroom: choose a floor plan,
 * a style, then design the room with the showroom's materials, see the take-off, save it as a
 * project and add it to the cart. Without one: the Showroom ID entry first. Below, the other
 * ways to plan: projects, the checklist, AI room design.
 */
export function VisualizePage(_props: PageProps) {
  // While the user loads, a stored token counts: the links it shows are guarded anyway.
  const signedIn = useAppStore('session', (state) => state.status !== 'signedOut');
  const showroom = useAppStore('showroom', (state) => state.active);
  const savedDesignWaiting = useIncompleteSavedDesign();

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{visualizeTexts.heading}</h1>
        <p className={styles.lead}>{visualizeTexts.lead}</p>
      </header>

      {savedDesignWaiting ? (
        <section className={styles.welcome} aria-labelledby="visualize-saved-design">
          <h2 id="visualize-saved-design" className={styles.sectionTitle}>
            {visualizeTexts.savedDesignHeading}
          </h2>
          <p className={styles.text}>{visualizeTexts.savedDesign}</p>
        </section>
      ) : null}

      {showroom ? <Visualizer showroom={showroom.vsd_id} /> : null}

      <section className={styles.here} aria-labelledby="visualize-here">
        <h2 id="visualize-here" className={styles.sectionTitle}>
          {visualizeTexts.hereHeading}
        </h2>
        <div className={styles.showroom}>
          {showroom ? null : <p className={styles.text}>{visualizeTexts.enterShowroom}</p>}
          <ShowroomIdCard headingLevel={3} id="visualize-showroom" />
          {showroom ? <Departments /> : null}
        </div>
        <ul className={styles.tools} aria-label="More ways to plan">
          {signedIn ? (
            <>
              <Tool title="My Projects" to="/projects" action="Open My Projects">
                Your remodeling projects, with their carts and design details.
              </Tool>
              <Tool title="Project Checklist" to="/visualize/checklist" action="Open the checklist">
                The steps of your remodel, from measuring to the final walk-through, ticked off as you go.
              </Tool>
            </>
          ) : (
            <Tool title="Your projects" to="/login?redirect=%2Fprojects" action="Sign in">
              Sign in to see your projects and keep a checklist of the steps of your remodel.
            </Tool>
          )}
          <Tool title="AI room design" to="/design-ai" action="Design a room with AI">
            Upload a photo of your room and try finishing materials in it before you buy.
          </Tool>
        </ul>
      </section>
    </div>
  );
}
