import { randomUUID } from 'node:crypto';
import {
  approveRedeem,
  convertPoints,
  getPointBalance,
  getPointConfig,
  getPointRewards,
  getPointSettings,
  listPointLines,
  listRedeems,
  listStaffRedeems,
  redeemPointReward,
  rejectRedeem,
  savePointSettings,
  updatePointItem,
} from '@tessera/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import { addCategoryGames, CATEGORY_GAMES, foldAll, wallets } from '../rewards/reward-test-kit.js';
import { PAY_PW, person, trialToken } from '../transfers/transfer-test-kit.js';
import { POINTS } from './points-accrual.js';
import { DELIVERY, givePoints, mallItem, pointsHeld } from './points-test-kit.js';

describe('points and the points mall', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
  });
  afterAll(() => t?.close());

  const redeem = (token: string, itemId: string, quantity = 1, requestId = randomUUID()) =>
    t.call(redeemPointReward, {
      token,
      body: { itemId, quantity, ...DELIVERY, paymentPassword: PAY_PW, requestId },
    });

  it('earns a point per ৳100 of settled slots, as bets settle and for what a day left, and never for trial play', async () => {
    const member = await person(t);
    await fund(t, member.id, 1_000_000n);
    const play = (stake: number, gameCode: string = CATEGORY_GAMES.RNG) =>
      playRound(t, vendor, member.id, { gameCode, bets: [stake], win: 0 });
    const accrual = t.services.points.accrual;

    // ৳150.00 of slots: 1.5 points, rounded down to 1 per (day, category).
    await play(15_000);
    expect(await accrual.run()).toBe(0);
    await foldAll(t);
    expect(await accrual.run()).toBe(1);
    expect(await accrual.run()).toBe(0);
    expect((await pointsHeld(t, member.id)).points).toBe(1n);
    // ৳50.00 more: ৳200.00 earns 2; three passes racing credit the one point once.
    await play(5_000);
    await foldAll(t);
    await Promise.all([accrual.run(), accrual.run(), accrual.run()]);
    expect((await pointsHeld(t, member.id)).points).toBe(2n);
    const balance = await t.call(getPointBalance, { token: member.token });
    // Conversions go in steps of 100 points: 2 points are worth nothing in cash yet.
    expect(balance.body.value).toEqual({ points: 2, cashValue: 0 });
    const lines = (await t.call(listPointLines, { token: member.token, query: { type: 'EARN' } })).body
      .value!;
    expect(lines.list.map((line) => [line.type, line.points, line.status, line.balance])).toEqual([
      ['EARN', 1, 'DONE', 2],
      ['EARN', 1, 'DONE', 1],
    ]);
    expect(lines.list[0]!.remark).toMatch(/^Valid bet of \d{4}-\d{2}-\d{2}$/u);
    // Live tables earn half: ৳400.00 is 2 points.
    await play(40_000, CATEGORY_GAMES.LIVE);
    // A bet folded after the day's last pass: the day's settlement credits it.
    await play(10_000);
    t.clock.advance(24 * 3_600_000);
    await foldAll(t);
    await t.services.rewards.periods.settleDue(POINTS);
    expect((await pointsHeld(t, member.id)).points).toBe(2n + 1n + 2n);

    const trial = await trialToken(t);
    expect((await t.call(getPointBalance, { token: trial })).body.value?.points).toBe(0);
    const { rows: trialRows } = await sql`select 1 from point_accruals a
      join members m on m.id = a.member_id where m.is_trial`.execute(t.db);
    expect(trialRows).toEqual([]);
    await t.verifyLedger();
  });

  it('converts whole steps of the ratio to cash, once per request id, with the payment password', async () => {
    const member = await person(t);
    await givePoints(t, member.id, 1_250);
    const config = (await t.call(getPointConfig, { token: member.token })).body.value!;
    expect(config).toMatchObject({ convertPoints: 100, convertAmount: 1, convertEnabled: true });
    expect(config.earn).toContainEqual({ category: 'RNG', rateBp: 100 });

    const convert = (points: number, extra: Partial<{ paymentPassword: string; requestId: string }> = {}) =>
      t.call(convertPoints, {
        token: member.token,
        body: { points, paymentPassword: PAY_PW, requestId: randomUUID(), ...extra },
      });
    expectRefusal(await convert(150), 'points.convert.step', 400);
    expectRefusal(await convert(100, { paymentPassword: '999999' }), 'invalid.payment.pw');
    expectRefusal(await convert(2_000), 'points.not.enough', 409);
    const requestId = randomUUID();
    const first = await convert(1_200, { requestId });
    expect(first.body.value).toMatchObject({ points: 1_200, amount: 12, pointBalance: 50, replayed: false });
    const again = await convert(1_200, { requestId });
    expect(again.body.value).toMatchObject({ points: 1_200, amount: 12, pointBalance: 50, replayed: true });
    expect((await wallets(t, member.id)).main).toBe(1_200n);

    const line = (await t.call(listPointLines, { token: member.token, query: { type: 'CONVERT' } })).body
      .value!;
    expect(line.list).toMatchObject([{ points: -1_200, amount: 12, ratio: '100:1.00', balance: 50 }]);
    expect(line.list[0]!.remark).toBe('Converted to ৳ 12.00');

    // Staff switch conversion off: members are told so.
    const admin = await staffToken(t);
    const settings = (await t.call(getPointSettings, { token: admin })).body.value!;
    await t.call(savePointSettings, { token: admin, body: { ...settings, convertEnabled: false } });
    expectRefusal(await convert(0 + 100), 'points.convert.off', 409);
    await t.call(savePointSettings, { token: admin, body: settings });
    expectRefusal(
      await t.call(convertPoints, {
        token: await trialToken(t),
        body: { points: 100, paymentPassword: PAY_PW },
      }),
      'trial.not.allowed',
    );
    await t.verifyLedger();
  });

  it('holds a redeem’s points and pieces until staff approve, or give both back on rejection', async () => {
    const member = await person(t);
    await givePoints(t, member.id, 5_000);
    const itemId = await mallItem(t, { points: 1_000, stock: 3 });
    const listed = (await t.call(getPointRewards, { token: member.token })).body.value!.list;
    expect(listed.find((item) => item.id === itemId)).toMatchObject({ points: 1_000, stock: 3 });

    expectRefusal(await redeem(member.token, itemId, 4), 'points.out.of.stock', 409);
    const requestId = randomUUID();
    const made = await redeem(member.token, itemId, 2, requestId);
    expect(made.body.value).toMatchObject({
      points: 3_000,
      replayed: false,
      redeem: { status: 'IN_PROCESS', points: 2_000 },
    });
    expect((await redeem(member.token, itemId, 2, requestId)).body.value?.replayed).toBe(true);
    expect(await pointsHeld(t, member.id)).toEqual({ points: 3_000n, held: 2_000n });
    expect(
      (await t.call(getPointRewards, { token: member.token })).body.value!.list.find((i) => i.id === itemId)
        ?.stock,
    ).toBe(1);
    const second = await redeem(member.token, itemId, 1);
    expectRefusal(await redeem(member.token, itemId, 1), 'points.out.of.stock', 409);

    // Support may read the queue but not decide; finance decides.
    expectRefusal(
      await t.call(approveRedeem, {
        token: await staffTokenFor(t, 'support'),
        params: { id: made.body.value!.redeem.id },
        body: { paidAccount: 'bKash 01712345678', paidAmount: 100 },
      }),
      'staff.forbidden',
      403,
    );
    const finance = await staffTokenFor(t, 'finance');
    const queue = (
      await t.call(listStaffRedeems, { token: finance, query: { status: 'IN_PROCESS', q: member.username } })
    ).body.value!;
    expect(queue.list.map((r) => r.quantity)).toEqual([2, 1]);
    const approved = await t.call(approveRedeem, {
      token: finance,
      params: { id: made.body.value!.redeem.id },
      body: { paidAccount: 'Delivered by courier, ref 7731', paidAmount: 2_000 },
    });
    expect(approved.body.value).toMatchObject({
      status: 'APPROVED',
      paidAmount: 2_000,
      username: member.username,
    });
    expect(approved.body.value!.decidedBy).toMatch(/^finance/u);
    expectRefusal(
      await t.call(rejectRedeem, {
        token: finance,
        params: { id: made.body.value!.redeem.id },
        body: { reason: 'too late' },
      }),
      'points.redeem.decided',
      409,
    );
    const rejected = await t.call(rejectRedeem, {
      token: finance,
      params: { id: second.body.value!.redeem.id },
      body: { reason: 'The address is incomplete' },
    });
    expect(rejected.body.value?.status).toBe('REJECTED');
    expect(await pointsHeld(t, member.id)).toEqual({ points: 3_000n, held: 0n });
    expect(
      (await t.call(getPointRewards, { token: member.token })).body.value!.list.find((i) => i.id === itemId)
        ?.stock,
    ).toBe(1);

    const history = (await t.call(listRedeems, { token: member.token })).body.value!;
    expect(history.list.map((r) => [r.status, r.paidAccount, r.reason])).toEqual([
      ['REJECTED', null, 'The address is incomplete'],
      ['APPROVED', 'Delivered by courier, ref 7731', null],
    ]);
    const lines = (await t.call(listPointLines, { token: member.token })).body.value!.list;
    expect(lines.map((l) => [l.type, l.points, l.status, l.balance])).toEqual([
      ['REFUND', 1_000, 'DONE', 3_000],
      ['REDEEM', -1_000, 'REJECTED', 2_000],
      ['REDEEM', -2_000, 'APPROVED', 3_000],
      ['ADJUST', 5_000, 'DONE', 5_000],
    ]);
    expect(lines[0]!.remark).toBe('Returned: The address is incomplete');
    expect(lines[2]!.remark).toBe('Test prize × 2');
    await t.verifyLedger();
  });

  it('refuses a switched-off item, an unmet valid bet requirement and too few points, in the member’s language', async () => {
    const member = await person(t);
    await givePoints(t, member.id, 500);
    const dear = await mallItem(t, { points: 1_000 });
    expectRefusal(await redeem(member.token, dear), 'points.not.enough', 409);
    const gated = await mallItem(t, { points: 100, amountRequired: 50_000 });
    const refused = await t.call(redeemPointReward, {
      token: member.token,
      headers: { language: 'BN' },
      body: { itemId: gated, quantity: 1, ...DELIVERY, paymentPassword: PAY_PW },
    });
    expectRefusal(refused, 'points.requirement.unmet', 409);
    expect(refused.body.message).toContain('৳ 50,000.00');
    const admin = await staffToken(t);
    await t.call(updatePointItem, {
      token: admin,
      params: { id: dear },
      body: { name: { EN: 'Test prize' }, points: 100, enabled: false },
    });
    expectRefusal(await redeem(member.token, dear), 'points.item.unavailable', 409);
    expectRefusal(await redeem(member.token, '999999'), 'points.item.unavailable', 409);
    expect(await pointsHeld(t, member.id)).toEqual({ points: 500n, held: 0n });
    await t.verifyLedger();
  });
});
