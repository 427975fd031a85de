import { DEFAULT_WASTE_PERCENT, boxesForArea } from '../boxCoverage/boxCoverage.rules.ts';

/**
 * The take-off of a room design: what each surface and fixture of a floor plan
 * takes of the product chosen for it, and what that costs. A surface's area (net of openings,
 * as the plan gives it) plus the waste allowance becomes whole boxes by the product page's
 * coverage rule (`boxesForArea`: box_sqft, waste, the product's minimum); a product sold by the
 * piece with a known size is counted in pieces of that size; a fixture is one piece each (cabinet
 * hardware: one per cabinet door). Plain data in, plain data out, so the design machine, the
 * panels and a server can all use it.
 */

/** A product as the take-off reads it (the API's `DesignProduct` fits). */
export interface TakeOffProduct {
  readonly id: number;
  readonly name: string;
  /** Per unit (a box or a piece), in dollars, at the showroom's price. */
  readonly price: number;
  readonly uom: string;
  readonly box_sqft: number | null;
  readonly min_qty: number;
  readonly size?: { readonly width_size: string | null; readonly length_size: string | null } | null;
}

/** A plan as the take-off reads it (the API's `FloorPlan` fits). */
export interface TakeOffPlan {
  readonly surfaces: readonly { readonly surface: string; readonly area_sqft: number }[];
  readonly fixtures: readonly {
    readonly kind: string;
    readonly width_ft: number;
    readonly depth_ft: number;
    readonly rotation: number;
  }[];
}

export interface TakeOffSlot {
  readonly slot: string;
  readonly label: string;
  readonly product: TakeOffProduct | null;
}

export interface TakeOffLine {
  readonly slot: string;
  readonly label: string;
  readonly product: TakeOffProduct;
  /** Units to buy: boxes for a boxed product, else pieces. */
  readonly qty: number;
  readonly unit: 'box' | 'piece';
  /** What the line covers (surfaces), with the allowance, square feet; null for a fixture. */
  readonly areaSqft: number | null;
  /** Pieces of material (tiles, planks) the units hold, when the product's size says; else null. */
  readonly pieces: number | null;
  /** qty × price, in dollars (whole cents). */
  readonly amount: number;
}

export interface TakeOff {
  readonly lines: readonly TakeOffLine[];
  /** Slots with a product the plan does not use (e.g. no pendants in a galley without one) are left out; these have no product. */
  readonly unfilled: readonly string[];
  readonly total: number;
}

/** qty × a unit price in dollars, in whole cents (as cart lines and orders are). */
const amountOf = (price: number, qty: number) => (Math.round(price * 100) * qty) / 100;

/** A cabinet door (and its pull or knob) every 18 in of cabinet run. */
const CABINET_DOOR_FT = 1.5;

/** A size such as '12 in', '3.5"', '2 ft' in inches; null when absent or unreadable. */
export function sizeInInches(size: string | null | undefined): number | null {
  if (!size) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(in|inch|inches|"|ft|feet|'|cm|mm)?\s*$/i.exec(size);
  if (!match) return null;
  const value = Number(match[1]);
  if (!(value > 0)) return null;
  const unit = (match[2] ?? 'in').toLowerCase();
  if (unit === 'ft' || unit === 'feet' || unit === "'") return value * 12;
  if (unit === 'cm') return value / 2.54;
  if (unit === 'mm') return value / 25.4;
  return value;
}

/** Square feet one piece of the product covers (width × length), or null when its size does not say. */
export function pieceSqft(product: TakeOffProduct): number | null {
  const width = sizeInInches(product.size?.width_size);
  const length = sizeInInches(product.size?.length_size);
  return width === null || length === null ? null : (width * length) / 144;
}

/** How many of a fixture slot a plan holds: its fixtures of that kind, or a door's hardware per cabinet. */
export function fixtureCount(plan: TakeOffPlan, slot: string): number {
  if (slot === 'hardware') {
    const run = plan.fixtures
      .filter((fixture) => fixture.kind === 'base-cabinets' || fixture.kind === 'island')
      .reduce((sum, fixture) => sum + (fixture.rotation % 180 === 0 ? fixture.width_ft : fixture.depth_ft), 0);
    return Math.round(run / CABINET_DOOR_FT);
  }
  return plan.fixtures.filter((fixture) => fixture.kind === slot).length;
}

function surfaceLine(slot: TakeOffSlot, product: TakeOffProduct, area: number, waste: number): TakeOffLine {
  const withWaste = Math.round(area * (100 + waste)) / 100;
  const piece = pieceSqft(product);
  if (product.box_sqft !== null && product.box_sqft > 0) {
    const qty = boxesForArea(area, waste, product.box_sqft, product.min_qty);
    return {
      slot: slot.slot,
      label: slot.label,
      product,
      qty,
      unit: 'box',
      areaSqft: withWaste,
      pieces: piece === null ? null : Math.floor((qty * product.box_sqft) / piece + 1e-9),
      amount: amountOf(product.price, qty),
    };
  }
  // By the piece: pieces of its size cover the area with the allowance; without a size, the
  // product's own minimum (the panel says the count is the showroom's to confirm).
  const qty =
    piece === null ? Math.max(1, product.min_qty) : Math.max(Math.ceil(withWaste / piece - 1e-9), product.min_qty, 1);
  return {
    slot: slot.slot,
    label: slot.label,
    product,
    qty,
    unit: 'piece',
    areaSqft: withWaste,
    pieces: piece === null ? null : qty,
    amount: amountOf(product.price, qty),
  };
}

/**
 * The take-off of a plan dressed with `slots`: one line per slot with a product that the plan
 * uses (a surface it has, a fixture it holds), in the slots' order, and the total.
 */
export function takeOff(
  plan: TakeOffPlan,
  slots: readonly TakeOffSlot[],
  wastePercent = DEFAULT_WASTE_PERCENT,
): TakeOff {
  const lines: TakeOffLine[] = [];
  const unfilled: string[] = [];
  for (const slot of slots) {
    const area = plan.surfaces.find((surface) => surface.surface === slot.slot)?.area_sqft;
    const count = area === undefined ? fixtureCount(plan, slot.slot) : 0;
    if (area === undefined && count === 0) continue;
    if (!slot.product) {
      unfilled.push(slot.slot);
      continue;
    }
    if (area !== undefined) {
      lines.push(surfaceLine(slot, slot.product, area, wastePercent));
    } else {
      const qty = Math.max(count, slot.product.min_qty);
      lines.push({
        slot: slot.slot,
        label: slot.label,
        product: slot.product,
        qty,
        unit: 'piece',
        areaSqft: null,
        pieces: null,
        amount: amountOf(slot.product.price, qty),
      });
    }
  }
  const cents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  return { lines, unfilled, total: cents / 100 };
}
