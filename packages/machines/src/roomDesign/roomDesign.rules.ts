import { type ApiFailure, toApiFailure } from '../rules/serverErrors/index.ts';
import type { TakeOffPlan, TakeOffProduct } from '../rules/takeOff/index.ts';

/**
 * The room design's data: the plan and template it started from, and the product
 * chosen for each slot (a surface or a fixture). Undo and redo move between whole sets of
 * choices, so one step back is always one change back.
 */

/** A product as a design holds it: what the take-off reads (the API's `DesignProduct` fits). */
export type RoomDesignProduct = TakeOffProduct;

/** A plan as a design holds it (the API's `FloorPlan` fits). */
export interface RoomDesignPlan extends TakeOffPlan {
  readonly slug: string;
  readonly name: string;
}

/** A template slot as the design offers it: what fits, and what the template put there. */
export interface RoomDesignSlot {
  readonly slot: string;
  readonly label: string;
  /** Category names a shopper may pick from for this slot. */
  readonly categories: readonly string[];
  readonly product: RoomDesignProduct | null;
}

/** What loading a design gives: the plan, the template's slots, and the choices to start from. */
export interface LoadedDesign {
  readonly plan: RoomDesignPlan;
  readonly templateSlug: string;
  readonly slots: readonly RoomDesignSlot[];
  /**
   * The products of choices saved with a project or carried in a link (the request's ids, which
   * the loader looks up), over the template's; none for a new design.
   */
  readonly choices?: Readonly<Record<string, RoomDesignProduct | null>>;
}

export type RoomDesignChoices = Readonly<Record<string, RoomDesignProduct | null>>;

/** How many changes undo can take back: far more than a session makes, and a bounded memory. */
export const ROOM_DESIGN_HISTORY_LIMIT = 100;

export interface DesignHistory {
  readonly past: readonly RoomDesignChoices[];
  readonly present: RoomDesignChoices;
  readonly future: readonly RoomDesignChoices[];
}

/** The choices a loaded design starts with: the template's products, with saved ones over them. */
export function initialChoices(design: LoadedDesign): RoomDesignChoices {
  const choices: Record<string, RoomDesignProduct | null> = {};
  for (const slot of design.slots) choices[slot.slot] = slot.product;
  for (const [slot, product] of Object.entries(design.choices ?? {})) {
    if (slot in choices) choices[slot] = product;
  }
  return choices;
}

/** A product chosen for a slot: a new step (the redo steps go); choosing what is there already changes nothing. */
export function chooseProduct(history: DesignHistory, slot: string, product: RoomDesignProduct | null): DesignHistory {
  if (!(slot in history.present) || history.present[slot]?.id === product?.id) return history;
  const past = [...history.past, history.present].slice(-ROOM_DESIGN_HISTORY_LIMIT);
  return { past, present: { ...history.present, [slot]: product }, future: [] };
}

export function undoChoice(history: DesignHistory): DesignHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoChoice(history: DesignHistory): DesignHistory {
  const next = history.future[0];
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: history.future.slice(1) };
}

/** The design as saving and sharing keep it: slugs and product ids only (§3 my_item plus its choices). */
export interface SavedDesign {
  readonly floorplan: string;
  readonly floorTemplate: string;
  /** Slot → product id (null: left empty on purpose). */
  readonly choices: Readonly<Record<string, number | null>>;
}

export function savedDesignOf(plan: RoomDesignPlan, templateSlug: string, choices: RoomDesignChoices): SavedDesign {
  return {
    floorplan: plan.slug,
    floorTemplate: templateSlug,
    choices: Object.fromEntries(Object.entries(choices).map(([slot, product]) => [slot, product?.id ?? null])),
  };
}

export const roomDesignMessages = {
  loadFailed: 'The design could not be loaded. Check your connection and try again.',
  saveFailed: 'The design could not be saved. Try again.',
  cartFailed: 'The design could not be added to your cart. Nothing was added; try again.',
} as const;

/**
 * What a failed step says to the shopper: a message meant for people (an API client error's
 * `userMessage`, or an `ApiFailure`'s `message`), else the step's own. An `Error`'s own
 * `message` is developer text and is never shown.
 */
export function failureMessage(error: unknown, fallback: string): string {
  // A thrown Error without a user-facing text is a bug's message, not words for people.
  if (error instanceof Error && !('userMessage' in error)) return fallback;
  const failure: ApiFailure = toApiFailure(error);
  return failure.message ?? fallback;
}
