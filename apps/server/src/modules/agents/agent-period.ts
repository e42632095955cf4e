import type { AgentPeriod } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { addDays, localDate, startOfDay } from '../../lib/brand-days.js';

/** The widest custom span of the agent's reports, in days from the first to the last. */
export const MAX_AGENT_RANGE_DAYS = 92;

/** Inclusive brand days and the instants [start, end) they cover. */
export interface BrandDays {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const dayOfWeek = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

function isDay(text: string | undefined): text is string {
  return text !== undefined && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/**
 * A report period as the brand's days (its time zone): weeks start on Monday; `custom` needs both
 * days, in order and at most 92 days apart (`agent.range.invalid`).
 */
export function agentDays(
  period: AgentPeriod,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
): BrandDays {
  const today = localDate(now, timeZone);
  const monthStart = `${today.slice(0, 8)}01`;
  const span = (from: string, to: string): BrandDays => ({
    from,
    to,
    start: startOfDay(from, timeZone),
    end: startOfDay(addDays(to, 1), timeZone),
  });
  switch (period) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1));
    case 'thisWeek':
      return span(addDays(today, -dayOfWeek(today)), today);
    case 'lastWeek': {
      const monday = addDays(today, -dayOfWeek(today) - 7);
      return span(monday, addDays(monday, 6));
    }
    case 'thisMonth':
      return span(monthStart, today);
    case 'lastMonth': {
      const last = addDays(monthStart, -1);
      return span(`${last.slice(0, 8)}01`, last);
    }
    case 'custom': {
      if (!isDay(query.from)) throw new AppError('validation.failed', { field: 'from' });
      if (!isDay(query.to)) throw new AppError('validation.failed', { field: 'to' });
      const apart = daysBetween(query.from, query.to);
      if (apart < 0 || apart > MAX_AGENT_RANGE_DAYS) {
        throw new AppError('agent.range.invalid', { days: MAX_AGENT_RANGE_DAYS });
      }
      return span(query.from, query.to);
    }
  }
}
