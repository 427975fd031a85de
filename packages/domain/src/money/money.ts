/**
 * Money and numbers as a U.S. store writes them (§1, §9), in one place for the design system,
 * the machines, the API mocks, the storefront and the server.
 *
 * Text comes from `Intl.NumberFormat('en-US')`. The formatters are made on first use and kept:
 * the first one a page creates loads the locale data (tens of milliseconds on a phone), which
 * a page that shows no amount, or a module that is only imported, should not pay.
 */

let usdFormat: Intl.NumberFormat | undefined;
const numberFormats = new Map<number, Intl.NumberFormat>();

function usd(): Intl.NumberFormat {
  // 'negative': a value that is zero once rounded never shows as '-$0.00'.
  return (usdFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'negative',
  }));
}

function numberFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = numberFormats.get(maximumFractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format;
}

/**
 * Rounds half away from zero to whole cents, so -0.005 and 0.005 are a cent either way. The
 * small nudge absorbs binary error such as 1.005 * 100 = 100.49999…, which would otherwise
 * round the wrong way. A result of zero cents is always +0.
 */
export function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Math.abs(amount) * 100 + 1e-9);
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100;
}

/**
 * §1, §9: U.S. dollars with two decimals: '$1,234.50', '-$59.97'. The amount is rounded to
 * cents first (`roundToCents`), so what is shown is what a total adds up to: -0.005 shows as
 * '-$0.01', -0.004 as '$0.00'. An amount that is not a finite number shows as a dash.
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  return usd().format(roundToCents(amount));
}

/**
 * A number as en-US writes it, grouped, with at most `maximumFractionDigits` decimals and no
 * trailing zeros: '12.5', '15', '1,200' (what `toLocaleString('en-US', { maximumFractionDigits })`
 * gives, from a shared formatter).
 */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return numberFormat(maximumFractionDigits).format(value);
}

/** §3, §9: a product without a unit of measure is priced per 'Piece'. */
export const DEFAULT_UOM_LABEL = 'Piece';

/** §3: the category unit whose products also show a price per square foot. */
export const BOX_UNIT = 'Box';

/** The unit a price is per: the product's unit of measure, trimmed, or 'Piece' without one. */
export function uomLabel(uom: string | null | undefined): string {
  return typeof uom === 'string' && uom.trim() !== '' ? uom.trim() : DEFAULT_UOM_LABEL;
}

/** §9: for Box units the price per square foot is price ÷ box_sqft; other units have none. */
export function pricePerSquareFoot(
  price: number,
  unit: string | null | undefined,
  boxSqft: number | null | undefined,
): number | null {
  if (unit !== BOX_UNIT) return null;
  if (typeof boxSqft !== 'number' || !Number.isFinite(boxSqft) || boxSqft <= 0) return null;
  return price / boxSqft;
}
