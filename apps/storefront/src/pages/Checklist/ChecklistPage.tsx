import type { ProjectOverview } from '@showroom/api';
import { Button, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { checklistLimits, progressOf, projectIdOf } from '../../features/checklist/checklistRules.ts';
import { ChecklistView, ProjectNotFound } from '../../features/checklist/ChecklistView.tsx';
import { ProjectPicker } from '../../features/checklist/ProjectPicker.tsx';
import { useChecklistProjects } from '../../features/checklist/useChecklistProjects.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { IN_PLACE } from '../../routes/RoutePage.tsx';
import * as styles from '../../features/checklist/checklist.css.ts';

export const checklistPageTexts = {
  heading: 'Project Checklist',
  lead: 'The steps of your remodel, in one list: tick them off as you go.',
  choose: 'Choose a project to see its checklist.',
  loadingProjects: 'Loading your projects',
  noProjectsTitle: 'You have no projects yet',
  noProjectsDescription:
    'A project is made when you shop a showroom: the materials you put in your cart while signed in, or a guest cart you sign in with, become a project. Its checklist then keeps the steps of your remodel.',
} as const;

const projectHref = (id: number) => `/visualize/checklist?project=${id}`;

/** In place, and the card's link goes away: the focus moves to the checklist once it is here. */
const OPEN_FROM_CARD = { ...IN_PLACE, focusChecklist: true } as const;

function ProjectsSkeleton() {
  return (
    <SkeletonGroup label={checklistPageTexts.loadingProjects} className={styles.projectList}>
      {[0, 1].map((index) => (
        <div key={index} className={styles.projectCard}>
          <Skeleton variant="text" width="10rem" />
          <Skeleton variant="text" width="6rem" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

function NoProjects() {
  return (
    <StateMessage
      tone="empty"
      icon="info"
      headingLevel={2}
      title={checklistPageTexts.noProjectsTitle}
      description={checklistPageTexts.noProjectsDescription}
      action={
        <>
          <Button asChild>
            <PrefetchLink to="/visualize/contractor/all">Shop your showroom</PrefetchLink>
          </Button>
          <Button asChild variant="outline">
            <PrefetchLink to="/visualize">Plan your remodel</PrefetchLink>
          </Button>
        </>
      }
    />
  );
}

/** The picker's cards: each project with its checklist's progress, opening it in place. */
function ProjectCards({ projects }: { projects: readonly ProjectOverview[] }) {
  return (
    <ul className={styles.projectList} aria-label="Your projects">
      {projects.map((project) => {
        const progress = progressOf(
          Array.from({ length: project.checklist_total }, (_, index) => ({ is_done: index < project.checklist_done })),
        );
        return (
          <li key={project.id} className={styles.projectCard}>
            <h2 className={styles.subheading}>
              <PrefetchLink className={styles.link} to={projectHref(project.id)} state={OPEN_FROM_CARD}>
                {project.name}
              </PrefetchLink>
            </h2>
            <p className={styles.muted}>
              {project.checklist_total === 0 ? 'No checklist items yet' : progress.text}
              {project.showroom_name ? ` · ${project.showroom_name}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /visualize/checklist (designed: §2 names the route, the screen is not shown). `?project=ID`
 * opens that project's checklist (the /projects page links here so); without it, the
 * customer picks one of their projects, which puts it in the address in place.
 */
export function ChecklistPage(_props: PageProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const projectId = projectIdOf(search.get('project'));
  // Back in the picker, the counts may have moved: the list is asked for again.
  const { projects, reload } = useChecklistProjects(projectId === null);
  const list = projects.status === 'idle' ? null : projects.data;
  const openedFromCard = (location.state as { focusChecklist?: unknown } | null)?.focusChecklist === true;

  const choose = (id: number) =>
    void navigate({ pathname: location.pathname, search: `?project=${id}` }, { state: IN_PLACE });

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{checklistPageTexts.heading}</h1>
        <p className={styles.lead}>{checklistPageTexts.lead}</p>
        <nav aria-label="Project tools">
          <ul className={styles.links}>
            <li>
              <PrefetchLink className={styles.link} to="/projects">
                My Projects
              </PrefetchLink>
            </li>
          </ul>
        </nav>
      </header>

      {list !== null && list.length > 0 ? (
        <ProjectPicker projects={list} selected={typeof projectId === 'number' ? projectId : null} onSelect={choose} />
      ) : null}

      {projectId === 'invalid' ? (
        <ProjectNotFound />
      ) : projectId !== null ? (
        <ChecklistView
          key={projectId}
          projectId={projectId}
          project={list?.find((project) => project.id === projectId) ?? null}
          projectPending={list === null && projects.status === 'loading'}
          limits={checklistLimits}
          focusOnLoad={openedFromCard}
        />
      ) : projects.status === 'error' ? (
        <StateMessage
          tone="error"
          headingLevel={2}
          title={projects.message}
          description="Check your connection and try again."
          action={
            <Button variant="outline" onClick={reload}>
              Try again
            </Button>
          }
        />
      ) : list === null ? (
        <ProjectsSkeleton />
      ) : list.length === 0 ? (
        <NoProjects />
      ) : (
        <section className={styles.intro} aria-label="Choose a project">
          <p className={styles.lead}>{checklistPageTexts.choose}</p>
          <ProjectCards projects={list} />
        </section>
      )}
    </div>
  );
}
