import type { ContractType } from '@tessera/contracts';
import { addDays, localDate, startOfDay } from '../../lib/brand-days.js';

export type DividendPeriod = 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

/** One settlement period: [start, end). */
export interface SettlementPeriod {
  start: Date;
  end: Date;
}

const MINUTES_5 = 300_000;
const HOUR = 3_600_000;

const slot = (at: Date, size: number): SettlementPeriod => {
  const start = Math.floor(at.getTime() / size) * size;
  return { start: new Date(start), end: new Date(start + size) };
};

/** The brand days [first, last] as instants. */
const days = (first: string, last: string, timeZone: string): SettlementPeriod => ({
  start: startOfDay(first, timeZone),
  end: startOfDay(addDays(last, 1), timeZone),
});

function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * The period of a contract type that holds `at`: five minutes (real-time salary), an hour, a brand
 * day (daily salary), or for dividends a brand week from Monday, half a month (1st–15th, 16th–end)
 * or a month.
 */
export function periodAt(
  type: ContractType,
  dividend: DividendPeriod | null,
  at: Date,
  timeZone: string,
): SettlementPeriod {
  if (type === 'REALTIME_SALARY') return slot(at, MINUTES_5);
  if (type === 'HOURLY_SALARY') return slot(at, HOUR);
  const today = localDate(at, timeZone);
  if (type === 'DAILY_SALARY') return days(today, today, timeZone);
  const month = today.slice(0, 8);
  switch (dividend) {
    case 'WEEKLY': {
      const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
      return days(monday, addDays(monday, 6), timeZone);
    }
    case 'SEMIMONTHLY':
      return Number(today.slice(8)) <= 15
        ? days(`${month}01`, `${month}15`, timeZone)
        : days(`${month}16`, monthEnd(today), timeZone);
    default:
      return days(`${month}01`, monthEnd(today), timeZone);
  }
}

/**
 * The complete periods from the one holding `from` up to those ending by `until`, oldest first (at
 * most `limit`: a long-stopped job catches up over several runs).
 */
export function completePeriods(
  type: ContractType,
  dividend: DividendPeriod | null,
  from: Date,
  until: Date,
  timeZone: string,
  limit: number,
): SettlementPeriod[] {
  const periods: SettlementPeriod[] = [];
  let period = periodAt(type, dividend, from, timeZone);
  while (period.end <= until && periods.length < limit) {
    periods.push(period);
    period = periodAt(type, dividend, period.end, timeZone);
  }
  return periods;
}
