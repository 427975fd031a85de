import { MIN_MARKUP_PERCENT } from './pricing.ts';

/**
 * A showroom's prices (§1, §5, §9): the markup its owner adds to the wholesale price, and the
 * coupon it may offer. One rule for the pro's form, the API contract and mocks, and the server:
 *
 * - the markup is a number of at least `MIN_MARKUP_PERCENT` (10 %) and at most
 *   `MAX_MARKUP_PERCENT` (100 %), with at most two decimals (§9 decimal input);
 * - the coupon is optional (null: none); when given it is 0 or more, at most two decimals, and
 *   never more than the markup (§5, §9), so a sale through a coupon is never below wholesale.
 *
 * A markup this rule accepts is exactly the one `finalUnitPriceCents` applies: it is never
 * raised (it is 10 % or more) and never rounded (two decimals are whole basis points).
 */

/** §9: "recommended about 10 %": what a new showroom's form suggests. */
export const RECOMMENDED_MARKUP_PERCENT = 10;

/**
 * Designed: the spec gives a minimum only. 100 % (double the wholesale price) is a sanity
 * ceiling, so a slip of the finger (1000 for 10.00) cannot price a whole showroom out.
 */
export const MAX_MARKUP_PERCENT = 100;

/** What the pro's form, the API and the server say about each broken rule. */
export const showroomPricingMessages = {
  markupNotNumber: 'Enter the markup as a number.',
  markupTooLow: `The markup must be at least ${MIN_MARKUP_PERCENT}%.`,
  markupTooHigh: `The markup can be at most ${MAX_MARKUP_PERCENT}%.`,
  tooManyDecimals: 'Use at most two decimals.',
  couponNotNumber: 'Enter the coupon as a number, or leave it empty.',
  couponNegative: 'The coupon cannot be negative.',
  couponAboveMarkup: 'The coupon cannot exceed the markup.',
} as const;

export interface ShowroomPricingInput {
  /** The markup in percent. Anything but a finite number is refused. */
  readonly markup_percent: number | null | undefined;
  /** The coupon in percent; null (or left out) for no coupon. */
  readonly coupon_percent?: number | null | undefined;
}

/** One message per field that breaks the rule; `{}` when the prices may be saved. */
export interface ShowroomPricingProblems {
  readonly markup_percent?: string;
  readonly coupon_percent?: string;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether a number has at most two decimals (12.35 does, 12.345 does not), despite binary floats. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.round(value * 100) / 100 === value;
}

function markupProblem(markup: unknown): string | undefined {
  const m = showroomPricingMessages;
  if (!isNumber(markup)) return m.markupNotNumber;
  if (markup < MIN_MARKUP_PERCENT) return m.markupTooLow;
  if (markup > MAX_MARKUP_PERCENT) return m.markupTooHigh;
  return hasAtMostTwoDecimals(markup) ? undefined : m.tooManyDecimals;
}

function couponProblem(coupon: unknown, markup: unknown): string | undefined {
  const m = showroomPricingMessages;
  if (coupon === null || coupon === undefined) return undefined;
  if (!isNumber(coupon)) return m.couponNotNumber;
  if (coupon < 0) return m.couponNegative;
  if (!hasAtMostTwoDecimals(coupon)) return m.tooManyDecimals;
  // Against the markup as entered, whatever is wrong with it: the coupon's own message stands.
  return isNumber(markup) && coupon > markup ? m.couponAboveMarkup : undefined;
}

/**
 * Every broken rule of a showroom's prices, one message per field (the first that applies).
 * Safe on untyped input (a request body, a form's parsed text): a value that is not a finite
 * number is named as such, never thrown on.
 */
export function showroomPricingProblems(input: ShowroomPricingInput): ShowroomPricingProblems {
  const markup = markupProblem(input.markup_percent);
  const coupon = couponProblem(input.coupon_percent, input.markup_percent);
  return {
    ...(markup === undefined ? {} : { markup_percent: markup }),
    ...(coupon === undefined ? {} : { coupon_percent: coupon }),
  };
}
