import { claimReward, createPromotion, joinPromotion } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { logIn, playRound } from '../records/records-test-kit.js';
import {
  addCategoryGames,
  approvedDeposit,
  CATEGORY_GAMES,
  cardOf,
  foldAll,
  livePromotion,
  newMember,
  wallets,
} from './reward-test-kit.js';

const DAY = 86_400_000;

describe('rebate and cash back promotions', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
  });
  afterAll(() => t?.close());

  const fold = () => foldAll(t);
  const play = (memberId: number, game: keyof typeof CATEGORY_GAMES, stake: number, win = 0) =>
    playRound(t, vendor, memberId, { gameCode: CATEGORY_GAMES[game], bets: [stake], win });
  /** A member with money to play, logged in again after the clock moved. */
  const player = async () => {
    const member = await newMember(t);
    await approvedDeposit(t, member.token, 500);
    return member;
  };

  it('refuses rules a rebate or cash back cannot have', async () => {
    const token = await staffToken(t);
    const base = { title: { EN: 'Rebate' }, startsAt: t.clock.now().toISOString() };
    const refused = async (body: object, rule: string) =>
      expect(
        expectRefusal(
          await t.call(createPromotion, { token, body: { ...base, ...body } as never }),
          'promotion.rules.invalid',
        ).message,
      ).toContain(rule);
    await refused({ type: 'REBATE', rewardBp: 100, frequency: 'ONCE' }, 'per day, week or month');
    await refused({ type: 'REBATE', rewardBp: 100, rewardFixed: 5, frequency: 'DAILY' }, 'no fixed part');
    await refused({ type: 'CASHBACK', rewardBp: 20_000, frequency: 'WEEKLY' }, 'at most 100 %');
  });

  it('pays a day’s rebate on the chosen categories once the day is folded, by itself, once', async () => {
    const id = await livePromotion(t, {
      type: 'REBATE',
      joinRequired: false,
      frequency: 'DAILY',
      rewardBp: 1_000,
      rewardCap: 5,
      categories: ['RNG'],
    });
    const [capped, small] = [await player(), await player()];
    await play(capped.memberId, 'RNG', 10_000);
    await play(capped.memberId, 'LIVE', 5_000);
    await play(small.memberId, 'RNG', 1_234, 2_000);
    await fold();
    // While the day runs, the card says what it has come to: slots only, within the cap.
    expect(await cardOf(t, capped.token, id)).toMatchObject({
      state: 'PROCESS',
      accrued: { basis: 100, amount: 5 },
    });
    expect((await cardOf(t, small.token, id)).accrued).toMatchObject({ basis: 12.34, amount: 1.23 });
    const before = [(await wallets(t, capped.memberId)).main, (await wallets(t, small.memberId)).main];

    // The day is not over: nothing yet.
    expect(await t.services.rewards.periodPromotions.settleDue()).toBe(0);
    t.clock.advance(DAY);
    await fold();
    // 10 % of 100.00 of slots (live casino does not count) capped at 5.00; 10 % of 12.34 is 1.23
    // (a winning day still has its valid bet).
    expect(await t.services.rewards.periodPromotions.run()).toBe(4);
    expect(await t.services.rewards.periodPromotions.run()).toBe(0);
    expect((await wallets(t, capped.memberId)).main - before[0]!).toBe(500n);
    expect((await wallets(t, small.memberId)).main - before[1]!).toBe(123n);
    const card = await cardOf(t, await logIn(t, capped), id);
    expect(card.rules.categories).toEqual(['RNG']);
    await t.verifyLedger();
  });

  it('pays a week’s cash back to members who joined, on their claim, racing the job: once', async () => {
    const id = await livePromotion(t, {
      type: 'CASHBACK',
      frequency: 'WEEKLY',
      rewardBp: 2_000,
      claimMode: 'CLAIM',
      wagering: 1,
    });
    const [joined, other] = [await player(), await player()];
    expect(
      (await t.call(joinPromotion, { token: joined.token, body: { promotionId: id } })).body.success,
    ).toBe(true);
    await play(joined.memberId, 'RNG', 20_000, 5_000);
    await play(joined.memberId, 'LIVE', 5_000);
    await play(other.memberId, 'RNG', 20_000);
    await fold();
    expect(await cardOf(t, joined.token, id)).toMatchObject({
      state: 'JOINED',
      accrued: { basis: 200, amount: 40 },
    });
    // Who did not join sees nothing accruing.
    expect((await cardOf(t, other.token, id)).accrued).toBeNull();
    t.clock.advance(7 * DAY);
    await fold();
    expect(await t.services.rewards.periodPromotions.settleDue()).toBe(1);
    const token = await logIn(t, joined);
    const card = await cardOf(t, token, id);
    // Net loss 250.00 staked − 50.00 won = 200.00 (both categories) at 20 % = 40.00, to be claimed.
    expect(card).toMatchObject({ state: 'CLAIM', entry: { amount: 40 } });
    // Who did not join this week's cash back has nothing for it (and may join the next).
    expect((await cardOf(t, await logIn(t, other), id)).state).toBe('JOIN');

    // The member's claims race the job's pass over the same entry (as if the promotion gave by
    // itself): one bonus, one transfer.
    await t.db.updateTable('promotions').set({ claim_mode: 'AUTO' }).where('id', '=', BigInt(id)).execute();
    const before = await wallets(t, joined.memberId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => t.call(claimReward, { token, body: { promotionId: id } })),
      t.services.rewards.periodPromotions.claimAuto(),
      t.services.rewards.periodPromotions.claimAuto(),
    ]);
    const claims = answers.slice(0, 10) as Awaited<ReturnType<typeof t.call>>[];
    const jobs = answers.slice(10) as number[];
    const given = claims.filter((answer) => answer.body.success).length + jobs.reduce((a, b) => a + b, 0);
    expect(given).toBe(1);
    const after = await wallets(t, joined.memberId);
    expect([after.main - before.main, after.bonus - before.bonus]).toEqual([0n, 4_000n]);
    const bonuses = await t.db
      .selectFrom('bonuses')
      .select(['amount', 'required'])
      .where('member_id', '=', joined.memberId)
      .execute();
    expect(bonuses).toEqual([{ amount: 4_000n, required: 4_000n }]);
    expect((await cardOf(t, token, id)).state).toBe('ISSUED');
    await t.verifyLedger();
  });
});
