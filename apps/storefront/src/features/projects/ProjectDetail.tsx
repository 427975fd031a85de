import type { Project, ProjectOverview } from '@showroom/api';
import { formatShopDate } from '@showroom/machines';
import { Button, Icon, Skeleton, SkeletonGroup, StateMessage, Tabs } from '@showroom/ui';
import { useCallback, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { IN_PLACE } from '../../routes/RoutePage.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import { projectsServiceOf, showroomLabel, type ProjectTab } from '../../services/projectsService.ts';
import { ChecklistPanel } from './ChecklistPanel.tsx';
import { DesignersPanel } from './DesignersPanel.tsx';
import { DesignDetailsPanel } from './DesignDetailsPanel.tsx';
import { ProjectFacts } from './ProjectFacts.tsx';
import { ProjectChatTab, usePreloadedProjectChat } from './ProjectChatTab.tsx';
import { ProjectCartPanel } from './ProjectCartPanel.tsx';
import { SharePanel } from './SharePanel.tsx';
import { useLoaded } from './useLoaded.ts';
import * as styles from './projects.css.ts';

export const projectDetailTexts = {
  loading: 'Loading the project',
  failed: 'This project could not be loaded.',
  notFoundTitle: 'This project could not be found',
  notFoundDescription: 'It may have been removed, or it belongs to another account.',
  backToList: 'Back to your projects',
  allProjects: 'All projects',
} as const;

const tabLabels: Record<ProjectTab, string> = {
  cart: 'Cart',
  details: 'Design details',
  checklist: 'Checklist',
  chat: 'Chat',
  designers: 'Designers',
  share: 'Share with contractor',
};

interface ProjectDetailProps {
  readonly projectId: number | 'invalid';
  /** The project's row of My Projects, once the list has answered. */
  readonly overview: ProjectOverview | null;
  readonly tab: ProjectTab;
  readonly onTabChange: (tab: ProjectTab) => void;
  readonly onChanged: (change: Partial<ProjectOverview>) => void;
  readonly headingRef: Ref<HTMLHeadingElement>;
}

/** One project: its facts, then a tab for each project tool (§7). */
export function ProjectDetail({ projectId, overview, tab, onTabChange, onChanged, headingRef }: ProjectDetailProps) {
  const projects = projectsServiceOf(useServices());
  const load = useCallback(
    () =>
      projectId === 'invalid'
        ? Promise.reject(Object.assign(new Error('Not a project id.'), { status: 404 }))
        : projects.loadProject(projectId),
    [projects, projectId],
  );
  const { state: project, reload } = useLoaded<Project>(load, projectDetailTexts.failed);

  return (
    <section className={styles.detail} aria-labelledby="project-heading" aria-busy={project.status === 'loading'}>
      <Link className={styles.backLink} to={{ search: '' }} state={IN_PLACE}>
        <Icon name="chevron-left" size="sm" /> {projectDetailTexts.allProjects}
      </Link>
      {/* One heading through loading and loaded: the focus put on it when the project was chosen stays. */}
      <h2 id="project-heading" className={styles.detailTitle} ref={headingRef} tabIndex={-1}>
        {project.status === 'ready'
          ? project.data.name
          : project.status === 'error' && project.notFound
            ? projectDetailTexts.notFoundTitle
            : (overview?.name ?? 'Project')}
      </h2>
      {project.status === 'ready' ? (
        <Loaded project={project.data} overview={overview} tab={tab} onTabChange={onTabChange} onChanged={onChanged} />
      ) : (
        <>
          {project.status === 'error' ? (
            project.notFound ? (
              <StateMessage
                tone="empty"
                size="sm"
                icon="search"
                title={projectDetailTexts.notFoundDescription}
                action={
                  <Button asChild size="sm" variant="outline">
                    <Link to={{ search: '' }} state={IN_PLACE}>
                      {projectDetailTexts.backToList}
                    </Link>
                  </Button>
                }
              />
            ) : (
              <StateMessage
                tone="error"
                size="sm"
                title={projectDetailTexts.failed}
                description={project.message === projectDetailTexts.failed ? undefined : project.message}
                action={
                  <Button size="sm" variant="outline" onClick={reload}>
                    Try again
                  </Button>
                }
              />
            )
          ) : (
            <SkeletonGroup label={projectDetailTexts.loading} className={styles.skeleton}>
              <Skeleton variant="text" width="60%" />
              <Skeleton height="2.5rem" />
              <Skeleton height="10rem" radius="md" />
            </SkeletonGroup>
          )}
        </>
      )}
    </section>
  );
}

function Loaded({
  project,
  overview,
  tab,
  onTabChange,
  onChanged,
}: Omit<ProjectDetailProps, 'projectId' | 'headingRef'> & { project: Project }) {
  const showroom = showroomLabel(project.showroom, overview?.showroom_name ?? null);
  usePreloadedProjectChat();
  const panels: Record<ProjectTab, ReactNode> = {
    cart: <ProjectCartPanel projectId={project.id} />,
    details: <DesignDetailsPanel project={project} />,
    checklist: <ChecklistPanel projectId={project.id} />,
    chat: <ProjectChatTab projectId={project.id} />,
    designers: <DesignersPanel projectId={project.id} onHired={(count) => onChanged({ hired_designers: count })} />,
    share: (
      <SharePanel
        projectId={project.id}
        showroom={project.showroom}
        overview={overview}
        onShared={(sharedAt, companyName) => onChanged({ shared_at: sharedAt, showroom_name: companyName })}
      />
    ),
  };
  return (
    <>
      <div className={styles.detailHeader}>
        <p className={styles.muted}>
          Created {formatShopDate(project.created_at)} · {showroom ? `Showroom: ${showroom}` : 'No showroom'}
        </p>
        {overview ? (
          <p className={styles.facts}>
            <ProjectFacts {...overview} />
          </p>
        ) : null}
      </div>
      <Tabs
        label={`${project.name}: project tools`}
        size="sm"
        value={tab}
        onValueChange={(value) => onTabChange(value as ProjectTab)}
        items={(Object.keys(tabLabels) as ProjectTab[]).map((value) => ({
          value,
          label: tabLabels[value],
          content: panels[value],
        }))}
      />
    </>
  );
}
