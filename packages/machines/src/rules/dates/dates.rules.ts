/** §9: default time zone and date format. */
export const SHOP_TIME_ZONE = 'America/Los_Angeles';

let shopDateParts: Intl.DateTimeFormat | undefined;
/**
 * The shop's calendar day (year, month, day in America/Los_Angeles). Made on first use: the first
 * formatter with a time zone loads its data, tens of ms on a phone.
 */
export function shopDatePartsFormat(): Intl.DateTimeFormat {
  return (shopDateParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Laravel's default serialisation: a UTC timestamp written without a zone. */
const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

function joinDate(month: number | string, day: number | string, year: number | string): string {
  return `${String(month).padStart(2, '0')}.${String(day).padStart(2, '0')}.${String(year).padStart(4, '0')}`;
}

function partValue(parts: readonly Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  let value = '';
  for (const part of parts) if (part.type === type) value = part.value;
  return value;
}

function toInstant(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const zoneless = ZONELESS_DATE_TIME.exec(value);
  return zoneless ? new Date(`${zoneless[1]}T${zoneless[2]}Z`) : new Date(value);
}

/**
 * §9: dates read MM.DD.YYYY in America/Los_Angeles. A date-only value ('2024-03-01') is a
 * calendar date, not an instant, so it is printed as is; shifting it to Los Angeles would show
 * the previous day. Zone-less timestamps are read as UTC, as the API stores them. Returns null
 * for values that are not dates.
 */
export function formatShopDate(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) {
      const year = Number(dateOnly[1]);
      const month = Number(dateOnly[2]);
      const day = Number(dateOnly[3]);
      const check = new Date(Date.UTC(year, month - 1, day));
      const real = check.getUTCMonth() + 1 === month && check.getUTCDate() === day;
      return real ? joinDate(month, day, year) : null;
    }
  }
  const instant = toInstant(typeof value === 'string' ? value.trim() : value);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = shopDatePartsFormat().formatToParts(instant);
  return joinDate(partValue(parts, 'month'), partValue(parts, 'day'), partValue(parts, 'year'));
}
