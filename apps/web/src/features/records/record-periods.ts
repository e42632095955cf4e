import { dayOf, rangeProblem } from '../wallet/record-filters';

/** Quick ranges of both record pages, named like the profit-and-loss periods (7 and 30 days). */
export const QUICK_RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The widest span the server answers: 90 days between the first and the last day. */
export const MAX_RANGE_DAYS = 90;

const DAY_MS = 86_400_000;
const SPAN_DAYS: Record<QuickRange, { back: number; days: number }> = {
  today: { back: 0, days: 1 },
  yesterday: { back: 1, days: 1 },
  week: { back: 0, days: 7 },
  month: { back: 0, days: 30 },
};

export interface DayRange {
  /** yyyy-MM-dd, inclusive, in UTC days like the server. */
  from: string;
  to: string;
}

export function quickRange(kind: QuickRange, now: Date): DayRange {
  const { back, days } = SPAN_DAYS[kind];
  const last = new Date(now.getTime() - back * DAY_MS);
  return { from: dayOf(new Date(last.getTime() - (days - 1) * DAY_MS)), to: dayOf(last) };
}

/** The quick range the days are, if any (its chip shows as chosen). */
export function quickRangeOf(range: DayRange, now: Date): QuickRange | null {
  return (
    QUICK_RANGES.find((kind) => {
      const candidate = quickRange(kind, now);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** Days from the first to the last (0 for one day). */
export function spanDays(range: DayRange): number {
  return (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS;
}

/** A catalogue key when the days cannot be asked for, else null. */
export function periodProblem(range: DayRange): string | null {
  const problem = rangeProblem({ type: '', ...range });
  if (problem) return problem;
  return spanDays(range) > MAX_RANGE_DAYS ? 'records_err_range_long' : null;
}
