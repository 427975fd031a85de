import fc from 'fast-check';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { answering, failing } from '../testing/effectRecorder.ts';
import { declaredModel, exploreModel, reportModelCoverage } from '../testing/modelCoverage.ts';
import {
  cartQueueMachine,
  cartQueueStates,
  type CartQueueEmitted,
  type CartQueueEvent,
  type CartUpdateResult,
} from './cartQueue.machine.ts';
import {
  answeredQuantity,
  canChangeLine,
  confirmInFlight,
  emptyCartQueueContext,
  isValidCartQuantity,
  refuseInFlight,
  shownQuantities,
  shownQuantity,
  syncConfirmed,
  takeNext,
  toCartUpdate,
  unconfirmedLineIds,
  wantQuantity,
  type CartLineId,
  type CartLineQuantity,
  type CartQueueContext,
  type CartUpdate,
} from './cartQueue.rules.ts';

const twoLines: CartLineQuantity[] = [
  { lineId: 1, quantity: 2 },
  { lineId: 2, quantity: 5 },
];

function contextWith(overrides: Partial<CartQueueContext>): CartQueueContext {
  return { ...syncConfirmed(emptyCartQueueContext, twoLines), ...overrides };
}

describe('cart queue rules', () => {
  it('takes whole quantities of at least 1 only', () => {
    expect([1, 12, 0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3'].map(isValidCartQuantity)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('shows the newest wanted value: waiting, else in flight, else confirmed', () => {
    const context = contextWith({ inFlight: { lineId: 1, quantity: 3 }, waiting: [{ lineId: 2, quantity: 0 }] });
    expect(shownQuantity(context, 1)).toBe(3);
    expect(shownQuantity(context, 2)).toBe(0);
    expect(shownQuantity(contextWith({}), 1)).toBe(2);
    expect(shownQuantity(contextWith({}), 'unknown')).toBe(0);
    // A removed line is left out of what the shopper sees.
    expect(shownQuantities(context)).toEqual([{ lineId: 1, quantity: 3 }]);
    expect(unconfirmedLineIds(context)).toEqual([1, 2]);
    expect(
      unconfirmedLineIds(contextWith({ inFlight: { lineId: 2, quantity: 1 }, waiting: [{ lineId: 2, quantity: 4 }] })),
    ).toEqual([2]);
    expect(unconfirmedLineIds(contextWith({}))).toEqual([]);
  });

  it('coalesces a waiting line in its place and drops a change back to what the server will hold', () => {
    let context = wantQuantity(contextWith({}), 1, 3);
    context = wantQuantity(context, 2, 6);
    context = wantQuantity(context, 1, 4);
    expect(context.waiting).toEqual([
      { lineId: 1, quantity: 4 },
      { lineId: 2, quantity: 6 },
    ]);
    context = wantQuantity(context, 1, 2);
    expect(context.waiting).toEqual([{ lineId: 2, quantity: 6 }]);
    // Nothing waits for line 1 and 2 is what it holds: nothing changes.
    expect(wantQuantity(context, 1, 2)).toBe(context);
  });

  it('queues a newer value behind a line in flight, even one equal to the confirmed value', () => {
    const context = contextWith({ inFlight: { lineId: 1, quantity: 3 } });
    expect(wantQuantity(context, 1, 3).waiting).toEqual([]);
    expect(wantQuantity(context, 1, 2).waiting).toEqual([{ lineId: 1, quantity: 2 }]);
  });

  it('sends the oldest waiting update, as a set or a removal', () => {
    const context = takeNext(
      contextWith({
        waiting: [
          { lineId: 2, quantity: 0 },
          { lineId: 1, quantity: 7 },
        ],
      }),
    );
    expect(context.inFlight).toEqual({ lineId: 2, quantity: 0 });
    expect(context.waiting).toEqual([{ lineId: 1, quantity: 7 }]);
    expect(takeNext(contextWith({}))).toEqual(contextWith({}));
    expect(toCartUpdate({ lineId: 2, quantity: 0 })).toEqual({ lineId: 2, quantity: 0, kind: 'remove' });
    expect(toCartUpdate({ lineId: 'a', quantity: 4 })).toEqual({ lineId: 'a', quantity: 4, kind: 'set' });
  });

  it('confirms what the server says, keeping the line in its place, and forgets removed lines', () => {
    const sent = contextWith({ inFlight: { lineId: 1, quantity: 3 } });
    expect(confirmInFlight(sent, 3).confirmed).toEqual([
      { lineId: 1, quantity: 3 },
      { lineId: 2, quantity: 5 },
    ]);
    expect(confirmInFlight(sent, 0).confirmed).toEqual([{ lineId: 2, quantity: 5 }]);
    const newLine = contextWith({ inFlight: { lineId: 9, quantity: 1 } });
    expect(confirmInFlight(newLine, 1).confirmed).toEqual([...twoLines, { lineId: 9, quantity: 1 }]);
    expect(confirmInFlight(contextWith({}), 4)).toEqual(contextWith({}));
  });

  it("reads the server's quantity from the answer, else assumes the asked one", () => {
    expect(answeredQuantity({ quantity: 4 }, 3)).toBe(4);
    expect(answeredQuantity({ quantity: 0 }, 3)).toBe(0);
    expect(answeredQuantity({}, 3)).toBe(3);
    expect(answeredQuantity(undefined, 3)).toBe(3);
    expect(answeredQuantity(null, 3)).toBe(3);
    expect(answeredQuantity({ quantity: -2 }, 3)).toBe(3);
    expect(answeredQuantity({ quantity: '4' }, 3)).toBe(3);
  });

  it('on a refusal drops the line’s newer waiting value, not the others', () => {
    const context = contextWith({
      inFlight: { lineId: 1, quantity: 3 },
      waiting: [
        { lineId: 2, quantity: 6 },
        { lineId: 1, quantity: 9 },
      ],
    });
    const refused = refuseInFlight(context);
    expect(refused.inFlight).toBeNull();
    expect(refused.waiting).toEqual([{ lineId: 2, quantity: 6 }]);
    expect(shownQuantity(refused, 1)).toBe(2);
    expect(refuseInFlight(contextWith({}))).toEqual(contextWith({}));
  });

  it('syncs the confirmed lines, dropping waiting updates for lines the server no longer has', () => {
    const context = contextWith({
      inFlight: { lineId: 3, quantity: 1 },
      waiting: [
        { lineId: 2, quantity: 6 },
        { lineId: 1, quantity: 9 },
        { lineId: 3, quantity: 4 },
      ],
    });
    const synced = syncConfirmed(context, [
      { lineId: 1, quantity: 4 },
      { lineId: 1, quantity: 8 },
      { lineId: 7, quantity: 0 },
    ]);
    expect(synced.confirmed).toEqual([{ lineId: 1, quantity: 4 }]);
    expect(synced.waiting).toEqual([
      { lineId: 1, quantity: 9 },
      { lineId: 3, quantity: 4 },
    ]);
    expect(canChangeLine(synced, 1)).toBe(true);
    expect(canChangeLine(synced, 2)).toBe(false);
    expect(canChangeLine(contextWith({ waiting: [{ lineId: 1, quantity: 0 }] }), 1)).toBe(false);
  });
});

interface PendingRequest {
  readonly update: CartUpdate;
  resolve(result: CartUpdateResult): void;
  reject(error: unknown): void;
}

/** A queue whose server answers by hand, recording every request and emitted report. */
function startQueue(lines: readonly CartLineQuantity[] = twoLines, sendUpdate?: AnyActorLogic) {
  const requests: PendingRequest[] = [];
  const reports: CartQueueEmitted[] = [];
  const machine = cartQueueMachine.provide({
    actors: {
      sendUpdate:
        sendUpdate ??
        fromPromise<CartUpdateResult, CartUpdate>(
          ({ input }) => new Promise((resolve, reject) => requests.push({ update: input, resolve, reject })),
        ),
    },
  });
  const actor = createActor(machine, { input: { lines } });
  for (const type of ['updateConfirmed', 'updateRefused', 'flushed'] as const) {
    actor.on(type, (report) => reports.push(report));
  }
  actor.start();
  const send = (event: CartQueueEvent) => actor.send(event);
  const snapshot = () => actor.getSnapshot();
  const shown = (lineId: CartLineId) => shownQuantity(snapshot().context, lineId);
  const answer = async (result: CartUpdateResult = {}) => {
    const request = requests.shift();
    if (!request) throw new Error('No request is waiting for an answer.');
    request.resolve(result);
    await settle();
  };
  const refuse = async (error: unknown) => {
    const request = requests.shift();
    if (!request) throw new Error('No request is waiting for an answer.');
    request.reject(error);
    await settle();
  };
  return { actor, requests, reports, send, snapshot, shown, answer, refuse };
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

describe('cart queue machine', () => {
  it('starts idle with the server’s lines, or none', () => {
    const queue = startQueue();
    expect(queue.snapshot().value).toBe('idle');
    expect(shownQuantities(queue.snapshot().context)).toEqual(twoLines);
    const empty = createActor(cartQueueMachine, { input: {} }).start();
    expect(empty.getSnapshot().context).toEqual(emptyCartQueueContext);
  });

  it('shows a change at once and sends it', async () => {
    const queue = startQueue();
    queue.send({ type: 'SET', lineId: 1, quantity: 3 });
    expect(queue.shown(1)).toBe(3);
    expect(queue.snapshot().matches({ sending: 'updating' })).toBe(true);
    expect(queue.requests.map((request) => request.update)).toEqual([{ lineId: 1, quantity: 3, kind: 'set' }]);
    await queue.answer({ quantity: 3 });
    expect(queue.snapshot().value).toBe('idle');
    expect(queue.snapshot().context.confirmed).toEqual([
      { lineId: 1, quantity: 3 },
      { lineId: 2, quantity: 5 },
    ]);
    expect(queue.reports).toEqual([{ type: 'updateConfirmed', lineId: 1, quantity: 3 }]);
  });

  it('sends one update at a time, in order, and only the latest value of a waiting line', async () => {
    const queue = startQueue();
    for (const quantity of [3, 4, 5, 6]) queue.send({ type: 'SET', lineId: 1, quantity });
    queue.send({ type: 'REMOVE', lineId: 2 });
    queue.send({ type: 'SET', lineId: 1, quantity: 7 });
    expect(queue.shown(1)).toBe(7);
    expect(queue.shown(2)).toBe(0);
    // Only the first is on its way; 4, 5, 6 were replaced by 7 while waiting.
    expect(queue.requests.map((request) => request.update)).toEqual([{ lineId: 1, quantity: 3, kind: 'set' }]);
    expect(queue.snapshot().context.waiting).toEqual([
      { lineId: 1, quantity: 7 },
      { lineId: 2, quantity: 0 },
    ]);
    await queue.answer();
    expect(queue.requests.map((request) => request.update)).toEqual([{ lineId: 1, quantity: 7, kind: 'set' }]);
    await queue.answer();
    expect(queue.requests.map((request) => request.update)).toEqual([{ lineId: 2, quantity: 0, kind: 'remove' }]);
    await queue.answer({ quantity: 0 });
    expect(queue.snapshot().value).toBe('idle');
    expect(queue.snapshot().context.confirmed).toEqual([{ lineId: 1, quantity: 7 }]);
  });

  it('ignores invalid quantities and changes to unknown or removed lines', () => {
    const queue = startQueue();
    queue.send({ type: 'SET', lineId: 1, quantity: 0 });
    queue.send({ type: 'SET', lineId: 1, quantity: 2.5 });
    queue.send({ type: 'SET', lineId: 99, quantity: 2 });
    queue.send({ type: 'REMOVE', lineId: 99 });
    expect(queue.snapshot().value).toBe('idle');
    queue.send({ type: 'REMOVE', lineId: 2 });
    queue.send({ type: 'SET', lineId: 2, quantity: 3 });
    queue.send({ type: 'REMOVE', lineId: 2 });
    expect(queue.requests.map((request) => request.update)).toEqual([{ lineId: 2, quantity: 0, kind: 'remove' }]);
    expect(queue.snapshot().context.waiting).toEqual([]);
  });

  it('rolls a refused line back to its confirmed value, reports it and goes on with the others', async () => {
    const queue = startQueue();
    queue.send({ type: 'SET', lineId: 1, quantity: 3 });
    queue.send({ type: 'SET', lineId: 2, quantity: 6 });
    queue.send({ type: 'SET', lineId: 1, quantity: 4 });
    const refusal = { status: 422, message: 'Only 2 left in stock.' };
    await queue.refuse(refusal);
    expect(queue.shown(1)).toBe(2);
    expect(queue.reports).toEqual([{ type: 'updateRefused', lineId: 1, attempted: 3, restored: 2, error: refusal }]);
    // The newer 4 for line 1 was built on the refused 3: dropped; line 2 goes ahead.
    expect(queue.requests.map((request) => request.update)).toEqual([{ lineId: 2, quantity: 6, kind: 'set' }]);
    await queue.answer();
    expect(queue.snapshot().value).toBe('idle');
  });

  it('goes idle after a refusal that leaves nothing to send', async () => {
    const queue = startQueue();
    queue.send({ type: 'SET', lineId: 1, quantity: 3 });
    queue.send({ type: 'SET', lineId: 1, quantity: 4 });
    await queue.refuse(new Error('offline'));
    expect(queue.snapshot().value).toBe('idle');
    expect(queue.requests).toEqual([]);
    expect(queue.shown(1)).toBe(2);
  });

  it('answers a checkout at once when nothing waits', () => {
    const queue = startQueue();
    queue.send({ type: 'FLUSH' });
    expect(queue.reports).toEqual([{ type: 'flushed', ok: true }]);
  });

  it('makes a checkout wait for every pending update, later ones included', async () => {
    const queue = startQueue();
    queue.send({ type: 'SET', lineId: 1, quantity: 3 });
    queue.send({ type: 'SET', lineId: 2, quantity: 6 });
    queue.send({ type: 'FLUSH' });
    expect(queue.snapshot().matches({ sending: 'flushing' })).toBe(true);
    await queue.answer();
    expect(queue.snapshot().matches({ sending: 'flushing' })).toBe(true);
    queue.send({ type: 'SET', lineId: 1, quantity: 1 });
    await queue.answer();
    expect(queue.reports.filter((report) => report.type === 'flushed')).toEqual([]);
    await queue.answer();
    expect(queue.snapshot().value).toBe('idle');
    expect(queue.reports.at(-1)).toEqual({ type: 'flushed', ok: true });
  });

  it('answers a checkout with a failure when an update it waited for was refused', async () => {
    const queue = startQueue();
    queue.send({ type: 'SET', lineId: 1, quantity: 3 });
    queue.send({ type: 'SET', lineId: 2, quantity: 6 });
    queue.send({ type: 'FLUSH' });
    await queue.refuse({ status: 422 });
    expect(queue.snapshot().matches({ sending: 'flushing' })).toBe(true);
    await queue.answer();
    expect(queue.reports.at(-1)).toEqual({ type: 'flushed', ok: false });

    // A refusal that empties the queue answers at once; a new checkout starts clean.
    queue.send({ type: 'SET', lineId: 1, quantity: 4 });
    queue.send({ type: 'FLUSH' });
    await queue.refuse({ status: 500 });
    expect(queue.reports.at(-1)).toEqual({ type: 'flushed', ok: false });
    queue.send({ type: 'SET', lineId: 1, quantity: 5 });
    queue.send({ type: 'FLUSH' });
    await queue.answer();
    expect(queue.reports.at(-1)).toEqual({ type: 'flushed', ok: true });
  });

  it('takes the server’s quantity when it differs from the asked one', async () => {
    const queue = startQueue();
    queue.send({ type: 'SET', lineId: 1, quantity: 30 });
    await queue.answer({ quantity: 12 });
    expect(queue.shown(1)).toBe(12);
    expect(queue.reports).toEqual([{ type: 'updateConfirmed', lineId: 1, quantity: 12 }]);
  });

  it('syncs a fresh read of the cart without losing what waits', async () => {
    const queue = startQueue();
    queue.send({ type: 'SET', lineId: 1, quantity: 3 });
    queue.send({ type: 'SET', lineId: 2, quantity: 9 });
    queue.send({
      type: 'SYNC',
      lines: [
        { lineId: 1, quantity: 2 },
        { lineId: 5, quantity: 1 },
      ],
    });
    // Line 2 is gone from the server: its waiting update goes; line 1 is still on its way.
    expect(queue.snapshot().context.waiting).toEqual([]);
    expect(queue.shown(1)).toBe(3);
    expect(queue.shown(5)).toBe(1);
    await queue.answer();
    expect(queue.snapshot().value).toBe('idle');
  });

  it('says which effect is missing when sendUpdate is not provided, and rolls back', async () => {
    const reports: CartQueueEmitted[] = [];
    const actor = createActor(cartQueueMachine, { input: { lines: twoLines } });
    actor.on('updateRefused', (report) => reports.push(report));
    actor.start();
    actor.send({ type: 'SET', lineId: 1, quantity: 3 });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shownQuantity(actor.getSnapshot().context, 1)).toBe(2);
    expect(String((reports[0] as { error: unknown }).error)).toContain(
      'The "sendUpdate" effect of the cartQueue machine is not provided.',
    );
  });

  it('works with effects that answer or fail at once', async () => {
    const inputs: unknown[] = [];
    const queue = startQueue(twoLines, answering({ quantity: 3 }, inputs));
    queue.send({ type: 'SET', lineId: 1, quantity: 3 });
    await settle();
    expect(inputs).toEqual([{ lineId: 1, quantity: 3, kind: 'set' }]);
    expect(queue.shown(1)).toBe(3);
    const failed = startQueue(twoLines, failing({ status: 404 }));
    failed.send({ type: 'REMOVE', lineId: 2 });
    await settle();
    expect(failed.shown(2)).toBe(5);
  });
});

/**
 * A shopper's click: a line (0..2) and what they do to it. Quantities stay small so that clicks
 * often return a line to a value it held before, the case coalescing must get right.
 */
type Click =
  | { readonly kind: 'set'; readonly line: number; readonly quantity: number }
  | { readonly kind: 'remove'; readonly line: number }
  /** The server answers the request on its way (when there is one). */
  | { readonly kind: 'answer' };

const clickArbitrary: fc.Arbitrary<Click> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      line: fc.nat(2),
      quantity: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), line: fc.nat(2) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('answer' as const) }) },
);

describe('cart queue properties (fast-check)', () => {
  it('ends with the server at the last value of every line, never reordered, one request at a time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(clickArbitrary, { maxLength: 40 }), async (clicks) => {
        const server = new Map<CartLineId, number>([
          [0, 1],
          [1, 1],
          [2, 1],
        ]);
        /** What each line was set to, click by click (0: removed), starting from the server's value. */
        const wanted = new Map<CartLineId, number[]>([...server].map(([line, quantity]) => [line, [quantity]]));
        const received = new Map<CartLineId, number[]>();
        let open = 0;
        let mostAtOnce = 0;
        const queue = startQueue(
          [...server].map(([lineId, quantity]) => ({ lineId, quantity })),
          fromPromise<CartUpdateResult, CartUpdate>(({ input }) => {
            open += 1;
            mostAtOnce = Math.max(mostAtOnce, open);
            return new Promise((resolve) =>
              queue.requests.push({
                update: input,
                resolve: (result) => {
                  open -= 1;
                  server.set(input.lineId, input.quantity);
                  received.set(input.lineId, [...(received.get(input.lineId) ?? []), input.quantity]);
                  resolve(result);
                },
                reject: () => undefined,
              }),
            );
          }),
        );
        for (const click of clicks) {
          if (click.kind === 'answer') {
            if (queue.requests.length > 0) await queue.answer();
            continue;
          }
          const history = wanted.get(click.line) as number[];
          if (history.at(-1) === 0) continue; // A removed line is no longer on screen.
          const quantity = click.kind === 'set' ? click.quantity : 0;
          queue.send(
            click.kind === 'set'
              ? { type: 'SET', lineId: click.line, quantity }
              : { type: 'REMOVE', lineId: click.line },
          );
          history.push(quantity);
          // Shown at once.
          expect(queue.shown(click.line)).toBe(quantity);
        }
        while (queue.requests.length > 0) await queue.answer();

        expect(queue.snapshot().value).toBe('idle');
        expect(mostAtOnce).toBeLessThanOrEqual(1);
        for (const [line, history] of wanted) {
          expect(server.get(line)).toBe(history.at(-1));
          // What the server received for a line is a subsequence of the clicks, in click order.
          const sent = received.get(line) ?? [];
          let from = 1;
          for (const value of sent) {
            const at = history.indexOf(value, from);
            expect(at).toBeGreaterThanOrEqual(from);
            from = at + 1;
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('after a refusal shows exactly what the server holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 4 }), refused: fc.boolean() }), {
          minLength: 1,
          maxLength: 15,
        }),
        async (steps) => {
          let held = 1;
          const queue = startQueue([{ lineId: 'a', quantity: held }]);
          for (const step of steps) {
            queue.send({ type: 'SET', lineId: 'a', quantity: step.quantity });
            if (queue.requests.length === 0) continue;
            if (step.refused) await queue.refuse({ status: 422 });
            else {
              held = (queue.requests[0] as PendingRequest).update.quantity;
              await queue.answer();
            }
            expect(queue.shown('a')).toBe(held);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('cart queue model', () => {
  const declared = declaredModel(cartQueueMachine);

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: cartQueueMachine,
      inputs: [
        {
          lines: [
            { lineId: 1, quantity: 1 },
            { lineId: 2, quantity: 1 },
          ],
        },
      ],
      events: [
        { type: 'SET', lineId: 1, quantity: 2 },
        { type: 'SET', lineId: 1, quantity: 1 },
        { type: 'SET', lineId: 2, quantity: 2 },
        { type: 'REMOVE', lineId: 2 },
        { type: 'SYNC', lines: [{ lineId: 1, quantity: 1 }] },
        { type: 'FLUSH' },
        { type: 'xstate.done.actor.sendUpdate', output: {} },
        { type: 'xstate.error.actor.sendUpdate', error: { status: 422, message: 'Refused.' } },
      ],
    });
    await reportModelCoverage('cartQueue', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...cartQueueStates].sort());
  });

  it('lists every state in its inventory', () => {
    expect([...cartQueueStates].sort()).toEqual([...declared.stateIds].sort());
  });
});
