import { describe, expect, it } from 'vitest';
import { leaderboardBody, leaderboardDraftOf, prizePool, risingRanks } from './leaderboard-form';
import { dayBefore, pastPeriods, periodRange, startParam } from './leaderboard-periods';

describe('the leaderboard rules form', () => {
  const settings = {
    enabled: true,
    period: 'WEEKLY' as const,
    prizes: [5000, 2500.5, 1000, 0],
    rankShown: 500,
  };

  it('reads the rules back into the same body', () => {
    const draft = leaderboardDraftOf(settings, 2);
    expect(draft.prizes).toEqual(['5,000', '2,500.5', '1,000', '0']);
    const { body, problems } = leaderboardBody(draft, 2);
    expect(problems).toEqual({});
    expect(body).toEqual(settings);
  });

  it('names each prize that cannot be sent, and the ranks counted', () => {
    const { problems } = leaderboardBody(
      { enabled: false, period: 'DAILY', prizes: ['100', '', '1.234', '-5'], rankShown: '9' },
      2,
    );
    expect(problems).toEqual({
      'prize:1': 'prize',
      'prize:2': 'prize',
      'prize:3': 'prize',
      rankShown: 'rankShown',
    });
    expect(
      leaderboardBody({ ...leaderboardDraftOf(settings, 2), rankShown: '10,000' }, 2).body.rankShown,
    ).toBe(10_000);
    expect(
      leaderboardBody(
        { ...leaderboardDraftOf(settings, 2), prizes: Array.from({ length: 51 }, () => '1') },
        2,
      ).problems,
    ).toEqual({ prizes: 'tooMany' });
  });

  it('adds the prizes up exactly and finds a rank paid more than the one above it', () => {
    expect(prizePool([0.1, 0.2, 1000.7], 2)).toBe(1001);
    expect(risingRanks([100, 50, 80, 80, 0, 10])).toEqual([2, 5]);
  });
});

describe('a period’s bounds', () => {
  it('reads brand days with the exclusive end as the day before', () => {
    expect(dayBefore('2026-12-01')).toBe('2026-11-30');
    expect(periodRange('2026-11-23', '2026-11-30', 'EN')).toEqual({ from: '23 Nov 2026', to: '29 Nov 2026' });
    // The server's end: the instant the next period starts (Dhaka's midnight, 18:00 UTC the day before).
    expect(periodRange('2026-11-23', '2026-11-29T18:00:00.000Z', 'EN')).toEqual({
      from: '23 Nov 2026',
      to: '29 Nov 2026',
    });
    expect(periodRange('2026-11-27', '2026-11-27T18:00:00.000Z', 'EN').to).toBe('27 Nov 2026');
    expect(periodRange('2026-11-01', '2026-12-01T05:00:00.000Z', 'EN').to).toBe('30 Nov 2026');
    expect(startParam('2026-11-23')).toBe('2026-11-23');
    expect(startParam('soon')).toBeNull();
  });
});

describe('the period picker', () => {
  it('offers the periods before the current one, newest first, by their first day', () => {
    const line = (start: string, settled = true) => ({ start, participants: 3, settled, paid: 100 });
    const answer = {
      start: '2026-11-23',
      periods: [line('2026-11-09'), line('2026-11-23', false), line('2026-11-16'), line('later?')],
    };
    expect(pastPeriods(answer).map((p) => p.value)).toEqual(['2026-11-16', '2026-11-09']);
    expect(pastPeriods(null)).toEqual([]);
  });
});
