import {
  cancelLotteryDraw,
  confirmLotteryEntry,
  enterLotteryResult,
  getLotteryOdds,
  getLotteryResults,
  getMyLotteryBets,
  listLotteryDrawsStaff,
  putLotteryOdds,
  rejectLotteryEntry,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';
import { balanceOf } from '../provider/provider-test-kit.js';
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
let first: string;
let second: string;
let support: string;

beforeAll(async () => {
  t = await lotteryApp();
});

/** Staff sessions lapse when the test clock jumps hours ahead: sign two officers and support in now. */
async function signInStaff() {
  first = await staffTokenFor(t, 'finance');
  second = await staffTokenFor(t, 'admin');
  support = await staffTokenFor(t, 'support');
}
afterAll(() => t.close());

/** The Northern draw's result: the special prize ends in 45. */
const NORTH = northResult('45');

describe('official results', () => {
  it('moves a draw only when a second staff member types the same numbers, then settles it', async () => {
    await tick(t);
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'VN_N');
    const bet = await place(t, who.token, {
      ...slip('VN_N', draw.numero, [{ betType: 'VN_NORTH.DE', picks: [['45', '78']] }]),
      prizeMode: 'LOTT',
    });
    expect(bet.body.success).toBe(true);
    const stake = 100_000n - (await balanceOf(t, who.id));
    await signInStaff();

    const early = await t.call(enterLotteryResult, {
      token: first,
      params: { id: draw.drawId },
      body: { numbers: NORTH },
    });
    expect(early.body).toMatchObject({ success: false, errorCode: 'lottery.draw.state' });

    await runUntil(t, new Date(draw.drawsAt));
    await signInStaff();
    const id = { id: draw.drawId };
    const bySupport = await t.call(enterLotteryResult, {
      token: support,
      params: id,
      body: { numbers: NORTH },
    });
    expect(bySupport.body.success).toBe(false);
    const malformed = await t.call(enterLotteryResult, {
      token: first,
      params: id,
      body: { numbers: NORTH.slice(1) },
    });
    expect(malformed.body).toMatchObject({ success: false, errorCode: 'lottery.result.invalid' });

    const entered = await t.call(enterLotteryResult, { token: first, params: id, body: { numbers: NORTH } });
    expect(entered.body.value).toMatchObject({
      status: 'CLOSED',
      pending: { kind: 'RESULT', numbers: NORTH },
      bets: 1,
    });
    const again = await t.call(enterLotteryResult, { token: second, params: id, body: { numbers: NORTH } });
    expect(again.body).toMatchObject({ success: false, errorCode: 'lottery.entry.pending' });
    const self = await t.call(confirmLotteryEntry, { token: first, params: id, body: { numbers: NORTH } });
    expect(self.body).toMatchObject({ success: false, errorCode: 'lottery.entry.same.staff' });
    const typo = [...NORTH];
    typo[0] = '99999';
    const mismatch = await t.call(confirmLotteryEntry, {
      token: second,
      params: id,
      body: { numbers: typo },
    });
    expect(mismatch.body).toMatchObject({ success: false, errorCode: 'lottery.entry.mismatch' });

    const confirmed = await t.call(confirmLotteryEntry, {
      token: second,
      params: id,
      body: { numbers: NORTH },
    });
    expect(confirmed.body.value).toMatchObject({ status: 'DRAWN', numbers: NORTH, pending: null });
    await t.services.lottery.settlement.run(t.clock.now());

    const [settled] = (await t.call(getMyLotteryBets, { token: who.token })).body.value!.list;
    // The special prize ends in 45: one of the two picked numbers wins đề.
    expect(NORTH[0]!.slice(-2)).toBe('45');
    expect(settled).toMatchObject({ status: 'WON', numbers: NORTH });
    expect(await balanceOf(t, who.id)).toBe(100_000n - stake + BigInt(Math.round(settled!.payout * 100)));
    const results = await t.call(getLotteryResults, { query: { gameCode: 'VN_N' } });
    expect(results.body.value!.list[0]).toMatchObject({
      numero: draw.numero,
      status: 'SETTLED',
      numbers: NORTH,
    });
    await t.verifyLedger();
  });

  it('lets the second person reject a typo, after which a new entry may be made', async () => {
    await tick(t);
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'VN_N');
    await runUntil(t, new Date(draw.drawsAt));
    await signInStaff();
    const id = { id: draw.drawId };
    await t.call(enterLotteryResult, { token: first, params: id, body: { numbers: NORTH } });
    const rejected = await t.call(rejectLotteryEntry, { token: second, params: id });
    expect(rejected.body.value).toMatchObject({ pending: null, status: 'CLOSED' });
    const none = await t.call(confirmLotteryEntry, { token: second, params: id, body: { numbers: NORTH } });
    expect(none.body).toMatchObject({ success: false, errorCode: 'lottery.entry.none' });
  });

  it('refunds every bet of a cancelled draw once a second person confirms', async () => {
    await tick(t);
    const a = await bettor(t);
    const b = await bettor(t);
    const draw = await openDraw(t, a.token, 'SSC5');
    await place(
      t,
      a.token,
      slip('SSC5', draw.numero, [{ betType: 'SSC.POS', picks: [['1', '2'], ['3'], [], [], []] }]),
    );
    await place(
      t,
      b.token,
      slip('SSC5', draw.numero, [{ betType: 'SSC.POS', picks: [[], [], [], [], ['9']] }]),
    );
    await signInStaff();
    const id = { id: draw.drawId };
    const asked = await t.call(cancelLotteryDraw, {
      token: first,
      params: id,
      body: { reason: 'machine fault' },
    });
    expect(asked.body.value).toMatchObject({ pending: { kind: 'CANCEL', reason: 'machine fault' }, bets: 2 });
    const confirmed = await t.call(confirmLotteryEntry, { token: second, params: id, body: {} });
    expect(confirmed.body.value).toMatchObject({ status: 'CANCELLED' });
    await t.services.lottery.settlement.run(t.clock.now());
    expect(await balanceOf(t, a.id)).toBe(100_000n);
    expect(await balanceOf(t, b.id)).toBe(100_000n);
    const list = (await t.call(getMyLotteryBets, { token: a.token })).body.value!.list;
    expect(list.map((bet) => bet.status)).toEqual(['REFUNDED']);
    const staffList = await t.call(listLotteryDrawsStaff, { token: first, query: { status: 'CANCELLED' } });
    expect(staffList.body.value!.list.map((row) => row.drawId)).toContain(draw.drawId);
    await t.verifyLedger();
  });

  it('refuses typed results for our own fast draws', async () => {
    await tick(t);
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'SSC1');
    await runUntil(t, new Date(draw.drawsAt));
    await signInStaff();
    const typed = await t.call(enterLotteryResult, {
      token: first,
      params: { id: draw.drawId },
      body: { numbers: ['1', '2', '3', '4', '5'] },
    });
    expect(typed.body).toMatchObject({ success: false, errorCode: 'lottery.draw.not.official' });
  });

  it('lets officers set a bet type’s odds for later bets, refusing odds that do not fit it', async () => {
    await signInStaff();
    const body = {
      prizeMode: 'ELOTT' as const,
      betType: 'SSC.POS',
      unitPrice: 2,
      payoutMilli: { HIT: 9_500 },
    };
    const missing = await t.call(putLotteryOdds, {
      token: first,
      body: { ...body, payoutMilli: { MISS: 1 } },
    });
    expect(missing.body).toMatchObject({ success: false, errorCode: 'lottery.odds.invalid' });
    const negative = await t.call(putLotteryOdds, { token: first, body: { ...body, unitPrice: -1 } });
    expect(negative.body).toMatchObject({ success: false, errorCode: 'validation.failed' });
    const fraction = await t.call(putLotteryOdds, { token: first, body: { ...body, unitPrice: 0.001 } });
    expect(fraction.body).toMatchObject({ success: false, errorCode: 'lottery.odds.invalid' });
    const bySupport = await t.call(putLotteryOdds, { token: support, body });
    expect(bySupport.body.success).toBe(false);
    expect((await t.call(putLotteryOdds, { token: first, body })).body.success).toBe(true);
    const odds = await t.call(getLotteryOdds, { query: { gameCode: 'SSC1', prizeMode: 'ELOTT' } });
    expect(odds.body.value!.odds['SSC.POS']).toEqual({ unitPrice: 2, payoutMilli: { HIT: 9_500 } });
  });
});
