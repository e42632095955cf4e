import { randomUUID } from 'node:crypto';
import { claimMission, getMissionSummary, listPointLines } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import { addCategoryGames, CATEGORY_GAMES, foldAll } from '../rewards/reward-test-kit.js';
import { balanceOf, person, trialToken } from '../transfers/transfer-test-kit.js';
import { cardOf, leaderboardRules, liveMission } from './missions-test-kit.js';

describe('missions', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
    await leaderboardRules(t);
  });
  afterAll(() => t?.close());

  const claim = (token: string, missionId: string, requestId = randomUUID()) =>
    t.call(claimMission, { token, body: { missionId, requestId } });

  it('moves as slot bets settle, and is claimed once for cash and score', async () => {
    const id = await liveMission(t, {
      goal: 'VALID_BET',
      categories: ['RNG'],
      target: 500,
      rewardAmount: 10,
      score: 7,
    });
    const member = await person(t);
    await fund(t, member.id, 1_000_000n);
    const play = (stake: number, gameCode: string = CATEGORY_GAMES.RNG) =>
      playRound(t, vendor, member.id, { gameCode, bets: [stake], win: 0 });

    expect(await cardOf(t, member.token, id)).toMatchObject({
      progress: 0,
      target: 500,
      state: 'PROCESS',
      readyCount: 0,
    });
    await play(30_000);
    // Live tables do not count toward a slots mission.
    await play(90_000, CATEGORY_GAMES.LIVE);
    await foldAll(t);
    expect(await cardOf(t, member.token, id)).toMatchObject({ progress: 300, state: 'PROCESS' });
    expectRefusal(await claim(member.token, id), 'mission.not.reached');

    await play(20_000);
    await foldAll(t);
    const ready = await cardOf(t, member.token, id);
    expect(ready).toMatchObject({ progress: 500, state: 'CLAIM', readyCount: 1 });
    expect(Date.parse(ready.periodEnd!)).toBeGreaterThan(t.clock.now().getTime());

    const before = await balanceOf(t, member.id);
    const requestId = randomUUID();
    const claimed = await claim(member.token, id, requestId);
    expect(claimed.body.value).toMatchObject({ mission: { state: 'CLAIMED' }, readyCount: 0, score: 7 });
    expect(await balanceOf(t, member.id)).toBe(before + 1_000n);
    // The same request again answers as it did; another claim is refused; nothing more is paid.
    expect((await claim(member.token, id, requestId)).body.value?.mission.state).toBe('CLAIMED');
    expectRefusal(await claim(member.token, id), 'mission.claimed');
    expect(await balanceOf(t, member.id)).toBe(before + 1_000n);

    await t.verifyLedger();
  });

  it('gives points and a wagering bonus, and counts logins and settled bets', async () => {
    const login = await liveMission(t, {
      goal: 'LOGIN_DAYS',
      target: 1,
      rewardType: 'POINTS',
      rewardAmount: 25,
      score: 5,
    });
    const bets = await liveMission(t, {
      goal: 'BETS',
      period: 'WEEKLY',
      categories: ['LIVE'],
      target: 3,
      rewardType: 'BONUS',
      rewardAmount: 50,
      wageringMultiple: 5,
      score: 20,
    });
    const member = await person(t);
    await fund(t, member.id, 1_000_000n);
    // Registering logged the member in: today's login counts.
    expect(await cardOf(t, member.token, login)).toMatchObject({ progress: 1, state: 'CLAIM' });
    expect((await claim(member.token, login)).body.value?.mission.state).toBe('CLAIMED');
    expect(await balanceOf(t, member.id, 'POINTS')).toBe(25n);
    const lines = (await t.call(listPointLines, { token: member.token, query: { type: 'REWARD' } })).body
      .value!;
    expect(lines.list[0]).toMatchObject({ type: 'REWARD', points: 25, remark: 'Reward: Test LOGIN_DAYS' });

    for (let i = 0; i < 3; i += 1) {
      await playRound(t, vendor, member.id, { gameCode: CATEGORY_GAMES.LIVE, bets: [1_000], win: 0 });
    }
    await foldAll(t);
    const card = await cardOf(t, member.token, bets);
    expect(card).toMatchObject({
      progress: 3,
      state: 'CLAIM',
      reward: { type: 'BONUS', amount: 50, wageringMultiple: 5 },
    });
    await claim(member.token, bets);
    expect(await balanceOf(t, member.id, 'BONUS')).toBe(5_000n);
    const bonus = await t.db
      .selectFrom('bonuses')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ amount: 5_000n, required: 25_000n, state: 'WAGERING' });
    expect((await cardOf(t, member.token, bets)).score).toBe(25);
    await t.verifyLedger();
  });

  it('pays a claim once when ten race, and refuses trial players and missions not running', async () => {
    const id = await liveMission(t, { goal: 'LOGIN_DAYS', target: 1, rewardAmount: 3, score: 1 });
    const member = await person(t);
    const before = await balanceOf(t, member.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(member.token, id)));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    for (const r of results.filter((r) => !r.body.success)) expectRefusal(r, 'mission.claimed');
    expect(await balanceOf(t, member.id)).toBe(before + 300n);

    const trial = await trialToken(t);
    expectRefusal(await claim(trial, id), 'trial.not.allowed');
    const summary = (await t.call(getMissionSummary, { token: trial })).body.value!;
    expect(summary.readyCount).toBe(0);
    expectRefusal(await claim(member.token, '999999'), 'mission.not.found');
    const malformed = await t.call(claimMission, { token: member.token, body: { missionId: 'abc' } });
    expect(malformed.body.success).toBe(false);
    expect(malformed.status).toBe(400);
    await t.verifyLedger();
  });
});
