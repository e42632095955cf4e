import { randomUUID } from 'node:crypto';
import { claimMission, getMissionLeaderboard, getStaffLeaderboard } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { balanceOf, type Person, person } from '../transfers/transfer-test-kit.js';
import { leaderboardSpan } from './mission-periods.js';
import { leaderboardRules, liveMission } from './missions-test-kit.js';

describe('the missions leaderboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await leaderboardRules(t, { prizes: [100, 50, 20], rankShown: 10 });
  });
  afterAll(() => t?.close());

  const board = (member: Person, period: 'CURRENT' | 'PREVIOUS' = 'CURRENT') =>
    t.call(getMissionLeaderboard, { token: member.token, query: { period } }).then((r) => r.body.value!);
  const claim = (member: Person, missionId: string) =>
    t.call(claimMission, { token: member.token, body: { missionId, requestId: randomUUID() } });

  it('ranks by score, ties to who got there first, masks others, pays the top ranks once at the close', async () => {
    const small = await liveMission(t, { goal: 'LOGIN_DAYS', target: 1, rewardAmount: 1, score: 10 });
    const big = await liveMission(t, { goal: 'LOGIN_DAYS', target: 1, rewardAmount: 1, score: 30 });
    const [first, second, third, fourth] = [
      await person(t),
      await person(t),
      await person(t),
      await person(t),
    ];
    // `second` reaches 10 before `third` does; `first` claims both (40); `fourth` nothing.
    await claim(second, small);
    t.clock.advance(1_000);
    await claim(third, small);
    t.clock.advance(1_000);
    await claim(first, small);
    await claim(first, big);

    const seen = await board(second);
    expect(seen.list.map((r) => [r.rank, r.score, r.prize, r.isMe])).toEqual([
      [1, 40, 100, false],
      [2, 10, 50, true],
      [3, 10, 20, false],
    ]);
    expect(seen.list[0]!.username).toMatch(/\*{4}/u);
    expect(seen.list[1]!.username).toBe(second.username);
    expect(seen.me).toEqual({ rank: 2, score: 10, prize: 50 });
    expect(seen.participants).toBe(3);
    expect((await board(fourth)).me).toEqual({ rank: null, score: 0, prize: null });

    // The period closes: the top three are paid once, however many passes run.
    const span = leaderboardSpan('WEEKLY', t.clock.now(), 'Asia/Dhaka');
    const before = await Promise.all([first, second, third].map((m) => balanceOf(t, m.id)));
    t.clock.set(new Date(span.until.getTime() + 1_000));
    const passes = await Promise.all([
      t.services.missions.leaderboards.settleDue(),
      t.services.missions.leaderboards.settleDue(),
    ]);
    expect(passes[0] + passes[1]).toBe(1);
    expect(await t.services.missions.leaderboards.settleDue()).toBe(0);
    const after = await Promise.all([first, second, third].map((m) => balanceOf(t, m.id)));
    expect(after.map((a, i) => a - before[i]!)).toEqual([10_000n, 5_000n, 2_000n]);

    const staff = (
      await t.call(getStaffLeaderboard, { token: await staffToken(t), query: { start: span.start } })
    ).body.value!;
    expect(staff).toMatchObject({ settled: true, participants: 3 });
    expect(staff.list.map((r) => [r.memberId, r.prize, r.paid])).toEqual([
      [first.id, 100, true],
      [second.id, 50, true],
      [third.id, 20, true],
    ]);
    expect(staff.periods[0]).toMatchObject({ start: span.start, settled: true, paid: 170 });
    await t.verifyLedger();
  });

  it('counts a rank only up to the rank shown, so a member far down reads "N+"', async () => {
    // The clock stands in the next period now: the board starts empty.
    const now = t.clock.now();
    const span = leaderboardSpan('WEEKLY', now, 'Asia/Dhaka');
    const me = await person(t);
    const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('leaderboard_periods')
      .values({ merchant_id: merchant.id, period_start: span.start, period: 'WEEKLY', ends_at: span.until })
      .onConflict((oc) => oc.columns(['merchant_id', 'period_start']).doNothing())
      .execute();
    // Twelve members ahead of `me` (ids that need not be real for the ranking itself).
    await t.db
      .insertInto('leaderboard_scores')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          merchant_id: merchant.id,
          period_start: span.start,
          member_id: 900_000 + i,
          score: BigInt(1_000 + i),
          reached_at: now,
        })),
      )
      .execute();
    await t.db
      .insertInto('leaderboard_scores')
      .values({
        merchant_id: merchant.id,
        period_start: span.start,
        member_id: me.id,
        score: 5n,
        reached_at: now,
      })
      .execute();
    expect((await board(me)).me).toEqual({ rank: null, score: 5, prize: null });
    await leaderboardRules(t, { prizes: [100, 50, 20], rankShown: 20 });
    expect((await board(me)).me.rank).toBe(13);
  });
});
