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
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_RTP,
  PLINKO_RULES,
  type PlinkoParams,
  playPlinko,
  plinkoPaytable,
  verifyPlinko,
} from './plinko.js';

const SERVER = '5c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
const SETTINGS: readonly PlinkoParams[] = PLINKO_ROWS.flatMap((rows) =>
  PLINKO_RISKS.map((risk) => ({ rows, risk })),
);

/** Mean and variance of one drop's multiplier, from the binomial distribution of buckets. */
function moments({ rows, risk }: PlinkoParams): { mean: number; variance: number } {
  const table = plinkoPaytable({ rows, risk });
  let mean = 0;
  let square = 0;
  table.forEach((pay, k) => {
    const p = Number(choose(rows, k)) / 2 ** rows;
    mean += (p * pay) / 100;
    square += p * (pay / 100) ** 2;
  });
  return { mean, variance: square - mean * mean };
}

describe('plinko', () => {
  it('bounces once a row from the stream and lands in the bucket of its right bounces', () => {
    const params = { rows: 16, risk: 'high' } as const;
    const outcome = playPlinko(fairStream(SERVER, 'plinko', 0), params);
    // Frozen vector: a change here breaks every past verification.
    expect(outcome.path.join('')).toBe('0000011011010000');
    expect(outcome.bucket).toBe(5);
    expect(outcome.multiplier).toEqual(ratio(plinkoPaytable(params)[5]!, 100));
    expect(verifyPlinko(SERVER, 'plinko', 0, params)).toEqual(outcome);
    for (let nonce = 0; nonce < 100; nonce++) {
      const drop = verifyPlinko(SERVER, 'plinko', nonce, { rows: 8, risk: 'low' });
      expect(drop.path).toHaveLength(8);
      expect(drop.bucket).toBe(drop.path.filter((step) => step === 1).length);
    }
  });

  it('has symmetric tables that pay more towards the edges', () => {
    for (const params of SETTINGS) {
      const table = plinkoPaytable(params);
      expect(table).toHaveLength(params.rows + 1);
      expect([...table].reverse()).toEqual(table);
      for (let k = 0; k < params.rows / 2; k++) expect(table[k]!).toBeGreaterThanOrEqual(table[k + 1]!);
      expect(Math.min(...table)).toBeGreaterThan(0);
    }
  });

  it.each(SETTINGS)('returns exactly 0.99 with $rows rows at $risk risk (binomial expectation)', (params) => {
    // Σ P(k) · pay[k] / 100 = Σ C(rows, k) · pay[k] / (100 · 2^rows) must be 99 / 100.
    const table = plinkoPaytable(params);
    const weighted = table.reduce((sum, pay, k) => sum + choose(params.rows, k) * BigInt(pay), 0n);
    expect(weighted).toBe(99n * 2n ** BigInt(params.rows));
    expect(PLINKO_RTP).toBe(0.99);
  });

  it('refuses other rows and risks', () => {
    for (const bad of [
      { rows: 10, risk: 'low' },
      { rows: 8, risk: 'extreme' },
      { rows: '8', risk: 'low' },
      {},
    ]) {
      expect(() => verifyPlinko(SERVER, 'plinko', 0, bad as PlinkoParams)).toThrow(
        expect.objectContaining({ name: 'FairInputError', code: 'fair.params.invalid' }),
      );
    }
    expect(PLINKO_RULES).toMatch(/99%/u);
  });

  it('lands within 5 sigma of 0.99 over 10^6 drops across all nine settings', () => {
    const run = simulate(SIMULATION_ROUNDS, (stream, round) =>
      ratioToNumber(playPlinko(stream, SETTINGS[round % SETTINGS.length]!).multiplier),
    );
    const variances = SETTINGS.map((params) => moments(params).variance);
    // ≈ 0.014, mostly from 16 rows at high risk (variance 43 a drop).
    const allowed = tolerance(cycledVarianceSum(variances, SIMULATION_ROUNDS), SIMULATION_ROUNDS);
    expect(Math.abs(run.mean - PLINKO_RTP), describeRun(run, PLINKO_RTP, allowed)).toBeLessThan(allowed);
  });
});
