/**
 * Input sanitisers of §5. Each is a projection: applying it twice gives the same text as applying
 * it once, so a field can run it on every keystroke without fighting the cursor.
 */

/** §5: numeric-only fields strip every non-digit and fall back to 0. */
export function sanitizeNumeric(input: string): string {
  const digits = input.replace(/[^0-9]/g, '');
  return digits === '' ? '0' : digits;
}

/** §5, §9: decimal fields keep digits and the first dot, with at most two decimals. */
export function sanitizeDecimal(input: string): string {
  const kept = input.replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const fraction = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${kept.slice(0, dot)}.${fraction}`;
}

/**
 * §5 pagination jump: numbers only, and a page above the last page becomes the last page. Page 0
 * does not exist, so it becomes page 1. Empty stays empty so the box can be cleared while typing.
 */
export function clampPageJump(input: string, lastPage: number): string {
  const digits = input.replace(/[^0-9]/g, '');
  if (digits === '') return '';
  const last = Number.isFinite(lastPage) ? Math.max(1, Math.floor(lastPage)) : 1;
  return String(Math.min(Math.max(Number(digits), 1), last));
}

/** §9: quantity minimum unit 1. */
export const DEFAULT_MINIMUM_UNIT = 1;

/** A product's minimum unit, defaulting to 1 when absent or not a positive whole number. */
export function minimumUnitOf(unit: number | null | undefined): number {
  return typeof unit === 'number' && Number.isInteger(unit) && unit >= 1 ? unit : DEFAULT_MINIMUM_UNIT;
}

/** §5 quantity box: the quantity starts at the minimum unit. */
export function initialQuantity(unit?: number | null): number {
  return minimumUnitOf(unit);
}

/** §5 quantity box: minus is disabled at the minimum unit. */
export function canDecreaseQuantity(quantity: number, unit?: number | null): boolean {
  return quantity > minimumUnitOf(unit);
}

export function decreaseQuantity(quantity: number, unit?: number | null): number {
  return Math.max(minimumUnitOf(unit), quantity - 1);
}

export function increaseQuantity(quantity: number, unit?: number | null): number {
  return Math.max(minimumUnitOf(unit), quantity + 1);
}

/** §5 quantity box: numerics only, never below the minimum unit. */
export function sanitizeQuantity(input: string, unit?: number | null): string {
  const digits = input.replace(/[^0-9]/g, '');
  const minimum = minimumUnitOf(unit);
  if (digits === '') return String(minimum);
  // Capped so a pasted run of digits stays an exact integer instead of becoming 'Infinity'.
  return String(Math.min(Math.max(Number(digits), minimum), Number.MAX_SAFE_INTEGER));
}

/**
 * A pragmatic e-mail check for forms (§5 'email required and valid'): one '@', no spaces, a dot
 * in the domain. The server remains the authority.
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
