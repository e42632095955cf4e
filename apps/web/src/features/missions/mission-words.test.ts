import type { LeaderboardRow, Mission } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  countdownWords,
  groupMissions,
  missionGo,
  myRank,
  podiumOrder,
  prizeRanges,
  progressFigures,
  progressPercent,
  rewardText,
  rowsBelowPodium,
  timeLeft,
  wholeMoney,
  withMission,
} from './mission-words';

const mission = (over: Partial<Mission>): Mission => ({
  id: '1',
  title: 'Spin the slots',
  summary: 'Valid bet ৳500 on slots today',
  icon: '/images/missions/slots.svg',
  period: 'DAILY',
  goal: 'VALID_BET',
  categories: ['RNG'],
  game: null,
  target: 500,
  progress: 0,
  reward: { type: 'CASH', amount: 10, wageringMultiple: null },
  score: 10,
  state: 'PROCESS',
  periodEnd: '2026-11-28T00:00:00.000Z',
  claimedAt: null,
  ...over,
});

const TAKA = { symbol: '৳', scale: 2 };

describe('missions in groups', () => {
  it('puts them under Daily, Weekly and One-off in that order, leaving empty headings out', () => {
    const list = [
      mission({ id: '1', period: 'ONCE' }),
      mission({ id: '2', period: 'DAILY' }),
      mission({ id: '3', period: 'DAILY' }),
    ];
    expect(groupMissions(list).map((group) => [group.period, group.missions.map((m) => m.id)])).toEqual([
      ['DAILY', ['2', '3']],
      ['ONCE', ['1']],
    ]);
    expect(groupMissions([])).toEqual([]);
  });

  it('shows what can be claimed first and what is done last, keeping the server order otherwise', () => {
    const list = [
      mission({ id: 'a', state: 'CLAIMED' }),
      mission({ id: 'b', state: 'PROCESS' }),
      mission({ id: 'c', state: 'CLAIM' }),
      mission({ id: 'd', state: 'PROCESS' }),
    ];
    expect(groupMissions(list)[0]!.missions.map((m) => m.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('replaces a claimed mission by its answer', () => {
    const list = [mission({ id: '1' }), mission({ id: '2', state: 'CLAIM' })];
    const next = withMission(list, mission({ id: '2', state: 'CLAIMED' }));
    expect(next.map((m) => m.state)).toEqual(['PROCESS', 'CLAIMED']);
    expect(list[1]!.state).toBe('CLAIM');
  });
});

describe('progress', () => {
  it('is a percent that reaches 100 only at the goal', () => {
    expect(progressPercent(0, 500)).toBe(0);
    expect(progressPercent(125, 500)).toBe(25);
    expect(progressPercent(499.99, 500)).toBe(99.9);
    expect(progressPercent(500, 500)).toBe(100);
    expect(progressPercent(900, 500)).toBe(100);
    expect(progressPercent(-3, 500)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it('writes money goals as money and counts as whole numbers, done shown up to the target', () => {
    expect(progressFigures(mission({ progress: 120.5, target: 500 }), TAKA)).toEqual({
      done: '৳\u00a0120.50',
      target: '৳\u00a0500',
    });
    expect(progressFigures(mission({ goal: 'DEPOSIT', progress: 1_500, target: 1_000 }), TAKA)).toEqual({
      done: '৳\u00a01,000',
      target: '৳\u00a01,000',
    });
    // Just short of the goal never reads as the goal.
    expect(progressFigures(mission({ progress: 499.999, target: 500 }), TAKA).done).toBe('৳\u00a0499.99');
    expect(progressFigures(mission({ goal: 'BETS', progress: 7, target: 20 }), TAKA)).toEqual({
      done: '7',
      target: '20',
    });
    expect(progressFigures(mission({ goal: 'GAME_ROUNDS', progress: 2.7, target: 10 }), TAKA).done).toBe('2');
    expect(progressFigures(mission({ goal: 'LOGIN_DAYS', progress: 3, target: 1 }), TAKA)).toEqual({
      done: '1',
      target: '1',
    });
    expect(progressFigures(mission({ goal: 'BETS', progress: 0, target: 1_200 }), TAKA).target).toBe('1,200');
  });

  it('writes whole money without decimals and the rest with the currency scale', () => {
    expect(wholeMoney(10, '৳', 2)).toBe('৳\u00a010');
    expect(wholeMoney(12.5, '৳', 2)).toBe('৳\u00a012.50');
    expect(wholeMoney(1_000_000, '$', 2)).toBe('$\u00a01,000,000');
  });
});

describe('time left', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');

  it('counts whole days, hours, minutes and seconds to the end, rounding seconds up', () => {
    expect(timeLeft('2026-11-29T13:04:05.000Z', now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft('2026-11-27T10:00:00.200Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is null without an end, once the end has passed or when it cannot be read', () => {
    expect(timeLeft(null, now)).toBeNull();
    expect(timeLeft('2026-11-27T10:00:00.000Z', now)).toBeNull();
    expect(timeLeft('2026-11-27T09:00:00.000Z', now)).toBeNull();
    expect(timeLeft('soon', now)).toBeNull();
  });

  it('picks the two largest units worth saying', () => {
    expect(countdownWords({ days: 2, hours: 3, minutes: 4, seconds: 5 })).toEqual({
      unit: 'days',
      days: 2,
      hours: 3,
    });
    expect(countdownWords({ days: 0, hours: 5, minutes: 0, seconds: 59 })).toEqual({
      unit: 'hours',
      hours: 5,
      minutes: 0,
    });
    expect(countdownWords({ days: 0, hours: 0, minutes: 4, seconds: 5 })).toEqual({
      unit: 'minutes',
      minutes: '04',
      seconds: '05',
    });
  });
});

describe('the leaderboard', () => {
  const row = (rank: number, isMe = false): LeaderboardRow => ({
    rank,
    username: `pl***${rank}`,
    score: 100 - rank,
    prize: rank <= 3 ? 100 * (4 - rank) : null,
    isMe,
  });

  it("says the member's rank, past the ranks counted as rankShown+, and not ranked without a score", () => {
    expect(myRank({ rank: 4, score: 60 }, 50)).toEqual({ kind: 'rank', rank: 4 });
    expect(myRank({ rank: null, score: 5 }, 50)).toEqual({ kind: 'beyond', shown: 50 });
    expect(myRank({ rank: null, score: 0 }, 50)).toEqual({ kind: 'none' });
  });

  it('stands the top three as second, first, third and lists the rest below', () => {
    const list = [row(1), row(2), row(3), row(4), row(5, true)];
    expect(podiumOrder(list).map((r) => r.rank)).toEqual([2, 1, 3]);
    expect(rowsBelowPodium(list).map((r) => r.rank)).toEqual([4, 5]);
    expect(podiumOrder([row(1)]).map((r) => r.rank)).toEqual([1]);
    expect(podiumOrder([])).toEqual([]);
  });

  it('folds equal prizes of neighbouring ranks into one line and leaves out ranks that pay nothing', () => {
    expect(prizeRanges([1_000, 500, 250, 100, 100, 100, 50, 0, 0])).toEqual([
      { from: 1, to: 1, prize: 1_000 },
      { from: 2, to: 2, prize: 500 },
      { from: 3, to: 3, prize: 250 },
      { from: 4, to: 6, prize: 100 },
      { from: 7, to: 7, prize: 50 },
    ]);
    expect(prizeRanges([])).toEqual([]);
    expect(prizeRanges([20, 20, 10, 20])).toEqual([
      { from: 1, to: 2, prize: 20 },
      { from: 3, to: 3, prize: 10 },
      { from: 4, to: 4, prize: 20 },
    ]);
  });
});

describe('rewards in words', () => {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    `${key}${Object.entries(params)
      .map(([name, value]) => ` ${name}=${value}`)
      .join('')}`;

  it('says cash and bonuses in money (the wagering when there is one) and points as a whole number', () => {
    expect(rewardText({ type: 'CASH', amount: 10, wageringMultiple: null }, TAKA, t)).toBe(
      'ms_reward_cash amount=৳\u00a010',
    );
    expect(rewardText({ type: 'BONUS', amount: 50, wageringMultiple: 5 }, TAKA, t)).toBe(
      'ms_reward_bonus_wagering amount=৳\u00a050 multiple=5',
    );
    expect(rewardText({ type: 'BONUS', amount: 12.5, wageringMultiple: null }, TAKA, t)).toBe(
      'ms_reward_bonus amount=৳\u00a012.50',
    );
    expect(rewardText({ type: 'POINTS', amount: 1_500, wageringMultiple: null }, TAKA, t)).toBe(
      'ms_reward_points points=1,500',
    );
  });
});

describe('the way to a goal', () => {
  it('sends deposits to the deposit page and bets to their games, only while under way', () => {
    expect(missionGo(mission({ goal: 'DEPOSIT', categories: null }))).toEqual({ kind: 'deposit' });
    expect(missionGo(mission({ goal: 'VALID_BET', categories: ['LOTT', 'ELOTT'] }))).toEqual({
      kind: 'games',
      path: '/lott',
    });
    expect(missionGo(mission({ goal: 'BETS', categories: ['LIVE'] }))).toEqual({
      kind: 'games',
      path: '/live',
    });
    expect(missionGo(mission({ goal: 'BETS', categories: null }))).toEqual({ kind: 'games', path: '/home' });
    expect(missionGo(mission({ goal: 'LOGIN_DAYS' }))).toBeNull();
    expect(missionGo(mission({ goal: 'GAME_ROUNDS' }))).toBeNull();
    expect(missionGo(mission({ goal: 'DEPOSIT', state: 'CLAIM' }))).toBeNull();
    expect(missionGo(mission({ goal: 'VALID_BET', state: 'CLAIMED' }))).toBeNull();
  });
});
