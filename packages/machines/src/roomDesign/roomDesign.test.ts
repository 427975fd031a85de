import { type AnyActorLogic, createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  answering,
  effectNames,
  failing,
  paramsOf,
  recordingActions,
  type EffectCall,
} from '../testing/effectRecorder.ts';
import { declaredModel, exploreModel, reportModelCoverage } from '../testing/modelCoverage.ts';
import {
  type AddDesignToCartRequest,
  type OpenDesignRequest,
  type SaveDesignRequest,
  currentSlots,
  designTakeOff,
  roomDesignMachine,
  roomDesignStates,
} from './roomDesign.machine.ts';
import {
  type LoadedDesign,
  type RoomDesignProduct,
  ROOM_DESIGN_HISTORY_LIMIT,
  chooseProduct,
  failureMessage,
  initialChoices,
  redoChoice,
  roomDesignMessages,
  savedDesignOf,
  undoChoice,
} from './roomDesign.rules.ts';

const product = (id: number, name: string, extra: Partial<RoomDesignProduct> = {}): RoomDesignProduct => ({
  id,
  name,
  price: 50,
  uom: 'Box',
  box_sqft: 10,
  min_qty: 1,
  size: { width_size: '12 in', length_size: '24 in' },
  ...extra,
});
const oakPlank = product(11, 'Warm Oak Plank');
const greyTile = product(12, 'Ash Grey Porcelain Tile', { price: 40 });
const whiteSubway = product(21, 'White Subway Tile', { price: 30, box_sqft: 5 });
const faucet = product(31, 'Matte Black Faucet', { price: 200, uom: 'Piece', box_sqft: null, size: null });

const kitchen: LoadedDesign = {
  plan: {
    slug: 'kitchen-l-12x14',
    name: 'L-shaped kitchen, 12 × 14 ft',
    surfaces: [
      { surface: 'floor', area_sqft: 100 },
      { surface: 'backsplash', area_sqft: 20 },
    ],
    fixtures: [{ kind: 'faucet', width_ft: 0.5, depth_ft: 0.4, rotation: 0 }],
  },
  templateSlug: 'warm-oak-farmhouse-kitchen',
  slots: [
    { slot: 'floor', label: 'Floor', categories: ['Solid Hardwood', 'Porcelain Tile'], product: oakPlank },
    { slot: 'backsplash', label: 'Backsplash', categories: ['Subway Tile'], product: whiteSubway },
    { slot: 'faucet', label: 'Faucet', categories: ['Pull-Down Faucets'], product: faucet },
  ],
};
const open: OpenDesignRequest & { type: 'OPEN' } = {
  type: 'OPEN',
  plan: 'kitchen-l-12x14',
  template: 'warm-oak-farmhouse-kitchen',
};

function start(
  effects: {
    load?: ReturnType<typeof fromPromise<LoadedDesign, OpenDesignRequest>>;
    // Any promise actor: the doubles answer or fail whatever the machine expects.
    save?: AnyActorLogic;
    cart?: AnyActorLogic;
  } = {},
) {
  const calls: EffectCall[] = [];
  const saves: unknown[] = [];
  const adds: unknown[] = [];
  const actor = createActor(
    roomDesignMachine.provide({
      actions: recordingActions(roomDesignMachine, calls),
      actors: {
        loadDesign: effects.load ?? fromPromise<LoadedDesign, OpenDesignRequest>(async () => kitchen),
        saveDesign: (effects.save ?? answering({ projectId: 901 }, saves)) as never,
        addDesignToCart: (effects.cart ?? answering(undefined, adds)) as never,
      },
    }),
  ).start();
  return { actor, calls, saves, adds, state: () => actor.getSnapshot().value as string };
}

async function opened(effects?: Parameters<typeof start>[0]) {
  const design = start(effects);
  design.actor.send(open);
  await waitFor(design.actor, (snapshot) => snapshot.value !== 'loading');
  return design;
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !['loading', 'saving', 'addingToCart'].includes(snapshot.value as string));

describe('room design', () => {
  it('opens a plan with a template: the template’s products in their slots and the take-off at once', async () => {
    const { actor, state } = await opened();
    expect(state()).toBe('editing');
    const context = actor.getSnapshot().context;
    expect(currentSlots(context).map((slot) => slot.product?.id)).toEqual([11, 21, 31]);
    // 100 sq ft + 10 % in 10 sq ft boxes: 11 × $50; 20 + 10 % in 5 sq ft boxes: 5 × $30; one faucet.
    expect(designTakeOff(context)?.lines.map((line) => [line.slot, line.qty, line.amount])).toEqual([
      ['floor', 11, 550],
      ['backsplash', 5, 150],
      ['faucet', 1, 200],
    ]);
    expect(designTakeOff(context)?.total).toBe(900);
  });

  it('swaps a surface’s product, the total following, and undoes and redoes one change at a time', async () => {
    const { actor } = await opened();
    actor.send({ type: 'SELECT', slot: 'floor' });
    expect(actor.getSnapshot().context.selectedSlot).toBe('floor');
    actor.send({ type: 'CHOOSE', slot: 'floor', product: greyTile });
    expect(designTakeOff(actor.getSnapshot().context)?.total).toBe(11 * 40 + 150 + 200);
    actor.send({ type: 'CHOOSE', slot: 'backsplash', product: null });
    expect(designTakeOff(actor.getSnapshot().context)?.unfilled).toEqual(['backsplash']);
    actor.send({ type: 'UNDO' });
    expect(currentSlots(actor.getSnapshot().context)[1]?.product?.id).toBe(21);
    actor.send({ type: 'UNDO' });
    expect(currentSlots(actor.getSnapshot().context)[0]?.product?.id).toBe(11);
    // Nothing further back: the same design.
    const before = actor.getSnapshot().context.history;
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.history).toBe(before);
    actor.send({ type: 'REDO' });
    expect(currentSlots(actor.getSnapshot().context)[0]?.product?.id).toBe(12);
    // A new change drops what could be redone.
    actor.send({ type: 'CHOOSE', slot: 'faucet', product: null });
    expect(actor.getSnapshot().context.history.future).toEqual([]);
    // Choosing what is there already is no step; nor is a slot the design does not have.
    const steps = actor.getSnapshot().context.history.past.length;
    actor.send({ type: 'CHOOSE', slot: 'floor', product: greyTile });
    actor.send({ type: 'CHOOSE', slot: 'ceiling', product: greyTile });
    expect(actor.getSnapshot().context.history.past).toHaveLength(steps);
  });

  it('keeps at most a bounded history', () => {
    let history = { past: [], present: { floor: null }, future: [] } as Parameters<typeof chooseProduct>[0];
    for (let i = 0; i < ROOM_DESIGN_HISTORY_LIMIT + 20; i++) {
      history = chooseProduct(history, 'floor', product(i + 1, `Tile ${i}`));
    }
    expect(history.past).toHaveLength(ROOM_DESIGN_HISTORY_LIMIT);
  });

  it('saves the design as a project (slugs and product ids), and saves it again in place', async () => {
    const { actor, saves, state } = await opened();
    actor.send({ type: 'CHOOSE', slot: 'floor', product: greyTile });
    actor.send({ type: 'SAVE' });
    await settled(actor);
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context.projectId).toBe(901);
    expect(saves[0]).toEqual({
      design: {
        floorplan: 'kitchen-l-12x14',
        floorTemplate: 'warm-oak-farmhouse-kitchen',
        choices: { floor: 12, backsplash: 21, faucet: 31 },
      },
      projectId: null,
    } satisfies SaveDesignRequest);
    actor.send({ type: 'CHOOSE', slot: 'floor', product: oakPlank });
    expect(state()).toBe('editing');
    actor.send({ type: 'SAVE' });
    await settled(actor);
    expect((saves[1] as SaveDesignRequest).projectId).toBe(901);
  });

  it('saves a design opened from its project in place', async () => {
    const design = start();
    design.actor.send({ ...open, projectId: 77 });
    await settled(design.actor);
    design.actor.send({ type: 'SAVE' });
    await settled(design.actor);
    expect((design.saves[0] as SaveDesignRequest).projectId).toBe(77);
  });

  it('adds every line of the take-off to the cart in one request', async () => {
    const { actor, adds, calls, state } = await opened();
    actor.send({ type: 'WASTE', percent: 15 });
    actor.send({ type: 'ADD_TO_CART' });
    await settled(actor);
    expect(state()).toBe('addedToCart');
    expect((adds[0] as AddDesignToCartRequest).lines).toEqual([
      { productId: 11, qty: 12 },
      { productId: 21, qty: 5 },
      { productId: 31, qty: 1 },
    ]);
    expect(effectNames(calls)).toContain('cartChanged');
  });

  it('adds nothing when the design has no line', async () => {
    const { actor, adds, state } = await opened();
    for (const slot of ['floor', 'backsplash', 'faucet']) actor.send({ type: 'CHOOSE', slot, product: null });
    actor.send({ type: 'ADD_TO_CART' });
    expect(state()).toBe('editing');
    expect(adds).toEqual([]);
  });

  it('sends a guest to sign in with the design kept, from Save or Add to cart (§4)', async () => {
    for (const event of [{ type: 'SAVE' }, { type: 'ADD_TO_CART' }] as const) {
      const signIn = { status: 401, message: 'Unauthenticated.' };
      const { actor, calls, state } = await opened({ save: failing(signIn), cart: failing(signIn) });
      actor.send(event);
      await settled(actor);
      expect(state()).toBe('signInRequired');
      expect(paramsOf(calls, 'requireSignIn')).toEqual([
        {
          floorplan: 'kitchen-l-12x14',
          floorTemplate: 'warm-oak-farmhouse-kitchen',
          choices: { floor: 11, backsplash: 21, faucet: 31 },
        },
      ]);
    }
  });

  it('says why a save or an add failed, in words meant for people, and lets the shopper go on', async () => {
    const developerText = new Error('POST /api/projectCart failed with HTTP 500');
    const { actor, state } = await opened({
      save: failing(developerText),
      cart: failing({ userMessage: 'This product is out of stock.', message: 'HTTP 422' }),
    });
    actor.send({ type: 'SAVE' });
    await settled(actor);
    expect(state()).toBe('saveFailed');
    expect(actor.getSnapshot().context.failure).toBe(roomDesignMessages.saveFailed);
    actor.send({ type: 'ADD_TO_CART' });
    await settled(actor);
    expect(state()).toBe('cartFailed');
    expect(actor.getSnapshot().context.failure).toBe('This product is out of stock.');
    actor.send({ type: 'CHOOSE', slot: 'floor', product: greyTile });
    expect(state()).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('reports a design that could not load, and loads it on Try again', async () => {
    let attempts = 0;
    const { actor, state } = await opened({
      load: fromPromise<LoadedDesign, OpenDesignRequest>(async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return kitchen;
      }),
    });
    expect(state()).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure).toBe(roomDesignMessages.loadFailed);
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(state()).toBe('editing');
  });

  it('fails to load, with its message, when the host provides no loader', async () => {
    const actor = createActor(roomDesignMachine).start();
    actor.send(open);
    await waitFor(actor, (snapshot) => snapshot.value === 'loadFailed');
    expect(actor.getSnapshot().context.failure).toBe(roomDesignMessages.loadFailed);
  });
});

describe('room design rules', () => {
  it('starts from the template, saved choices over it; a saved slot the template lacks is dropped', () => {
    expect(initialChoices({ ...kitchen, choices: { floor: greyTile, backsplash: null, ceiling: oakPlank } })).toEqual({
      floor: greyTile,
      backsplash: null,
      faucet,
    });
    expect(initialChoices(kitchen)).toEqual({ floor: oakPlank, backsplash: whiteSubway, faucet });
  });

  it('takes no step for nothing: the same product, a slot it lacks, nothing to undo or redo', () => {
    const history = { past: [], present: { floor: oakPlank }, future: [] };
    expect(chooseProduct(history, 'floor', oakPlank)).toBe(history);
    expect(chooseProduct(history, 'ceiling', greyTile)).toBe(history);
    expect(undoChoice(history)).toBe(history);
    expect(redoChoice(history)).toBe(history);
  });

  it('keeps a design as slugs and product ids, an emptied slot as null', () => {
    expect(savedDesignOf(kitchen.plan, 'coastal-white-kitchen', { floor: greyTile, sink: null })).toEqual({
      floorplan: 'kitchen-l-12x14',
      floorTemplate: 'coastal-white-kitchen',
      choices: { floor: 12, sink: null },
    });
  });

  it('has no take-off before a design is loaded, and reads a slot without a choice as empty', () => {
    const actor = createActor(roomDesignMachine).start();
    expect(designTakeOff(actor.getSnapshot().context)).toBeNull();
    const context = {
      ...actor.getSnapshot().context,
      slots: kitchen.slots,
      history: { past: [], present: {}, future: [] },
    };
    expect(currentSlots(context).map((slot) => slot.product)).toEqual([null, null, null]);
  });

  it('says a failure in words meant for people', () => {
    expect(failureMessage({ userMessage: 'Out of stock.' }, 'fallback')).toBe('Out of stock.');
    // With a userMessage field, `message` is developer text (as toApiFailure reads it).
    expect(failureMessage({ userMessage: '', message: 'GET /api/x failed' }, 'fallback')).toBe('fallback');
    expect(failureMessage({ message: 'Refused.' }, 'fallback')).toBe('Refused.');
    expect(failureMessage({ userMessage: 42 }, 'fallback')).toBe('fallback');
    expect(failureMessage(new Error('GET /api/x failed with HTTP 500'), 'fallback')).toBe('fallback');
    expect(failureMessage('Plain words.', 'fallback')).toBe('Plain words.');
    expect(failureMessage(null, 'fallback')).toBe('fallback');
  });
});

describe('room design model', () => {
  const declared = declaredModel(roomDesignMachine);

  it(`reaches all ${declared.stateIds.length} states and takes all ${declared.transitionIds.length} transitions`, async ({
    annotate,
  }) => {
    const report = await exploreModel({
      machine: roomDesignMachine,
      events: [
        open,
        { type: 'RETRY' },
        { type: 'SELECT', slot: 'floor' },
        { type: 'CHOOSE', slot: 'floor', product: greyTile },
        { type: 'UNDO' },
        { type: 'REDO' },
        { type: 'WASTE', percent: 12 },
        { type: 'SAVE' },
        { type: 'ADD_TO_CART' },
        { type: 'xstate.done.actor.loadDesign', output: kitchen },
        { type: 'xstate.error.actor.loadDesign', error: new TypeError('Failed to fetch') },
        { type: 'xstate.done.actor.saveDesign', output: { projectId: 5 } },
        { type: 'xstate.error.actor.saveDesign', error: { status: 401 } },
        { type: 'xstate.error.actor.saveDesign', error: { status: 500 } },
        { type: 'xstate.done.actor.addDesignToCart', output: undefined },
        { type: 'xstate.error.actor.addDesignToCart', error: { status: 401 } },
        { type: 'xstate.error.actor.addDesignToCart', error: { status: 422 } },
      ],
      // What may happen next depends on whether anything can be undone or redone, not on which product.
      abstractContext: (context) => ({
        loaded: context.plan !== null,
        past: Math.min(context.history.past.length, 1),
        future: Math.min(context.history.future.length, 1),
        floor: context.history.present['floor']?.id ?? null,
        waste: context.wastePercent,
      }),
    });
    await reportModelCoverage('roomDesign', report, annotate);
    expect(report.eventTypesWithoutSamples).toEqual([]);
    expect(report.divergences).toEqual([]);
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
    expect(report.reachedStates).toEqual([...roomDesignStates].sort());
  });

  it('lists every state in its inventory', () => {
    expect([...roomDesignStates].sort()).toEqual([...declared.stateIds].sort());
  });
});
