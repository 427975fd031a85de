/**
 * The demo world's "now": a fixed instant, so timestamps never depend on when the dataset is
 * built (no Date.now()).
 */
export const DEMO_NOW = Date.UTC(2026, 0, 15, 17, 0, 0);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** An ISO timestamp `days` (and `minutes`) before the demo's now, without milliseconds. */
export function demoTimestamp(days: number, minutes = 0): string {
  return new Date(DEMO_NOW - days * DAY - minutes * MINUTE).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
