import { Button, StateMessage, VisuallyHidden } from '@showroom/ui';
import { useMemo } from 'react';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatConversation } from './ChatConversation.tsx';
import { ChatSkeleton } from './ChatSkeleton.tsx';
import { chatEntries, type ChatPeople } from './chatTimeline.ts';
import * as styles from './projectChat.css.ts';
import type { ProjectChatProps } from './ProjectChat.tsx';
import { projectChatTexts } from './projectChatTexts.ts';
import { useProjectChat } from './useProjectChat.ts';

/**
 * The chat itself, in its own chunk (`ProjectChat` loads it): the conversation with its room
 * files, oldest first, and a composer for a message and a room file (§5 image rule checked
 * before sending). What is sent shows at once; a polite live region says what was sent,
 * refused or has arrived.
 */
export function ProjectChatPanel({ projectId, designerNames }: ProjectChatProps) {
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
    body = <ChatSkeleton />;
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
