import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOX_UNIT,
  DEFAULT_UOM_LABEL,
  formatNumber,
  formatUsd,
  pricePerSquareFoot,
  roundToCents,
  uomLabel,
} from './money.ts';

/** What a U.S. store prints for a whole number of cents, written out by hand (not by Intl). */
function dollarsOfCents(cents: number): string {
  const magnitude = Math.abs(cents);
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${whole}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

const wholeCents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
// Half a cent on either side of whole cents up to $10,000, where dollars * 100 stays within the nudge of roundToCents.
const halfCents = fc.integer({ min: 0, max: 999_999 });

describe('formatUsd (§1, §9)', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(-59.97)).toBe('-$59.97');
    expect(formatUsd(1e22)).toBe('$10,000,000,000,000,000,000,000.00');
  });

  it('writes any whole number of cents as a store does', () => {
    fc.assert(
      fc.property(wholeCents, (cents) => {
        expect(formatUsd(cents / 100)).toBe(dollarsOfCents(cents));
      }),
      { numRuns: 2000 },
    );
  });

  // The drift this package ended: Price showed -0.005 as '$0.00' and 0.005 as '$0.01'.
  it('rounds half a cent away from zero, the same way for both signs', () => {
    expect(formatUsd(0.005)).toBe('$0.01');
    expect(formatUsd(-0.005)).toBe('-$0.01');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(-1.005)).toBe('-$1.01');
    fc.assert(
      fc.property(halfCents, (cents) => {
        expect(formatUsd((cents + 0.5) / 100)).toBe(dollarsOfCents(cents + 1));
        expect(formatUsd(-(cents + 0.5) / 100)).toBe(dollarsOfCents(-(cents + 1)));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows exactly the cents roundToCents keeps, so shown amounts add up', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (amount) => {
        expect(formatUsd(amount)).toBe(dollarsOfCents(Math.round(roundToCents(amount) * 100)));
      }),
      { numRuns: 2000 },
    );
  });

  it("never shows '-$0.00': what rounds to no cents is '$0.00'", () => {
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatUsd(-0.004)).toBe('$0.00');
    fc.assert(
      fc.property(fc.double({ min: -0.00499, max: 0.00499, noNaN: true }), (amount) => {
        expect(formatUsd(amount)).toBe('$0.00');
      }),
    );
  });

  it('is symmetric: a negative amount is its positive one with a minus sign', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) => {
        const positive = formatUsd(amount);
        expect(formatUsd(-amount)).toBe(positive === '$0.00' ? positive : `-${positive}`);
      }),
    );
  });

  it('shows a dash for amounts that are not numbers', () => {
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatUsd(Number.NEGATIVE_INFINITY)).toBe('—');
  });
});

describe('roundToCents', () => {
  it('rounds half away from zero to cents', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(19.99 * 3)).toBe(59.97);
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
    expect(roundToCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps at most the decimals asked for, without trailing zeros', () => {
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(15.004)).toBe('15');
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(-2.5, 0)).toBe('-3');
    expect(formatNumber(9.9e-7, 6)).toBe('0.000001');
  });
});

describe('formatters on first use', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('creates no Intl formatter on import, and one per format however often it is used', async () => {
    vi.resetModules();
    const RealNumberFormat = Intl.NumberFormat;
    const created = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new RealNumberFormat(...args);
    } as typeof Intl.NumberFormat);
    const fresh = await import('./money.ts');
    expect(created).not.toHaveBeenCalled();
    expect([fresh.formatUsd(1), fresh.formatUsd(2)]).toEqual(['$1.00', '$2.00']);
    expect([fresh.formatNumber(3.25), fresh.formatNumber(4), fresh.formatNumber(5.5, 0)]).toEqual(['3.25', '4', '6']);
    expect(created).toHaveBeenCalledTimes(3);
  });
});

describe('units of measure (§3, §9)', () => {
  it("labels a product without unit of measure 'Piece', and trims the one it has", () => {
    expect(DEFAULT_UOM_LABEL).toBe('Piece');
    expect(uomLabel(undefined)).toBe('Piece');
    expect(uomLabel(null)).toBe('Piece');
    expect(uomLabel('  ')).toBe('Piece');
    expect(uomLabel(' Sq Ft ')).toBe('Sq Ft');
  });

  it('prices Box units per square foot as price / box_sqft, others not at all', () => {
    expect(BOX_UNIT).toBe('Box');
    expect(pricePerSquareFoot(120, 'Box', 24)).toBe(5);
    expect(pricePerSquareFoot(120, 'Piece', 24)).toBeNull();
    expect(pricePerSquareFoot(120, null, 24)).toBeNull();
    expect(pricePerSquareFoot(120, 'Box', 0)).toBeNull();
    expect(pricePerSquareFoot(120, 'Box', -3)).toBeNull();
    expect(pricePerSquareFoot(120, 'Box', null)).toBeNull();
    expect(pricePerSquareFoot(120, 'Box', Number.NaN)).toBeNull();
  });
});
