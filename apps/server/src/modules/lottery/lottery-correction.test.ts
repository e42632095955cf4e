import { randomUUID } from 'node:crypto';
import {
  confirmLotteryEntry,
  enterLotteryResult,
  getLotteryResults,
  getMyLotteryBets,
  listLotteryDrawsStaff,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';
import { balanceOf, demoMerchant } from '../provider/provider-test-kit.js';
import {
  bettor,
  lotteryApp,
  northResult,
  openDraw,
  place,
  runUntil,
  slip,
  tick,
} from './lottery-test-kit.js';

let t: TestApp;

beforeAll(async () => {
  t = await lotteryApp();
});
afterAll(() => t.close());

/** Enter `numbers` for a draw as one officer and confirm them as another. */
async function twoPeople(drawId: string, numbers: string[], reason?: string) {
  const first = await staffTokenFor(t, 'finance');
  const second = await staffTokenFor(t, 'admin');
  const params = { id: drawId };
  const entered = await t.call(enterLotteryResult, {
    token: first,
    params,
    body: { numbers, ...(reason ? { reason } : {}) },
  });
  expect(entered.body.success, JSON.stringify(entered.body)).toBe(true);
  const confirmed = await t.call(confirmLotteryEntry, { token: second, params, body: { numbers } });
  expect(confirmed.body.success, JSON.stringify(confirmed.body)).toBe(true);
  return confirmed.body.value!;
}

/** Move `minor` out of a member's main wallet (the member spent it elsewhere). */
async function spend(memberId: number, minor: bigint) {
  const merchant = await demoMerchant(t);
  await t.services.ledger.post({
    merchantId: merchant.id,
    currency: 'BDT',
    legs: [
      {
        id: randomUUID(),
        debit: { member: memberId, kind: 'MAIN' },
        credit: { house: 'ADJUSTMENTS' },
        amount: minor,
        kind: 'ADJUSTMENT',
      },
    ],
  });
}

const minor = (major: number) => BigInt(Math.round(major * 100));

describe('a corrected result', () => {
  it('re-settles every bet, takes back what the member still holds and pays the new winners', async () => {
    await tick(t);
    const [a, b, c] = [await bettor(t), await bettor(t), await bettor(t)];
    const draw = await openDraw(t, a.token, 'VN_N');
    const de = (token: string, pick: string) =>
      place(t, token, {
        ...slip('VN_N', draw.numero, [{ betType: 'VN_NORTH.DE', picks: [[pick]] }]),
        prizeMode: 'LOTT',
      });
    for (const [who, pick] of [
      [a, '45'],
      [b, '99'],
      [c, '45'],
    ] as const) {
      expect((await de(who.token, pick)).body.success).toBe(true);
    }
    await runUntil(t, new Date(draw.drawsAt));
    const wrong = northResult('45');
    const right = northResult('99');
    await twoPeople(draw.drawId, wrong);
    await t.services.lottery.settlement.run(t.clock.now());
    const [wonA] = (await t.call(getMyLotteryBets, { token: a.token })).body.value!.list;
    expect(wonA).toMatchObject({ status: 'WON', corrected: false });
    const payout = minor(wonA!.payout);
    const stake = minor(wonA!.stake);
    // a spent all but 10.00 of the win; c kept it.
    await spend(a.id, 100_000n - stake + payout - 1_000n);

    const first = await staffTokenFor(t, 'finance');
    const params = { id: draw.drawId };
    const noReason = await t.call(enterLotteryResult, { token: first, params, body: { numbers: right } });
    expect(noReason.body).toMatchObject({ success: false, errorCode: 'lottery.correction.reason' });
    const same = await t.call(enterLotteryResult, {
      token: first,
      params,
      body: { numbers: wrong, reason: 'typed the wrong special prize' },
    });
    expect(same.body).toMatchObject({ success: false, errorCode: 'lottery.correction.same' });
    const before = { a: await balanceOf(t, a.id), b: await balanceOf(t, b.id), c: await balanceOf(t, c.id) };

    const moved = await twoPeople(draw.drawId, right, 'typed the wrong special prize');
    expect(moved).toMatchObject({ status: 'DRAWN', numbers: right, corrections: 1 });
    await t.services.lottery.settlement.run(t.clock.now());

    const bets = async (token: string) => (await t.call(getMyLotteryBets, { token })).body.value!.list[0]!;
    expect(await bets(a.token)).toMatchObject({ status: 'LOST', payout: 0, corrected: true });
    expect(await bets(c.token)).toMatchObject({ status: 'LOST', payout: 0, corrected: true });
    expect(await bets(b.token)).toMatchObject({ status: 'WON', payout: wonA!.payout, corrected: true });
    // a held 10.00 of the win: that much comes back, the rest is a shortfall; c gives it all back.
    expect(await balanceOf(t, a.id)).toBe(0n);
    expect(await balanceOf(t, c.id)).toBe(before.c - payout);
    expect(await balanceOf(t, b.id)).toBe(before.b + payout);
    const staff = await t.call(listLotteryDrawsStaff, { token: first, query: { gameCode: 'VN_N' } });
    const row = staff.body.value!.list.find((d) => d.drawId === draw.drawId)!;
    expect(row).toMatchObject({ status: 'SETTLED', corrections: 1 });
    expect(row.clawbacks).toEqual([
      { currency: 'BDT', owed: (Number(payout) * 2) / 100, collected: (Number(payout) + 1_000) / 100 },
    ]);
    const results = await t.call(getLotteryResults, { query: { gameCode: 'VN_N' } });
    expect(results.body.value!.list.find((d) => d.drawId === draw.drawId)).toMatchObject({
      numbers: right,
      corrections: 1,
    });
    await t.verifyLedger();

    // Settling again moves nothing.
    await t.services.lottery.settlement.run(t.clock.now());
    expect(await balanceOf(t, b.id)).toBe(before.b + payout);

    // Corrected back: a's win first covers a's shortfall, then pays the rest; b gives it back.
    await twoPeople(draw.drawId, wrong, 'the first result was right after all');
    await t.services.lottery.settlement.run(t.clock.now());
    expect(await bets(a.token)).toMatchObject({ status: 'WON', payout: wonA!.payout });
    expect(await balanceOf(t, a.id)).toBe(1_000n);
    expect(await balanceOf(t, c.id)).toBe(before.c);
    expect(await balanceOf(t, b.id)).toBe(before.b);
    const after = await t.call(listLotteryDrawsStaff, { token: first, query: { gameCode: 'VN_N' } });
    const settled = after.body.value!.list.find((d) => d.drawId === draw.drawId)!;
    expect(settled).toMatchObject({ status: 'SETTLED', corrections: 2, numbers: wrong });
    // Every taking-back is now collected: a's shortfall by the second correction's win.
    for (const clawback of settled.clawbacks) expect(clawback.collected).toBe(clawback.owed);
    await t.verifyLedger();
  });

  it('is refused for a draw not yet settled and for our own fast draws', async () => {
    await tick(t);
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'VN_N');
    const first = await staffTokenFor(t, 'finance');
    const open = await t.call(enterLotteryResult, {
      token: first,
      params: { id: draw.drawId },
      body: { numbers: northResult('11'), reason: 'a correction too early' },
    });
    expect(open.body).toMatchObject({ success: false, errorCode: 'lottery.draw.state' });

    const fast = await openDraw(t, who.token, 'SSC1');
    await runUntil(t, new Date(fast.drawsAt));
    await t.services.lottery.settlement.run(t.clock.now());
    const settled = await t.call(enterLotteryResult, {
      token: await staffTokenFor(t, 'finance'),
      params: { id: fast.drawId },
      body: { numbers: ['1', '2', '3', '4', '5'], reason: 'machine fault' },
    });
    expect(settled.body).toMatchObject({ success: false, errorCode: 'lottery.draw.not.official' });
  });
});
