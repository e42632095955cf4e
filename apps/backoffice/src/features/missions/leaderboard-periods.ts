import { formatDateTime, localeOf } from '../../lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** Whether a period bound is a brand day (`2026-11-23`) rather than an instant. */
export const isDay = (text: string) => DAY.test(text);

/** A brand day as read: `23 Nov 2026` (the day itself, whatever the browser's zone). */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The day before a brand day (a period's end is exclusive: its last day is the one before). */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The brand day `days` after a brand day. */
export function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A period's last brand day from its first day and its exclusive end: a day (the one before it),
 * or the instant the brand's next period starts. A brand's midnight is within 14 hours of UTC's,
 * so the whole days from the first day's UTC midnight to that instant are the period's length.
 */
export function lastDayOf(start: string, end: string): string | null {
  if (!isDay(start)) return null;
  if (isDay(end)) return dayBefore(end);
  const until = Date.parse(end);
  if (Number.isNaN(until)) return null;
  const days = Math.round((until - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
  return days >= 1 ? dayAfter(start, days - 1) : null;
}

/**
 * A period's bounds as read: its first and last brand days (the end is exclusive), else the
 * instants as date and time.
 */
export function periodRange(start: string, end: string, language: string): { from: string; to: string } {
  const last = lastDayOf(start, end);
  if (last) return { from: formatDay(start, language), to: formatDay(last, language) };
  return { from: formatBound(start, language), to: formatBound(end, language) };
}

/** One bound: a brand day as a day, an instant as date and time. */
export function formatBound(text: string, language: string): string {
  return isDay(text) ? formatDay(text, language) : formatDateTime(text, language);
}

/** The `start` the call takes for a period (its first brand day); null when the bound is not one. */
export function startParam(text: string): string | null {
  const day = text.slice(0, 10);
  return isDay(day) ? day : null;
}

/** A period in the standings' answer: its first brand day, players, whether it is settled, what it paid. */
export interface PeriodLine {
  start: string;
  participants: number;
  settled: boolean;
  paid: number;
}

/**
 * The periods the picker offers besides the current one, newest first, each with the `start` the
 * call takes: the answer's list may name the current period too, and a bound that is not a brand
 * day cannot be asked for.
 */
export function pastPeriods(
  answer: { start: string; periods: readonly PeriodLine[] } | null,
): (PeriodLine & { value: string })[] {
  if (!answer) return [];
  return answer.periods
    .filter((period) => period.start !== answer.start)
    .flatMap((period) => {
      const value = startParam(period.start);
      return value ? [{ ...period, value }] : [];
    })
    .sort((a, b) => b.value.localeCompare(a.value));
}
