/**
 * The bookkeeping of the cart-update queue, as pure functions over its context: what the shopper
 * sees for a line, what waits to be sent, and how a confirmation or a refusal changes both.
 * The machine (cartQueue.machine.ts) only decides when these run.
 */

/** A cart line's id as the host knows it (a number from the API, or any string key). */
export type CartLineId = string | number;

/** A line's quantity; 0 means the line is removed. */
export interface CartLineQuantity {
  readonly lineId: CartLineId;
  readonly quantity: number;
}

/** What the host's `sendUpdate` effect is asked to do: set a quantity, or remove (quantity 0). */
export interface CartUpdate {
  readonly lineId: CartLineId;
  readonly quantity: number;
  readonly kind: 'set' | 'remove';
}

export interface CartQueueContext {
  /** The server's last word per line (lines it confirmed removed are gone from here). */
  readonly confirmed: readonly CartLineQuantity[];
  /**
   * Updates waiting to be sent, oldest first, at most one per line: a newer value for a line
   * that is still waiting replaces its value and keeps its place (coalescing).
   */
  readonly waiting: readonly CartLineQuantity[];
  /** The one update on its way to the server, if any. */
  readonly inFlight: CartLineQuantity | null;
  /** A checkout is waiting and an update failed since it asked (its answer will be a failure). */
  readonly flushFailed: boolean;
}

export const emptyCartQueueContext: CartQueueContext = {
  confirmed: [],
  waiting: [],
  inFlight: null,
  flushFailed: false,
};

/** Whole numbers of at least 1 are quantities; anything else (NaN, 2.5, -1, 0) is not. */
export function isValidCartQuantity(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1;
}

function entryOf(entries: readonly CartLineQuantity[], lineId: CartLineId): CartLineQuantity | undefined {
  return entries.find((entry) => entry.lineId === lineId);
}

/** The server's last confirmed quantity of a line (0: removed or unknown). */
export function confirmedQuantity(context: CartQueueContext, lineId: CartLineId): number {
  return entryOf(context.confirmed, lineId)?.quantity ?? 0;
}

/**
 * The value the server will hold once what is already on its way lands: the in-flight value
 * for that line, else the confirmed one. A waiting update equal to it has nothing to send.
 */
function baseQuantity(context: CartQueueContext, lineId: CartLineId): number {
  return context.inFlight?.lineId === lineId ? context.inFlight.quantity : confirmedQuantity(context, lineId);
}

/** What the shopper sees for a line right now: the newest wanted value, shown at once (0: removed). */
export function shownQuantity(context: CartQueueContext, lineId: CartLineId): number {
  return entryOf(context.waiting, lineId)?.quantity ?? baseQuantity(context, lineId);
}

/** Every line the shopper sees, with the quantity shown (removed lines left out), in confirmed order. */
export function shownQuantities(context: CartQueueContext): CartLineQuantity[] {
  return context.confirmed
    .map((entry) => ({ lineId: entry.lineId, quantity: shownQuantity(context, entry.lineId) }))
    .filter((entry) => entry.quantity > 0);
}

/** Lines whose shown value the server has not confirmed yet (waiting or on their way). */
export function unconfirmedLineIds(context: CartQueueContext): CartLineId[] {
  const ids = context.waiting.map((entry) => entry.lineId);
  if (context.inFlight && !ids.includes(context.inFlight.lineId)) ids.unshift(context.inFlight.lineId);
  return ids;
}

/** The shopper may change a line the server knows and that is not (about to be) removed. */
export function canChangeLine(context: CartQueueContext, lineId: CartLineId): boolean {
  return confirmedQuantity(context, lineId) > 0 && shownQuantity(context, lineId) > 0;
}

/**
 * Records that the shopper wants `quantity` (0: removed) for a line. A line still waiting takes
 * the new value in its place; a line whose value already matches what the server will hold
 * leaves the queue (nothing to send); any other line joins the end of the queue.
 */
export function wantQuantity(context: CartQueueContext, lineId: CartLineId, quantity: number): CartQueueContext {
  const isWaiting = entryOf(context.waiting, lineId) !== undefined;
  if (quantity === baseQuantity(context, lineId)) {
    return isWaiting ? { ...context, waiting: context.waiting.filter((entry) => entry.lineId !== lineId) } : context;
  }
  const waiting = isWaiting
    ? context.waiting.map((entry) => (entry.lineId === lineId ? { lineId, quantity } : entry))
    : [...context.waiting, { lineId, quantity }];
  return { ...context, waiting };
}

/** Moves the oldest waiting update on its way. */
export function takeNext(context: CartQueueContext): CartQueueContext {
  const [next, ...rest] = context.waiting;
  return next ? { ...context, inFlight: next, waiting: rest } : context;
}

/** The update the host is asked to send for the in-flight entry. */
export function toCartUpdate(entry: CartLineQuantity): CartUpdate {
  return { lineId: entry.lineId, quantity: entry.quantity, kind: entry.quantity > 0 ? 'set' : 'remove' };
}

function withConfirmed(confirmed: readonly CartLineQuantity[], lineId: CartLineId, quantity: number) {
  const others = confirmed.filter((entry) => entry.lineId !== lineId);
  if (quantity <= 0) return others;
  // A known line keeps its place, so the cart does not reshuffle after each answer.
  return entryOf(confirmed, lineId)
    ? confirmed.map((entry) => (entry.lineId === lineId ? { lineId, quantity } : entry))
    : [...confirmed, { lineId, quantity }];
}

/**
 * The server accepted the in-flight update and now holds `serverQuantity` for the line (what
 * it says, which may differ from what was asked, e.g. a stock limit). A later waiting value for
 * the line stays queued and is sent next in its turn.
 */
export function confirmInFlight(context: CartQueueContext, serverQuantity: number): CartQueueContext {
  const sent = context.inFlight;
  if (!sent) return context;
  return { ...context, inFlight: null, confirmed: withConfirmed(context.confirmed, sent.lineId, serverQuantity) };
}

/** How much the server says it now holds, from the effect's answer (the asked value when it does not say). */
export function answeredQuantity(output: unknown, asked: number): number {
  const quantity = (output as { quantity?: unknown } | null | undefined)?.quantity;
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0 ? quantity : asked;
}

/**
 * The server refused the in-flight update: the line goes back to its confirmed value, and a
 * newer value waiting for it is dropped too, since it was built on the refused one.
 */
export function refuseInFlight(context: CartQueueContext): CartQueueContext {
  const sent = context.inFlight;
  if (!sent) return context;
  return {
    ...context,
    inFlight: null,
    waiting: context.waiting.filter((entry) => entry.lineId !== sent.lineId),
  };
}

/**
 * The host read the cart from the server (a load, an add): these are now the confirmed lines.
 * Waiting updates for lines the server no longer has are dropped; the in-flight one is left to
 * its answer.
 */
export function syncConfirmed(context: CartQueueContext, lines: readonly CartLineQuantity[]): CartQueueContext {
  const confirmed: CartLineQuantity[] = [];
  for (const line of lines) {
    if (line.quantity > 0 && !entryOf(confirmed, line.lineId)) confirmed.push(line);
  }
  const known = (lineId: CartLineId) => entryOf(confirmed, lineId) !== undefined || context.inFlight?.lineId === lineId;
  return { ...context, confirmed, waiting: context.waiting.filter((entry) => known(entry.lineId)) };
}
