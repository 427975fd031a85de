import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiHttpError } from '../../client/errors.ts';
import { projectToolMessages, toRoomFileChunks } from '../../contract/index.ts';
import { createSpiedClient, TEST_BASE_URL } from '../../testing/spiedClient.ts';
import { createDemoHandlers } from '../handlers.ts';
import { createMockState, mockTokenFor, type MockState } from '../state.ts';

/** The mocks' project tools follow the reference server's rules (apps/server/src/routes/projectToolRoutes.test.ts). */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state: MockState;
beforeEach(() => {
  state = createMockState();
  server.use(...createDemoHandlers({ state, baseUrl: TEST_BASE_URL }));
});

function clientAs(email: string) {
  const user = state.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return createSpiedClient({ getToken: () => mockTokenFor(user) }).client;
}

async function failure(promise: Promise<unknown>): Promise<ApiHttpError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiHttpError;
  }
  throw new Error('expected the request to fail');
}

/** The header of a 300 × 300 PNG: all the mocks' size check reads. */
function pngHeader(width: number, height: number): string[] {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return toRoomFileChunks(Buffer.from(bytes).toString('base64'));
}

describe('mock project tools', () => {
  it('lists My Projects with the demo share, checklist and designer counts', async () => {
    const { data } = await clientAs('customer@demo.test').listChecklistProjects({});
    expect(data.find((project) => project.id === 701)).toMatchObject({
      showroom_name: 'Reyes Remodeling Co.',
      shared_at: expect.any(String),
      checklist_total: 3,
      checklist_done: 2,
      hired_designers: 0,
    });
    expect(data.find((project) => project.id === 702)).toMatchObject({ shared_at: null, hired_designers: 1 });
  });

  it('opens a chat to its customer, the contractor it is shared with and hired designers only', async () => {
    const chat = await clientAs('contractor@demo.test').getProjectChat({ params: { projectId: 701 } });
    expect(chat.data.project).toEqual({
      id: 701,
      name: 'Kitchen refresh',
      owner_name: 'Maya Lopez',
      showroom: 'DEMO0001',
    });
    await clientAs('designer@demo.test').getProjectChat({ params: { projectId: 702 } });
    for (const email of ['designer@demo.test', 'contractor2@demo.test', 'customer2@demo.test']) {
      expect((await failure(clientAs(email).getProjectChat({ params: { projectId: 701 } }))).status).toBe(404);
    }
  });

  it('shares once and then lets the showroom owner chat', async () => {
    const customer = clientAs('customer@demo.test');
    const designer = clientAs('designer@demo.test');
    await failure(designer.sendProjectChat({ body: { project_id: 701, message: 'Hi' } }));
    const bath = await customer.shareProjectToContractor({ params: { projectId: 702 } });
    expect(bath.message).toBe('Project shared with Oak & Stone Interiors.');
    const again = await customer.shareProjectToContractor({ params: { projectId: 702 } });
    expect(again.message).toBe('Project already shared with Oak & Stone Interiors.');
    expect(again.data.shared_at).toBe(bath.data.shared_at);
    const kitchen = await customer.shareProjectToContractor({ params: { projectId: 701 } });
    expect(kitchen.message).toBe('Project already shared with Reyes Remodeling Co.');
  });

  it('takes a message and a room file, refusing files by the same §5 rule as the server', async () => {
    const customer = clientAs('customer@demo.test');
    const sent = await customer.sendProjectChat({
      body: { project_id: 701, message: 'The room', file: { name: 'room.png', data: pngHeader(300, 300) } },
    });
    expect(sent.message).toBe(projectToolMessages.messageAndFileSent);
    expect(sent.data.chat).toMatchObject({ user_name: 'Maya Lopez', message: 'The room' });
    expect(sent.data.room_file).toMatchObject({ name: 'room.png', user_name: 'Maya Lopez' });
    const small = await failure(
      customer.sendProjectChat({
        body: { project_id: 701, message: 'Small', file: { name: 'room.png', data: pngHeader(300, 200) } },
      }),
    );
    expect(small.status).toBe(422);
    expect(small.fieldErrors).toEqual({ file: ['The room file field must be Minimum 300 X 300 pixels.'] });
    expect(state.chatMessages.some((message) => message.message === 'Small')).toBe(false);
  });

  it('checklist: appends once, ticks, refuses a taken title; designers: hires once', async () => {
    const customer = clientAs('customer@demo.test');
    const added = await customer.addChecklistItems({
      body: { project_id: 701, items: [{ title: ' measure the walls ' }, { title: 'Grout' }] },
    });
    expect(added.data.append_items).toBe(true);
    expect(added.data.project_checklist.map((item) => item.title)).toEqual([
      'Measure the walls',
      'Choose a sink',
      'Pick a backsplash tile',
      'Grout',
    ]);
    const taken = await failure(customer.updateChecklistItem({ params: { id: 1102 }, body: { title: 'GROUT' } }));
    expect(taken.fieldErrors).toEqual({ title: [projectToolMessages.checklistTitleTaken] });
    const hired = await customer.hireDesigner({ body: { project: 701, designer_id: 22 } });
    expect(hired.message).toBe(projectToolMessages.designerHired);
    expect(hired.data.designers.filter((designer) => designer.hired).map((designer) => designer.id)).toEqual([22]);
    const again = await customer.hireDesigner({ body: { project: 701, designer_id: 22 } });
    expect(again.message).toBe(projectToolMessages.designerAlreadyHired);
  });
});
