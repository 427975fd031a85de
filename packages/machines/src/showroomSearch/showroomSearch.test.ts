import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { answering, failing, recordingActions, type EffectCall } from '../testing/effectRecorder.ts';
import { reportModelCoverage, declaredModel, exploreModel } from '../testing/modelCoverage.ts';
import { showroomSearchMachine, showroomSearchStates } from './showroomSearch.machine.ts';
import {
  findShowroomMatch,
  isCompleteShowroomId,
  isSearchableText,
  showroomSearchMessages,
  toActiveShowroom,
  type ShowroomMatch,
  type ShowroomProfile,
} from './showroomSearch.rules.ts';

const acme: ShowroomMatch = { id: 7, company_name: 'Acme Remodeling', vsd_id: 'ACME2024' };
const neighbour: ShowroomMatch = { id: 8, company_name: 'Acme Two', vsd_id: 'ACME20245' };
const profile: ShowroomProfile = {
  user_id: 70,
  vsd_id: 'ACME2024',
  theme_color: '#0a7d5a',
  custom_addon: { subscription_status: 1 },
  basic_addon: { subscription_status: 'true' },
  showroom_subscription: { plan: 'Premium' },
};
const categories = [{ id: 1, name: 'Kitchen Sinks', slug_url: 'kitchen-sinks' }];

describe('showroom search rules (§4, §5, §9)', () => {
  it('looks up at exactly 8 characters, ignoring surrounding spaces', () => {
    expect(isCompleteShowroomId('ACME2024')).toBe(true);
    expect(isCompleteShowroomId(' ACME2024 ')).toBe(true);
    expect(isCompleteShowroomId('ACME202')).toBe(false);
    expect(isCompleteShowroomId('ACME20245')).toBe(false);
  });

  it('lets the search endpoint run for more than 2 characters or none', () => {
    expect(['', 'a', 'ab', 'abc'].map(isSearchableText)).toEqual([true, false, false, true]);
  });

  it('matches the typed ID exactly, ignoring case, and not its neighbours', () => {
    expect(findShowroomMatch([neighbour, acme], 'acme2024')).toBe(acme);
    expect(findShowroomMatch([neighbour], 'ACME2024')).toBeNull();
    expect(findShowroomMatch([], 'ACME2024')).toBeNull();
  });

  it('stores the §3 fields of the active showroom', () => {
    expect(toActiveShowroom(profile)).toEqual({
      showroom: 70,
      vsd_id: 'ACME2024',
      is_3d: false,
      floorplan: null,
      floorTemplate: null,
      project: null,
      theme_color: '#0a7d5a',
      custom_addon: { subscription_status: 1 },
      basic_addon: { subscription_status: 'true' },
      showroom_subscription: { plan: 'Premium' },
    });
    expect(toActiveShowroom({ user_id: 1, vsd_id: 'X' })).toMatchObject({
      theme_color: null,
      custom_addon: null,
      basic_addon: null,
      showroom_subscription: null,
    });
  });

  it('keeps the §8 warning text', () => {
    expect(showroomSearchMessages.notFound).toBe('No Showroom Found, Please Enter Correct Showroom Id.');
  });
});

function startSearch(actors: Partial<Record<'findShowrooms' | 'loadShowroomProfile', AnyActorLogic>> = {}) {
  const calls: EffectCall[] = [];
  const machine = showroomSearchMachine.provide({ actions: recordingActions(showroomSearchMachine, calls), actors });
  const actor = createActor(machine).start();
  const settled = () =>
    waitFor(actor, (snapshot) => !snapshot.matches('searching') && !snapshot.matches('loadingProfile'));
  return { actor, calls, settled };
}

describe('showroom search machine', () => {
  it('waits while fewer or more than 8 characters are typed', () => {
    const lookups: unknown[] = [];
    const { actor } = startSearch({ findShowrooms: answering([acme], lookups) });
    actor.send({ type: 'TYPE', text: 'ACME' });
    actor.send({ type: 'TYPE', text: 'ACME20245' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.text).toBe('ACME20245');
    expect(lookups).toEqual([]);
  });

  it('shows the match and enables Next; Next stores the showroom and opens the catalogue', async () => {
    const lookups: unknown[] = [];
    const profileRequests: unknown[] = [];
    const { actor, calls, settled } = startSearch({
      findShowrooms: answering([neighbour, acme], lookups),
      loadShowroomProfile: answering({ profile, category: categories }, profileRequests),
    });
    actor.send({ type: 'TYPE', text: ' acme2024' });
    expect(actor.getSnapshot().value).toBe('searching');
    await settled();
    expect(lookups).toEqual([{ search: 'acme2024' }]);
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.match).toEqual(acme);
    actor.send({ type: 'NEXT' });
    await settled();
    expect(profileRequests).toEqual([{ showroom: 7, vsd_id: 'ACME2024' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([
      { effect: 'storeActiveShowroom', params: toActiveShowroom(profile) },
      { effect: 'setCategories', params: { categories } },
      { effect: 'navigate', params: { to: '/visualize/contractor/all' } },
    ]);
  });

  it('enters the showroom when Next came before the lookup answered (Enter straight after pasting)', async () => {
    const profileRequests: unknown[] = [];
    const { actor, calls, settled } = startSearch({
      findShowrooms: answering([acme]),
      loadShowroomProfile: answering({ profile, category: categories }, profileRequests),
    });
    actor.send({ type: 'TYPE', text: 'ACME2024' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('searching');
    expect(actor.getSnapshot().context.nextWanted).toBe(true);
    await settled();
    expect(profileRequests).toEqual([{ showroom: 7, vsd_id: 'ACME2024' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.map((call) => call.effect)).toEqual(['storeActiveShowroom', 'setCategories', 'navigate']);
  });

  it('forgets an early Next when the text changes, nothing is found or the lookup fails', async () => {
    const changed = startSearch({ findShowrooms: answering([acme]) });
    changed.actor.send({ type: 'TYPE', text: 'ACME2024' });
    changed.actor.send({ type: 'NEXT' });
    changed.actor.send({ type: 'TYPE', text: 'ACME2024 ' });
    await changed.settled();
    expect(changed.actor.getSnapshot().value).toBe('found');

    const missing = startSearch({ findShowrooms: answering([neighbour]) });
    missing.actor.send({ type: 'TYPE', text: 'ACME2024' });
    missing.actor.send({ type: 'NEXT' });
    await missing.settled();
    expect(missing.actor.getSnapshot().value).toBe('notFound');
    expect(missing.actor.getSnapshot().context.nextWanted).toBe(false);

    let answers = 0;
    const flaky = startSearch({
      findShowrooms: fromPromise<ShowroomMatch[], { search: string }>(async () => {
        answers += 1;
        if (answers === 1) throw new Error('offline');
        return [acme];
      }),
    });
    flaky.actor.send({ type: 'TYPE', text: 'ACME2024' });
    flaky.actor.send({ type: 'NEXT' });
    await flaky.settled();
    expect(flaky.actor.getSnapshot().value).toBe('lookupFailed');
    flaky.actor.send({ type: 'RETRY' });
    await flaky.settled();
    expect(flaky.actor.getSnapshot().value).toBe('found');
  });

  it('warns when no showroom matches', async () => {
    const { actor, calls, settled } = startSearch({ findShowrooms: answering([neighbour]) });
    actor.send({ type: 'TYPE', text: 'ACME2024' });
    await settled();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(calls).toEqual([
      {
        effect: 'notify',
        params: { kind: 'warning', message: 'No Showroom Found, Please Enter Correct Showroom Id.' },
      },
    ]);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('warns when the profile comes back empty', async () => {
    const { actor, calls, settled } = startSearch({
      findShowrooms: answering([acme]),
      loadShowroomProfile: answering({ profile: null, category: [] }),
    });
    actor.send({ type: 'TYPE', text: 'ACME2024' });
    await settled();
    actor.send({ type: 'NEXT' });
    await settled();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.match).toBeNull();
    expect(calls.map((call) => call.effect)).toEqual(['notify']);
  });

  it('offers a retry when the lookup or the profile fails', async () => {
    const { actor, settled } = startSearch({ findShowrooms: failing(new Error('offline')) });
    actor.send({ type: 'TYPE', text: 'ACME2024' });
    await settled();
    expect(actor.getSnapshot().value).toBe('lookupFailed');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('searching');

    const profileFails = startSearch({
      findShowrooms: answering([acme]),
      loadShowroomProfile: failing(new Error('500')),
    });
    profileFails.actor.send({ type: 'TYPE', text: 'ACME2024' });
    await profileFails.settled();
    profileFails.actor.send({ type: 'NEXT' });
    await profileFails.settled();
    expect(profileFails.actor.getSnapshot().value).toBe('profileFailed');
    profileFails.actor.send({ type: 'NEXT' });
    expect(profileFails.actor.getSnapshot().value).toBe('loadingProfile');
  });

  it('drops a late answer for text that was replaced', async () => {
    const pending: { search: string; resolve: (results: ShowroomMatch[]) => void }[] = [];
    const { actor, settled } = startSearch({
      findShowrooms: fromPromise<ShowroomMatch[], { search: string }>(
        ({ input }) => new Promise((resolve) => pending.push({ search: input.search, resolve })),
      ),
    });
    actor.send({ type: 'TYPE', text: 'ZZZZ9999' });
    actor.send({ type: 'TYPE', text: 'ACME2024' });
    expect(pending.map((lookup) => lookup.search)).toEqual(['ZZZZ9999', 'ACME2024']);
    pending[1]?.resolve([acme]);
    await settled();
    pending[0]?.resolve([{ id: 9, company_name: 'Late', vsd_id: 'ZZZZ9999' }]);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.match).toEqual(acme);
  });

  it('clears the match when the text changes', async () => {
    const { actor, settled } = startSearch({ findShowrooms: answering([acme]) });
    actor.send({ type: 'TYPE', text: 'ACME2024' });
    await settled();
    actor.send({ type: 'TYPE', text: 'ACME202' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.match).toBeNull();
  });
});

describe('showroom search model', () => {
  const declared = declaredModel(showroomSearchMachine);

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: showroomSearchMachine,
      events: [
        { type: 'TYPE', text: 'ACME' },
        { type: 'TYPE', text: 'ACME2024' },
        { type: 'NEXT' },
        { type: 'RETRY' },
        { type: 'xstate.done.actor.findShowrooms', output: [acme] },
        { type: 'xstate.done.actor.findShowrooms', output: [] },
        { type: 'xstate.error.actor.findShowrooms', error: { message: 'offline' } },
        { type: 'xstate.done.actor.loadShowroomProfile', output: { profile, category: categories } },
        { type: 'xstate.done.actor.loadShowroomProfile', output: { profile: null, category: [] } },
        { type: 'xstate.error.actor.loadShowroomProfile', error: { message: '500' } },
      ],
    });
    await reportModelCoverage('showroomSearch', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...showroomSearchStates].sort());
  });

  it('lists every state in its inventory', () => {
    expect([...showroomSearchStates].sort()).toEqual([...declared.stateIds].sort());
  });
});
