import { toRoomFileChunks, type ApiClient, type ProjectChat, type ProjectChatPost } from '@showroom/api';

/** What the viewer posts: a message, a room file (§5-checked, as a data URL), or both. */
export interface ChatPostInput {
  readonly message?: string | undefined;
  readonly file?: { readonly name: string; readonly dataUrl: string } | undefined;
}

/** The server's answer to a post and its sentence ('Message sent.', 'Room file uploaded.', …). */
export interface ChatPostResult {
  readonly post: ProjectChatPost;
  readonly message: string;
}

/** A project's chat (§7 projectChat): its conversation, and posting to it. */
export interface ProjectChatService {
  /** Asks for the chat ahead of the code that shows it; the next `load` of it takes this answer. */
  prefetch(projectId: number): void;
  load(projectId: number): Promise<ProjectChat>;
  send(projectId: number, input: ChatPostInput): Promise<ChatPostResult>;
}

/**
 * The body of POST /api/projectChat: a message only when it has more than blanks (the server
 * refuses a blank one), the file as `{ name, data }` with its base64 cut into the pieces the
 * contract takes.
 */
export function chatPostBody(projectId: number, input: ChatPostInput) {
  const message = input.message?.trim() ? input.message : undefined;
  return {
    project_id: projectId,
    ...(message === undefined ? {} : { message }),
    ...(input.file === undefined
      ? {}
      : { file: { name: input.file.name, data: toRoomFileChunks(input.file.dataUrl) } }),
  };
}

const services = new WeakMap<object, ProjectChatService>();

/** An answer asked for ahead is used only this fresh; later the chat is asked for again. */
export const PREFETCH_FRESH_MS = 30_000;

/** One service per app (the API client loads with the runtime, on first use). */
export function projectChatServiceOf(app: { runtime(): Promise<{ readonly api: ApiClient }> }): ProjectChatService {
  let service = services.get(app);
  if (!service) {
    const api = async () => (await app.runtime()).api;
    const fetchChat = async (projectId: number) => (await (await api()).getProjectChat({ params: { projectId } })).data;
    const ahead = new Map<number, { readonly answer: Promise<ProjectChat>; readonly at: number }>();
    service = {
      prefetch(projectId) {
        const early = ahead.get(projectId);
        if (early && Date.now() - early.at < PREFETCH_FRESH_MS) return;
        const answer = fetchChat(projectId);
        // The load that takes it handles a failure; unclaimed, it must not be an unhandled rejection.
        answer.catch(() => undefined);
        ahead.set(projectId, { answer, at: Date.now() });
      },
      async load(projectId) {
        const early = ahead.get(projectId);
        ahead.delete(projectId);
        if (early && Date.now() - early.at < PREFETCH_FRESH_MS) return early.answer;
        return fetchChat(projectId);
      },
      async send(projectId, input) {
        const answer = await (await api()).sendProjectChat({ body: chatPostBody(projectId, input) });
        return { post: answer.data, message: answer.message };
      },
    };
    services.set(app, service);
  }
  return service;
}
