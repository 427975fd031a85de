import { describe, expect, it } from 'vitest';
import { formatShopDate, SHOP_TIME_ZONE } from './dates.rules.ts';

describe('date rules (§9)', () => {
  it('prints MM.DD.YYYY in America/Los_Angeles', () => {
    expect(SHOP_TIME_ZONE).toBe('America/Los_Angeles');
    // 05:00 UTC on 1 March is still 29 February in Los Angeles (PST, UTC-8).
    expect(formatShopDate('2024-03-01T05:00:00Z')).toBe('02.29.2024');
    expect(formatShopDate(new Date(Date.UTC(2024, 6, 4, 19, 0)))).toBe('07.04.2024');
    expect(formatShopDate(Date.UTC(2024, 0, 1, 12))).toBe('01.01.2024');
  });

  it('reads zone-less API timestamps as UTC', () => {
    expect(formatShopDate('2024-03-01 05:00:00')).toBe('02.29.2024');
    expect(formatShopDate('2024-03-01T12:30')).toBe('03.01.2024');
  });

  it('prints date-only values as the calendar date they are', () => {
    expect(formatShopDate('2024-03-01')).toBe('03.01.2024');
    expect(formatShopDate(' 2024-12-31 ')).toBe('12.31.2024');
    expect(formatShopDate('2023-02-29')).toBeNull();
  });

  it('returns null for what is not a date', () => {
    expect(formatShopDate('soon')).toBeNull();
    expect(formatShopDate('')).toBeNull();
    expect(formatShopDate(null)).toBeNull();
    expect(formatShopDate(undefined)).toBeNull();
    expect(formatShopDate(Number.NaN)).toBeNull();
  });
});
