import { enUsDigits } from '../../internal/enUsDigits.ts';

/** SPEC §3, §9: a product without a unit of measure is priced per 'Piece'. */
export const DEFAULT_UOM_LABEL = 'Piece';

/** SPEC §3: the category unit whose products also show a price per square foot. */
export const BOX_UNIT = 'Box';

/** SPEC §9: currency USD with two decimals, e.g. '$1,234.50'. Not-a-number shows as a dash. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  // -0.001 would otherwise print as '-$0.00'.
  const rounded = Object.is(Math.round(amount * 100), -0) ? 0 : amount;
  // Written without Intl, whose first formatter on a page costs a phone tens of milliseconds.
  const digits = enUsDigits(Math.abs(rounded), 2, 2);
  if (digits === null) {
    return rounded.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  }
  return rounded < 0 ? `-$${digits}` : `$${digits}`;
}

export function uomLabel(uom: string | null | undefined): string {
  return typeof uom === 'string' && uom.trim() !== '' ? uom.trim() : DEFAULT_UOM_LABEL;
}

/** SPEC §9: for Box units the price per square foot is price ÷ box_sqft; none otherwise. */
export function pricePerSquareFoot(
  amount: number,
  unit: string | null | undefined,
  boxSqft: number | null | undefined,
): number | null {
  if (unit !== BOX_UNIT) return null;
  if (typeof boxSqft !== 'number' || !Number.isFinite(boxSqft) || boxSqft <= 0) return null;
  return amount / boxSqft;
}
