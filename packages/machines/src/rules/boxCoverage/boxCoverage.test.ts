import { describe, expect, it } from 'vitest';
import {
  boxesForArea,
  coverageMessages,
  DEFAULT_WASTE_PERCENT,
  estimateCoverage,
  MAX_COVERAGE_AREA_SQFT,
  parseCoverageArea,
  parseWastePercent,
} from './index.ts';

describe('coverage calculator (boxes for an area, §3 Box units, §9 box_sqft)', () => {
  it('rounds up to whole boxes after the waste allowance', () => {
    // 150 sq ft + 10 % = 165 sq ft; 165 / 15 = 11 boxes exactly (not 12 from 165.00000000000003).
    expect(boxesForArea(150, 10, 15)).toBe(11);
    expect(boxesForArea(150.01, 10, 15)).toBe(12);
    expect(boxesForArea(100, 0, 12.5)).toBe(8);
    expect(boxesForArea(100, 0, 18.6)).toBe(6);
    expect(boxesForArea(0.01, 0, 22.5)).toBe(1);
    expect(DEFAULT_WASTE_PERCENT).toBe(10);
  });

  it('never goes below the minimum unit', () => {
    expect(boxesForArea(1, 0, 20, 3)).toBe(3);
    expect(boxesForArea(1, 0, 20, 0)).toBe(1);
    expect(boxesForArea(100, 10, 20, 2)).toBe(6);
  });

  it('refuses a box that covers nothing', () => {
    expect(() => boxesForArea(10, 10, 0)).toThrow(RangeError);
    expect(() => boxesForArea(10, 10, Number.NaN)).toThrow(RangeError);
  });

  it('buys just enough: one box fewer would not cover the area with its allowance', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 2000; run += 1) {
      const area = Math.round(next() * 500_000) / 100;
      const waste = Math.floor(next() * 51);
      const box = [10, 12.5, 15, 18.6, 20, 22.5][Math.floor(next() * 6)] as number;
      const boxes = boxesForArea(area, waste, box);
      // Compared in whole hundredths × 100, like the rule, so the check is exact too.
      const needed = Math.round(area * 100) * (100 + waste);
      expect(boxes * Math.round(box * 100) * 100).toBeGreaterThanOrEqual(needed);
      if (boxes > 1) expect((boxes - 1) * Math.round(box * 100) * 100).toBeLessThan(needed);
    }
  });

  it('reads the area as a §5 decimal (at most two decimals) above 0', () => {
    expect(parseCoverageArea(' 120.5 ')).toEqual({ value: 120.5 });
    expect(parseCoverageArea('.5')).toEqual({ value: 0.5 });
    expect(parseCoverageArea('')).toEqual({ error: coverageMessages.areaRequired });
    expect(parseCoverageArea('.')).toEqual({ error: coverageMessages.areaRequired });
    expect(parseCoverageArea('12.345')).toEqual({ error: coverageMessages.areaRequired });
    expect(parseCoverageArea('12a')).toEqual({ error: coverageMessages.areaRequired });
    expect(parseCoverageArea('-3')).toEqual({ error: coverageMessages.areaRequired });
    expect(parseCoverageArea('0')).toEqual({ error: coverageMessages.areaPositive });
    expect(parseCoverageArea('0.00')).toEqual({ error: coverageMessages.areaPositive });
    expect(parseCoverageArea(String(MAX_COVERAGE_AREA_SQFT))).toEqual({ value: MAX_COVERAGE_AREA_SQFT });
    expect(parseCoverageArea('1000000.01')).toEqual({ error: coverageMessages.areaTooLarge });
    expect(coverageMessages.areaTooLarge).toBe('The area can be at most 1,000,000 sq ft.');
  });

  it('reads the waste allowance as a whole percentage from 0 to 50', () => {
    expect(parseWastePercent('0')).toEqual({ value: 0 });
    expect(parseWastePercent(' 15 ')).toEqual({ value: 15 });
    expect(parseWastePercent('50')).toEqual({ value: 50 });
    expect(parseWastePercent('51')).toEqual({ error: coverageMessages.wasteRange });
    expect(parseWastePercent('')).toEqual({ error: coverageMessages.wasteRange });
    expect(parseWastePercent('7.5')).toEqual({ error: coverageMessages.wasteRange });
    expect(parseWastePercent('1000')).toEqual({ error: coverageMessages.wasteRange });
  });

  it('estimates boxes, the area with allowance, what the boxes cover and their total in whole cents', () => {
    expect(estimateCoverage({ area: '150', waste: '10', boxSqft: 15, pricePerBox: 45.99 })).toEqual({
      ok: true,
      estimate: { boxes: 11, areaWithWaste: 165, coveredSqft: 165, total: 505.89 },
    });
    // 0.1 + 0.2 style error in the price: 3 × 19.99 is 59.97, not 59.970000000000006.
    expect(estimateCoverage({ area: '50', waste: '0', boxSqft: 18.6, pricePerBox: 19.99 })).toEqual({
      ok: true,
      estimate: { boxes: 3, areaWithWaste: 50, coveredSqft: 55.8, total: 59.97 },
    });
    expect(estimateCoverage({ area: '10', waste: '0', boxSqft: 20, pricePerBox: 10, minimumBoxes: 2 })).toMatchObject({
      ok: true,
      estimate: { boxes: 2, total: 20 },
    });
  });

  it('names every wrong field at once', () => {
    expect(estimateCoverage({ area: '', waste: '80', boxSqft: 15, pricePerBox: 1 })).toEqual({
      ok: false,
      errors: { area: coverageMessages.areaRequired, waste: coverageMessages.wasteRange },
    });
    expect(estimateCoverage({ area: '10', waste: 'x', boxSqft: 15, pricePerBox: 1 })).toEqual({
      ok: false,
      errors: { waste: coverageMessages.wasteRange },
    });
    expect(estimateCoverage({ area: '0', waste: '10', boxSqft: 15, pricePerBox: 1 })).toEqual({
      ok: false,
      errors: { area: coverageMessages.areaPositive },
    });
  });
});
