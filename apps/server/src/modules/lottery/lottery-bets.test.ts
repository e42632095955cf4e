import { cancelLotteryBet, getMyLotteryBets, getOpenedNumero } from '@tessera/contracts';
import { betTypeOf, payoutOf } from '@tessera/lottery';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { balanceOf } from '../provider/provider-test-kit.js';
import { stakeLegId } from './lottery-bets.repo.js';
import { bettor, lotteryApp, openDraw, place, runUntil, slip, tick } from './lottery-test-kit.js';

let t: TestApp;

beforeAll(async () => {
  t = await lotteryApp();
});
afterAll(() => t.close());

const POS = (digits: string[]) => ({ betType: 'SSC.POS', picks: [digits, [], [], [], []] });

describe('placing lottery bets', () => {
  it('takes the stake of every line, answers a repeated slip with the same bets, and pays by the engine', async () => {
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'SSC1');
    expect(draw.status).toBe('OPEN');
    expect(draw.numbers).toBeNull();
    expect(draw.resultHash).toMatch(/^[0-9a-f]{64}$/u);
    const body = slip('SSC1', draw.numero, [POS(['1', '2', '3']), { ...POS(['7']), units: 5 }]);
    const first = await place(t, who.token, body);
    expect(first.body.success).toBe(true);
    const bets = first.body.value!.bets;
    expect(bets.map((bet) => [bet.combinations, bet.stake, bet.status])).toEqual([
      [3, 3, 'OPEN'],
      [1, 5, 'OPEN'],
    ]);
    expect(first.body.value!.balance).toBe(992);
    const again = await place(t, who.token, body);
    expect(again.body.value!.bets.map((bet) => bet.id)).toEqual(bets.map((bet) => bet.id));
    expect(await balanceOf(t, who.id)).toBe(99_200n);
    const stakes = await t.db
      .selectFrom('ledger_transfers')
      .select(['id', 'ref_id'])
      .where('kind', '=', 'LOTTERY_BET')
      .where(
        'ref_id',
        'in',
        bets.map((bet) => bet.id),
      )
      .execute();
    expect(stakes.map((leg) => leg.id).sort()).toEqual(bets.map((bet) => stakeLegId(bet.id)).sort());

    await runUntil(t, new Date(draw.drawsAt));
    const settled = (await t.call(getMyLotteryBets, { token: who.token })).body.value!.list;
    const numbers = settled[0]!.numbers!;
    expect(numbers).toHaveLength(5);
    let paid = 0n;
    for (const bet of settled) {
      const odds = { unitPrice: 100, payoutMilli: { HIT: 9800 } };
      const expected = payoutOf(betTypeOf('SSC.POS')!.settle(bet.picks, numbers), bet.units, {
        ...odds,
        payoutMilli: { HIT: Math.floor((9800 * 990) / 1000) },
      });
      expect(BigInt(Math.round(bet.payout * 100))).toBe(expected);
      expect(bet.status).toBe(expected > 0n ? 'WON' : 'LOST');
      paid += expected;
    }
    expect(await balanceOf(t, who.id)).toBe(99_200n + paid);
    await t.verifyLedger();
  });

  it('refuses a bet after betting closes by the clock, and moves nothing', async () => {
    await tick(t);
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'SSC3');
    t.clock.set(new Date(new Date(draw.closesAt).getTime() + 1));
    const late = await place(t, who.token, slip('SSC3', draw.numero, [POS(['4'])]));
    expect(late.body).toMatchObject({ success: false, errorCode: 'lottery.draw.closed' });
    expect(await balanceOf(t, who.id)).toBe(100_000n);
  });

  it('cancels an open bet before the close and refunds it; not after', async () => {
    await tick(t);
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'SSC5');
    const placed = (await place(t, who.token, slip('SSC5', draw.numero, [POS(['1', '2'])]))).body.value!;
    const [bet] = placed.bets;
    const cancelled = await t.call(cancelLotteryBet, { token: who.token, params: { id: bet!.id } });
    expect(cancelled.body.value).toMatchObject({ bet: { status: 'CANCELLED' }, balance: 1000 });
    const twice = await t.call(cancelLotteryBet, { token: who.token, params: { id: bet!.id } });
    expect(twice.body).toMatchObject({ success: false, errorCode: 'lottery.bet.not.cancellable' });

    const second = (await place(t, who.token, slip('SSC5', draw.numero, [POS(['3'])]))).body.value!.bets[0]!;
    t.clock.set(new Date(draw.closesAt));
    const late = await t.call(cancelLotteryBet, { token: who.token, params: { id: second.id } });
    expect(late.body).toMatchObject({ success: false, errorCode: 'lottery.bet.not.cancellable' });
    expect(await balanceOf(t, who.id)).toBe(99_900n);
    await t.verifyLedger();
  });

  it('places a chase on consecutive draws, all paid now', async () => {
    await tick(t);
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'SSC1');
    const answer = await place(
      t,
      who.token,
      slip('SSC1', draw.numero, [POS(['5'])], { chase: { draws: 4, stopOnWin: false } }),
    );
    const bets = answer.body.value!.bets;
    expect(bets).toHaveLength(4);
    expect(new Set(bets.map((bet) => bet.numero)).size).toBe(4);
    expect(bets[0]!.numero).toBe(draw.numero);
    expect(new Set(bets.map((bet) => bet.chaseId)).size).toBe(1);
    expect(answer.body.value!.balance).toBe(996);
  });
});

describe('bad input', () => {
  it('answers every malformed slip with an envelope error and moves nothing', async () => {
    await tick(t);
    const who = await bettor(t);
    const other = await bettor(t);
    const { numero } = await openDraw(t, who.token, 'SSC1');
    const cases: [unknown, string][] = [
      [slip('SSC1', numero, [{ betType: 'SSC.NOPE', picks: [['1']] }]), 'lottery.bet.type.unknown'],
      [slip('SSC1', numero, [{ betType: 'PK10.POS', picks: [['01']] }]), 'lottery.bet.type.unknown'],
      [slip('SSC1', numero, [POS(['10'])]), 'lottery.picks'],
      [slip('SSC1', numero, [POS(['1', '1'])]), 'lottery.picks'],
      [slip('SSC1', numero, [{ betType: 'SSC.POS', picks: [[], [], [], [], []] }]), 'lottery.picks'],
      [slip('SSC1', numero, [{ ...POS(['1']), units: 0 }]), 'validation.failed'],
      [slip('SSC1', numero, [{ ...POS(['1']), units: 1.5 }]), 'validation.failed'],
      [slip('SSC1', '20990101-0001', [POS(['1'])]), 'lottery.draw.unknown'],
      [slip('NOPE', numero, [POS(['1'])]), 'lottery.game.unknown'],
      [{ ...slip('SSC1', numero, [POS(['1'])]), prizeMode: 'SEA' }, 'lottery.game.unknown'],
      [slip('SSC1', numero, [POS(['1'])], { chase: { draws: 1, stopOnWin: true } }), 'validation.failed'],
    ];
    for (const [body, code] of cases) {
      const answer = await place(t, who.token, body as never);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ success: false, errorCode: code });
      expect(answer.status).toBeLessThan(500);
    }
    const bn = await place(t, who.token, slip('SSC1', numero, [POS(['10'])]) as never);
    expect(bn.body.message).toBeTruthy();
    const theirs = (await place(t, other.token, slip('SSC1', numero, [POS(['1'])]))).body.value!.bets[0]!;
    const stolen = await t.call(cancelLotteryBet, { token: who.token, params: { id: theirs.id } });
    expect(stolen.body).toMatchObject({ success: false, errorCode: 'lottery.bet.not.found' });
    expect(await balanceOf(t, who.id)).toBe(100_000n);
    expect(await balanceOf(t, other.id)).toBe(99_900n);
    const unknown = await t.call(getOpenedNumero, { token: who.token, query: { gameCode: 'NOPE' } });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'lottery.game.unknown' });
  });
});

describe('a draw leaving betting', () => {
  // Last in this file: closing moves every draw due by then, for every game.
  it('closes only after the slips in flight on the draw have committed', async () => {
    await tick(t);
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'SSC3');
    const statusOf = async (executor: typeof t.db) =>
      (
        await executor
          .selectFrom('lottery_draws')
          .select('status')
          .where('id', '=', BigInt(draw.drawId))
          .executeTakeFirstOrThrow()
      ).status;
    let closing: Promise<number> | undefined;
    await t.db.transaction().execute(async (tx) => {
      // A slip in flight holds its draw as lottery_place does.
      await sql`select pg_advisory_xact_lock_shared(${BigInt(draw.drawId)}::bigint)`.execute(tx);
      closing = t.services.lottery.draws.advance(new Date(draw.closesAt));
      await new Promise((resume) => setTimeout(resume, 300));
      expect(await statusOf(tx as unknown as typeof t.db)).toBe('OPEN');
    });
    await closing;
    expect(await statusOf(t.db)).toBe('CLOSED');
  });
});
