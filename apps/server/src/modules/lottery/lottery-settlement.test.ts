import { getMyLotteryBets, type LotteryBet } from '@tessera/contracts';
import { type BetType, betTypeOf, FAMILY_RULES, oddsTable, type Picks, payoutOf } from '@tessera/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { readJson } from '../../lib/json-column.js';
import { balanceOf } from '../provider/provider-test-kit.js';
import { LotterySettlement } from './lottery-settlement.js';
import { bettor, lotteryApp, openDraw, place, runUntil, slip, tick } from './lottery-test-kit.js';
import { applyFeed, SandboxResultFeed } from './result-feed.js';

let t: TestApp;

beforeAll(async () => {
  t = await lotteryApp();
});
afterAll(() => t.close());

/** A seeded generator, so a failing selection can be found again. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

/** A valid selection of `type`, random but small: each row gets its minimum or, if none, 0–2 picks. */
function somePicks(type: BetType, int: (n: number) => number): Picks {
  for (let attempt = 0; attempt < 500; attempt++) {
    const picks = type.board.map((row) => {
      const count = Math.min(row.max, Math.max(row.min, int(3)));
      const pool = [...row.tokens];
      return Array.from({ length: count }, () => pool.splice(int(pool.length), 1)[0]!);
    });
    if (type.validate(picks) === null && type.combinations(picks) <= 200) return picks;
  }
  throw new Error(`no selection found for ${type.code}`);
}

const FAST = { SSC: 'SSC1', PK10: 'PK10_1', '11X5': '11X5_1', LF: 'LF3', LHC: 'LHC5' } as const;
const DAILY = { VN_NORTH: 'VN_N', VN_CENTRAL: null, VN_SOUTH: null, SEA: 'SEA_4D' } as const;

/** Every bet the member holds, settled, compared with the pure engine under the odds it was placed at. */
async function expectEngineSettled(token: string, prizeMode: 'ELOTT' | 'LOTT' | 'SEA') {
  const list = (await t.call(getMyLotteryBets, { token, query: { pageSize: '50' } })).body.value!.list;
  const table = oddsTable(prizeMode);
  for (const bet of list) {
    expect(bet.numbers, bet.betType).not.toBeNull();
    const hits = betTypeOf(bet.betType)!.settle(bet.picks, bet.numbers!);
    const expected = payoutOf(hits, bet.units, table[bet.betType]!);
    expect(BigInt(Math.round(bet.payout * 100)), `${bet.betType} ${JSON.stringify(bet.picks)}`).toBe(
      expected,
    );
    expect(bet.status).toBe(expected > 0n ? 'WON' : 'LOST');
  }
  return list;
}

describe('settlement', () => {
  it('pays every bet type of every fast game exactly as the engine does', async () => {
    const int = generator(7);
    const who = await bettor(t, 10_000_000n);
    let last = new Date(0);
    for (const [family, gameCode] of Object.entries(FAST)) {
      const draw = await openDraw(t, who.token, gameCode);
      const lines = FAMILY_RULES[family as keyof typeof FAST].betTypes.map((type) => ({
        betType: type.code,
        picks: somePicks(type, int) as string[][],
        units: 1 + int(3),
      }));
      const answer = await place(t, who.token, slip(gameCode, draw.numero, lines));
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      if (new Date(draw.drawsAt) > last) last = new Date(draw.drawsAt);
    }
    await runUntil(t, last);
    const settled = await expectEngineSettled(who.token, 'ELOTT');
    expect(settled.length).toBeGreaterThan(40);
    await t.verifyLedger();
  });

  it('pays every Vietnamese and 4D bet type as the engine does, on results from the feed', async () => {
    const int = generator(11);
    const who = await bettor(t, 10_000_000n);
    let last = new Date(0);
    for (const [family, gameCode] of Object.entries(DAILY)) {
      if (!gameCode) continue;
      const draw = await openDraw(t, who.token, gameCode);
      const prizeMode = family === 'SEA' ? 'SEA' : 'LOTT';
      const lines = FAMILY_RULES[family as keyof typeof DAILY].betTypes.map((type) => ({
        betType: type.code,
        picks: somePicks(type, int) as string[][],
      }));
      const answer = await place(t, who.token, { ...slip(gameCode, draw.numero, lines), prizeMode });
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      if (new Date(draw.drawsAt) > last) last = new Date(draw.drawsAt);
    }
    t.clock.set(last);
    await tick(t);
    await applyFeed(t.db, new SandboxResultFeed(), t.services.lottery.byCode, last);
    await t.services.lottery.settlement.run(last);
    const list = (await t.call(getMyLotteryBets, { token: who.token, query: { pageSize: '50' } })).body.value!
      .list;
    const byMode = (mode: string) => (bet: LotteryBet) => bet.prizeMode === mode;
    for (const mode of ['LOTT', 'SEA'] as const) {
      const table = oddsTable(mode);
      for (const bet of list.filter(byMode(mode))) {
        const expected = payoutOf(
          betTypeOf(bet.betType)!.settle(bet.picks, bet.numbers!),
          bet.units,
          table[bet.betType]!,
        );
        expect(BigInt(Math.round(bet.payout * 100)), bet.betType).toBe(expected);
      }
    }
    expect(list.filter((bet) => bet.status === 'OPEN')).toEqual([]);
    await t.verifyLedger();
  });

  it('stops a chase after its first win and refunds the draws left', async () => {
    const who = await bettor(t);
    const draw = await openDraw(t, who.token, 'SSC1');
    // The fast result is fixed when the draw is planned: read it to pick the winning first digit.
    const row = await t.db
      .selectFrom('lottery_draws')
      .select('numbers')
      .where('id', '=', BigInt(draw.drawId))
      .executeTakeFirstOrThrow();
    const first = readJson<string[]>(row.numbers)[0]!;
    const answer = await place(
      t,
      who.token,
      slip('SSC1', draw.numero, [{ betType: 'SSC.POS', picks: [[first], [], [], [], []] }], {
        chase: { draws: 5, stopOnWin: true },
      }),
    );
    expect(answer.body.value!.balance).toBe(995);
    await runUntil(t, new Date(draw.drawsAt));
    const list = (await t.call(getMyLotteryBets, { token: who.token })).body.value!.list;
    expect(list.map((bet) => bet.status).sort()).toEqual([
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'WON',
    ]);
    const won = list.find((bet) => bet.status === 'WON')!;
    expect(await balanceOf(t, who.id)).toBe(100_000n - 100n + BigInt(Math.round(won.payout * 100)));
    await t.verifyLedger();
  });

  it('pays each bet once when two settlers race on one draw, and two planners make each draw once', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => bettor(t)));
    const draw = await openDraw(t, members[0]!.token, 'SSC5');
    for (const who of members) {
      const lines = Array.from({ length: 40 }, (_, i) => ({
        betType: 'SSC.POS',
        picks: [[String(i % 10)], [String((i * 3) % 10)], [], [], []],
      }));
      expect((await place(t, who.token, slip('SSC5', draw.numero, lines))).body.success).toBe(true);
    }
    t.clock.set(new Date(draw.drawsAt));
    await Promise.all([
      t.services.lottery.draws.plan(t.clock.now()),
      t.services.lottery.draws.plan(t.clock.now()),
    ]);
    await t.services.lottery.draws.advance(t.clock.now());
    const second = new LotterySettlement(t.db, t.clock, t.services.ledger);
    await Promise.all([t.services.lottery.settlement.run(t.clock.now()), second.run(t.clock.now())]);
    const wins = await t.db
      .selectFrom('ledger_transfers')
      .select(['ref_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('kind', '=', 'LOTTERY_WIN')
      .groupBy('ref_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(wins).toEqual([]);
    const numeros = await t.db
      .selectFrom('lottery_draws')
      .select(['game_code', 'numero', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['merchant_id', 'game_code', 'numero'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(numeros).toEqual([]);
    for (const who of members) await expectEngineSettled(who.token, 'ELOTT');
    await t.verifyLedger();
  });
});
