import type { ProjectOverview } from '@showroom/api';
import { StateMessage } from '@showroom/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ProjectDetail } from '../../features/projects/ProjectDetail.tsx';
import { ProjectList, projectListTexts } from '../../features/projects/ProjectList.tsx';
import { useLoaded } from '../../features/projects/useLoaded.ts';
import * as styles from '../../features/projects/projects.css.ts';
import { IN_PLACE } from '../../routes/RoutePage.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { useAppStore, useServices } from '../../services/ServicesContext.tsx';
import {
  projectIdFromSearch,
  projectSearch,
  projectsServiceOf,
  projectTabFromSearch,
  type ProjectTab,
} from '../../services/projectsService.ts';

export const projectsPageTexts = {
  title: 'My Projects',
  lead: 'Each project keeps its cart, design details, checklist, chat and designers together.',
  choose: 'Choose a project to see its cart, design details, checklist, chat and designers.',
} as const;

/**
 * `/projects` (sign-in): the customer's projects, newest first, and the chosen one
 * (`?project=ID`, with `&tab=` for its tool) beside them on wide screens, in their place on
 * phones. The address changes in place, so Back, reloads and shared links open the same view.
 */
export function ProjectsPage(_props: PageProps) {
  const projects = projectsServiceOf(useServices());
  const hasShowroom = useAppStore('showroom', (state) => state.active !== null);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const selected = projectIdFromSearch(search);
  const tab = projectTabFromSearch(search);
  const load = useCallback(() => projects.listProjects(), [projects]);
  const { state: list, reload, set } = useLoaded<readonly ProjectOverview[]>(load, projectListTexts.failed);
  const overview =
    list.status === 'ready' && typeof selected === 'number'
      ? (list.data.find((project) => project.id === selected) ?? null)
      : null;

  const listHeading = useRef<HTMLHeadingElement>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  // A project chosen (or left) here moves the focus with the view; the first visit keeps it at the top.
  const previous = useRef(selected);
  useEffect(() => {
    if (previous.current === selected) return;
    previous.current = selected;
    (selected === null ? listHeading : detailHeading).current?.focus();
  }, [selected]);

  const changeTab = (next: ProjectTab) => {
    if (typeof selected !== 'number') return;
    void navigate({ search: projectSearch(selected, next) }, { replace: true, state: IN_PLACE });
  };
  const changed = (change: Partial<ProjectOverview>) => {
    if (list.status !== 'ready' || typeof selected !== 'number') return;
    set(list.data.map((project) => (project.id === selected ? { ...project, ...change } : project)));
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{projectsPageTexts.title}</h1>
      <p className={styles.lead}>{projectsPageTexts.lead}</p>
      <div
        className={styles.layout}
        data-open={selected !== null || undefined}
        data-single={(selected === null && list.status === 'ready' && list.data.length === 0) || undefined}
      >
        <section className={styles.listPane} aria-labelledby="projects-list-heading">
          <h2 id="projects-list-heading" className={styles.paneHeading} ref={listHeading} tabIndex={-1}>
            {projectListTexts.heading}
          </h2>
          <ProjectList
            list={list}
            selected={typeof selected === 'number' ? selected : null}
            hasShowroom={hasShowroom}
            onRetry={reload}
          />
        </section>
        <div className={styles.detailPane}>
          {selected !== null ? (
            <ProjectDetail
              key={String(selected)}
              projectId={selected}
              overview={overview}
              tab={tab}
              onTabChange={changeTab}
              onChanged={changed}
              headingRef={detailHeading}
            />
          ) : list.status === 'ready' && list.data.length > 0 ? (
            <StateMessage tone="info" size="sm" icon="info" title={projectsPageTexts.choose} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
