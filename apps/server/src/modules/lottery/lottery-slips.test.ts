import { randomUUID } from 'node:crypto';
import { betTypeOf, oddsTable, stakeOf } from '@tessera/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import type { AccountRef } from '../ledger/ledger-accounts.js';
import { balanceOf, demoMerchant } from '../provider/provider-test-kit.js';
import { LOTTERY_HOUSE } from './lottery-bets.repo.js';
import { type Placed, type Placing, SlipBatcher } from './lottery-slips.js';
import { bettor, lotteryApp, openDraw } from './lottery-test-kit.js';

/**
 * The slip batcher on its own: with one statement allowed in flight, every slip submitted while
 * the first runs goes in one `lottery_places` statement, and each is still answered as if alone.
 */

let t: TestApp;

beforeAll(async () => {
  t = await lotteryApp();
});
afterAll(() => t.close());

const LINE = { betType: 'SSC.POS', picks: [['1', '2'], [], [], [], []], units: 1 };

/** A member with `minor` in MAIN, and slips of LINE on the open SSC1 draw (or on `numero`). */
async function slipsOf(minor: bigint) {
  const who = await bettor(t, minor);
  const draw = await openDraw(t, who.token, 'SSC1');
  const merchant = await demoMerchant(t);
  const resolve = async (ref: AccountRef) =>
    (await t.services.ledger.accounts.resolve(t.db, merchant.id, 'BDT', ref, new Map())).id;
  const memberAccount = await resolve({ member: who.id, kind: 'MAIN' });
  const houseAccount = await resolve({ house: LOTTERY_HOUSE });
  const odds = oddsTable('ELOTT')[LINE.betType]!;
  const combinations = betTypeOf(LINE.betType)!.combinations(LINE.picks);
  const stake = stakeOf(combinations, LINE.units, odds);
  return {
    id: who.id,
    stake,
    slip: (numero = draw.numero, requestId = randomUUID()): Placing => ({
      merchantId: merchant.id,
      memberId: who.id,
      slip: { requestId, gameCode: 'SSC1', numero, prizeMode: 'ELOTT' },
      currency: 'BDT',
      memberAccount,
      houseAccount,
      now: t.clock.now(),
      lines: [
        {
          bet_type: LINE.betType,
          picks: LINE.picks,
          units: LINE.units,
          combinations,
          unit_price: odds.unitPrice,
          payout_milli: odds.payoutMilli,
          stake: String(stake),
        },
      ],
    }),
  };
}

const summary = (placed: Placed | Error) =>
  placed instanceof Error
    ? placed.message
    : placed.outcome === 'PLACED'
      ? `PLACED ${placed.balance}`
      : placed.outcome;

describe('SlipBatcher', () => {
  it('sends slips that wait together, answering each as if alone: shortfalls, replays and unknown draws', async () => {
    const batcher = new SlipBatcher(t.db, 1);
    const rich = await slipsOf(100_000n);
    const poor = await slipsOf(0n);
    const poorer = await slipsOf(0n);
    const s = rich.stake;
    // poor can afford exactly one slip, poorer none.
    await t.services.ledger.post({
      merchantId: (await demoMerchant(t)).id,
      currency: 'BDT',
      legs: [
        {
          id: randomUUID(),
          debit: { house: 'ADJUSTMENTS' },
          credit: { member: poor.id, kind: 'MAIN' },
          amount: s,
          kind: 'ADJUSTMENT',
        },
      ],
    });
    const first = rich.slip();
    const calls = [
      first,
      rich.slip(),
      poor.slip(),
      poor.slip(),
      poorer.slip(),
      rich.slip('20991231-0001'),
      { ...first, now: t.clock.now() },
      rich.slip(),
    ];
    const answers = await Promise.all(
      calls.map((call) => batcher.place(call).catch((error: unknown) => error as Error)),
    );
    expect(batcher.sent).toEqual({ statements: 2, calls: 8 });
    expect(answers.map(summary)).toEqual([
      `PLACED ${100_000n - s}`,
      `PLACED ${100_000n - 2n * s}`,
      'PLACED 0',
      'balance.insufficient',
      'balance.insufficient',
      'UNKNOWN',
      'REPLAY',
      `PLACED ${100_000n - 3n * s}`,
    ]);
    expect(await balanceOf(t, rich.id)).toBe(100_000n - 3n * s);
    expect(await balanceOf(t, poor.id)).toBe(0n);
    await t.verifyLedger();
  });

  it('places a slip sent at once through two nodes once: the copy is told it raced, or sees the replay', async () => {
    const who = await slipsOf(100_000n);
    const slip = who.slip();
    const nodes = [new SlipBatcher(t.db, 1), new SlipBatcher(t.db, 1)];
    const answers = await Promise.all(nodes.map((node) => node.place({ ...slip })));
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(
      answers.some((answer) => answer.outcome === 'RACED') ? ['PLACED', 'RACED'] : ['PLACED', 'REPLAY'],
    );
    expect(await balanceOf(t, who.id)).toBe(100_000n - who.stake);
    await t.verifyLedger();
  });
});
