import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, minimumUnit, sanitizeQuantityText } from './QuantityBox.rules.ts';

describe('sanitizeQuantityText', () => {
  it('keeps digits only, without leading zeros', () => {
    expect(sanitizeQuantityText('12')).toBe('12');
    expect(sanitizeQuantityText('a1b2')).toBe('12');
    expect(sanitizeQuantityText('-3.5')).toBe('35');
    expect(sanitizeQuantityText('007')).toBe('7');
    expect(sanitizeQuantityText('0')).toBe('0');
    expect(sanitizeQuantityText('abc')).toBe('');
  });
  it('is idempotent and leaves digits only', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizeQuantityText(text);
        expect(sanitizeQuantityText(once)).toBe(once);
        expect(once).toMatch(/^(0|[1-9]\d*)?$/);
      }),
    );
  });
});

describe('clampQuantity', () => {
  it('defaults the minimum unit to 1 (SPEC §9)', () => {
    expect(minimumUnit(undefined)).toBe(1);
    expect(minimumUnit(0)).toBe(1);
    expect(minimumUnit(Number.NaN)).toBe(1);
    expect(minimumUnit(6)).toBe(6);
    expect(clampQuantity(0)).toBe(1);
  });
  it('keeps the quantity between the minimum unit and the maximum', () => {
    expect(clampQuantity(3, 6)).toBe(6);
    expect(clampQuantity(30, 6, 24)).toBe(24);
    expect(clampQuantity(12.7, 1)).toBe(12);
    expect(clampQuantity(Number.NaN, 4)).toBe(4);
  });
  it('is idempotent and always in range', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.integer({ min: -3, max: 50 }),
        fc.option(fc.integer({ min: -3, max: 500 })),
        (value, min, max) => {
          const once = clampQuantity(value, min, max);
          expect(clampQuantity(once, min, max)).toBe(once);
          expect(once).toBeGreaterThanOrEqual(minimumUnit(min));
          if (max !== null) expect(once).toBeLessThanOrEqual(Math.max(minimumUnit(min), max));
        },
      ),
    );
  });
});
