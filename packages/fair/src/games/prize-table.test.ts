import jStat from 'jstat';
import { describe, expect, it } from 'vitest';
import { FairInputError } from '../errors.js';
import { ratio, ratioEquals } from '../ratio.js';
import { fairStream } from '../stream.js';
import { SIMULATION_ROUNDS, simulate } from '../testing/simulate.js';
import {
  drawPrizeIndex,
  prizeChances,
  prizeExpectedValue,
  prizeTableTotal,
  verifyPrizeDraw,
} from './prize-table.js';

const SERVER = '5c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
/** An eight-segment wheel as the demo brand's: big prizes rare, "try again" common. */
const WHEEL = [1, 4, 10, 25, 60, 100, 200, 600];
/**
 * The test's confidence: a correct table fails it about once in a million runs (as the 5-sigma RTP
 * tests do), so a run never fails by chance in practice, while a table 2 % off still fails it.
 */
const CONFIDENCE = 1 - 1e-6;

/** Pearson's statistic of observed counts against the table's expected counts. */
function chiSquare(counts: readonly number[], weights: readonly number[], draws: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  return counts.reduce((sum, observed, i) => {
    const expected = (draws * weights[i]!) / total;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);
}

describe('prize table draws', () => {
  it('reads one unbiased integer below the total weight and walks the running sums', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const r = fairStream(SERVER, 'client', nonce).int(1_000);
      const expected = WHEEL.findIndex((_, i) => r < WHEEL.slice(0, i + 1).reduce((a, b) => a + b, 0));
      expect(verifyPrizeDraw(SERVER, 'client', nonce, WHEEL)).toBe(expected);
    }
  });

  it('never draws a row of weight 0, and a one-row table always draws it', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      expect(verifyPrizeDraw(SERVER, 'c', nonce, [0, 5, 0, 5, 0])).toBeOneOf([1, 3]);
      expect(verifyPrizeDraw(SERVER, 'c', nonce, [7])).toBe(0);
    }
  });

  it('refuses tables that are not whole weights summing to 1 .. 2^32', () => {
    for (const weights of [[], [0, 0], [1, -1], [1.5, 2], [2 ** 32, 1], Array(65).fill(1), [Number.NaN]]) {
      expect(() => prizeTableTotal(weights), JSON.stringify(weights)).toThrow(FairInputError);
    }
    expect(prizeTableTotal([2 ** 31, 2 ** 31])).toBe(2 ** 32);
  });

  it('gives exact chances and expected values', () => {
    expect(prizeChances([1, 3]).map((r) => [r.num, r.den])).toEqual([
      [1n, 4n],
      [3n, 4n],
    ]);
    // ৳10.00 (1000 minor) at 1/8 and ৳20.00 at 1/8: ৳3.75 a ticket.
    expect(ratioEquals(prizeExpectedValue([1, 1, 2, 4], [1000, 2000, 0, 0]), ratio(375))).toBe(true);
    expect(ratioEquals(prizeExpectedValue([1, 2], [1n, 0n]), ratio(1, 3))).toBe(true);
    expect(() => prizeExpectedValue([1, 2], [1])).toThrow(FairInputError);
    expect(() => prizeExpectedValue([1, 2], [1, -5])).toThrow(FairInputError);
  });

  it(`matches the table by a chi-square test over ${SIMULATION_ROUNDS} draws at 1 - 10^-6`, () => {
    const counts = WHEEL.map(() => 0);
    const run = simulate(SIMULATION_ROUNDS, (stream) => {
      counts[drawPrizeIndex(stream, WHEEL)]! += 1;
      return 0;
    });
    const critical = jStat.chisquare.inv(CONFIDENCE, WHEEL.length - 1);
    // jStat's quantile of 7 degrees of freedom at 99 %, as the printed tables give it.
    expect(jStat.chisquare.inv(0.99, WHEEL.length - 1)).toBeCloseTo(18.475, 3);
    expect(critical).toBeGreaterThan(18.475);
    const seeds = run.seeds.map((s) => `${s.serverSeed}/${s.clientSeed}/${s.nonceCount}`).join(', ');
    const statistic = chiSquare(counts, WHEEL, SIMULATION_ROUNDS);
    expect(statistic, `chi-square ${statistic} of ${counts}; seeds ${seeds}`).toBeLessThan(critical);
    // The same draws against a table 2 % off in two rows fail the test: it can tell.
    const skewed = [...WHEEL.slice(0, 6), 204, 588];
    expect(chiSquare(counts, skewed, SIMULATION_ROUNDS)).toBeGreaterThan(critical);
  });
});
