import type { HeaderMenu } from '@showroom/api';
import { isCompleteSavedItem } from '@showroom/machines';
import { Button, Skeleton, SkeletonGroup } from '@showroom/ui';
import { useState } from 'react';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import { categoryHref, departmentHref } from '../../shell/menuLinks.ts';
import { useMenus } from '../../shell/useMenus.ts';
import { ShowroomIdCard } from '../../showroom/ShowroomIdCard.tsx';
import { isSavedItem, storageKeys } from '../../state/storageKeys.ts';
import * as styles from './VisualizePage.css.ts';

export const visualizeTexts = {
  heading: 'Visualize',
  lead: 'Plan your remodel with your showroom.',
  visualizerHeading: 'The 3D visualizer is its own app',
  visualizer:
    'Designing a room in 3D (starting from one of more than 50 floor plans or your own room, trying more than 100 templates and placing any of more than 25,000 materials) happens in the Showroom visualizer, a separate app. This storefront is where you shop those materials and keep track of your project.',
  savedDesignHeading: 'Your saved design is not finished yet',
  savedDesign:
    'Welcome aboard! To become a project, a design needs a showroom, a floor plan and a template, chosen in the 3D visualizer. Nothing is lost: your design stays saved in this browser, and you can finish it there whenever you like. Meanwhile, here is what you can do right now.',
  hereHeading: 'What you can do here',
  /** Shown instead of the list of departments while the showroom's menus load. */
  loadingDepartments: 'Loading the departments',
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

/**
 * /visualize (§2 "also used"; designed). The 3D room visualizer (§1) is a separate app, so this
 * page says so and leads to what the storefront does: the showroom (or its ID entry), the
 * customer's projects and checklist, and AI room design.
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

      <section className={styles.about} aria-labelledby="visualize-visualizer">
        <h2 id="visualize-visualizer" className={styles.sectionTitle}>
          {visualizeTexts.visualizerHeading}
        </h2>
        <p className={styles.text}>{visualizeTexts.visualizer}</p>
      </section>

      <section className={styles.here} aria-labelledby="visualize-here">
        <h2 id="visualize-here" className={styles.sectionTitle}>
          {visualizeTexts.hereHeading}
        </h2>
        <div className={styles.showroom}>
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
