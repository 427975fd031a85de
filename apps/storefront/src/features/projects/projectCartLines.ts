import { MAX_CART_LINE_QUANTITY, type ShoppingCart, type ShoppingCartLine } from '@showroom/api';
import { roundToCents } from '@showroom/domain';
import {
  shownQuantity,
  unconfirmedLineIds,
  type CartLineId,
  type CartLineQuantity,
  type CartQueueContext,
  type CartUpdate,
} from '@showroom/machines';

/**
 * The rules of a project's editable cart (GET /api/projectCart?project=ID), as pure functions:
 * which key a line keeps across answers, the full list an update sends, and what the panel shows
 * while changes are on their way.
 *
 * POST /api/projectCart/update_project_cart REPLACES the project's lines, and the server gives
 * the lines new ids each time, so the queue knows a line by its product and size (the server
 * refuses a product and size listed twice, so the pair is unique in a project's cart).
 */

/** One line's item of update_project_cart and sync_to_bulk_cart. */
export interface ProjectCartItem {
  readonly product_id: number;
  readonly size_id: number | null;
  readonly quantity: number;
}

/** A line's key for the queue: `product:size` (`4:2`; `4:` without a size). */
export function lineKeyOf(line: Pick<ShoppingCartLine, 'product_id' | 'size_id'>): string {
  return `${line.product_id}:${line.size_id ?? ''}`;
}

/** The queue's confirmed lines: the server's quantities by key. */
export function queueLinesOf(cart: ShoppingCart): CartLineQuantity[] {
  return cart.Project_tans.map((line) => ({ lineId: lineKeyOf(line), quantity: line.qty }));
}

/** What the server holds for a key now (0: the line is gone). */
export function quantityOfKey(cart: ShoppingCart, key: CartLineId): number {
  return cart.Project_tans.find((line) => lineKeyOf(line) === key)?.qty ?? 0;
}

function itemOf(line: ShoppingCartLine, quantity = line.qty): ProjectCartItem {
  return { product_id: line.product_id, size_id: line.size_id, quantity };
}

/**
 * The full list an update replaces the project's lines with: the last server answer, in its
 * order, with this one change (a new quantity, or the line left out when removed). Other lines
 * keep the server's quantities: a change of theirs still waiting goes in its own turn.
 */
export function replacementItems(cart: ShoppingCart, update: CartUpdate): ProjectCartItem[] {
  return cart.Project_tans.flatMap((line) => {
    if (lineKeyOf(line) !== update.lineId) return [itemOf(line)];
    return update.kind === 'remove' || update.quantity <= 0 ? [] : [itemOf(line, update.quantity)];
  });
}

/** Every line of the project for sync_to_bulk_cart (all or none), as the server last answered. */
export function bulkItemsOf(cart: ShoppingCart): ProjectCartItem[] {
  return cart.Project_tans.map((line) => itemOf(line));
}

/** The most a line may hold: the product's own limit, never above the cart's. */
export function maxQuantityOf(line: Pick<ShoppingCartLine, 'max_qty'>): number {
  return Math.min(line.max_qty, MAX_CART_LINE_QUANTITY);
}

/** A change the server refused or that failed: what the shopper asked for, and why it was not saved. */
export interface LineProblem {
  /** The quantity asked for (0: the removal). */
  readonly attempted: number;
  readonly message: string;
}

export type LineProblems = Readonly<Record<string, LineProblem>>;

export interface ProjectCartLineShown {
  readonly key: string;
  /** The server's line, with the quantity the shopper sees. */
  readonly line: ShoppingCartLine;
  /** price × shown quantity (the server's own amount once confirmed). */
  readonly lineTotal: number;
  /** Changed here and not yet confirmed by the server. */
  readonly saving: boolean;
  readonly problem: LineProblem | null;
}

export interface ProjectCartShown {
  readonly lines: readonly ProjectCartLineShown[];
  readonly quantity: number;
  readonly subtotal: number;
  /** The server's shipping and total; null while a change is on its way (they are its rule, not guessed). */
  readonly shipping: number | null;
  readonly total: number | null;
  /** Some change is not on the server yet. */
  readonly saving: boolean;
}

/**
 * What the panel shows: the server's last answer with the queue's unconfirmed quantities over
 * it (removed lines left out), line totals and the subtotal following at once.
 */
export function projectCartShown(
  cart: ShoppingCart,
  context: CartQueueContext,
  problems: LineProblems = {},
): ProjectCartShown {
  const unconfirmed = new Set(unconfirmedLineIds(context));
  const lines: ProjectCartLineShown[] = [];
  for (const line of cart.Project_tans) {
    const key = lineKeyOf(line);
    const saving = unconfirmed.has(key);
    const qty = saving ? shownQuantity(context, key) : line.qty;
    if (qty <= 0) continue;
    lines.push({
      key,
      line: qty === line.qty ? line : { ...line, qty },
      lineTotal: saving ? roundToCents(line.price * qty) : line.amount,
      saving,
      problem: problems[key] ?? null,
    });
  }
  const saving = unconfirmed.size > 0;
  return {
    lines,
    quantity: lines.reduce((sum, shown) => sum + shown.line.qty, 0),
    subtotal: roundToCents(lines.reduce((sum, shown) => sum + shown.lineTotal, 0)),
    shipping: saving ? null : cart.shipping_charge,
    total: saving ? null : cart.total,
    saving,
  };
}

export const projectCartLineTexts = {
  notSaved: (name: string, attempted: number) =>
    attempted > 0 ? `Your change of ${name} to ${attempted} was not saved.` : `${name} could not be removed.`,
  retry: 'Try again',
  retryLabel: (name: string, attempted: number) =>
    attempted > 0 ? `Try again: set ${name} to ${attempted}` : `Try again: remove ${name}`,
} as const;
