import { lazy, Suspense, useEffect } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { projectChatServiceOf } from '../../services/projectChatService.ts';
import { ChatSkeleton } from './ChatSkeleton.tsx';

export { projectChatTexts } from './projectChatTexts.ts';

export interface ProjectChatProps {
  projectId: number;
  /**
   * Names of the designers hired for the project, when the page has them: their messages then
   * carry the Designer badge (the chat's answer says who wrote, not in which role).
   */
  designerNames?: readonly string[];
}

let panelLoaded = false;
const loadPanel = () =>
  import('./ProjectChatPanel.tsx').then((module) => {
    panelLoaded = true;
    return module;
  });
const ProjectChatPanel = lazy(async () => ({ default: (await loadPanel()).ProjectChatPanel }));

/** Starts loading the chat's code ahead of need, e.g. when its tab is hovered or focused. */
export function preloadProjectChat(): void {
  void loadPanel().catch(() => undefined);
}

/**
 * A project's chat (§7 projectChat, §5 room files). Its code (the conversation, the composer and
 * the file picker with react-dropzone) is a chunk of its own, so a page that shows the chat in a
 * tab pays for it only when the tab opens; the chat's answer is asked for at the same time as
 * that code, not after it.
 */
export function ProjectChat(props: ProjectChatProps) {
  const services = useServices();
  const { projectId } = props;
  useEffect(() => {
    // Once the code is here the panel asks for itself, in this same commit.
    if (!panelLoaded) projectChatServiceOf(services).prefetch(projectId);
  }, [services, projectId]);
  return (
    <Suspense fallback={<ChatSkeleton />}>
      <ProjectChatPanel {...props} />
    </Suspense>
  );
}
