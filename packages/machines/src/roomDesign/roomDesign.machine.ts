import { assertEvent, assign, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { NotifyParams } from '../effects/effectTypes.ts';
import { placeholderAction, placeholderActor } from '../effects/placeholders.ts';
import { DEFAULT_WASTE_PERCENT, MAX_WASTE_PERCENT } from '../rules/boxCoverage/index.ts';
import { type TakeOff, takeOff } from '../rules/takeOff/index.ts';
import {
  type DesignHistory,
  type LoadedDesign,
  type RoomDesignPlan,
  type RoomDesignProduct,
  type RoomDesignSlot,
  type SavedDesign,
  chooseProduct,
  failureMessage,
  initialChoices,
  redoChoice,
  roomDesignMessages,
  savedDesignOf,
  undoChoice,
} from './roomDesign.rules.ts';

/** Which design to open: a plan and a template by slug, and choices saved with it (a project, a link). */
export interface OpenDesignRequest {
  readonly plan: string;
  readonly template: string;
  readonly choices?: Readonly<Record<string, number | null>>;
  /** The project this design was saved as (a Save updates it in place); none for a new design. */
  readonly projectId?: number | null;
}

/** A line the cart receives: a product and how many units of it. */
export interface DesignCartLine {
  readonly productId: number;
  readonly qty: number;
}

export interface SaveDesignRequest {
  readonly design: SavedDesign;
  /** The project this design was saved as before (saved again in place), or null for a new one. */
  readonly projectId: number | null;
}

export interface AddDesignToCartRequest {
  readonly design: SavedDesign;
  /** Every line of the take-off, in one request that succeeds or fails whole. */
  readonly lines: readonly DesignCartLine[];
}

/** Rejections that mean "sign in first": the host stores the design (§4 my_item, visual_redirect) and goes to sign-in. */
const isSignInRequired = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

export interface RoomDesignContext {
  readonly request: OpenDesignRequest | null;
  readonly plan: RoomDesignPlan | null;
  readonly templateSlug: string | null;
  readonly slots: readonly RoomDesignSlot[];
  readonly history: DesignHistory;
  /** The slot whose products are offered (the surface picked in the room or in the list). */
  readonly selectedSlot: string | null;
  readonly wastePercent: number;
  /** The project the design was saved as; null until saved. */
  readonly projectId: number | null;
  /** Why the last step failed (load, save, add to cart); null otherwise. */
  readonly failure: string | null;
}

export type RoomDesignEvent =
  | ({ readonly type: 'OPEN' } & OpenDesignRequest)
  | { readonly type: 'RETRY' }
  | { readonly type: 'SELECT'; readonly slot: string | null }
  | { readonly type: 'CHOOSE'; readonly slot: string; readonly product: RoomDesignProduct | null }
  | { readonly type: 'UNDO' }
  | { readonly type: 'REDO' }
  | { readonly type: 'WASTE'; readonly percent: number }
  | { readonly type: 'SAVE' }
  | { readonly type: 'ADD_TO_CART' };

export const roomDesignStates = [
  'choosing',
  'loading',
  'loadFailed',
  'editing',
  'saving',
  'saved',
  'saveFailed',
  'addingToCart',
  'addedToCart',
  'cartFailed',
  'signInRequired',
] as const;
export type RoomDesignState = (typeof roomDesignStates)[number];

const emptyHistory: DesignHistory = { past: [], present: {}, future: [] };

/** The slots with the products chosen now, for the take-off and the panels. */
export function currentSlots(context: RoomDesignContext): RoomDesignSlot[] {
  return context.slots.map((slot) => ({ ...slot, product: context.history.present[slot.slot] ?? null }));
}

/** What the design takes and costs now. */
export function designTakeOff(context: RoomDesignContext): TakeOff | null {
  return context.plan ? takeOff(context.plan, currentSlots(context), context.wastePercent) : null;
}

/** The take-off of a loaded design (the states that use it are reached only once it is loaded). */
function loadedTakeOff(context: RoomDesignContext): TakeOff {
  return takeOff(context.plan as RoomDesignPlan, currentSlots(context), context.wastePercent);
}

function savedDesign(context: RoomDesignContext): SavedDesign {
  return savedDesignOf(context.plan as RoomDesignPlan, context.templateSlug as string, context.history.present);
}

/*
 * How the design works inside: inline in the config below, not named in `setup()`, so that a
 * host's `provide()` offers only the effects (the placeholders) and cannot replace the choices'
 * bookkeeping or the undo history and break the design.
 */
type Context = RoomDesignContext;
type Event = RoomDesignEvent;

const keepRequest = assign<Context, Event, undefined, Event, never>(({ event }) => {
  assertEvent(event, 'OPEN');
  const { type: _type, ...request } = event;
  return { request, projectId: request.projectId ?? null, failure: null };
});

const keepDesign = assign<Context, DoneActorEvent<LoadedDesign>, undefined, Event, never>(
  ({ event: { output: design } }) => ({
    plan: design.plan,
    templateSlug: design.templateSlug,
    slots: design.slots,
    history: { past: [], present: initialChoices(design), future: [] },
    selectedSlot: null,
    failure: null,
  }),
);

const select = assign<Context, Event, undefined, Event, never>(({ event }) => {
  assertEvent(event, 'SELECT');
  return { selectedSlot: event.slot };
});

const choose = assign<Context, Event, undefined, Event, never>(({ context, event }) => {
  assertEvent(event, 'CHOOSE');
  return { history: chooseProduct(context.history, event.slot, event.product), failure: null };
});

const undo = assign<Context, Event, undefined, Event, never>(({ context }) => ({
  history: undoChoice(context.history),
  failure: null,
}));

const redo = assign<Context, Event, undefined, Event, never>(({ context }) => ({
  history: redoChoice(context.history),
  failure: null,
}));

const setWaste = assign<Context, Event, undefined, Event, never>(({ event }) => {
  assertEvent(event, 'WASTE');
  return { wastePercent: Math.min(MAX_WASTE_PERCENT, Math.max(0, Math.round(event.percent))) };
});

/** Keep why the step failed: the error's message meant for people, else the step's own (`fallback`). */
const keepFailure = (fallback: string) =>
  assign<Context, ErrorActorEvent, undefined, Event, never>(({ event }) => ({
    failure: failureMessage(event.error, fallback),
  }));

const canUndo = ({ context }: { context: Context }) => context.history.past.length > 0;
const canRedo = ({ context }: { context: Context }) => context.history.future.length > 0;
const changes = ({ context, event }: { context: Context; event: Event }) => {
  assertEvent(event, 'CHOOSE');
  return (
    (context.history.present[event.slot] ?? null)?.id !== event.product?.id && event.slot in context.history.present
  );
};
const hasLines = ({ context }: { context: Context }) => loadedTakeOff(context).lines.length > 0;
const signInRequired = ({ event }: { event: ErrorActorEvent }) => isSignInRequired(event.error);

/**
 * A room design (§4's my_item and visual_redirect): open a plan with a template, pick
 * a surface, choose any fitting product of the showroom for it, undo and redo, see the take-off,
 * save it as a project and add every line to the cart in one request. A guest who saves or adds
 * is sent to sign in (`requireSignIn`: the host keeps the design and where to come back), as §4
 * describes. Loading, saving and adding are the host's effects.
 */
/**
 * What the states after a save or an add (done or failed) answer: a change makes the design one
 * to save again (back to editing); Save and Add to cart may be pressed again.
 */
const afterAStep = {
  SELECT: { actions: select },
  CHOOSE: { guard: changes, target: 'editing', actions: choose },
  UNDO: { guard: canUndo, target: 'editing', actions: undo },
  REDO: { guard: canRedo, target: 'editing', actions: redo },
  WASTE: { target: 'editing', actions: setWaste },
  SAVE: 'saving',
  ADD_TO_CART: { guard: hasLines, target: 'addingToCart' },
} as const;

export const roomDesignMachine = setup({
  types: {
    context: {} as RoomDesignContext,
    events: {} as RoomDesignEvent,
  },
  actors: {
    /** Loads the plan and the template filled from the active showroom. */
    loadDesign: placeholderActor<LoadedDesign, OpenDesignRequest>('roomDesign', 'loadDesign'),
    /** Saves the design as a project (POST /api/projectCart from my_item); resolves with the project id. */
    saveDesign: placeholderActor<{ projectId: number }, SaveDesignRequest>('roomDesign', 'saveDesign'),
    /** Sends every line to the cart in one request (sync_to_bulk_cart). */
    addDesignToCart: placeholderActor<void, AddDesignToCartRequest>('roomDesign', 'addDesignToCart'),
  },
  actions: {
    notify: placeholderAction<NotifyParams>(),
    /** A guest saved or added: keep the design (my_item, visual_redirect) and go to sign-in. */
    requireSignIn: placeholderAction<SavedDesign>(),
    /** The cart changed: the host refreshes its badge and cart. */
    cartChanged: placeholderAction(),
  },
}).createMachine({
  id: 'roomDesign',
  context: {
    request: null,
    plan: null,
    templateSlug: null,
    slots: [],
    history: emptyHistory,
    selectedSlot: null,
    wastePercent: DEFAULT_WASTE_PERCENT,
    projectId: null,
    failure: null,
  },
  initial: 'choosing',
  on: {
    OPEN: { target: '.loading', actions: keepRequest },
  },
  states: {
    /** No design yet: the plan and template pickers. */
    choosing: {},
    loading: {
      invoke: {
        id: 'loadDesign',
        src: 'loadDesign',
        input: ({ context }) => context.request as OpenDesignRequest,
        onDone: { target: 'editing', actions: keepDesign },
        onError: {
          target: 'loadFailed',
          actions: keepFailure(roomDesignMessages.loadFailed),
        },
      },
    },
    /** The plan or template could not be loaded: the message and Try again. */
    loadFailed: { on: { RETRY: 'loading' } },
    /** The room and its panels: every change is one undo step; the take-off follows at once. */
    editing: {
      on: {
        SELECT: { actions: select },
        CHOOSE: { guard: changes, actions: choose },
        UNDO: { guard: canUndo, actions: undo },
        REDO: { guard: canRedo, actions: redo },
        WASTE: { actions: setWaste },
        SAVE: 'saving',
        ADD_TO_CART: { guard: hasLines, target: 'addingToCart' },
      },
    },
    /** Saving as a project: changes wait (the controls are busy) so what is saved is what is shown. */
    saving: {
      invoke: {
        id: 'saveDesign',
        src: 'saveDesign',
        input: ({ context }) => ({ design: savedDesign(context), projectId: context.projectId }),
        onDone: {
          target: 'saved',
          actions: assign(({ event }) => ({ projectId: event.output.projectId, failure: null })),
        },
        onError: [
          {
            guard: signInRequired,
            target: 'signInRequired',
            actions: { type: 'requireSignIn', params: ({ context }) => savedDesign(context) },
          },
          {
            target: 'saveFailed',
            actions: keepFailure(roomDesignMessages.saveFailed),
          },
        ],
      },
    },
    /** Saved as the project `projectId`; any change makes it a design to save again. */
    saved: {
      on: afterAStep,
    },
    saveFailed: {
      on: afterAStep,
    },
    /** Every line on its way to the cart in one request: all of it is added, or none. */
    addingToCart: {
      invoke: {
        id: 'addDesignToCart',
        src: 'addDesignToCart',
        input: ({ context }) => ({
          design: savedDesign(context),
          lines: loadedTakeOff(context).lines.map((line) => ({ productId: line.product.id, qty: line.qty })),
        }),
        onDone: { target: 'addedToCart', actions: ['cartChanged', assign({ failure: null })] },
        onError: [
          {
            guard: signInRequired,
            target: 'signInRequired',
            actions: { type: 'requireSignIn', params: ({ context }) => savedDesign(context) },
          },
          {
            target: 'cartFailed',
            actions: keepFailure(roomDesignMessages.cartFailed),
          },
        ],
      },
    },
    addedToCart: {
      on: afterAStep,
    },
    cartFailed: {
      on: afterAStep,
    },
    /** A guest saved or added: the design is kept and the shopper is on the way to sign in. */
    signInRequired: { type: 'final' },
  },
});
