import { projectShareMessage, projectToolMessages } from '@showroom/api';
import { describe, expect, it, vi } from 'vitest';
import { accountServices } from './accountServicesTestKit.ts';
import {
  checklistSummary,
  designersSummary,
  extraInfoRows,
  failureText,
  isNotFound,
  labelOfKey,
  projectIdFromSearch,
  projectSearch,
  projectsServiceOf,
  projectTabFromSearch,
  showroomLabel,
} from './projectsService.ts';

// The real stores, without the design system's index (its stylesheets need the vanilla-extract plugin).
vi.mock('@showroom/ui', async () => ({
  createProgressStore: (await import('../../../../packages/ui/src/components/TopProgressBar/TopProgressBar.store.ts'))
    .createProgressStore,
  createToastStore: (await import('../../../../packages/ui/src/components/Toast/Toast.store.ts')).createToastStore,
}));

const search = (query: string) => new URLSearchParams(query);

describe('the address of My Projects', () => {
  it('reads the project id, and anything else as a project that cannot be found', () => {
    expect(projectIdFromSearch(search(''))).toBeNull();
    expect(projectIdFromSearch(search('project='))).toBeNull();
    expect(projectIdFromSearch(search('project=702'))).toBe(702);
    expect(projectIdFromSearch(search('project=%20701%20'))).toBe(701);
    for (const bad of ['abc', '0', '-3', '7.5', '1e3', '99999999999']) {
      expect(projectIdFromSearch(search(`project=${bad}`)), bad).toBe('invalid');
    }
  });

  it('reads the tab, the cart when there is none or an unknown one', () => {
    expect(projectTabFromSearch(search('project=1'))).toBe('cart');
    expect(projectTabFromSearch(search('project=1&tab=designers'))).toBe('designers');
    expect(projectTabFromSearch(search('project=1&tab=__proto__'))).toBe('cart');
  });

  it('writes the address back, leaving out the first tab', () => {
    expect(projectSearch(null)).toBe('');
    expect(projectSearch(702)).toBe('?project=702');
    expect(projectSearch(702, 'cart')).toBe('?project=702');
    expect(projectSearch(702, 'share')).toBe('?project=702&tab=share');
    expect(projectTabFromSearch(search(projectSearch(5, 'chat').slice(1)))).toBe('chat');
  });
});

describe('extra info as labelled rows', () => {
  it('labels keys in words and keeps the order the project has', () => {
    expect(labelOfKey('floorTemplate')).toBe('Floor template');
    expect(labelOfKey('wall_colour')).toBe('Wall colour');
    expect(labelOfKey('is-3d')).toBe('Is 3d');
    expect(extraInfoRows({ room: 'kitchen', floorplan: 'galley-12x10', floorTemplate: 'modern-white' })).toEqual([
      { key: 'room', label: 'Room', value: 'kitchen' },
      { key: 'floorplan', label: 'Floorplan', value: 'galley-12x10' },
      { key: 'floorTemplate', label: 'Floor template', value: 'modern-white' },
    ]);
  });

  it('writes numbers, yes/no, lists and nested values, and leaves out empty ones', () => {
    expect(
      extraInfoRows({
        width: 12.5,
        is3d: true,
        walls: ['north', '', 'east'],
        size: { width: 10, height: null },
        floorplan: null,
        note: '  ',
        nothing: [],
        bad: Number.NaN,
      }),
    ).toEqual([
      { key: 'width', label: 'Width', value: '12.5' },
      { key: 'is3d', label: 'Is3d', value: 'Yes' },
      { key: 'walls', label: 'Walls', value: 'north, east' },
      { key: 'size', label: 'Size', value: 'Width: 10' },
    ]);
    expect(extraInfoRows(null)).toEqual([]);
    expect(extraInfoRows({})).toEqual([]);
  });
});

describe('summaries', () => {
  it('counts the checklist and the designers in words', () => {
    expect(checklistSummary(0, 0)).toBe('No checklist items yet');
    expect(checklistSummary(0, 1)).toBe('0 of 1 checklist item done');
    expect(checklistSummary(2, 3)).toBe('2 of 3 checklist items done');
    expect(designersSummary(0)).toBe('No designer hired');
    expect(designersSummary(1)).toBe('1 designer hired');
    expect(designersSummary(3)).toBe('3 designers hired');
  });

  it('names the showroom by its company and ID', () => {
    expect(showroomLabel('DEMO0001', 'Reyes Remodeling Co.')).toBe('Reyes Remodeling Co. (DEMO0001)');
    expect(showroomLabel('DEMO0001', null)).toBe('DEMO0001');
    expect(showroomLabel('DEMO0001', ' ')).toBe('DEMO0001');
    expect(showroomLabel(null, 'Reyes Remodeling Co.')).toBeNull();
  });
});

describe('failures', () => {
  it("prefers a refusal's field message, then the client's, then the body's, then the page's", () => {
    const refusal = {
      status: 422,
      userMessage: 'Invalid input OR some mandatory fields are blank.',
      fieldErrors: { projectId: [projectToolMessages.noShowroom] },
    };
    expect(failureText(refusal, 'fallback')).toBe(projectToolMessages.noShowroom);
    expect(failureText({ status: 500, userMessage: 'Internal Server Error', fieldErrors: {} }, 'fallback')).toBe(
      'Internal Server Error',
    );
    expect(failureText({ status: 409, userMessage: null, body: { message: 'Busy.' } }, 'fallback')).toBe('Busy.');
    expect(failureText(new Error('network'), 'fallback')).toBe('fallback');
    expect(failureText(null, 'fallback')).toBe('fallback');
  });

  it('knows a project that is not the caller’s', () => {
    expect(isNotFound({ status: 404 })).toBe(true);
    expect(isNotFound({ status: 500 })).toBe(false);
    expect(isNotFound('404')).toBe(false);
  });
});

describe('the service against the demo handlers', () => {
  const customer = () => projectsServiceOf(accountServices({ signedInAs: 'customer@demo.test' }).services);

  it('lists the customer’s projects newest first with their counts', async () => {
    const projects = await customer().listProjects();
    expect(projects.map((project) => project.id)).toEqual([702, 701]);
    expect(projects[1]).toMatchObject({ showroom_name: 'Reyes Remodeling Co.', checklist_total: 3, checklist_done: 2 });
    expect(projects[1]?.shared_at).not.toBeNull();
    expect(projects[0]).toMatchObject({ hired_designers: 1, shared_at: null });
  });

  it('loads a project, its cart and its checklist, and refuses another’s with a 404', async () => {
    const service = customer();
    expect((await service.loadProject(701)).extra_info).toMatchObject({ room: 'kitchen' });
    const cart = await service.loadProjectCart(701);
    expect(cart.Project_tans).toHaveLength(3);
    expect(cart.Project_tans.reduce((sum, line) => sum + line.qty, 0)).toBe(cart.total_qty);
    expect((await service.loadChecklist(701)).map((item) => item.title)).toContain('Measure the walls');
    const refused = await service.loadProject(999).catch((error: unknown) => error);
    expect(isNotFound(refused)).toBe(true);
  });

  it('hires a designer once: the updated list and the server’s message, then "already hired"', async () => {
    const service = customer();
    expect((await service.loadDesigners(702)).filter((designer) => designer.hired).map((d) => d.id)).toEqual([5]);
    const first = await service.hire(702, 21);
    expect(first.message).toBe(projectToolMessages.designerHired);
    expect(first.data.filter((designer) => designer.hired).map((designer) => designer.id)).toEqual([5, 21]);
    const again = await service.hire(702, 21);
    expect(again.message).toBe(projectToolMessages.designerAlreadyHired);
    expect(again.data.filter((designer) => designer.hired)).toHaveLength(2);
  });

  it('shares with the showroom’s contractor, and says so again without change', async () => {
    const service = customer();
    const shared = await service.share(702);
    expect(shared.data.showroom).toBe('OAKS2026');
    expect(shared.message).toBe(projectShareMessage(shared.data.company_name, false));
    const again = await service.share(702);
    expect(again.message).toBe(projectShareMessage(shared.data.company_name, true));
    expect(again.data.shared_at).toBe(shared.data.shared_at);
  });
});
