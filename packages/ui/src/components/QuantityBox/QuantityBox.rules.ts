/** SPEC §9: quantity minimum unit 1. */
export const DEFAULT_MIN_QUANTITY = 1;

/** A minimum unit from product data: a whole number of at least 1, else 1. */
export function minimumUnit(min: number | null | undefined): number {
  return typeof min === 'number' && Number.isFinite(min) && min >= 1 ? Math.floor(min) : DEFAULT_MIN_QUANTITY;
}

/** SPEC §5 'numerics only': the digits of what was typed, without leading zeros; may be empty while typing. */
export function sanitizeQuantityText(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  // Beyond 15 digits a number stops being exact; nobody orders that many.
  return digits.slice(0, 15);
}

/** A quantity between the minimum unit and the optional maximum. Non-numbers become the minimum. */
export function clampQuantity(value: number, min?: number | null, max?: number | null): number {
  const low = minimumUnit(min);
  const high =
    typeof max === 'number' && Number.isFinite(max) ? Math.max(low, Math.floor(max)) : Number.MAX_SAFE_INTEGER;
  if (!Number.isFinite(value)) return low;
  return Math.min(Math.max(Math.floor(value), low), high);
}
