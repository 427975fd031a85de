import { projectToolMessages } from '@showroom/api';
import { getDemoDataset } from '@showroom/api/demo';
import { createDemoHandlers, createMockState, mockTokenFor } from '@showroom/api/mocks';
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { storageKeys } from '../state/storageKeys.ts';
import { checklistServiceOf } from './checklistService.ts';
import { createAppServices } from './createAppServices.ts';
import { servicesSettled } from './servicesSettled.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** The app's services signed in as `email`, answered by the demo handlers; checklist requests recorded. */
function signedIn(email = 'customer@demo.test', { expireOnPut = false } = {}) {
  const user = getDemoDataset().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}.`);
  const handlers = createDemoHandlers({ state: createMockState() });
  const sent: Sent[] = [];
  const fetchThroughMocks: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://shop.test'), init);
    const path = new URL(request.url).pathname;
    if (expireOnPut && request.method === 'PUT') {
      return Response.json({ success: false, message: 'Unauthenticated.' }, { status: 401 });
    }
    // The app's own start-up calls (user, notifications) are not this service's.
    if (path.startsWith('/api/projectChecklist')) {
      const body: unknown = request.method === 'GET' ? null : await request.clone().json();
      sent.push({ method: request.method, path, body });
    }
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  };
  const services = createAppServices({
    storage: memoryStorage({ [storageKeys.authToken]: mockTokenFor(user) }),
    cookies: memoryCookieJar({}),
    meta: { apiBaseUrl: 'http://shop.test', shopId: null },
    fetch: fetchThroughMocks,
    initialPath: () => '/visualize/checklist',
    scrollToTop: () => undefined,
  });
  return { service: checklistServiceOf(services), services, sent };
}

describe('checklist service', () => {
  it('is one service per app', () => {
    const { services, service } = signedIn();
    expect(checklistServiceOf(services)).toBe(service);
  });

  it("lists the customer's projects with their checklist counts", async () => {
    const { service, sent } = signedIn();
    const projects = await service.listProjects();
    expect(projects.map((project) => [project.id, project.checklist_done, project.checklist_total])).toEqual([
      [702, 1, 2],
      [701, 2, 3],
    ]);
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: '/api/projectChecklist' });
  });

  it("loads a project's checklist, oldest first, and rejects another customer's project with 404", async () => {
    const { service } = signedIn();
    const items = await service.loadChecklist(701);
    expect(items.map((item) => [item.title, item.is_done])).toEqual([
      ['Measure the walls', true],
      ['Choose a sink', false],
      ['Pick a backsplash tile', true],
    ]);
    await expect(service.loadChecklist(999)).rejects.toMatchObject({ status: 404 });
  });

  it('sends new titles as items of project_id and reports whether anything was appended', async () => {
    const { service, sent } = signedIn();
    const added = await service.addItems(701, ['Order grout samples', 'choose a SINK']);
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/projectChecklist',
      body: { project_id: 701, items: [{ title: 'Order grout samples' }, { title: 'choose a SINK' }] },
    });
    expect(added.appended).toBe(true);
    expect(added.items.map((item) => item.title)).toEqual([
      'Measure the walls',
      'Choose a sink',
      'Pick a backsplash tile',
      'Order grout samples',
    ]);
    const again = await service.addItems(701, ['  order grout samples ']);
    expect(again).toMatchObject({ appended: false, message: projectToolMessages.checklistNothingNew });
    expect(again.items).toHaveLength(4);
  });

  it('ticks and renames an item with PUT; a title already there is refused with the field message', async () => {
    const { service, sent } = signedIn();
    const ticked = await service.updateItem(1102, { is_done: true });
    expect(ticked).toMatchObject({ id: 1102, is_done: true, title: 'Choose a sink' });
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/api/projectChecklist/1102', body: { is_done: true } });
    const renamed = await service.updateItem(1102, { title: 'Choose an undermount sink' });
    expect(renamed).toMatchObject({ title: 'Choose an undermount sink', is_done: true });
    await expect(service.updateItem(1102, { title: 'MEASURE the walls' })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { title: [projectToolMessages.checklistTitleTaken] },
    });
    expect((await service.loadChecklist(701)).find((item) => item.id === 1102)?.title).toBe(
      'Choose an undermount sink',
    );
  });

  it('says a refused change only where the page shows it: no §8 toast', async () => {
    const { service, services } = signedIn();
    await expect(service.updateItem(1102, { title: 'Measure the walls' })).rejects.toMatchObject({ status: 422 });
    await expect(service.addItems(999, ['Anything'])).rejects.toMatchObject({ status: 404 });
    await servicesSettled(services);
    expect(services.toasts.getSnapshot()).toEqual([]);
  });

  it('still ends the session when a change answers 401', async () => {
    const { service, services } = signedIn('customer@demo.test', { expireOnPut: true });
    // Signed in as the page would be by then: the user loaded.
    await service.listProjects();
    await vi.waitFor(() => expect(services.session.getState().status).toBe('signedIn'));
    const navigations: string[] = [];
    services.router.attach(
      (to) => navigations.push(to),
      () => '/visualize/checklist?project=701',
    );
    await expect(service.updateItem(1102, { is_done: true })).rejects.toMatchObject({ status: 401 });
    await servicesSettled(services);
    await vi.waitFor(() => expect(services.session.getState().token).toBe(''));
    expect(navigations).toContain('/login?redirect=%2Fvisualize%2Fchecklist%3Fproject%3D701');
  });
});
