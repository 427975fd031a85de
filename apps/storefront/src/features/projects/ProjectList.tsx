import type { ProjectOverview } from '@showroom/api';
import { formatShopDate } from '@showroom/machines';
import { Button, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { Link } from 'react-router';
import { IN_PLACE } from '../../routes/RoutePage.tsx';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { projectSearch, showroomLabel } from '../../services/projectsService.ts';
import { ProjectFacts } from './ProjectFacts.tsx';
import type { Loaded } from './useLoaded.ts';
import * as styles from './projects.css.ts';

export const projectListTexts = {
  heading: 'Your projects',
  loading: 'Loading your projects',
  failed: 'Your projects could not be loaded.',
  emptyTitle: 'No projects yet',
  emptyDescription:
    'A project is made for you when you sign in with items in your cart, or when you save a design in a showroom’s visualizer. Its cart, checklist, chat and designers then appear here.',
  toShowroom: 'Find a showroom',
  toCart: 'Go to your cart',
} as const;

/** Where "Find a showroom" leads: the active showroom's catalogue, else the home page's Showroom ID. */
const SHOWROOM_CATALOGUE = '/visualize/contractor/all';

interface ProjectListProps {
  readonly list: Loaded<readonly ProjectOverview[]>;
  readonly selected: number | null;
  readonly hasShowroom: boolean;
  readonly onRetry: () => void;
}

/** My Projects, newest first: each a link to `/projects?project=ID`, the chosen one marked current. */
export function ProjectList({ list, selected, hasShowroom, onRetry }: ProjectListProps) {
  if (list.status === 'error') {
    return (
      <StateMessage
        tone="error"
        size="sm"
        title={projectListTexts.failed}
        description={list.message === projectListTexts.failed ? undefined : list.message}
        action={
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (list.status !== 'ready') {
    return (
      <SkeletonGroup label={projectListTexts.loading} className={styles.skeleton}>
        <Skeleton height="6.5rem" radius="md" />
        <Skeleton height="6.5rem" radius="md" />
        <Skeleton height="6.5rem" radius="md" />
      </SkeletonGroup>
    );
  }
  if (list.data.length === 0) {
    return (
      <StateMessage
        tone="empty"
        size="sm"
        icon="info"
        title={projectListTexts.emptyTitle}
        description={projectListTexts.emptyDescription}
        action={
          <div className={styles.actions}>
            <Button asChild size="sm">
              <PrefetchLink to={hasShowroom ? SHOWROOM_CATALOGUE : '/'}>{projectListTexts.toShowroom}</PrefetchLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <PrefetchLink to="/cart">{projectListTexts.toCart}</PrefetchLink>
            </Button>
          </div>
        }
      />
    );
  }
  return (
    <ul className={styles.projectList} aria-label="Projects, newest first">
      {list.data.map((project) => (
        <li key={project.id}>
          <ProjectLink project={project} current={project.id === selected} />
        </li>
      ))}
    </ul>
  );
}

function ProjectLink({ project, current }: { project: ProjectOverview; current: boolean }) {
  const showroom = showroomLabel(project.showroom, project.showroom_name);
  return (
    <Link
      className={styles.projectLink}
      to={{ search: projectSearch(project.id) }}
      state={IN_PLACE}
      aria-current={current ? 'page' : undefined}
    >
      <span className={styles.projectName}>{project.name}</span>
      <span className={styles.muted}>
        Created {formatShopDate(project.created_at)} · {showroom ?? 'No showroom'}
      </span>
      <span className={styles.facts}>
        <ProjectFacts {...project} />
      </span>
    </Link>
  );
}
