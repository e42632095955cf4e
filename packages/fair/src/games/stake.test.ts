import { describe, expect, it } from 'vitest';
import { payoutOf, type Ratio } from '../ratio.js';
import { fairStream } from '../stream.js';
import { FAIR_GAMES } from './catalog.js';
import { verifyDice } from './dice.js';
import { verifyKeno } from './keno.js';
import { minesCashout, minesMultiplierOf, minesReveal, minesStart } from './mines.js';
import { verifyPlinko } from './plinko.js';
import { verifySlot } from './slot.js';

const SERVER = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';
const CLIENT = 'stakes';
const STAKES = [1n, 7n, 100n, 123_456_789n, 10n ** 18n + 3n];

/** Each game's round from the seeds alone: no game takes the stake as an input. */
const ROUNDS: Record<string, (nonce: number) => { outcome: unknown; multiplier: Ratio }> = {
  dice: (nonce) => {
    const outcome = verifyDice(SERVER, CLIENT, nonce, { target: 4000, direction: 'over' });
    return { outcome, multiplier: outcome.multiplier };
  },
  mines: (nonce) => {
    let outcome = minesStart(fairStream(SERVER, CLIENT, nonce), { mines: 3 });
    for (const tile of [0, 6, 12]) if (outcome.status === 'playing') outcome = minesReveal(outcome, tile);
    if (outcome.status === 'playing') outcome = minesCashout(outcome);
    return { outcome, multiplier: minesMultiplierOf(outcome) };
  },
  plinko: (nonce) => {
    const outcome = verifyPlinko(SERVER, CLIENT, nonce, { rows: 12, risk: 'high' });
    return { outcome, multiplier: outcome.multiplier };
  },
  keno: (nonce) => {
    const outcome = verifyKeno(SERVER, CLIENT, nonce, { picks: [2, 4, 8, 16, 32] });
    return { outcome, multiplier: outcome.multiplier };
  },
  slot: (nonce) => {
    const outcome = verifySlot(SERVER, CLIENT, nonce);
    return { outcome, multiplier: outcome.multiplier };
  },
};

describe('outcomes and stakes', () => {
  it('lists every game once with its published RTP and rules', () => {
    expect(FAIR_GAMES.map((g) => g.code).sort()).toEqual(Object.keys(ROUNDS).sort());
    for (const game of FAIR_GAMES) {
      expect(game.rtp).toBeGreaterThan(0.94);
      expect(game.rtp).toBeLessThan(1);
      expect(game.rules.length).toBeGreaterThan(100);
    }
  });

  it.each(Object.keys(ROUNDS))(
    '%s: the same seeds give the same outcome for any stake, and the payout scales exactly',
    (game) => {
      const round = ROUNDS[game]!;
      let paid = 0;
      for (let nonce = 0; nonce < 60; nonce++) {
        const first = round(nonce);
        for (const stake of STAKES) {
          // Settling another stake replays the same round: nothing about it may change.
          const again = round(nonce);
          expect(again).toEqual(first);
          const payout = payoutOf(stake, again.multiplier);
          expect(payout).toBe((stake * first.multiplier.num) / first.multiplier.den);
          // Ten times the stake pays ten times as much, up to the rounding of one payout.
          const tenfold = payoutOf(stake * 10n, again.multiplier);
          expect(tenfold >= payout * 10n && tenfold < payout * 10n + 10n).toBe(true);
          if (payout > 0n) paid++;
        }
      }
      expect(paid).toBeGreaterThan(0);
    },
  );
});
