/**
 * A moment as an e-mail states it. The server does not know the reader's time zone, so the
 * store's own (the US Pacific time its payout dates use) is named with the time: "Dec 7, 2026,
 * 10:42 AM PST".
 */
const pacific = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'short' });

export function formatEmailTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${iso}`);
  const zone = zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'PT';
  return `${pacific.format(date)} ${zone}`;
}
