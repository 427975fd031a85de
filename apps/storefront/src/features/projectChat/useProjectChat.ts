import type { ProjectChat } from '@showroom/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { projectChatServiceOf } from '../../services/projectChatService.ts';
import { dataOf, type Loadable } from '../../state/loadable.ts';
import { failureMessage, refusalOf } from '../forms/formErrors.ts';
import { arrivalAnnouncement, chatEntries } from './chatTimeline.ts';
import type { ReadyRoomFile } from './roomFileCheck.ts';

export const CHAT_NOT_LOADED = 'The chat could not be loaded.';
export const POST_NOT_SENT = 'Your message could not be sent. Please try again.';

/** The viewer's post while the server has not answered: shown at once, in the conversation. */
export interface PendingPost {
  readonly message: string;
  readonly file: ReadyRoomFile | null;
}

/** Why a post was not kept: the server's messages under the fields they belong to, or one for the form. */
export interface PostRefusal {
  readonly message?: string;
  readonly file?: string;
  readonly form?: string;
}

export type PostOutcome = { readonly ok: true } | { readonly ok: false; readonly refusal: PostRefusal };

/** The server's 422 messages per composer field; a piece of the file (`file.data.3`) is the file. */
function refusalFrom(error: unknown): PostRefusal {
  const fields = refusalOf(error);
  if (fields === null) return { form: failureMessage(error, POST_NOT_SENT) };
  const refusal: { message?: string; file?: string; form?: string } = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (first === undefined) continue;
    const place = field === 'message' ? 'message' : field === 'file' || field.startsWith('file.') ? 'file' : 'form';
    refusal[place] ??= first;
  }
  return refusal;
}

/**
 * One project's chat: loads it (a reload keeps the conversation on screen and announces what
 * arrived), and posts to it with the post shown at once until the server keeps it or refuses
 * it. `announcement` is for a polite live region.
 */
export function useProjectChat(projectId: number) {
  const service = projectChatServiceOf(useServices());
  // The chat with the project it belongs to: another project's chat is never shown for this one.
  const [loaded, setLoaded] = useState<{ readonly projectId: number; readonly chat: Loadable<ProjectChat> } | null>(
    null,
  );
  const [pending, setPending] = useState<PendingPost | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const request = useRef(0);
  const shown = useRef<ProjectChat | null>(null);

  // Asks for the chat; only its answer sets state (whoever asks says it is loading).
  const fetchChat = useCallback(() => {
    const mine = ++request.current;
    service.load(projectId).then(
      (data) => {
        if (mine !== request.current) return;
        const before = shown.current;
        if (before !== null && before.project.id === data.project.id) {
          const known = new Set(chatEntries(before).map((entry) => entry.key));
          setAnnouncement(
            arrivalAnnouncement(chatEntries(data).filter((entry) => !known.has(entry.key))) || 'No new messages.',
          );
        }
        shown.current = data;
        setLoaded({ projectId, chat: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (mine !== request.current) return;
        setLoaded((current) => ({
          projectId,
          chat: {
            status: 'error',
            data: current?.projectId === projectId ? dataOf(current.chat) : null,
            message: failureMessage(error, CHAT_NOT_LOADED),
          },
        }));
      },
    );
  }, [service, projectId]);

  // A project opened: its chat loads from nothing (derived below until it answers).
  useEffect(() => {
    shown.current = null;
    fetchChat();
  }, [fetchChat]);

  /** Asked for again: the conversation stays on screen, and what arrived is announced. */
  const load = useCallback(() => {
    setLoaded((current) =>
      current === null ? current : { ...current, chat: { status: 'loading', data: dataOf(current.chat) } },
    );
    fetchChat();
  }, [fetchChat]);

  const chat: Loadable<ProjectChat> =
    loaded !== null && loaded.projectId === projectId ? loaded.chat : { status: 'loading', data: null };

  const send = useCallback(
    async (post: PendingPost): Promise<PostOutcome> => {
      setPending(post);
      setAnnouncement('Sending…');
      try {
        const result = await service.send(projectId, {
          message: post.message,
          file: post.file === null ? undefined : { name: post.file.file.name.trim(), dataUrl: post.file.dataUrl },
        });
        const { chat: message, room_file: file } = result.post;
        setLoaded((current) => {
          if (current === null || current.projectId !== projectId || current.chat.status !== 'ready') return current;
          const data = {
            ...current.chat.data,
            Project_chats: message ? [...current.chat.data.Project_chats, message] : current.chat.data.Project_chats,
            room_files: file ? [...current.chat.data.room_files, file] : current.chat.data.room_files,
          };
          shown.current = data;
          return { ...current, chat: { status: 'ready', data } };
        });
        setAnnouncement(result.message);
        return { ok: true };
      } catch (error) {
        const refusal = refusalFrom(error);
        setAnnouncement(`Not sent. ${refusal.message ?? refusal.file ?? refusal.form ?? POST_NOT_SENT}`);
        return { ok: false, refusal };
      } finally {
        setPending(null);
      }
    },
    [service, projectId],
  );

  return { chat, reload: load, pending, send, announcement, announce: setAnnouncement };
}
