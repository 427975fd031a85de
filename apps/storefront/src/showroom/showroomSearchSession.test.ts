import type { ApiClient } from '@showroom/api/client';
import { getDemoDataset } from '@showroom/api/demo';
import { describe, expect, it, vi } from 'vitest';
import type { AppRuntime } from '../services/runtime.ts';
import { createPersistence, memoryCookieJar, memoryStorage } from '../state/persistence.ts';
import { createShowroomStore } from '../state/showroomStore.ts';
import { startShowroomSearch, type ShowroomSearchSession } from './showroomSearchSession.ts';

const demo = getDemoDataset().showrooms.find((showroom) => showroom.profile.vsd_id === 'DEMO0001');
if (!demo) throw new Error('The demo dataset has no DEMO0001.');
const { profile } = demo;
const category = [{ id: 1, name: 'Tile', slug_url: 'tile', parent_id: null, unit: 'Box', image: null, children: [] }];

function envelope<T>(data: T) {
  return { success: true, message: '', data };
}

function setup(answers: { profileFails?: boolean; found?: boolean; at?: string } = {}) {
  const searchShowrooms = vi.fn(async (_input: { query: { s?: string } }) =>
    envelope({
      data: answers.found === false ? [] : [{ id: profile.id, company_name: profile.company_name, vsd_id: 'DEMO0001' }],
    }),
  );
  const getShowroomProfile = vi.fn(async (_input: { query: Record<string, string> }) => {
    if (answers.profileFails) throw new Error('500');
    return envelope({ data: { profile, category } });
  });
  const api = { searchShowrooms, getShowroomProfile } as unknown as ApiClient;
  const persistence = createPersistence(memoryStorage(), memoryCookieJar());
  const services = {
    runtime: async () => ({ api }) as unknown as AppRuntime,
    showroom: createShowroomStore(persistence),
    persistence,
    router: { navigate: vi.fn(), currentPath: () => answers.at ?? '/', attach: () => () => undefined },
    notify: vi.fn(),
    toasts: { dismiss: vi.fn() },
  };
  const session = startShowroomSearch(services);
  return { session, services, searchShowrooms, getShowroomProfile };
}

/** Resolves once the session leaves the given (in-flight) state. */
function settledFrom(session: ShowroomSearchSession, state: string): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      if (session.view().state !== state) {
        unsubscribe();
        resolve(session.view().state);
      }
    };
    const unsubscribe = session.subscribe(check);
    check();
  });
}

describe('the showroom search session (the machine with the storefront effects)', () => {
  it('looks up at 8 characters, shows the match, and Next stores the §3 showroom, its categories, and opens the page', async () => {
    const { session, services, searchShowrooms, getShowroomProfile } = setup();
    session.type('DEMO');
    expect(session.view().state).toBe('idle');
    session.type(' demo0001 ');
    expect(await settledFrom(session, 'searching')).toBe('found');
    expect(searchShowrooms).toHaveBeenCalledTimes(1);
    expect(searchShowrooms.mock.calls[0]?.[0]).toEqual({ query: { s: 'demo0001' } });
    expect(session.view().match).toMatchObject({ company_name: profile.company_name, vsd_id: 'DEMO0001' });

    session.next();
    expect(await settledFrom(session, 'loadingProfile')).toBe('entered');
    // The contract's `showroom` parameter is the public ID, not the numeric id.
    expect(getShowroomProfile.mock.calls[0]?.[0]).toEqual({ query: { showroom: 'DEMO0001', vsd_id: 'DEMO0001' } });
    const active = services.showroom.getState().active;
    expect(active).toMatchObject({
      vsd_id: 'DEMO0001',
      company_name: profile.company_name,
      theme_color: profile.theme_color,
      custom_addon: profile.custom_addon,
      basic_addon: profile.basic_addon,
      showroom_subscription: profile.showroom_subscription,
      is_3d: profile.is_3d,
      floorplan: null,
      floorTemplate: null,
      project: null,
    });
    expect(JSON.parse(services.persistence.read('showroom') ?? 'null')).toEqual(active);
    expect(JSON.parse(services.persistence.read('category') ?? 'null')).toEqual(category);
    expect(services.router.navigate).toHaveBeenCalledWith('/visualize/contractor/all');
    session.stop();
  });

  it('warns with the §8 text when nothing matches, and Next does nothing', async () => {
    const { session, services, getShowroomProfile } = setup({ found: false });
    session.type('NOPE0000');
    expect(await settledFrom(session, 'searching')).toBe('notFound');
    expect(services.notify).toHaveBeenCalledWith('warning', 'No Showroom Found, Please Enter Correct Showroom Id.');
    session.next();
    expect(session.view().state).toBe('notFound');
    expect(getShowroomProfile).not.toHaveBeenCalled();
    expect(services.toasts.dismiss).not.toHaveBeenCalled();
    // Typing again ends the not-found state: its toast goes with it (issue 30, a stale toast).
    session.type('NOPE000');
    expect(services.toasts.dismiss).toHaveBeenCalledWith(
      'warning:No Showroom Found, Please Enter Correct Showroom Id.',
    );
    session.stop();
  });

  it('a failed profile keeps the match; retry loads it again', async () => {
    const answers = { profileFails: true };
    const { session, services, getShowroomProfile } = setup(answers);
    session.type('DEMO0001');
    await settledFrom(session, 'searching');
    session.next();
    expect(await settledFrom(session, 'loadingProfile')).toBe('profileFailed');
    expect(session.view().match?.vsd_id).toBe('DEMO0001');
    expect(services.showroom.getState().active).toBeNull();
    answers.profileFails = false;
    session.retry();
    expect(await settledFrom(session, 'loadingProfile')).toBe('entered');
    expect(getShowroomProfile).toHaveBeenCalledTimes(2);
    session.stop();
  });

  it('entered on the showroom page itself, it does not navigate to where it already is', async () => {
    const { session, services } = setup({ at: '/visualize/contractor/all' });
    session.type('DEMO0001');
    await settledFrom(session, 'searching');
    session.next();
    expect(await settledFrom(session, 'loadingProfile')).toBe('entered');
    expect(services.showroom.getState().active?.vsd_id).toBe('DEMO0001');
    expect(services.router.navigate).not.toHaveBeenCalled();
    session.stop();
  });
});
