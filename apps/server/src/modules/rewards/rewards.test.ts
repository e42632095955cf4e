import {
  claimReward,
  forfeitBonus,
  getAvailablePromo,
  getPromotion,
  getWithdrawInfo,
  joinPromotion,
  listBonuses,
  listPromotions,
  loginFreePlay,
} from '@tessera/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { foldPlay } from '../agents/play-roll-up.js';
import { type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { logIn, playRound } from '../records/records-test-kit.js';
import { approvedDeposit, cardOf, livePromotion, newMember, wallets } from './reward-test-kit.js';

describe('the reward engine', () => {
  let t: TestApp;
  let vendor: LaunchingClient;

  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
  });
  afterAll(() => t?.close());
  // Each test weighs deposits against its own promotions only.
  beforeEach(async () => {
    await t.db.updateTable('promotions').set({ status: 'ENDED' }).execute();
  });

  const play = (memberId: number, stake: number, win: number) =>
    playRound(t, vendor, memberId, { gameCode: 'game-1', bets: [stake], win });
  const settle = async () => {
    while ((await foldPlay(t.db)) > 0) {}
    return t.services.rewards.bonuses.convertMet();
  };

  it('a first-deposit bonus: joined, issued into BONUS with its wagering, moved by settled bets, converted once met', async () => {
    const id = await livePromotion(t, {
      type: 'FIRST_DEPOSIT',
      rewardBp: 10_000,
      rewardCap: 500,
      wagering: 5,
      maxBet: 100,
      bonusDays: 7,
    });
    const { token, memberId } = await newMember(t);
    expect((await cardOf(t, token, id)).state).toBe('JOIN');
    expect(
      (await t.call(getAvailablePromo, { token })).body.value!.availablePromoCount,
    ).toBeGreaterThanOrEqual(1);
    const joined = await t.call(joinPromotion, { token, body: { promotionId: id } });
    expect(joined.body.value!.state).toBe('JOINED');
    expectRefusal(
      await t.call(joinPromotion, { token, body: { promotionId: id } }),
      'promotion.joined.already',
    );

    await approvedDeposit(t, token, 300);
    expect(await wallets(t, memberId)).toEqual({ main: 30_000n, bonus: 30_000n });
    const card = await cardOf(t, token, id);
    expect(card.state).toBe('ISSUED');
    expect(card.entry!.amount).toBe(300);
    const bonuses = (await t.call(listBonuses, { token })).body.value!;
    expect(bonuses.list[0]).toMatchObject({
      amount: 300,
      required: 1500,
      progress: 0,
      remaining: 1500,
      maxBet: 100,
    });
    expect(bonuses).toMatchObject({ bonusBalance: 300, remaining: 1500 });
    expect((await t.call(getWithdrawInfo, { token })).body.value!.remainingTurnover).toBe(1500);

    // Above the max bet while wagering: refused, nothing booked.
    const over = { user: String(memberId), roundId: 'over-max', gameCode: 'game-1', currency: 'BDT' };
    const refused = await vendor.bet({ ...over, transactionId: 'over-max:bet', amount: 10_001 });
    expect(refused).toMatchObject({ status: 'BET_LIMIT_EXCEEDED', balance: 30_000, maxBet: 10_000 });
    expect((await wallets(t, memberId)).main).toBe(30_000n);

    // 14 rounds of 100 staked and returned: 1,400 of 1,500; in flight stakes count only once settled.
    for (let round = 0; round < 14; round += 1) await play(memberId, 10_000, 10_000);
    expect(await settle()).toBe(0);
    expect((await t.call(listBonuses, { token })).body.value!.list[0]).toMatchObject({
      progress: 1400,
      remaining: 100,
    });
    expect((await t.call(getWithdrawInfo, { token })).body.value!.remainingTurnover).toBe(100);

    await play(memberId, 10_000, 0);
    expect(await settle()).toBe(1);
    expect(await t.services.rewards.bonuses.convertMet()).toBe(0);
    expect(await wallets(t, memberId)).toEqual({ main: 50_000n, bonus: 0n });
    const done = (await t.call(listBonuses, { token })).body.value!;
    expect(done.list[0]).toMatchObject({ state: 'CONVERTED', remaining: 0, progress: 1500 });
    expect(done.list[0]!.history.map((h) => h.kind)).toEqual(['BONUS', 'BONUS_RELEASE']);
    expect((await cardOf(t, token, id)).state).toBe('CLAIMED');
    expect((await t.call(getWithdrawInfo, { token })).body.value!.remainingTurnover).toBe(0);
    // The bet limit went with the bonus.
    await play(memberId, 20_000, 0);
    await t.verifyLedger();
  });

  it('a promotion without joining: a deposit below the minimum leaves a note; the next qualifying one pays, once a day', async () => {
    const id = await livePromotion(t, {
      type: 'DEPOSIT',
      joinRequired: false,
      frequency: 'DAILY',
      minDeposit: 500,
      rewardBp: 1_000,
      wagering: 0,
    });
    const member = await newMember(t);
    const { token, memberId } = member;
    expect((await cardOf(t, token, id)).state).toBe('PROCESS');
    expectRefusal(
      await t.call(joinPromotion, { token, body: { promotionId: id } }),
      'promotion.join.not.needed',
    );
    await approvedDeposit(t, token, 300);
    const noted = await cardOf(t, token, id);
    expect(noted.state).toBe('JOINED');
    expect(noted.note).toBe('Your deposit of ৳ 300.00 was below the minimum of ৳ 500.00.');
    // No wagering: the reward goes to the main wallet at once.
    await approvedDeposit(t, token, 1_000);
    expect(await wallets(t, memberId)).toEqual({ main: 140_000n, bonus: 0n });
    const paid = await cardOf(t, token, id);
    expect(paid).toMatchObject({ state: 'CLAIMED', note: null });
    expect(paid.entry!.amount).toBe(100);
    await approvedDeposit(t, token, 1_000);
    expect((await wallets(t, memberId)).main).toBe(240_000n);
    // The next brand day is a new period.
    t.clock.advance(24 * 3_600_000);
    const tomorrow = await logIn(t, member);
    expect((await cardOf(t, tomorrow, id)).state).toBe('PROCESS');
    await approvedDeposit(t, tomorrow, 1_000);
    expect((await wallets(t, memberId)).main).toBe(350_000n);
    await t.verifyLedger();
  });

  it('a reward to claim pays once however many claims race, and counts on the reward badge', async () => {
    const id = await livePromotion(t, {
      claimMode: 'CLAIM',
      joinRequired: false,
      rewardBp: 2_000,
      wagering: 1,
    });
    const { token, memberId } = await newMember(t);
    expectRefusal(
      await t.call(claimReward, { token, body: { promotionId: id } }),
      'promotion.nothing.to.claim',
    );
    await approvedDeposit(t, token, 500);
    expect((await cardOf(t, token, id)).state).toBe('CLAIM');
    const badge = (await t.call(getAvailablePromo, { token })).body.value!;
    expect(badge.availablePromoCount).toBeGreaterThanOrEqual(1);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => t.call(claimReward, { token, body: { promotionId: id } })),
    );
    expect(claims.filter((c) => c.body.success)).toHaveLength(1);
    for (const refused of claims.filter((c) => !c.body.success)) {
      expect(refused.body.errorCode).toBe('promotion.nothing.to.claim');
    }
    expect(await wallets(t, memberId)).toEqual({ main: 50_000n, bonus: 10_000n });
    expect((await cardOf(t, token, id)).state).toBe('ISSUED');
    await t.verifyLedger();
  });

  it('exclusive: no second bonus while one wagers, and the card says why; giving the first up lifts it', async () => {
    const first = await livePromotion(t, { joinRequired: false, rewardFixed: 50, rewardBp: 0, wagering: 10 });
    const { token, memberId } = await newMember(t);
    await approvedDeposit(t, token, 300);
    const second = await livePromotion(t, {
      joinRequired: false,
      rewardFixed: 70,
      rewardBp: 0,
      wagering: 10,
    });
    await approvedDeposit(t, token, 300);
    const blocked = await cardOf(t, token, second);
    expect(blocked.state).toBe('JOINED');
    expect(blocked.note).toContain('another bonus is wagering');
    expect(await wallets(t, memberId)).toEqual({ main: 60_000n, bonus: 5_000n });

    const bonusId = (await cardOf(t, token, first)).entry!.bonusId!;
    const other = await newMember(t);
    expectRefusal(await t.call(forfeitBonus, { token: other.token, body: { bonusId } }), 'object.not.found');
    const forfeited = await t.call(forfeitBonus, { token, body: { bonusId } });
    expect(forfeited.body.value).toMatchObject({ state: 'FORFEITED', remaining: 0, title: 'Test promotion' });
    expectRefusal(await t.call(forfeitBonus, { token, body: { bonusId } }), 'bonus.not.wagering');
    expect(await wallets(t, memberId)).toEqual({ main: 60_000n, bonus: 0n });
    const lapsed = await cardOf(t, token, first);
    expect(lapsed).toMatchObject({ state: 'CLOSED', note: 'The bonus was given up.' });
    expect((await t.call(getWithdrawInfo, { token })).body.value!.remainingTurnover).toBe(0);

    await approvedDeposit(t, token, 300);
    expect((await cardOf(t, token, second)).state).toBe('ISSUED');
    expect(await wallets(t, memberId)).toEqual({ main: 90_000n, bonus: 7_000n });
    await t.verifyLedger();
  });

  it('a bonus past its expiry goes back to the house; the card says it expired', async () => {
    const id = await livePromotion(t, {
      joinRequired: false,
      rewardFixed: 40,
      rewardBp: 0,
      wagering: 20,
      bonusDays: 1,
    });
    const member = await newMember(t);
    const { token, memberId } = member;
    await approvedDeposit(t, token, 200);
    expect((await wallets(t, memberId)).bonus).toBe(4_000n);
    expect(await t.services.rewards.bonuses.expireDue()).toBe(0);
    t.clock.advance(24 * 3_600_000 + 1);
    expect(await t.services.rewards.bonuses.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await wallets(t, memberId)).toEqual({ main: 20_000n, bonus: 0n });
    expect(await cardOf(t, await logIn(t, member), id)).toMatchObject({
      state: 'CLOSED',
      note: 'The bonus expired before its wagering was done.',
    });
    await t.verifyLedger();
  });

  it('visitors see the cards too; trial players, old members and unknown ids are refused', async () => {
    const id = await livePromotion(t, { type: 'FIRST_DEPOSIT', newMemberDays: 30 });
    const visitor = await t.call(listPromotions, {});
    expect(visitor.body.value!.list.find((c) => c.id === id)).toMatchObject({ state: 'JOIN', entry: null });
    expect((await t.call(getPromotion, { query: { id } })).body.value!.rules.newMemberDays).toBe(30);
    expectRefusal(await t.call(getPromotion, { query: { id: '999999' } }), 'object.not.found');

    const trial = (await t.call(loginFreePlay, { body: {} })).body.value!.token;
    expectRefusal(
      await t.call(joinPromotion, { token: trial, body: { promotionId: id } }),
      'trial.not.allowed',
    );
    expect((await t.call(getAvailablePromo, { token: trial })).body.value!.availablePromoCount).toBe(0);

    const { token, memberId } = await newMember(t);
    expectRefusal(
      await t.call(joinPromotion, { token, body: { promotionId: '999999' } }),
      'object.not.found',
    );
    // A member registered 40 days ago is past a new-member promotion, and the card says why.
    await sql`update members set created_at = now() - interval '40 days' where id = ${memberId}`.execute(
      t.db,
    );
    t.clock.advance(2_000);
    const barred = await cardOf(t, token, id);
    expect(barred).toMatchObject({
      state: 'CLOSED',
      note: 'For members who registered in the last 30 days.',
    });
    expectRefusal(await t.call(joinPromotion, { token, body: { promotionId: id } }), 'promotion.not.open');
  });

  it('the ledger verifier catches a bonus wallet that does not hold exactly the wagering bonuses', async () => {
    const { memberId } = await newMember(t);
    const stray = await t.db
      .insertInto('bonuses')
      .values({
        merchant_id: 1,
        member_id: memberId,
        currency: 'BDT',
        amount: 700n,
        required: 7_000n,
        issued_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(t.verifyLedger()).rejects.toThrow(
      `member ${memberId} BDT: BONUS holds 0, wagering bonuses 700`,
    );
    await t.db.deleteFrom('bonuses').where('id', '=', stray.id).execute();
    await t.verifyLedger();
  });
});
