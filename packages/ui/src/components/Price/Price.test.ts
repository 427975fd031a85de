import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd, pricePerSquareFoot, uomLabel } from './Price.format.ts';

/** What Price wrote with Intl.NumberFormat, which it no longer creates (its first use costs a phone tens of ms). */
const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
function intlFormatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  return intlUsd.format(Object.is(Math.round(amount * 100), -0) ? 0 : amount);
}

describe('formatUsd', () => {
  it('writes exactly what Intl.NumberFormat writes, for any amount', () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((tenths) => tenths / 1000 + 0.005),
      fc.double({ noNaN: false }),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatUsd(amount)).toBe(intlFormatUsd(amount));
      }),
      { numRuns: 5000 },
    );
    expect(formatUsd(1e22)).toBe(intlFormatUsd(1e22));
  });
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(-45)).toBe('-$45.00');
  });
  it('never shows a negative zero', () => {
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsd(-0)).toBe('$0.00');
  });
  it('shows a dash for amounts that are not numbers', () => {
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
  });
  it('always has exactly two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(formatUsd(amount)).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('uomLabel', () => {
  it("defaults to 'Piece'", () => {
    expect(uomLabel(undefined)).toBe('Piece');
    expect(uomLabel(null)).toBe('Piece');
    expect(uomLabel('  ')).toBe('Piece');
    expect(uomLabel('Box')).toBe('Box');
  });
});

describe('pricePerSquareFoot', () => {
  it('divides by box_sqft for Box units only', () => {
    expect(pricePerSquareFoot(45, 'Box', 20)).toBe(2.25);
    expect(pricePerSquareFoot(45, 'Piece', 20)).toBeNull();
    expect(pricePerSquareFoot(45, null, 20)).toBeNull();
  });
  it('has none without a usable box_sqft', () => {
    expect(pricePerSquareFoot(45, 'Box', 0)).toBeNull();
    expect(pricePerSquareFoot(45, 'Box', -3)).toBeNull();
    expect(pricePerSquareFoot(45, 'Box', null)).toBeNull();
    expect(pricePerSquareFoot(45, 'Box', Number.NaN)).toBeNull();
  });
});
