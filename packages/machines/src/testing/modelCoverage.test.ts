import { assign, createMachine, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { coverageSummary, declaredModel, exploreModel } from './modelCoverage.ts';

/** A door that can also be locked, with a guard that only some events satisfy. */
const door = setup({
  types: {
    context: {} as { readonly opened: number },
    events: {} as { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'LOCK'; readonly code: string },
  },
  actors: {
    checkCode: fromPromise<boolean, { readonly code: string }>(async () => true),
  },
}).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: assign({ opened: ({ context }) => Math.min(context.opened + 1, 2) }) },
        LOCK: [{ guard: ({ event }) => event.code === '1234', target: 'locking' }, { target: 'closed' }],
      },
    },
    open: { on: { CLOSE: 'closed' } },
    locking: {
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: { code: '1234' },
        onDone: 'locked',
        onError: 'closed',
      },
    },
    locked: { type: 'final' },
    /** Nothing leads here. */
    forgotten: {},
  },
});

describe('model coverage harness', () => {
  it('declares the states and transitions of a machine', () => {
    expect(declaredModel(door)).toEqual({
      stateIds: ['closed', 'open', 'locking', 'locked', 'forgotten'],
      transitionIds: [
        'closed OPEN[0]',
        'closed LOCK[0]',
        'closed LOCK[1]',
        'open CLOSE[0]',
        'locking xstate.done.actor.checkCode[0]',
        'locking xstate.error.actor.checkCode[0]',
      ],
    });
  });

  it('reports the state nothing reaches and the transitions no sample takes', async () => {
    const report = await exploreModel({
      machine: door,
      events: [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'LOCK', code: '0000' },
        { type: 'xstate.done.actor.checkCode', output: true },
      ],
    });
    expect(report.missingStates).toEqual(['locking', 'locked', 'forgotten']);
    expect(report.missingTransitions).toEqual([
      'closed LOCK[0]',
      'locking xstate.done.actor.checkCode[0]',
      'locking xstate.error.actor.checkCode[0]',
    ]);
    expect(report.eventTypesWithoutSamples).toEqual(['xstate.error.actor.checkCode']);
    expect(report.divergences).toEqual([]);
  });

  it('settles invoked effects from the path, both ways', async () => {
    const report = await exploreModel({
      machine: door,
      events: [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'LOCK', code: '1234' },
        { type: 'LOCK', code: '0000' },
        { type: 'xstate.done.actor.checkCode', output: true },
        { type: 'xstate.error.actor.checkCode', error: new Error('offline') },
      ],
      abstractContext: () => null,
    });
    expect(report.missingStates).toEqual(['forgotten']);
    expect(report.missingTransitions).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(coverageSummary(report)).toMatch(/^4\/5 states, 6\/6 transitions \(\d+ paths, \d+ steps\)$/);
    expect(report.pathCount).toBeGreaterThan(0);
    expect(report.stepCount).toBeGreaterThanOrEqual(report.pathCount);
  });

  it('reports a step where the actor does not land where the model says', async () => {
    let calls = 0;
    // Impure on purpose: the replay sees different context than the exploration did.
    const counting = setup({
      types: { context: {} as { readonly n: number }, events: {} as { type: 'TICK' } },
    }).createMachine({
      context: { n: 0 },
      on: { TICK: { actions: assign({ n: () => (calls += 1) % 2 }) } },
    });
    const report = await exploreModel({ machine: counting, events: [{ type: 'TICK' }] });
    expect(report.divergences.length).toBeGreaterThan(0);
    expect(report.divergences[0]).toMatch(/^step 1 \(TICK\): expected/);
  });

  it('reports an effect the replay cannot settle', async () => {
    // An inline actor is not in the machine's implementations, so the replay cannot stand in for it.
    const inline = createMachine({
      initial: 'waiting',
      states: {
        waiting: { on: { GO: 'working' } },
        working: {
          invoke: { id: 'inline', src: fromPromise(() => new Promise<void>(() => {})), onDone: 'finished' },
        },
        finished: {},
      },
    });
    const report = await exploreModel({
      machine: inline,
      events: [{ type: 'GO' }, { type: 'xstate.done.actor.inline', output: undefined }],
    });
    expect(report.divergences).toContain('step 2 (xstate.done.actor.inline): no running actor "inline"');
  });

  it('stops exploring at the limit instead of hanging', async () => {
    const counter = setup({
      types: { context: {} as { readonly n: number }, events: {} as { type: 'ADD' } },
    }).createMachine({
      context: { n: 0 },
      on: { ADD: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    await expect(exploreModel({ machine: counter, events: [{ type: 'ADD' }], limit: 50 })).rejects.toThrow(
      'Traversal limit exceeded',
    );
  });
});
