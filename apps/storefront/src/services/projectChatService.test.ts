import { projectToolMessages, ROOM_FILE_CHUNK_LENGTH } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor } from '@showroom/api/mocks';
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { pngBytes } from '../features/projectChat/roomFileTestFiles.ts';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import { createAppServices } from './createAppServices.ts';
import { chatPostBody, projectChatServiceOf } from './projectChatService.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

const dataset = getDemoDataset();
const userOf = (email: string) => dataset.users.find((user) => user.email === email)!;
/** Maya Lopez's kitchen, shared with Daniel Reyes (DEMO0001), with messages and room files. */
const KITCHEN = 701;

const dataUrlOf = (bytes: Uint8Array) => `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;

/** The app's services signed in as `email`, answering through the demo handlers; `sent` lists the chat calls. */
function servicesAs(email: string) {
  const state = createMockState();
  const handlers = createDemoHandlers({ state });
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/projectChat')) {
      const body: unknown = request.method === 'GET' ? null : await request.clone().json();
      sent.push({ method: request.method, path: url.pathname, body });
    }
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  const services = createAppServices({
    storage: memoryStorage({ [storageKeys.authToken]: mockTokenFor(userOf(email)) }),
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: 'http://shop.test', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/projects',
    scrollToTop: () => undefined,
  });
  return { chat: projectChatServiceOf(services), sent, state, services };
}

describe('chatPostBody', () => {
  it('leaves out a blank message and cuts the file into the pieces the contract takes', () => {
    expect(chatPostBody(KITCHEN, { message: '  \n ' })).toEqual({ project_id: KITCHEN });
    expect(chatPostBody(KITCHEN, { message: ' Hi\nthere ' })).toEqual({ project_id: KITCHEN, message: ' Hi\nthere ' });
    const dataUrl = `data:image/png;base64,${'A'.repeat(ROOM_FILE_CHUNK_LENGTH * 2 + 10)}`;
    const body = chatPostBody(KITCHEN, { file: { name: 'room.png', dataUrl } });
    expect(body.file?.name).toBe('room.png');
    expect(body.file?.data.map((piece) => piece.length)).toEqual([
      ROOM_FILE_CHUNK_LENGTH,
      ROOM_FILE_CHUNK_LENGTH,
      dataUrl.length - 2 * ROOM_FILE_CHUNK_LENGTH,
    ]);
    expect(body.file?.data.join('')).toBe(dataUrl);
  });
});

describe('projectChatService against the demo handlers', () => {
  it("loads a project's chat oldest first, with its room files and owner", async () => {
    const { chat, sent } = servicesAs('customer@demo.test');
    const loaded = await chat.load(KITCHEN);
    expect(sent).toEqual([{ method: 'GET', path: `/api/projectChat/${KITCHEN}`, body: null }]);
    expect(loaded.project).toMatchObject({ id: KITCHEN, owner_name: 'Maya Lopez' });
    expect(loaded.Project_chats.map((message) => message.user_name)).toEqual([
      'Maya Lopez',
      'Daniel Reyes',
      'Maya Lopez',
    ]);
    const times = loaded.Project_chats.map((message) => Date.parse(message.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(loaded.room_files.map((file) => file.name)).toEqual(['Kitchen photo', 'Floor plan']);
  });

  it('posts a message and answers what the server kept, with its sentence', async () => {
    const { chat, sent } = servicesAs('customer@demo.test');
    const result = await chat.send(KITCHEN, { message: 'Is the sink in stock?' });
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/projectChat',
      body: { project_id: KITCHEN, message: 'Is the sink in stock?' },
    });
    expect(result.message).toBe(projectToolMessages.messageSent);
    expect(result.post.chat).toMatchObject({ message: 'Is the sink in stock?', user_name: 'Maya Lopez' });
    expect(result.post.room_file).toBeNull();
    expect((await chat.load(KITCHEN)).Project_chats.at(-1)?.message).toBe('Is the sink in stock?');
  });

  it('posts a message with a room file in base64 pieces', async () => {
    const { chat } = servicesAs('customer@demo.test');
    const result = await chat.send(KITCHEN, {
      message: 'The corner',
      file: { name: 'corner.png', dataUrl: dataUrlOf(pngBytes(640, 480)) },
    });
    expect(result.message).toBe(projectToolMessages.messageAndFileSent);
    expect(result.post.room_file).toMatchObject({ name: 'corner.png', user_name: 'Maya Lopez' });
  });

  it('rejects a file under the minimum with the §5 message under `file`, keeping nothing', async () => {
    const { chat } = servicesAs('customer@demo.test');
    const error = await chat
      .send(KITCHEN, { message: 'Too small', file: { name: 'tiny.png', dataUrl: dataUrlOf(pngBytes(120, 90)) } })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toMatchObject({ status: 422, fieldErrors: { file: [projectToolMessages.roomFileDimensions] } });
    expect((await chat.load(KITCHEN)).Project_chats.map((message) => message.message)).not.toContain('Too small');
  });

  it('refuses a project the viewer may not chat on as if it did not exist', async () => {
    // Jordan Kim is hired for the bath, not the kitchen.
    const { chat } = servicesAs('designer@demo.test');
    await expect(chat.load(KITCHEN)).rejects.toMatchObject({ status: 404 });
  });
});

describe('projectChatService prefetch', () => {
  it('asks once: the load after a prefetch takes its answer, the next load asks again', async () => {
    const { chat, sent } = servicesAs('customer@demo.test');
    chat.prefetch(KITCHEN);
    chat.prefetch(KITCHEN);
    const first = await chat.load(KITCHEN);
    expect(first.project.id).toBe(KITCHEN);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await chat.load(KITCHEN);
    expect(sent).toHaveLength(2);
  });

  it('does not use an answer asked for too long ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { chat, sent } = servicesAs('customer@demo.test');
      chat.prefetch(KITCHEN);
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      vi.setSystemTime(Date.now() + 31_000);
      await chat.load(KITCHEN);
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
