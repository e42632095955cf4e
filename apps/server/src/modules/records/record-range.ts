import type { PROFIT_PERIODS } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';

const DAY_MS = 86_400_000;
/** The widest span a record query may cover, in days between its first and last day. */
export const MAX_RANGE_DAYS = 90;
/** Days the betting record shows when none are asked for (today and the six before). */
export const DEFAULT_RECORD_DAYS = 7;

/** Inclusive UTC days, with the instants [start, end) they cover. */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** `yyyy-MM-dd` as the start of that UTC day; a day that does not exist (2026-02-30) is refused. */
function parseDay(text: string, field: 'from' | 'to'): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new AppError('validation.failed', { field });
  }
  return date;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);
const shift = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const startOfDay = (now: Date) => new Date(`${dayText(now)}T00:00:00Z`);

/** From the first to the last day, inclusive: `records.range.invalid` when reversed or too wide. */
function between(first: Date, last: Date): DayRange {
  if (first > last || (last.getTime() - first.getTime()) / DAY_MS > MAX_RANGE_DAYS) {
    throw new AppError('records.range.invalid');
  }
  return { from: dayText(first), to: dayText(last), start: first, end: shift(last, 1) };
}

/**
 * The betting record's days: as asked; `from` alone runs to today, `to` alone covers the week
 * ending on it; neither is the last seven days including today.
 */
export function recordRange(query: { from?: string; to?: string }, now: Date): DayRange {
  const last = query.to ? parseDay(query.to, 'to') : startOfDay(now);
  const first = query.from ? parseDay(query.from, 'from') : shift(last, 1 - DEFAULT_RECORD_DAYS);
  return between(first, last);
}

/**
 * Profit and loss periods: today, yesterday, the last 7 days (week) or 30 days (month) including
 * today, or custom days (both `from` and `to` required).
 */
export function periodRange(
  period: (typeof PROFIT_PERIODS)[number],
  query: { from?: string; to?: string },
  now: Date,
): DayRange {
  const today = startOfDay(now);
  switch (period) {
    case 'today':
      return between(today, today);
    case 'yesterday':
      return between(shift(today, -1), shift(today, -1));
    case 'week':
      return between(shift(today, -6), today);
    case 'month':
      return between(shift(today, -29), today);
    case 'custom':
      if (!query.from || !query.to) throw new AppError('records.range.invalid');
      return between(parseDay(query.from, 'from'), parseDay(query.to, 'to'));
  }
}
