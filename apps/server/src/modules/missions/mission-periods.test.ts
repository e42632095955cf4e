import { describe, expect, it } from 'vitest';
import { leaderboardSpan, missionSpan, ONCE_PERIOD, previousLeaderboardStart } from './mission-periods.js';

const DHAKA = 'Asia/Dhaka';
const started = new Date('2026-01-01T00:00:00Z');

describe('mission periods', () => {
  it('counts a daily mission in the brand day, and starts again at the brand midnight', () => {
    // 23:30 in Dhaka on 25 November (UTC+6).
    const late = missionSpan(
      { period: 'DAILY', starts_at: started, ends_at: null },
      new Date('2026-11-25T17:30:00Z'),
      DHAKA,
    );
    expect(late).toMatchObject({ periodStart: '2026-11-25', fromDay: '2026-11-25', toDay: '2026-11-25' });
    expect(late.endsAt?.toISOString()).toBe('2026-11-25T18:00:00.000Z');
    const next = missionSpan(
      { period: 'DAILY', starts_at: started, ends_at: null },
      new Date('2026-11-25T18:00:00Z'),
      DHAKA,
    );
    expect(next.periodStart).toBe('2026-11-26');
  });

  it('counts a weekly mission from Monday, a one-off from its start, and ends early with the mission', () => {
    const ends = new Date('2026-11-27T06:00:00Z');
    const weekly = missionSpan(
      { period: 'WEEKLY', starts_at: started, ends_at: ends },
      new Date('2026-11-26T10:00:00Z'),
      DHAKA,
    );
    expect(weekly).toMatchObject({ periodStart: '2026-11-23', fromDay: '2026-11-23', toDay: '2026-11-29' });
    expect(weekly.endsAt).toEqual(ends);
    const once = missionSpan(
      { period: 'ONCE', starts_at: started, ends_at: null },
      new Date('2026-11-26T10:00:00Z'),
      DHAKA,
    );
    expect(once).toMatchObject({
      periodStart: ONCE_PERIOD,
      fromDay: '2026-01-01',
      toDay: '2026-11-26',
      endsAt: null,
    });
  });

  it('spans leaderboard weeks and months, and finds the period before', () => {
    const week = leaderboardSpan('WEEKLY', new Date('2026-11-26T10:00:00Z'), DHAKA);
    expect(week.start).toBe('2026-11-23');
    expect(week.until.toISOString()).toBe('2026-11-29T18:00:00.000Z');
    expect(previousLeaderboardStart('WEEKLY', week.start, DHAKA)).toBe('2026-11-16');
    expect(previousLeaderboardStart('MONTHLY', '2026-01-01', DHAKA)).toBe('2025-12-01');
  });
});
