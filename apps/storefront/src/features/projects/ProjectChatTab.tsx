import { useCallback, useEffect } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { projectsServiceOf } from '../../services/projectsService.ts';
import { ProjectChat, preloadProjectChat } from '../projectChat/ProjectChat.tsx';
import { useLoaded } from './useLoaded.ts';
import * as styles from './projects.css.ts';

/**
 * The Chat tab: the project's chat, told who its hired designers are (a chat answer names its
 * authors, not their roles, so without them a designer would read as the contractor). The chat
 * does not wait for that list: until it answers, or if it fails, the badges fall back.
 */
export function ProjectChatTab({ projectId }: { projectId: number }) {
  const projects = projectsServiceOf(useServices());
  const load = useCallback(() => projects.loadDesigners(projectId), [projects, projectId]);
  const { state } = useLoaded(load, 'The designers could not be loaded.');
  const designerNames =
    state.status === 'ready' ? state.data.filter((designer) => designer.hired).map((designer) => designer.name) : [];
  return (
    <div className={styles.panel}>
      <ProjectChat projectId={projectId} designerNames={designerNames} />
    </div>
  );
}

/** Starts loading the chat's code once a project is on screen, so its tab opens without a wait. */
export function usePreloadedProjectChat(): void {
  useEffect(preloadProjectChat, []);
}
