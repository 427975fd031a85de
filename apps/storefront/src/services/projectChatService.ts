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

/** One service per app (the API client loads with the runtime, on first use). */
export function projectChatServiceOf(app: { runtime(): Promise<{ readonly api: ApiClient }> }): ProjectChatService {
  let service = services.get(app);
  if (!service) {
    const api = async () => (await app.runtime()).api;
    service = {
      async load(projectId) {
        return (await (await api()).getProjectChat({ params: { projectId } })).data;
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
