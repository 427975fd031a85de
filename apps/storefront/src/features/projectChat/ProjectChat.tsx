import { Button, Skeleton, SkeletonGroup, StateMessage, VisuallyHidden } from '@showroom/ui';
import { useMemo } from 'react';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatConversation } from './ChatConversation.tsx';
import { chatEntries, type ChatPeople } from './chatTimeline.ts';
import * as styles from './projectChat.css.ts';
import { useProjectChat } from './useProjectChat.ts';

export const projectChatTexts = {
  emptyTitle: 'No messages yet…',
  emptyDescription: 'Ask a question or add a photo of your room: everyone on this project reads it here.',
  loading: 'Loading the chat',
  refresh: 'Check for new messages',
} as const;

export interface ProjectChatProps {
  projectId: number;
  /**
   * Names of the designers hired for the project, when the page has them: their messages then
   * carry the Designer badge (the chat's answer says who wrote, not in which role).
   */
  designerNames?: readonly string[];
}

/**
 * A project's chat (§7 projectChat): the conversation with its room files, oldest first, and a
 * composer for a message and a room file (§5 image rule checked before sending). What is sent
 * shows at once; a polite live region says what was sent, refused or has arrived.
 */
export function ProjectChat({ projectId, designerNames }: ProjectChatProps) {
  const user = useAppStore('session', (state) => state.user);
  const { chat, reload, pending, send, announcement, announce } = useProjectChat(projectId);
  const data = chat.status === 'idle' ? null : chat.data;
  const entries = useMemo(() => (data === null ? [] : chatEntries(data)), [data]);
  const people: ChatPeople = useMemo(
    () => ({
      viewer: user === null ? null : { id: user.id, name: `${user.first_name} ${user.last_name}`, type: user.type },
      ownerName: data?.project.owner_name ?? '',
      ...(designerNames === undefined ? {} : { designerNames }),
    }),
    [user, data, designerNames],
  );

  let body;
  if (data === null && chat.status === 'error') {
    body = (
      <StateMessage
        tone="error"
        size="sm"
        title={chat.message}
        action={
          <Button size="sm" onClick={reload}>
            Try again
          </Button>
        }
      />
    );
  } else if (data === null) {
    body = (
      <SkeletonGroup label={projectChatTexts.loading} className={styles.skeleton}>
        <Skeleton height="3.5rem" width="70%" radius="md" />
        <Skeleton height="3.5rem" width="55%" radius="md" />
        <Skeleton height="6rem" radius="md" />
      </SkeletonGroup>
    );
  } else {
    body = (
      <>
        <div className={styles.toolbar}>
          <p className={styles.toolbarText}>
            {entries.length === 0
              ? `Chat about ${data.project.name}`
              : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} about ${data.project.name}`}
          </p>
          <Button size="sm" variant="ghost" loading={chat.status === 'loading'} onClick={reload}>
            {projectChatTexts.refresh}
          </Button>
        </div>
        {chat.status === 'error' ? (
          <StateMessage
            tone="error"
            size="sm"
            title={chat.message}
            action={
              <Button size="sm" onClick={reload}>
                Try again
              </Button>
            }
          />
        ) : null}
        {entries.length === 0 && pending === null ? (
          <StateMessage
            tone="empty"
            size="sm"
            icon="info"
            title={projectChatTexts.emptyTitle}
            description={projectChatTexts.emptyDescription}
          />
        ) : (
          <ChatConversation entries={entries} people={people} pending={pending} projectName={data.project.name} />
        )}
        <ChatComposer key={projectId} onSend={send} onAnnounce={announce} sending={pending !== null} />
      </>
    );
  }

  return (
    <div className={styles.chat} data-project-chat={projectId}>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {body}
    </div>
  );
}
