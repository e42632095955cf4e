import { describe, expect, it } from 'vitest';
import { choose, numbers, subsets } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { expectSumOfSingles, mergeHits, returnOver, sampleResults } from '../testing/properties.js';
import type { BetType, DrawnNumbers, Picks } from '../types.js';
import { LF } from './lf.js';

const NUMBERS = numbers(1, 20, 2);
const SAMPLE = [...sampleResults(LF.format, 20_000)];
/** Every set of eight numbers once: for bets blind to the draw order, equally likely results. */
const ALL_SETS = [...subsets(NUMBERS, 8)];

const typeOf = (code: string): BetType => {
  const type = LF.betTypes.find((candidate) => candidate.code === code);
  if (!type) throw new Error(`no ${code}`);
  return type;
};

/** Each picked token on its own row, alone: the singles of boards where a token is a combination. */
const eachToken = (picks: Picks): Picks[] =>
  picks.flatMap((picked, row) => picked.map((token) => picks.map((_, r) => (r === row ? [token] : []))));

const eachSubset =
  (k: number) =>
  (picks: Picks): Picks[] =>
    [...subsets(picks[0]!, k)].map((subset) => [subset]);

/** A result with the `fixed` numbers at their positions and the lowest unused numbers elsewhere. */
function placed(fixed: Record<number, string>): string[] {
  const rest = NUMBERS.filter((value) => !Object.values(fixed).includes(value));
  return Array.from({ length: 8 }, (_, i) => fixed[i] ?? rest.shift()!);
}

function prizesWon(type: BetType, picks: Picks, results: readonly DrawnNumbers[]): string[] {
  const won = new Set(results.flatMap((result) => type.settle(picks, result).map((hit) => hit.prize)));
  return [...won].sort();
}

const single = (row: number, token: string): Picks =>
  Array.from({ length: 8 }, (_, r) => (r === row ? [token] : []));

/** What one unit at the default price is paid for `prize`, as a multiple of the price (rounded down to the minor unit). */
const paidPerUnit = (type: BetType, prize = 'HIT'): number => {
  const { unitPrice, payoutMilli } = type.defaultOdds;
  return Math.floor((unitPrice * payoutMilli[prize]!) / 1000) / unitPrice;
};

function expectRtp(actual: number, exact: number) {
  expect(actual).toBeCloseTo(exact, 10);
  expect(actual).toBeGreaterThanOrEqual(0.8);
  expect(actual).toBeLessThanOrEqual(0.99);
}

describe('LF', () => {
  it('checks eight different numbers of 01..20', () => {
    expect(LF.format.check(['01', '02', '03', '04', '05', '06', '07', '20'])).toBeNull();
    expect(LF.format.check(['01', '02', '03', '04', '05', '06', '07'])?.key).toBe(P.resultSize);
    expect(LF.format.check(['01', '02', '03', '04', '05', '06', '07', '21'])?.key).toBe(P.resultToken);
    expect(LF.format.check(['01', '02', '03', '04', '05', '06', '07', '8'])?.key).toBe(P.resultToken);
    expect(LF.format.check(['00', '02', '03', '04', '05', '06', '07', '08'])?.key).toBe(P.resultToken);
    expect(LF.format.check(['01', '02', '03', '04', '05', '06', '07', '07'])?.key).toBe(P.resultDuplicate);
  });

  it('draws well-formed results', () => {
    for (const result of SAMPLE.slice(0, 1_000)) expect(LF.format.check(result)).toBeNull();
    expect(ALL_SETS).toHaveLength(choose(20, 8));
  });

  describe('LF.POS (a number at a position)', () => {
    const type = typeOf('LF.POS');
    const picks = [['01', '02', '03'], [], ['20'], [], ['10', '11'], [], [], ['05', '06', '07']];

    it('is the sum of its single numbers over 20,000 results, and wins', () => {
      expectSumOfSingles(type, picks, eachToken, SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['HIT']);
    });

    it('pays each position whose number is picked', () => {
      const result = ['01', '02', '03', '04', '05', '06', '07', '08'];
      const full = Array.from({ length: 8 }, () => NUMBERS);
      expect(type.combinations(full)).toBe(160);
      expect(type.settle(full, result)).toEqual([{ prize: 'HIT', count: 8 }]);
      expect(type.settle(single(0, '02'), result)).toEqual([]);
    });

    it('refuses bad selections', () => {
      expect(type.validate(Array.from({ length: 8 }, () => []))?.key).toBe(P.crossRow);
      expect(type.validate(single(0, '21'))?.key).toBe(P.unknownToken);
      expect(type.validate([['01', '01'], [], [], [], [], [], [], []])?.key).toBe(P.duplicate);
      expect(type.validate([['01']])?.key).toBe(P.rowCount);
    });

    it('returns exactly 0.97', () => {
      const results = NUMBERS.map((value) => placed({ 3: value }));
      expectRtp(returnOver(type, type.defaultOdds, single(3, '07'), results), 0.97);
    });
  });

  describe.each([2, 3, 4, 5])('LF.ANY_%i (all k among the eight)', (k) => {
    const type = typeOf(`LF.ANY_${k}`);
    const picks = [['01', '03', '05', '08', '13', '17', '20']];

    it('is the sum of its single k-sets over 20,000 results, and wins', () => {
      expectSumOfSingles(type, picks, eachSubset(k), SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['HIT']);
      expect(type.combinations([NUMBERS])).toBe(choose(20, k));
    });

    it('refuses bad selections', () => {
      expect(type.validate([NUMBERS.slice(0, k - 1)])?.key).toBe(P.tooFew);
      expect(type.validate([[...NUMBERS.slice(0, k), '01']])?.key).toBe(P.duplicate);
      expect(type.validate([[...NUMBERS.slice(0, k), '21']])?.key).toBe(P.unknownToken);
      expect(type.validate([NUMBERS, []])?.key).toBe(P.rowCount);
    });

    it("returns one unit's payment × C(8, k) / C(20, k), counted over every set of eight", () => {
      const exact = (paidPerUnit(type) * choose(8, k)) / choose(20, k);
      expectRtp(returnOver(type, type.defaultOdds, [NUMBERS.slice(0, k)], ALL_SETS), exact);
    });
  });

  describe('LF.POS_BSOE (big, small, odd, even at a position)', () => {
    const type = typeOf('LF.POS_BSOE');
    const picks = [['BIG', 'ODD'], [], ['SMALL', 'EVEN', 'BIG'], [], [], [], [], ['ODD']];

    it('is the sum of its single sides over 20,000 results, and wins', () => {
      expectSumOfSingles(type, picks, eachToken, SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['HIT']);
    });

    it('splits 01–10 small, 11–20 big', () => {
      const result = ['10', '11', '01', '20', '02', '03', '04', '05'];
      const sides = [
        ['BIG', 'SMALL', 'ODD', 'EVEN'],
        ['BIG', 'SMALL', 'ODD', 'EVEN'],
        [],
        [],
        [],
        [],
        [],
        [],
      ];
      // 10: SMALL, EVEN; 11: BIG, ODD.
      expect(type.settle(sides, result)).toEqual([{ prize: 'HIT', count: 4 }]);
      expect(type.settle(single(0, 'BIG'), result)).toEqual([]);
      expect(type.settle(single(1, 'EVEN'), result)).toEqual([]);
    });

    it('refuses bad selections', () => {
      expect(type.validate(Array.from({ length: 8 }, () => []))?.key).toBe(P.crossRow);
      expect(type.validate(single(0, 'DRAGON'))?.key).toBe(P.unknownToken);
      expect(type.validate([['BIG', 'BIG'], [], [], [], [], [], [], []])?.key).toBe(P.duplicate);
    });

    it('returns exactly 0.97 for every side', () => {
      const results = NUMBERS.map((value) => placed({ 5: value }));
      for (const side of ['BIG', 'SMALL', 'ODD', 'EVEN']) {
        expectRtp(returnOver(type, type.defaultOdds, single(5, side), results), 0.97);
      }
    });
  });

  describe('LF.SUM_BSOE (big, small, odd, even of the sum; 84 refunds big and small)', () => {
    const type = typeOf('LF.SUM_BSOE');
    const picks = [['BIG', 'SMALL', 'ODD', 'EVEN']];

    it('is the sum of its single sides over 20,000 results, and wins and refunds', () => {
      expectSumOfSingles(type, picks, eachToken, SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['HIT', 'REFUND']);
    });

    it('is BIG from 85, SMALL to 83, and refunds BIG and SMALL at 84', () => {
      const settle = (result: string[]) => mergeHits(type.settle(picks, result));
      expect(settle(['20', '19', '18', '17', '01', '02', '03', '04'])).toEqual([
        { prize: 'HIT', count: 1 },
        { prize: 'REFUND', count: 2 },
      ]);
      expect(type.settle([['EVEN']], ['20', '19', '18', '17', '01', '02', '03', '04'])).toEqual([
        { prize: 'HIT', count: 1 },
      ]);
      expect(type.settle([['BIG', 'ODD']], ['20', '19', '18', '17', '01', '02', '03', '05'])).toEqual([
        { prize: 'HIT', count: 2 },
      ]);
      expect(type.settle([['SMALL', 'ODD']], ['20', '19', '18', '16', '01', '02', '03', '04'])).toEqual([
        { prize: 'HIT', count: 2 },
      ]);
      expect(type.settle([['BIG']], NUMBERS.slice(0, 8))).toEqual([]);
      expect(type.settle([['BIG']], NUMBERS.slice(12))).toEqual([{ prize: 'HIT', count: 1 }]);
    });

    it('refuses bad selections', () => {
      expect(type.validate([[]])?.key).toBe(P.tooFew);
      expect(type.validate([['TIE']])?.key).toBe(P.unknownToken);
      expect(type.validate([['ODD', 'ODD']])?.key).toBe(P.duplicate);
      expect(type.validate([['ODD'], []])?.key).toBe(P.rowCount);
    });

    it('returns the stated RTPs, counted over every set of eight', () => {
      const total = choose(20, 8);
      const stated = {
        BIG: (61_091 * 1.95 + 3_788) / total,
        SMALL: (61_091 * 1.95 + 3_788) / total,
        ODD: (62_880 * 1.95) / total,
        EVEN: (63_090 * 1.95) / total,
      };
      for (const [side, exact] of Object.entries(stated)) {
        expectRtp(returnOver(type, type.defaultOdds, [[side]], ALL_SETS), exact);
      }
    });
  });

  describe('LF.DRAGON_TIGER (1st against 8th)', () => {
    const type = typeOf('LF.DRAGON_TIGER');
    const picks = [['DRAGON', 'TIGER']];

    it('is the sum of its single sides over 20,000 results, and wins', () => {
      expectSumOfSingles(type, picks, eachToken, SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['HIT']);
    });

    it('is DRAGON when the 1st is greater, TIGER when smaller', () => {
      expect(type.settle([['DRAGON']], placed({ 0: '09', 7: '08' }))).toEqual([{ prize: 'HIT', count: 1 }]);
      expect(type.settle([['DRAGON']], placed({ 0: '08', 7: '09' }))).toEqual([]);
      expect(type.settle([['TIGER']], placed({ 0: '01', 7: '20' }))).toEqual([{ prize: 'HIT', count: 1 }]);
    });

    it('refuses bad selections', () => {
      expect(type.validate([[]])?.key).toBe(P.tooFew);
      expect(type.validate([['TIE']])?.key).toBe(P.unknownToken);
      expect(type.validate([['TIGER', 'TIGER']])?.key).toBe(P.duplicate);
    });

    it('returns exactly 0.97, counted over every pair of 1st and 8th', () => {
      const results = NUMBERS.flatMap((first) =>
        NUMBERS.filter((last) => last !== first).map((last) => placed({ 0: first, 7: last })),
      );
      expect(results).toHaveLength(380);
      for (const side of ['DRAGON', 'TIGER']) {
        expectRtp(returnOver(type, type.defaultOdds, [[side]], results), 0.97);
      }
    });
  });
});
