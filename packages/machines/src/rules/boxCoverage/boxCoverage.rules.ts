import { formatNumber } from '@showroom/domain';

/**
 * The coverage calculator of a product sold by the box (§3 unit Box, §9 box_sqft): how many
 * boxes cover an area once a waste allowance for cuts and breakage is added, and what they cost.
 * Whole boxes only, rounded up; worked out in hundredths of a square foot and in cents so that
 * binary fractions never tip a result over a whole box (150 sq ft + 10 % is 165, not 165.00000000000003).
 */

/** A usual allowance for straight lays; patterns such as herringbone need more. */
export const DEFAULT_WASTE_PERCENT = 10;
export const MAX_WASTE_PERCENT = 50;
/** Far beyond any home; it keeps the integer maths exact. */
export const MAX_COVERAGE_AREA_SQFT = 1_000_000;

export const coverageMessages = {
  areaRequired: 'Enter the area to cover in square feet.',
  areaPositive: 'The area must be more than 0 sq ft.',
  areaTooLarge: `The area can be at most ${formatNumber(MAX_COVERAGE_AREA_SQFT)} sq ft.`,
  wasteRange: `The waste allowance must be a whole number from 0 to ${MAX_WASTE_PERCENT} %.`,
} as const;

export interface CoverageInput {
  /** What was typed for the area, in square feet (§5 decimal field: at most two decimals). */
  readonly area: string;
  /** What was typed for the waste allowance, a whole percentage. */
  readonly waste: string;
  /** Square feet one box covers. */
  readonly boxSqft: number;
  /** The price of one box in U.S. dollars. */
  readonly pricePerBox: number;
  /** The least that can be ordered (the quantity box's minimum unit, §9: 1). */
  readonly minimumBoxes?: number;
}

export interface CoverageErrors {
  readonly area?: string;
  readonly waste?: string;
}

export interface CoverageEstimate {
  /** Boxes to buy: the area plus the allowance, divided by the box coverage, rounded up. */
  readonly boxes: number;
  /** The area plus the waste allowance, in square feet. */
  readonly areaWithWaste: number;
  /** What the boxes cover together. */
  readonly coveredSqft: number;
  /** boxes × price of a box, in dollars (whole cents). */
  readonly total: number;
}

export type CoverageResult =
  { readonly ok: true; readonly estimate: CoverageEstimate } | { readonly ok: false; readonly errors: CoverageErrors };

const hundredths = (value: number) => Math.round(value * 100);

/** The area typed, as square feet, or the message saying what is wrong with it. */
export function parseCoverageArea(text: string): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: coverageMessages.areaRequired };
  if (!/^\d*\.?\d{0,2}$/.test(trimmed) || trimmed === '.') return { error: coverageMessages.areaRequired };
  const value = Number(trimmed);
  if (value <= 0) return { error: coverageMessages.areaPositive };
  if (value > MAX_COVERAGE_AREA_SQFT) return { error: coverageMessages.areaTooLarge };
  return { value };
}

/** The waste allowance typed, as a whole percentage from 0 to 50, or the message. */
export function parseWastePercent(text: string): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return { error: coverageMessages.wasteRange };
  const value = Number(trimmed);
  if (value > MAX_WASTE_PERCENT) return { error: coverageMessages.wasteRange };
  return { value };
}

/** Boxes to cover `areaSqft` plus `wastePercent` % with boxes of `boxSqft`, at least `minimumBoxes`. */
export function boxesForArea(areaSqft: number, wastePercent: number, boxSqft: number, minimumBoxes = 1): number {
  const box = hundredths(boxSqft);
  if (!Number.isFinite(box) || box <= 0) throw new RangeError('A box must cover more than 0 sq ft.');
  // area (hundredths) × (100 + waste) against box (hundredths) × 100: all whole numbers.
  const needed = hundredths(areaSqft) * (100 + wastePercent);
  const boxes = Math.ceil(needed / (box * 100));
  return Math.max(boxes, Math.max(1, Math.floor(minimumBoxes)));
}

/** The calculator's answer for what was typed: the estimate, or a message per wrong field. */
export function estimateCoverage(input: CoverageInput): CoverageResult {
  const area = parseCoverageArea(input.area);
  const waste = parseWastePercent(input.waste);
  if ('error' in area || 'error' in waste) {
    return {
      ok: false,
      errors: { ...('error' in area ? { area: area.error } : {}), ...('error' in waste ? { waste: waste.error } : {}) },
    };
  }
  const boxes = boxesForArea(area.value, waste.value, input.boxSqft, input.minimumBoxes);
  return {
    ok: true,
    estimate: {
      boxes,
      areaWithWaste: (hundredths(area.value) * (100 + waste.value)) / 10_000,
      coveredSqft: (boxes * hundredths(input.boxSqft)) / 100,
      total: (boxes * Math.round(input.pricePerBox * 100)) / 100,
    },
  };
}
