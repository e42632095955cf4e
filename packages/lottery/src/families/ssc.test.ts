import { describe, expect, it } from 'vitest';
import { digits } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { betTypeOf } from '../rules.js';
import { everyResult, returnOver, sampleResults } from '../testing/properties.js';
import type { Picks } from '../types.js';
import {
  eachPick,
  eachSubset,
  eachTuple,
  expectBoardRefusals,
  expectSumOfParts,
  expectSumOfSinglesOver,
  smallestPicks,
} from './plays-testing.js';
import { SSC } from './ssc.js';

const ALL = [...everyResult(digits(), 5)];
const typeOf = (code: string) => SSC.betTypes.find((type) => type.code === code)!;
const rtp = (code: string, picks: Picks) => returnOver(typeOf(code), typeOf(code).defaultOdds, picks, ALL);

describe('SSC', () => {
  it('draws and checks five digits', () => {
    expect(ALL).toHaveLength(100_000);
    expect(SSC.format.check(['1', '2', '3', '4', '5'])).toBeNull();
    expect(SSC.format.check(['1', '2', '3', '4'])?.key).toBe(P.resultSize);
    expect(SSC.format.check(['1', '2', '3', '4', '10'])?.key).toBe(P.resultToken);
    expect(SSC.format.check(['1', '2', '3', '4', '05'])?.key).toBe(P.resultToken);
    for (const result of sampleResults(SSC.format, 1000)) expect(SSC.format.check(result)).toBeNull();
  });

  it('has unique codes and odds for every prize', () => {
    const codes = SSC.betTypes.map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const type of SSC.betTypes)
      expect(Object.keys(type.defaultOdds.payoutMilli).sort()).toEqual([...type.prizes].sort());
  });

  describe('SSC.POS (a digit at a position)', () => {
    const type = betTypeOf('SSC.POS')!;

    it('is the sum of its single digits over every result', () => {
      expectSumOfSinglesOver(type, [['1', '2'], [], ['9'], [], ['0', '5', '7']], eachPick, ALL);
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

  describe('direct plays (every digit at its position)', () => {
    const cases: [string, Picks, Picks][] = [
      [
        'SSC.FIVE_DIRECT',
        [['1', '2'], ['3'], ['0', '9'], ['4'], ['5', '6', '7']],
        [['1'], ['3'], ['0'], ['4'], ['5']],
      ],
      [
        'SSC.FRONT3_DIRECT',
        [
          ['1', '2'],
          ['1', '5'],
          ['0', '9', '3'],
        ],
        [['1'], ['1'], ['1']],
      ],
      ['SSC.MID3_DIRECT', [['4'], ['4', '5'], ['0', '9']], [['4'], ['4'], ['4']]],
      ['SSC.BACK3_DIRECT', [['7', '8'], ['2'], ['2', '3', '4']], [['0'], ['0'], ['0']]],
      [
        'SSC.FRONT2_DIRECT',
        [
          ['1', '2', '3'],
          ['3', '4'],
        ],
        [['9'], ['9']],
      ],
      [
        'SSC.BACK2_DIRECT',
        [
          ['0', '9'],
          ['0', '9'],
        ],
        [['5'], ['6']],
      ],
    ];
    for (const [code, picks, single] of cases) {
      it(`${code}: the sum of its single combinations, RTP 0.97`, () => {
        expect(expectSumOfSinglesOver(typeOf(code), picks, eachTuple(false), ALL)).toBeGreaterThan(0);
        expectBoardRefusals(typeOf(code), picks);
        expect(rtp(code, single)).toBeCloseTo(0.97, 10);
      });
    }

    it('wins only with every digit at its position', () => {
      const type = typeOf('SSC.MID3_DIRECT');
      expect(type.settle([['2'], ['3'], ['4']], ['1', '2', '3', '4', '5'])).toEqual([
        { prize: 'HIT', count: 1 },
      ]);
      expect(type.settle([['3'], ['2'], ['4']], ['1', '2', '3', '4', '5'])).toEqual([]);
      expect(typeOf('SSC.FIVE_DIRECT').combinations(Array(5).fill(digits()))).toBe(100_000);
    });

    it('refuses an empty row, a foreign token and a short board', () => {
      const type = typeOf('SSC.FRONT3_DIRECT');
      expect(type.validate([['1'], [], ['2']])?.key).toBe(P.tooFew);
      expect(type.validate([['1'], ['x'], ['2']])?.key).toBe(P.unknownToken);
      expect(type.validate([['1'], ['2']])?.key).toBe(P.rowCount);
      expect(typeOf('SSC.BACK2_DIRECT').validate([['1'], ['1', '1']])?.key).toBe(P.duplicate);
    });
  });

  describe('SSC.BACK3_GROUP3 (last three: a pair and a single)', () => {
    const type = typeOf('SSC.BACK3_GROUP3');

    it('counts ordered (pair, single) couples and is the sum of its two-digit parts', () => {
      for (let n = 2; n <= 10; n++) expect(type.combinations([digits().slice(0, n)])).toBe(n * (n - 1));
      const picks = [['1', '3', '5', '8']];
      const parts = eachSubset(2)(picks);
      expect(expectSumOfParts(type, picks, parts, ALL)).toBeGreaterThan(0);
    });

    it('wins on 1-1-3 and 3-1-3 in any order, never on triples, two singles or other digits', () => {
      const settle = (result: string) => type.settle([['1', '3']], ['0', '0', ...result.split('')]);
      for (const result of ['113', '131', '311', '133', '313', '331']) {
        expect(settle(result), result).toEqual([{ prize: 'HIT', count: 1 }]);
      }
      for (const result of ['111', '333', '123', '114', '130']) expect(settle(result), result).toEqual([]);
    });

    it('refuses one digit and a repeat', () => {
      expect(type.validate([['1']])?.key).toBe(P.tooFew);
      expect(type.validate([['1', '1']])?.key).toBe(P.duplicate);
      expect(type.validate([['1', '2'], []])?.key).toBe(P.rowCount);
    });

    it('returns 0.003 × 323.33 = 0.96999 for one couple', () => {
      // One couple (pair 1, single 3) is half of the selection [1, 3]: it wins on 3 of 1000 endings.
      const won = ALL.filter((result) => type.settle([['1', '3']], result).length > 0).length;
      expect(won).toBe(600);
      const value = (won / 2 / ALL.length) * (type.defaultOdds.payoutMilli.HIT! / 1000);
      expect(value).toBeCloseTo(0.96999, 10);
      expect(rtp('SSC.BACK3_GROUP3', [['1', '3']])).toBeCloseTo(value, 10);
    });
  });

  describe('any-order plays (last three all different, last two different)', () => {
    const cases: [string, number, number, string[]][] = [
      ['SSC.BACK3_GROUP6', 3, 0.96996, ['9', '9', '2', '0', '1']],
      ['SSC.BACK2_GROUP', 2, 0.97, ['9', '9', '9', '1', '0']],
    ];
    for (const [code, k, value, winner] of cases) {
      it(`${code}: C(n, ${k}) combinations, the sum of them, RTP ${value}`, () => {
        const type = typeOf(code);
        expect(expectSumOfSinglesOver(type, [['0', '2', '4', '6', '9']], eachSubset(k), ALL)).toBeGreaterThan(
          0,
        );
        expect(type.settle([digits().slice(0, k)], winner)).toEqual([{ prize: 'HIT', count: 1 }]);
        expect(type.settle([digits().slice(0, k)], ['0', '0', '0', '0', '0'])).toEqual([]);
        expect(type.validate([digits().slice(0, k - 1)])?.key).toBe(P.tooFew);
        expect(type.validate([['1', '2', '2']])?.key).toBe(P.duplicate);
        expect(rtp(code, [digits().slice(3, 3 + k)])).toBeCloseTo(value, 6);
      });
    }
  });

  describe('SSC.BACK3_SUM (sum of the last three)', () => {
    const type = typeOf('SSC.BACK3_SUM');

    it('is the sum of its single sums over every result', () => {
      expect(expectSumOfSinglesOver(type, [['0', '5', '13', '14', '27']], eachPick, ALL)).toBeGreaterThan(0);
      expect(type.settle([['12', '13']], ['9', '9', '9', '4', '0'])).toEqual([{ prize: 'SUM_13', count: 1 }]);
    });

    it('refuses 28, a repeat and an empty pick', () => {
      expect(type.validate([['28']])?.key).toBe(P.unknownToken);
      expect(type.validate([['3', '3']])?.key).toBe(P.duplicate);
      expect(type.validate([[]])?.key).toBe(P.tooFew);
    });

    it('prices every sum to its chance: RTP in [0.969, 0.97]', () => {
      expect(type.prizes).toHaveLength(28);
      for (let sum = 0; sum <= 27; sum++) {
        const value = rtp('SSC.BACK3_SUM', [[String(sum)]]);
        expect(value, `sum ${sum}`).toBeGreaterThanOrEqual(0.969);
        expect(value, `sum ${sum}`).toBeLessThanOrEqual(0.97);
      }
    });
  });

  describe('big / small / odd / even', () => {
    it('SSC.SUM_BSOE: sum of five, BIG 23–45; each pick a combination; RTP 0.97', () => {
      const type = typeOf('SSC.SUM_BSOE');
      expect(expectSumOfSinglesOver(type, [['BIG', 'SMALL', 'ODD', 'EVEN']], eachPick, ALL)).toBe(100_000);
      expect(type.settle([['BIG', 'ODD']], ['9', '9', '5', '0', '0'])).toEqual([{ prize: 'HIT', count: 2 }]);
      expect(type.settle([['BIG', 'ODD']], ['9', '9', '4', '0', '0'])).toEqual([]);
      expect(type.validate([[]])?.key).toBe(P.tooFew);
      expect(type.validate([['HUGE']])?.key).toBe(P.unknownToken);
      for (const token of ['BIG', 'SMALL', 'ODD', 'EVEN'])
        expect(rtp('SSC.SUM_BSOE', [[token]])).toBeCloseTo(0.97, 10);
    });

    it('SSC.POS_BSOE: per digit, BIG 5–9; RTP 0.97', () => {
      const type = typeOf('SSC.POS_BSOE');
      const picks = [['BIG', 'ODD'], [], ['SMALL'], ['EVEN', 'ODD', 'BIG'], []];
      expect(expectSumOfSinglesOver(type, picks, eachPick, ALL)).toBeGreaterThan(0);
      expect(type.settle([['BIG'], ['SMALL'], [], [], ['EVEN']], ['5', '4', '0', '0', '8'])).toEqual([
        { prize: 'HIT', count: 3 },
      ]);
      expect(type.validate([[], [], [], [], []])?.key).toBe(P.crossRow);
      expect(type.validate([['BIG', 'BIG'], [], [], [], []])?.key).toBe(P.duplicate);
      expect(rtp('SSC.POS_BSOE', [[], [], [], [], ['SMALL']])).toBeCloseTo(0.97, 10);
    });
  });

  describe('SSC.DRAGON_TIGER (first digit against the last)', () => {
    const type = typeOf('SSC.DRAGON_TIGER');

    it('is the sum of its single picks, and a tie refunds DRAGON and TIGER', () => {
      expect(expectSumOfSinglesOver(type, [['DRAGON', 'TIGER', 'TIE']], eachPick, ALL)).toBe(100_000);
      expect(type.settle([['DRAGON', 'TIE']], ['7', '0', '0', '0', '3'])).toEqual([
        { prize: 'HIT', count: 1 },
      ]);
      expect(type.settle([['DRAGON', 'TIE']], ['3', '0', '0', '0', '7'])).toEqual([]);
      expect(type.settle([['DRAGON', 'TIGER', 'TIE']], ['4', '0', '0', '0', '4'])).toEqual([
        { prize: 'REFUND', count: 2 },
        { prize: 'TIE', count: 1 },
      ]);
      expect(type.defaultOdds.payoutMilli.REFUND).toBe(1000);
    });

    it('refuses nothing picked and foreign tokens', () => {
      expect(type.validate([[]])?.key).toBe(P.tooFew);
      expect(type.validate([['BIG']])?.key).toBe(P.unknownToken);
    });

    it('returns 0.45 × 1.93 + 0.10 = 0.9685 on DRAGON or TIGER, 0.97 on TIE', () => {
      expect(rtp('SSC.DRAGON_TIGER', [['DRAGON']])).toBeCloseTo(0.9685, 10);
      expect(rtp('SSC.DRAGON_TIGER', [['TIGER']])).toBeCloseTo(0.9685, 10);
      expect(rtp('SSC.DRAGON_TIGER', [['TIE']])).toBeCloseTo(0.97, 10);
    });
  });

  it('every bet type returns between 0.80 and 0.99 on its smallest selection', () => {
    for (const type of SSC.betTypes) {
      const value = returnOver(type, type.defaultOdds, smallestPicks(type), ALL);
      expect(value, type.code).toBeGreaterThanOrEqual(0.8);
      expect(value, type.code).toBeLessThanOrEqual(0.99);
    }
  });
});
