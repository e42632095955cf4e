import { describe, expect, it } from 'vitest';
import { digits } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { betTypeOf } from '../rules.js';
import { everyResult, expectSumOfSingles, returnOver } from '../testing/properties.js';
import type { Picks } from '../types.js';
import { SSC } from './ssc.js';

const ALL = [...everyResult(digits(), 5)];

describe('SSC', () => {
  it('draws and checks five digits', () => {
    expect(ALL).toHaveLength(100_000);
    expect(SSC.format.check(['1', '2', '3', '4', '5'])).toBeNull();
    expect(SSC.format.check(['1', '2', '3', '4'])?.key).toBe(P.resultSize);
    expect(SSC.format.check(['1', '2', '3', '4', '10'])?.key).toBe(P.resultToken);
  });

  describe('SSC.POS (a digit at a position)', () => {
    const type = betTypeOf('SSC.POS')!;
    const expand = (picks: Picks) =>
      picks.flatMap((picked, row) => picked.map((token) => picks.map((_, r) => (r === row ? [token] : []))));

    it('is the sum of its single digits over every result', () => {
      expectSumOfSingles(type, [['1', '2'], [], ['9'], [], ['0', '5', '7']], expand, ALL);
    });

    it('refuses an empty board, a repeated digit and a foreign token', () => {
      expect(type.validate([[], [], [], [], []])?.key).toBe(P.crossRow);
      expect(type.validate([['1', '1'], [], [], [], []])?.key).toBe(P.duplicate);
      expect(type.validate([['10'], [], [], [], []])?.key).toBe(P.unknownToken);
      expect(type.validate([['1']])?.key).toBe(P.rowCount);
    });

    it('returns 9.8 / 10 of the stake at 9.8 times', () => {
      const odds = { unitPrice: 200, payoutMilli: { HIT: 9800 } };
      expect(returnOver(type, odds, [['3'], [], [], [], []], ALL)).toBeCloseTo(0.98, 10);
    });
  });
});
