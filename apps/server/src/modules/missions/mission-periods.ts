import type { LeaderboardPeriodColumn, MissionPeriodColumn } from '../../db/schema-missions.js';
import { addDays, localDate, startOfDay } from '../../lib/brand-days.js';
import { nextPeriod, periodStart } from '../rewards/promotion-rules.js';

/** The claim key of a one-off mission's single period. */
export const ONCE_PERIOD = '1970-01-01';

/**
 * The span a mission counts in now (decision 0043): brand days `[fromDay, toDay]` for the play
 * roll-up, instants `[since, until)` for deposits and sessions, the claim's `periodStart`, and when
 * progress starts again (`endsAt`; null for a one-off without an end).
 */
export interface MissionSpan {
  periodStart: string;
  fromDay: string;
  toDay: string;
  since: Date;
  until: Date;
  endsAt: Date | null;
}

export function missionSpan(
  mission: { period: MissionPeriodColumn; starts_at: Date; ends_at: Date | null },
  now: Date,
  timeZone: string,
): MissionSpan {
  const today = localDate(now, timeZone);
  if (mission.period === 'ONCE') {
    return {
      periodStart: ONCE_PERIOD,
      fromDay: localDate(mission.starts_at, timeZone),
      toDay: today,
      since: mission.starts_at,
      until: now,
      endsAt: mission.ends_at,
    };
  }
  const start = periodStart(mission.period, now, timeZone);
  const next = nextPeriod(mission.period, start);
  const since = startOfDay(start, timeZone);
  const endsAt = startOfDay(next, timeZone);
  return {
    periodStart: start,
    // A mission that started inside this period counts from its start.
    fromDay: start,
    toDay: addDays(next, -1),
    since: new Date(Math.max(mission.starts_at.getTime(), since.getTime())),
    until: endsAt,
    endsAt: mission.ends_at && mission.ends_at < endsAt ? mission.ends_at : endsAt,
  };
}

/** The leaderboard period `at` falls in: its first brand day and the instants it spans. */
export function leaderboardSpan(
  period: LeaderboardPeriodColumn,
  at: Date,
  timeZone: string,
): { start: string; since: Date; until: Date } {
  const start = periodStart(period, at, timeZone);
  return {
    start,
    since: startOfDay(start, timeZone),
    until: startOfDay(nextPeriod(period, start), timeZone),
  };
}

/** The period before the one starting on `start`. */
export function previousLeaderboardStart(period: LeaderboardPeriodColumn, start: string, timeZone: string) {
  return leaderboardSpan(period, new Date(startOfDay(start, timeZone).getTime() - 1), timeZone).start;
}
