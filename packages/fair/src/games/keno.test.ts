import { describe, expect, it } from 'vitest';
import { choose, ratio, ratioToNumber } from '../ratio.js';
import { fairStream } from '../stream.js';
import {
  cycledVarianceSum,
  describeRun,
  SIMULATION_ROUNDS,
  simulate,
  tolerance,
} from '../testing/simulate.js';
import {
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_RTP,
  KENO_RULES,
  type KenoParams,
  playKeno,
  verifyKeno,
} from './keno.js';
import { KENO_PAYTABLE } from './keno-table.js';

const SERVER = '5c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
const PICK_COUNTS = Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1);

/** Ways to draw 10 of 40 with exactly `hits` of `picks` picked numbers among them. */
const ways = (picks: number, hits: number): bigint =>
  choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits);

function moments(picks: number): { mean: number; variance: number } {
  const total = Number(choose(KENO_NUMBERS, KENO_DRAWN));
  let mean = 0;
  let square = 0;
  KENO_PAYTABLE[picks]!.forEach((pay, hits) => {
    const p = Number(ways(picks, hits)) / total;
    mean += (p * pay) / 100;
    square += p * (pay / 100) ** 2;
  });
  return { mean, variance: square - mean * mean };
}

describe('keno', () => {
  it('draws ten distinct numbers from the stream and pays by picks and hits', () => {
    const picks = [39, 30, 1, 2, 3];
    const outcome = playKeno(fairStream(SERVER, 'keno', 0), { picks });
    // Frozen vector: a change here breaks every past verification.
    expect(outcome.drawn).toEqual([39, 30, 20, 34, 36, 26, 12, 24, 29, 18]);
    expect(outcome.hits).toEqual([30, 39]);
    expect(outcome.multiplier).toEqual(ratio(KENO_PAYTABLE[5]![2]!, 100));
    expect(verifyKeno(SERVER, 'keno', 0, { picks })).toEqual(outcome);
    for (let nonce = 0; nonce < 100; nonce++) {
      const { drawn, hits } = verifyKeno(SERVER, 'keno', nonce, { picks: [5, 10, 15, 20, 25, 30, 35, 40] });
      expect(new Set(drawn).size).toBe(KENO_DRAWN);
      expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS)).toBe(true);
      expect(hits).toEqual(drawn.filter((n) => n % 5 === 0).sort((a, b) => a - b));
    }
  });

  it('has a row per pick count that never pays less for more hits', () => {
    for (const picks of PICK_COUNTS) {
      const row = KENO_PAYTABLE[picks]!;
      expect(row).toHaveLength(picks + 1);
      for (let hits = 1; hits <= picks; hits++) expect(row[hits]!).toBeGreaterThanOrEqual(row[hits - 1]!);
    }
  });

  it.each(PICK_COUNTS)('returns exactly 0.99 with %i picks (hypergeometric expectation)', (picks) => {
    // Σ C(p, h) · C(40 − p, 10 − h) · pay[h] / (100 · C(40, 10)) must be 99 / 100.
    const weighted = KENO_PAYTABLE[picks]!.reduce(
      (sum, pay, hits) => sum + ways(picks, hits) * BigInt(pay),
      0n,
    );
    expect(weighted).toBe(99n * choose(KENO_NUMBERS, KENO_DRAWN));
    expect(KENO_RTP).toBe(0.99);
  });

  it('refuses pick lists that are empty, too long, repeated or off the board', () => {
    for (const picks of [[], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [3, 3], [0], [41], [1.5], ['7'], 'abc']) {
      expect(() => verifyKeno(SERVER, 'keno', 0, { picks } as unknown as KenoParams)).toThrow(
        expect.objectContaining({ name: 'FairInputError', code: 'fair.params.invalid' }),
      );
    }
    expect(KENO_RULES).toMatch(/99%/u);
  });

  it('lands within 5 sigma of 0.99 over 10^6 rounds of 1 to 10 picks', () => {
    const pickSets = PICK_COUNTS.map((count) => Array.from({ length: count }, (_, i) => 1 + ((i * 7) % 40)));
    const run = simulate(SIMULATION_ROUNDS, (stream, round) =>
      ratioToNumber(playKeno(stream, { picks: pickSets[round % pickSets.length]! }).multiplier),
    );
    const variances = PICK_COUNTS.map((picks) => moments(picks).variance);
    const allowed = tolerance(cycledVarianceSum(variances, SIMULATION_ROUNDS), SIMULATION_ROUNDS); // ≈ 0.011
    expect(Math.abs(run.mean - KENO_RTP), describeRun(run, KENO_RTP, allowed)).toBeLessThan(allowed);
  });
});
