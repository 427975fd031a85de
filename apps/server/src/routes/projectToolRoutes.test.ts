import {
  cartMessages,
  endpointNames,
  endpoints,
  projectToolMessages,
  roomFileRule,
  toRoomFileChunks,
  type EndpointName,
} from '@showroom/api';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64Of, bmpImage, gifHeader, pngImage, rasterImage, svgImage } from '../projects/roomFileFixtures.ts';
import { createUploadPictureStore } from '../media/uploadPictures.ts';
import { mountRoomFileMedia } from '../projects/roomFiles.ts';
import { serverRoutes } from './index.ts';
import { type Fingerprint, databaseFingerprinter } from '../testing/databaseFingerprint.ts';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
let fingerprint: () => Promise<Fingerprint>;
const tokens: Record<string, string> = {};
const accounts = {
  customer: 'customer@demo.test',
  other: 'customer2@demo.test',
  contractor: 'contractor@demo.test',
  contractor2: 'contractor2@demo.test',
  designer: 'designer@demo.test',
  vendor: 'vendor@demo.test',
} as const;
type Who = keyof typeof accounts;

beforeAll(async () => {
  server = await createTestServer();
  fingerprint = await databaseFingerprinter(server.database);
  for (const [who, email] of Object.entries(accounts)) tokens[who] = await server.tokenFor(email);
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  body: { message?: string; errors?: Record<string, string[]>; data?: unknown };
}

/** Calls an endpoint by its contract name and checks a success against the contract's response schema. */
async function call(
  name: EndpointName,
  who: Who | null,
  request: { params?: Record<string, string | number>; query?: Record<string, string>; body?: object } = {},
  // Tests read `data` loosely; the contract check in here is what guarantees its shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<Answer & { data: any }> {
  const endpoint = endpoints[name];
  let url = endpoint.path;
  for (const [key, value] of Object.entries(request.params ?? {})) url = url.replace(`{${key}}`, String(value));
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const response = await server.app.inject({
    method: endpoint.method,
    url: `${url}${query}`,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(request.body ? { payload: request.body } : {}),
  });
  const body = response.json() as Answer['body'];
  if (response.statusCode < 300) {
    expect(response.statusCode).toBe(endpoint.successStatus);
    const parsed = endpoint.response.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  }
  return { status: response.statusCode, body, data: body.data };
}

async function newProject(who: Who, showroom: string | null, name = 'Test project'): Promise<number> {
  const answer = await call('createProject', who, { body: { name, my_item: { showroom } } });
  expect(answer.status).toBe(201);
  return answer.data as number;
}

async function notificationsOf(email: string) {
  const id = await server.userIdOf(email);
  return server.database.db.selectFrom('notifications').selectAll().where('user_id', '=', id).orderBy('id').execute();
}

describe('My Projects (GET /api/projectChecklist)', () => {
  it("lists the customer's projects with showroom, share, checklist and designer counts", async () => {
    const answer = await call('listChecklistProjects', 'customer');
    const projects = answer.data as { id: number }[];
    const kitchen = projects.find((project) => project.id === 701);
    const bath = projects.find((project) => project.id === 702);
    expect(kitchen).toMatchObject({
      name: 'Kitchen refresh',
      showroom: 'DEMO0001',
      showroom_name: 'Reyes Remodeling Co.',
      shared_at: expect.any(String),
      checklist_total: 3,
      checklist_done: 2,
      hired_designers: 0,
      total_items: 3,
    });
    expect(bath).toMatchObject({ showroom: 'OAKS2026', shared_at: null, checklist_total: 2, hired_designers: 1 });
    // Newest first.
    expect(projects.indexOf(bath!)).toBeLessThan(projects.indexOf(kitchen!));
  });

  it("never shows another customer's projects", async () => {
    const answer = await call('listChecklistProjects', 'other');
    expect((answer.data as { id: number }[]).map((project) => project.id)).not.toContain(701);
  });
});

describe('checklist', () => {
  it("reads a project's checklist, oldest first; another customer's project is 404", async () => {
    const answer = await call('getChecklist', 'customer', { params: { id: 701 } });
    expect(answer.data.append_items).toBe(false);
    expect(answer.data.project_checklist.map((item: { id: number }) => item.id)).toEqual([1101, 1102, 1103]);
    const refused = await call('getChecklist', 'other', { params: { id: 701 } });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(cartMessages.projectNotFound);
  });

  it('appends new titles once (trimmed, any case) and says whether anything was added', async () => {
    const project = await newProject('customer', 'DEMO0001');
    const first = await call('addChecklistItems', 'customer', {
      body: {
        project_id: project,
        items: [
          { title: '  Order samples ' },
          { title: 'order SAMPLES' },
          { title: 'Book installer', product_id: 1001 },
        ],
      },
    });
    expect(first.status).toBe(201);
    expect(first.data.append_items).toBe(true);
    expect(first.body.message).toBe(projectToolMessages.checklistUpdated);
    expect(first.data.project_checklist).toMatchObject([
      { title: 'Order samples', product_id: null, is_done: false },
      { title: 'Book installer', product_id: 1001, is_done: false },
    ]);
    const again = await call('addChecklistItems', 'customer', {
      body: { project_id: project, items: [{ title: 'ORDER samples' }] },
    });
    expect(again.data.append_items).toBe(false);
    expect(again.body.message).toBe(projectToolMessages.checklistNothingNew);
    expect(again.data.project_checklist).toHaveLength(2);
  });

  it('refuses an unknown product (naming the item) and adds nothing', async () => {
    const before = await fingerprint();
    const answer = await call('addChecklistItems', 'customer', {
      body: { project_id: 701, items: [{ title: 'Fresh step' }, { title: 'Tile', product_id: 99_999_999 }] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ 'items.1.product_id': [projectToolMessages.productInvalid] });
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses another customer's project, too many items and blank titles", async () => {
    const before = await fingerprint();
    expect(
      (await call('addChecklistItems', 'other', { body: { project_id: 701, items: [{ title: 'X' }] } })).status,
    ).toBe(404);
    const many = Array.from({ length: 51 }, (_, index) => ({ title: `Step ${index}` }));
    const tooMany = await call('addChecklistItems', 'customer', { body: { project_id: 701, items: many } });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors ?? {})).toContain('items');
    const blank = await call('addChecklistItems', 'customer', { body: { project_id: 701, items: [{ title: '   ' }] } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors ?? {})).toContain('items.0.title');
    expect(await fingerprint()).toEqual(before);
  });

  it('ticks and renames an entry; a title already there is refused', async () => {
    const project = await newProject('customer', null);
    const added = await call('addChecklistItems', 'customer', {
      body: { project_id: project, items: [{ title: 'Measure' }, { title: 'Paint' }] },
    });
    const [measure] = added.data.project_checklist as { id: number }[];
    const ticked = await call('updateChecklistItem', 'customer', {
      params: { id: measure!.id },
      body: { is_done: true },
    });
    expect(ticked.data).toMatchObject({ id: measure!.id, title: 'Measure', is_done: true });
    const renamed = await call('updateChecklistItem', 'customer', {
      params: { id: measure!.id },
      body: { title: ' Measure the walls ' },
    });
    expect(renamed.data).toMatchObject({ title: 'Measure the walls', is_done: true });
    const taken = await call('updateChecklistItem', 'customer', {
      params: { id: measure!.id },
      body: { title: 'PAINT' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ title: [projectToolMessages.checklistTitleTaken] });
    const nothing = await call('updateChecklistItem', 'customer', { params: { id: measure!.id }, body: {} });
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors?.is_done).toEqual([projectToolMessages.checklistNothingToChange]);
  });

  it("answers 404 for another customer's entry and changes nothing", async () => {
    const before = await fingerprint();
    const answer = await call('updateChecklistItem', 'other', { params: { id: 1101 }, body: { is_done: false } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(projectToolMessages.checklistItemNotFound);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('sharing with the showroom contractor', () => {
  it("shares once, notifies the showroom's owner, and opens the chat to them", async () => {
    const project = await newProject('customer', 'DEMO0001', 'Laundry room');
    expect((await call('getProjectChat', 'contractor', { params: { projectId: project } })).status).toBe(404);
    const before = (await notificationsOf(accounts.contractor)).length;

    const shared = await call('shareProjectToContractor', 'customer', { params: { projectId: project } });
    expect(shared.status).toBe(200);
    expect(shared.body.message).toBe('Project shared with Reyes Remodeling Co.');
    expect(shared.data).toMatchObject({
      project_id: project,
      showroom: 'DEMO0001',
      company_name: 'Reyes Remodeling Co.',
    });
    const notices = await notificationsOf(accounts.contractor);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({
      title: 'Project shared',
      message: 'Maya Lopez shared the project Laundry room with you.',
    });

    const again = await call('shareProjectToContractor', 'customer', { params: { projectId: project } });
    expect(again.body.message).toBe('Project already shared with Reyes Remodeling Co.');
    expect(again.data.shared_at).toBe(shared.data.shared_at);
    expect(await notificationsOf(accounts.contractor)).toHaveLength(before + 1);

    const chat = await call('getProjectChat', 'contractor', { params: { projectId: project } });
    expect(chat.status).toBe(200);
    expect(chat.data.project).toEqual({
      id: project,
      name: 'Laundry room',
      owner_name: 'Maya Lopez',
      showroom: 'DEMO0001',
    });
    // Another showroom's contractor still cannot.
    expect((await call('getProjectChat', 'contractor2', { params: { projectId: project } })).status).toBe(404);
    const overview = (await call('listChecklistProjects', 'customer')).data as {
      id: number;
      shared_at: string | null;
    }[];
    expect(overview.find((row) => row.id === project)?.shared_at).toBe(shared.data.shared_at);
  });

  it('refuses a project without a showroom (422) and one of another customer (404)', async () => {
    const project = await newProject('customer', null);
    const before = await fingerprint();
    const none = await call('shareProjectToContractor', 'customer', { params: { projectId: project } });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ projectId: [projectToolMessages.noShowroom] });
    expect((await call('shareProjectToContractor', 'other', { params: { projectId: 701 } })).status).toBe(404);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('project chat', () => {
  it('shows the demo chat to its customer and the contractor it is shared with, oldest first', async () => {
    for (const who of ['customer', 'contractor'] as const) {
      const answer = await call('getProjectChat', who, { params: { projectId: 701 } });
      expect(answer.status).toBe(200);
      expect(answer.data.Project_chats.slice(0, 3)).toMatchObject([
        { id: 1201, user_name: 'Maya Lopez', message: 'Can we fit a farmhouse sink here?' },
        { id: 1202, user_name: 'Daniel Reyes' },
        { id: 1203, user_name: 'Maya Lopez' },
      ]);
      expect(answer.data.room_files.slice(0, 2)).toMatchObject([
        { id: 1301, name: 'Kitchen photo', user_name: 'Maya Lopez' },
        { id: 1302, name: 'Floor plan', user_name: 'Daniel Reyes' },
      ]);
    }
  });

  it('opens to a hired designer with an account, and to nobody else', async () => {
    expect((await call('getProjectChat', 'designer', { params: { projectId: 702 } })).status).toBe(200);
    for (const who of ['designer', 'contractor2', 'other'] as const) {
      const refused = await call('getProjectChat', who, { params: { projectId: 701 } });
      expect(refused.status, who).toBe(404);
      expect(refused.body.message).toBe(cartMessages.projectNotFound);
    }
    // The contractor of DEMO0001 was not shared the bath (OAKS2026).
    expect((await call('getProjectChat', 'contractor', { params: { projectId: 702 } })).status).toBe(404);
    expect((await call('getProjectChat', 'vendor', { params: { projectId: 701 } })).status).toBe(403);
    expect((await call('getProjectChat', null, { params: { projectId: 701 } })).status).toBe(401);
  });

  it('posts a message with its author and time, and notifies the others on the chat', async () => {
    const before = (await notificationsOf(accounts.customer)).length;
    const answer = await call('sendProjectChat', 'contractor', {
      body: { project_id: 701, message: '  Tile is in.  ' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(projectToolMessages.messageSent);
    expect(answer.data.room_file).toBeNull();
    expect(answer.data.chat).toMatchObject({
      project_id: 701,
      user_id: await server.userIdOf(accounts.contractor),
      user_name: 'Daniel Reyes',
      message: 'Tile is in.',
      created_at: expect.any(String),
    });
    const notices = await notificationsOf(accounts.customer);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({
      title: 'New message',
      message: 'Daniel Reyes wrote in Kitchen refresh.',
      link: '/projects',
    });
    const chat = await call('getProjectChat', 'customer', { params: { projectId: 701 } });
    expect(chat.data.Project_chats.at(-1)).toEqual(answer.data.chat);
  });

  it('takes a room file that meets §5, stores it and serves it at its url', async () => {
    const png = pngImage(roomFileRule.width, roomFileRule.height);
    const answer = await call('sendProjectChat', 'customer', {
      body: {
        project_id: 701,
        message: 'Here is the room.',
        file: {
          name: ' Living room.PNG ',
          data: toRoomFileChunks(`data:image/png;base64,${Buffer.from(png).toString('base64')}`),
        },
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(projectToolMessages.messageAndFileSent);
    expect(answer.data.room_file).toMatchObject({ project_id: 701, name: 'Living room.PNG', user_name: 'Maya Lopez' });
    expect(answer.data.room_file.url).toMatch(/^\/media\/room-files\/[a-f0-9]{32}\.png$/);

    const media = Fastify({ logger: false });
    mountRoomFileMedia(media, server.database.db, createUploadPictureStore(server.config.picturesDir, media.log));
    const served = await media.inject({ method: 'GET', url: answer.data.room_file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    expect((await media.inject({ method: 'GET', url: `/media/room-files/${'0'.repeat(32)}.png` })).statusCode).toBe(
      404,
    );
    expect((await media.inject({ method: 'GET', url: '/media/room-files/..%2F..%2Fetc.png' })).statusCode).toBe(404);
    await media.close();

    const files = await call('listProjectChats', 'contractor', { query: { t: 'files', project_id: '701' } });
    expect(files.data.data[0]).toEqual(answer.data.room_file);
  });

  it('takes GIF, JPEG, BMP and SVG room files by their real size', async () => {
    const uploads = [
      { name: 'a.gif', data: base64Of(await rasterImage('gif', 640, 480)) },
      { name: 'b.jpg', data: base64Of(await rasterImage('jpeg', 1024, 768)) },
      { name: 'c.jpeg', data: base64Of(await rasterImage('jpeg', 300, 300)) },
      { name: 'd.bmp', data: base64Of(bmpImage(400, 400, { r: 200, g: 180, b: 160 })) },
      { name: 'e.svg', data: base64Of(svgImage('viewBox="0 0 800 600"')) },
    ];
    for (const file of uploads) {
      const answer = await call('sendProjectChat', 'designer', { body: { project_id: 702, file } });
      expect(answer.status, file.name).toBe(201);
      expect(answer.body.message).toBe(projectToolMessages.roomFileSent);
      expect(answer.data.chat).toBeNull();
    }
  });

  it.each([
    [
      'a type §5 does not accept',
      { name: 'room.webp', data: base64Of(pngImage(400, 400)) },
      projectToolMessages.roomFileType,
    ],
    ['no extension', { name: 'room', data: base64Of(pngImage(400, 400)) }, projectToolMessages.roomFileType],
    [
      'a name that lies about the bytes',
      { name: 'room.jpg', data: base64Of(pngImage(400, 400)) },
      projectToolMessages.roomFileNotImage,
    ],
    [
      'bytes that are no image',
      { name: 'room.png', data: base64Of(Buffer.from('not a picture at all')) },
      projectToolMessages.roomFileNotImage,
    ],
    ['text that is not base64', { name: 'room.png', data: ['not base64!'] }, projectToolMessages.roomFileNotImage],
    [
      'too narrow',
      { name: 'room.png', data: base64Of(pngImage(roomFileRule.width - 1, 900)) },
      'The room file field must be Minimum 300 X 300 pixels.',
    ],
    [
      'too low',
      { name: 'room.gif', data: base64Of(gifHeader(900, roomFileRule.height - 1)) },
      projectToolMessages.roomFileDimensions,
    ],
    [
      'an SVG without a size',
      { name: 'room.svg', data: base64Of(svgImage('width="100%"')) },
      projectToolMessages.roomFileDimensions,
    ],
    [
      'over the size limit',
      { name: 'room.png', data: base64Of(Buffer.concat([pngImage(400, 400), Buffer.alloc(roomFileRule.maxBytes)])) },
      'The room file field must not be greater than 700 kilobytes.',
    ],
  ])('refuses %s with the §5 message and keeps nothing, not even the message', async (_label, file, message) => {
    const before = await fingerprint();
    const answer = await call('sendProjectChat', 'customer', {
      body: { project_id: 701, message: 'With a file', file },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: [message] });
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses an empty post, and any post to a chat the caller is not on', async () => {
    const before = await fingerprint();
    const empty = await call('sendProjectChat', 'customer', { body: { project_id: 701 } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.message).toEqual([projectToolMessages.chatEmpty]);
    const blank = await call('sendProjectChat', 'customer', { body: { project_id: 701, message: '   ' } });
    expect(blank.status).toBe(422);
    for (const who of ['other', 'contractor2', 'designer'] as const) {
      expect((await call('sendProjectChat', who, { body: { project_id: 701, message: 'Hi' } })).status, who).toBe(404);
    }
    expect((await call('sendProjectChat', 'vendor', { body: { project_id: 701, message: 'Hi' } })).status).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });

  it("pages the messages of the caller's chats, newest first, and only theirs", async () => {
    const mine = await call('listProjectChats', 'contractor', { query: { per_page: '2' } });
    expect(mine.data.per_page).toBe(2);
    expect(mine.data.data).toHaveLength(2);
    const ids = (mine.data.data as { id: number }[]).map((row) => row.id);
    expect(ids[0]).toBeGreaterThan(ids[1]!);
    const all = await call('listProjectChats', 'contractor', { query: { per_page: '100' } });
    const projects = new Set((all.data.data as { project_id: number }[]).map((row) => row.project_id));
    expect([...projects].every((id) => id !== 702)).toBe(true);
    const stranger = await call('listProjectChats', 'other', { query: { project_id: '701' } });
    expect(stranger.data.total).toBe(0);
    const designer = await call('listProjectChats', 'designer', { query: { t: 'files' } });
    expect((designer.data.data as { project_id: number }[]).every((row) => row.project_id === 702)).toBe(true);
  });
});

describe('designers', () => {
  it('lists designers, best rated first, with hired flags per project', async () => {
    const bath = await call('listDesigners', 'customer', { query: { project: '702' } });
    const designers = bath.data.designers as { id: number; rating: number; hired: boolean }[];
    expect(designers.map((designer) => designer.id)).toEqual([22, 5, 21, 23]);
    expect(designers.find((designer) => designer.id === 5)).toMatchObject({
      name: 'Jordan Kim',
      rating: 4.8,
      hired: true,
    });
    const kitchen = await call('listDesigners', 'customer', { query: { project: '701' } });
    expect((kitchen.data.designers as { hired: boolean }[]).some((designer) => designer.hired)).toBe(false);
    expect((await call('listDesigners', 'other', { query: { project: '701' } })).status).toBe(404);
  });

  it('hires once, notifies a designer with an account, who may then chat', async () => {
    const project = await newProject('customer', 'DEMO0001', 'Mudroom');
    expect((await call('getProjectChat', 'designer', { params: { projectId: project } })).status).toBe(404);
    const before = (await notificationsOf(accounts.designer)).length;
    const hired = await call('hireDesigner', 'customer', { body: { project, designer_id: 5 } });
    expect(hired.status).toBe(200);
    expect(hired.body.message).toBe(projectToolMessages.designerHired);
    expect((hired.data.designers as { id: number; hired: boolean }[]).filter((d) => d.hired).map((d) => d.id)).toEqual([
      5,
    ]);
    expect(await notificationsOf(accounts.designer)).toHaveLength(before + 1);
    const again = await call('hireDesigner', 'customer', { body: { project, designer_id: 5 } });
    expect(again.body.message).toBe(projectToolMessages.designerAlreadyHired);
    expect(await notificationsOf(accounts.designer)).toHaveLength(before + 1);
    const posted = await call('sendProjectChat', 'designer', {
      body: { project_id: project, message: 'Hello from the studio.' },
    });
    expect(posted.status).toBe(201);
    expect(posted.data.chat.user_name).toBe('Jordan Kim');
  });

  it("refuses an unknown designer (422) and another customer's project (404), changing nothing", async () => {
    const before = await fingerprint();
    const unknown = await call('hireDesigner', 'customer', { body: { project: 701, designer_id: 999 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ designer_id: [projectToolMessages.designerInvalid] });
    expect((await call('hireDesigner', 'other', { body: { project: 701, designer_id: 22 } })).status).toBe(404);
    expect((await call('hireDesigner', 'contractor', { body: { project: 701, designer_id: 22 } })).status).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('the contract', () => {
  it('has a server route for every one of its endpoints (issue 16: all of them)', () => {
    expect(endpointNames.filter((name) => !(name in serverRoutes))).toEqual([]);
    expect(Object.keys(serverRoutes)).toHaveLength(endpointNames.length);
  });
});
