import { describe, expect, it } from 'vitest';
import { numbers } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { returnOver, sampleResults } from '../testing/properties.js';
import type { Picks } from '../types.js';
import { PK10 } from './pk10.js';
import {
  eachPick,
  eachTuple,
  expectBoardRefusals,
  expectSumOfSinglesOver,
  smallestPicks,
} from './plays-testing.js';

const CARS = numbers(1, 10, 2);
const SAMPLE = [...sampleResults(PK10.format, 20_000)];
const typeOf = (code: string) => PK10.betTypes.find((type) => type.code === code)!;
const ORDER = ['03', '07', '01', '10', '05', '02', '09', '04', '06', '08'];

/**
 * Every way of placing different cars at `positions`, the other cars following in number order.
 * Each placing is equally likely (it stands for the same number of full orders), so the return of a
 * bet that looks only at these positions, averaged over them, is exact.
 */
function placings(positions: readonly number[]): string[][] {
  return eachTuple(true)(positions.map(() => CARS)).map((tuple) => {
    const placed = tuple.map(([car]) => car!);
    const rest = CARS.filter((car) => !placed.includes(car));
    return CARS.map((_, i) => (positions.includes(i) ? placed[positions.indexOf(i)]! : rest.shift()!));
  });
}

const rtp = (code: string, picks: Picks, positions: readonly number[]) =>
  returnOver(typeOf(code), typeOf(code).defaultOdds, picks, placings(positions));

/** Ten rows with `picked` on row `at` only. */
const onRow = (at: number, picked: string[], rows = 10) =>
  Array.from({ length: rows }, (_, i) => (i === at ? picked : []));

describe('PK10', () => {
  it('draws and checks a finishing order of ten cars', () => {
    expect(PK10.format.check(ORDER)).toBeNull();
    expect(PK10.format.check(ORDER.slice(1))?.key).toBe(P.resultSize);
    expect(PK10.format.check(['3', ...ORDER.slice(1)])?.key).toBe(P.resultToken);
    expect(PK10.format.check(['11', ...ORDER.slice(1)])?.key).toBe(P.resultToken);
    expect(PK10.format.check(['07', ...ORDER.slice(1)])?.key).toBe(P.resultDuplicate);
    for (const result of SAMPLE.slice(0, 1000)) expect(PK10.format.check(result)).toBeNull();
    expect(placings([0, 9])).toHaveLength(90);
  });

  it('has unique codes and odds for every prize', () => {
    const codes = PK10.betTypes.map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const type of PK10.betTypes) {
      expect(Object.keys(type.defaultOdds.payoutMilli).sort()).toEqual([...type.prizes].sort());
    }
  });

  describe('PK10.POS (a car at a position)', () => {
    const type = typeOf('PK10.POS');

    it('is the sum of its single picks', () => {
      const picks = [['01', '02'], [], ['10'], [], [], [], ['03', '04', '05'], [], [], CARS];
      expect(expectSumOfSinglesOver(type, picks, eachPick, SAMPLE)).toBeGreaterThan(0);
      expect(type.settle(onRow(3, ['10', '01']), ORDER)).toEqual([{ prize: 'HIT', count: 1 }]);
    });

    it('refuses an empty board, a repeat, an unpadded car and nine rows', () => {
      expect(type.validate(onRow(0, []))?.key).toBe(P.crossRow);
      expect(type.validate(onRow(0, ['01', '01']))?.key).toBe(P.duplicate);
      expect(type.validate(onRow(0, ['1']))?.key).toBe(P.unknownToken);
      expect(type.validate(onRow(0, ['01'], 9))?.key).toBe(P.rowCount);
    });

    it('returns exactly 0.97', () => {
      expect(rtp('PK10.POS', onRow(4, ['06']), [4])).toBeCloseTo(0.97, 10);
    });
  });

  describe('direct plays on the first cars', () => {
    const cases: [string, Picks, number[]][] = [
      [
        'PK10.FIRST2_DIRECT',
        [
          ['01', '02', '03'],
          ['02', '03', '04'],
        ],
        [0, 1],
      ],
      [
        'PK10.FIRST3_DIRECT',
        [
          ['03', '07', '02'],
          ['02', '07', '01', '05'],
          ['01', '03', '10'],
        ],
        [0, 1, 2],
      ],
    ];
    for (const [code, picks, positions] of cases) {
      it(`${code}: leaves out repeated cars, is the sum of its singles, RTP 0.97`, () => {
        const type = typeOf(code);
        expect(expectSumOfSinglesOver(type, picks, eachTuple(true), SAMPLE)).toBeGreaterThan(0);
        expectBoardRefusals(type, picks);
        expect(type.combinations(positions.map(() => CARS))).toBe(positions.length === 2 ? 90 : 720);
        expect(
          rtp(
            code,
            positions.map((i) => [CARS[i]!]),
            positions,
          ),
        ).toBeCloseTo(0.97, 10);
        expect(
          type.settle(
            positions.map((i) => [ORDER[i]!]),
            ORDER,
          ),
        ).toEqual([{ prize: 'HIT', count: 1 }]);
      });
    }

    it('refuses a selection that only repeats a car, an empty row and a missing row', () => {
      expect(typeOf('PK10.FIRST2_DIRECT').validate([['01'], ['01']])?.key).toBe(P.crossRow);
      expect(typeOf('PK10.FIRST3_DIRECT').validate([['01', '02'], ['02'], ['01', '02']])?.key).toBe(
        P.crossRow,
      );
      expect(typeOf('PK10.FIRST3_DIRECT').validate([['01'], [], ['03']])?.key).toBe(P.tooFew);
      expect(typeOf('PK10.FIRST3_DIRECT').validate([['01'], ['02']])?.key).toBe(P.rowCount);
    });
  });

  describe('PK10.DRAGON_TIGER (1st v 10th … 5th v 6th)', () => {
    const type = typeOf('PK10.DRAGON_TIGER');

    it('is the sum of its single picks', () => {
      const picks = [['DRAGON'], [], ['DRAGON', 'TIGER'], [], ['TIGER']];
      expect(expectSumOfSinglesOver(type, picks, eachPick, SAMPLE)).toBeGreaterThan(0);
      // 03 v 08: TIGER; 07 v 06: DRAGON; 01 v 04: TIGER; 10 v 09: DRAGON; 05 v 02: DRAGON.
      const all = Array.from({ length: 5 }, () => ['DRAGON', 'TIGER']);
      const won = type.settle(all, ORDER);
      expect(won).toEqual([{ prize: 'HIT', count: 5 }]);
      expect(type.settle([['TIGER'], ['DRAGON'], ['TIGER'], ['DRAGON'], ['DRAGON']], ORDER)).toEqual(won);
      expect(type.settle([['DRAGON'], ['TIGER'], ['DRAGON'], ['TIGER'], ['TIGER']], ORDER)).toEqual([]);
    });

    it('refuses an empty board, a tie token and a repeat', () => {
      expect(type.validate([[], [], [], [], []])?.key).toBe(P.crossRow);
      expect(type.validate([['TIE'], [], [], [], []])?.key).toBe(P.unknownToken);
      expect(type.validate([['TIGER', 'TIGER'], [], [], [], []])?.key).toBe(P.duplicate);
    });

    it('returns exactly 0.97 on every pair', () => {
      for (let i = 0; i < 5; i++) {
        expect(rtp('PK10.DRAGON_TIGER', onRow(i, ['TIGER'], 5), [i, 9 - i])).toBeCloseTo(0.97, 10);
      }
    });
  });

  describe('PK10.POS_BSOE (BIG 06–10, SMALL 01–05, ODD, EVEN per position)', () => {
    const type = typeOf('PK10.POS_BSOE');

    it('is the sum of its single picks', () => {
      const picks = [['BIG', 'ODD'], [], [], ['SMALL', 'EVEN', 'ODD'], [], [], [], [], [], ['BIG']];
      expect(expectSumOfSinglesOver(type, picks, eachPick, SAMPLE)).toBeGreaterThan(0);
      // 03: SMALL ODD; 07: BIG ODD; 10: BIG EVEN; 05: SMALL ODD; 06: BIG EVEN.
      const picked = [
        ['SMALL', 'ODD'],
        ['BIG'],
        [],
        ['EVEN', 'SMALL'],
        ['BIG'],
        [],
        [],
        [],
        ['BIG', 'EVEN'],
        [],
      ];
      expect(type.settle(picked, ORDER)).toEqual([{ prize: 'HIT', count: 6 }]);
    });

    it('refuses an empty board and a car number', () => {
      expect(type.validate(onRow(0, []))?.key).toBe(P.crossRow);
      expect(type.validate(onRow(0, ['01']))?.key).toBe(P.unknownToken);
    });

    it('returns exactly 0.97', () => {
      for (const token of ['BIG', 'SMALL', 'ODD', 'EVEN']) {
        expect(rtp('PK10.POS_BSOE', onRow(7, [token]), [7])).toBeCloseTo(0.97, 10);
      }
    });
  });

  describe('PK10.SUM2 (sum of the first two cars)', () => {
    const type = typeOf('PK10.SUM2');

    it('is the sum of its single sums', () => {
      expect(expectSumOfSinglesOver(type, [['3', '10', '11', '12', '19']], eachPick, SAMPLE)).toBeGreaterThan(
        0,
      );
      expect(type.settle([['10', '11']], ORDER)).toEqual([{ prize: 'SUM_10', count: 1 }]);
    });

    it('refuses 2 and 20 and an empty pick', () => {
      expect(type.validate([['2']])?.key).toBe(P.unknownToken);
      expect(type.validate([['20']])?.key).toBe(P.unknownToken);
      expect(type.validate([[]])?.key).toBe(P.tooFew);
    });

    it('prices every sum to its chance: RTP in [0.9695, 0.97]', () => {
      expect(type.prizes).toHaveLength(17);
      for (let sum = 3; sum <= 19; sum++) {
        const value = rtp('PK10.SUM2', [[String(sum)]], [0, 1]);
        expect(value, `sum ${sum}`).toBeGreaterThanOrEqual(0.9695);
        expect(value, `sum ${sum}`).toBeLessThanOrEqual(0.97);
      }
    });
  });

  describe('PK10.SUM2_BSOE (BIG 12–19, SMALL 3–11, ODD, EVEN of the first two)', () => {
    const type = typeOf('PK10.SUM2_BSOE');

    it('is the sum of its single picks, each paying its own prize', () => {
      expect(expectSumOfSinglesOver(type, [['BIG', 'SMALL', 'ODD', 'EVEN']], eachPick, SAMPLE)).toBe(20_000);
      // 03 + 07 = 10: SMALL, EVEN.
      expect(type.settle([['BIG', 'SMALL', 'ODD', 'EVEN']], ORDER)).toEqual([
        { prize: 'SMALL', count: 1 },
        { prize: 'EVEN', count: 1 },
      ]);
      expect(type.validate([['TIE']])?.key).toBe(P.unknownToken);
      expect(type.validate([['BIG', 'BIG']])?.key).toBe(P.duplicate);
    });

    it('returns 40/90 × 2.18 on BIG and EVEN, 50/90 × 1.74 on SMALL and ODD', () => {
      expect(rtp('PK10.SUM2_BSOE', [['BIG']], [0, 1])).toBeCloseTo((40 / 90) * 2.18, 10);
      expect(rtp('PK10.SUM2_BSOE', [['EVEN']], [0, 1])).toBeCloseTo((40 / 90) * 2.18, 10);
      expect(rtp('PK10.SUM2_BSOE', [['SMALL']], [0, 1])).toBeCloseTo((50 / 90) * 1.74, 10);
      expect(rtp('PK10.SUM2_BSOE', [['ODD']], [0, 1])).toBeCloseTo((50 / 90) * 1.74, 10);
    });
  });

  it('every bet type returns between 0.80 and 0.99 on its smallest selection', () => {
    // The smallest selections look at the 1st, 2nd, 3rd and 10th only.
    const results = placings([0, 1, 2, 9]);
    for (const type of PK10.betTypes) {
      const value = returnOver(type, type.defaultOdds, smallestPicks(type), results);
      expect(value, type.code).toBeGreaterThanOrEqual(0.8);
      expect(value, type.code).toBeLessThanOrEqual(0.99);
    }
  });
});
