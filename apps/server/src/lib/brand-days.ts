/**
 * A brand's days (its `time_zone`): reports and daily jobs count from the brand's midnight, not
 * UTC's. Dates are `YYYY-MM-DD` strings.
 */

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The Monday of the week a date falls in (weeks from Monday, as the play roll-up's). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a date's midnight falls on in a time zone (zones whose offset changes that day included). */
export function startOfDay(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at that moment, then once more at the corrected instant (a DST edge).
  let guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function offsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instants of brand days `from` to `to` (both included; either may be open). */
export function brandDayRange(timeZone: string, from?: string, to?: string): { since?: Date; until?: Date } {
  return {
    ...(from ? { since: startOfDay(from, timeZone) } : {}),
    ...(to ? { until: startOfDay(addDays(to, 1), timeZone) } : {}),
  };
}
