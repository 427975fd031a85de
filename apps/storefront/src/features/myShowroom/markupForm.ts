import type { MyShowroom, ShowroomPricingUpdate } from '@showroom/api';
import { finalUnitPriceCents, showroomPricingProblems } from '@showroom/machines';

/** The markup form as typed (DecimalInput keeps digits, one dot and two decimals). */
export interface MarkupForm {
  readonly markup_percent: string;
  /** Empty: no coupon. */
  readonly coupon_percent: string;
}

export type MarkupFormField = keyof MarkupForm;
export type MarkupFormErrors = Partial<Record<MarkupFormField, string>>;

export const markupFormFields: readonly MarkupFormField[] = ['markup_percent', 'coupon_percent'];

export const markupFormMessages = {
  notSaved: 'Your markup could not be saved. Please try again.',
  notLoaded: 'Your showroom could not be loaded.',
} as const;

/** A stored percentage as the field shows it: 12.5, not 12.50. */
const typedPercent = (percent: number) => String(Number(percent.toFixed(2)));

export function markupFormOf(showroom: Pick<MyShowroom, 'markup_percent' | 'coupon_percent'>): MarkupForm {
  return {
    markup_percent: typedPercent(showroom.markup_percent),
    coupon_percent: showroom.coupon_percent === null ? '' : typedPercent(showroom.coupon_percent),
  };
}

/** What is sent: numbers, and null for an empty coupon. An empty markup is no number (the rule says so). */
export function toPricingUpdate(form: MarkupForm): ShowroomPricingUpdate {
  const markup = form.markup_percent.trim();
  const coupon = form.coupon_percent.trim();
  return {
    markup_percent: markup === '' ? Number.NaN : Number(markup),
    coupon_percent: coupon === '' ? null : Number(coupon),
  };
}

/** The same rule the server enforces (§5, §9: at least 10 %, a coupon never above the markup). */
export function validateMarkupForm(form: MarkupForm): MarkupFormErrors {
  return showroomPricingProblems(toPricingUpdate(form));
}

/**
 * What a customer pays for a $100.00 wholesale item at the typed markup, in cents, or null
 * while the markup is not one the rule accepts (the example would mislead).
 */
export function exampleCustomerCents(form: MarkupForm, wholesaleCents = 100_00): number | null {
  const update = toPricingUpdate(form);
  if (showroomPricingProblems({ ...update, coupon_percent: null }).markup_percent !== undefined) return null;
  return finalUnitPriceCents(wholesaleCents, update.markup_percent);
}
