import { describe, expect, it } from 'vitest';
import { numbers } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { everyResult, returnOver, sampleResults } from '../testing/properties.js';
import type { Picks } from '../types.js';
import {
  eachSubset,
  eachTuple,
  expectBoardRefusals,
  expectSumOfSinglesOver,
  smallestPicks,
} from './plays-testing.js';
import { X5 } from './x5.js';

const NUMBERS = numbers(1, 11, 2);
/** Every ordered draw of five different numbers. */
const ALL = [...everyResult(NUMBERS, 5)].filter((result) => new Set(result).size === 5);
const typeOf = (code: string) => X5.betTypes.find((type) => type.code === code)!;
const rtp = (code: string, picks: Picks) => returnOver(typeOf(code), typeOf(code).defaultOdds, picks, ALL);
const DRAW = ['07', '02', '11', '05', '09'];

describe('11X5', () => {
  it('draws and checks five different numbers', () => {
    expect(ALL).toHaveLength(55_440);
    expect(X5.format.check(DRAW)).toBeNull();
    expect(X5.format.check(DRAW.slice(1))?.key).toBe(P.resultSize);
    expect(X5.format.check(['7', '02', '11', '05', '09'])?.key).toBe(P.resultToken);
    expect(X5.format.check(['12', '02', '11', '05', '09'])?.key).toBe(P.resultToken);
    expect(X5.format.check(['02', '02', '11', '05', '09'])?.key).toBe(P.resultDuplicate);
    for (const result of sampleResults(X5.format, 1000)) expect(X5.format.check(result)).toBeNull();
  });

  it('has unique codes and odds for every prize', () => {
    const codes = X5.betTypes.map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const type of X5.betTypes) expect(type.prizes).toEqual(['HIT']);
  });

  describe('11X5.ANY_1 … ANY_8', () => {
    // Exact returns of one combination: chance (of 462 sets of five) × payout.
    const returns = [
      (210 / 462) * 2.13,
      (84 / 462) * 5.33,
      (28 / 462) * 16,
      (7 / 462) * 64.02,
      (1 / 462) * 448.14,
      (6 / 462) * 74.69,
      (21 / 462) * 21.34,
      (56 / 462) * 8,
    ];
    for (let k = 1; k <= 8; k++) {
      it(`ANY_${k}: C(n, ${k}) combinations, the sum of them, RTP ${returns[k - 1]!.toFixed(6)}`, () => {
        const type = typeOf(`11X5.ANY_${k}`);
        const picks = [NUMBERS.slice(0, k < 6 ? k + 2 : k + 1)];
        expect(expectSumOfSinglesOver(type, picks, eachSubset(k), ALL)).toBeGreaterThan(0);
        expect(type.validate([NUMBERS.slice(0, k - 1)])?.key).toBe(P.tooFew);
        expect(type.validate([[...NUMBERS.slice(0, k), '01']])?.key).toBe(P.duplicate);
        expect(type.validate([[...NUMBERS.slice(0, k - 1), '12']])?.key).toBe(P.unknownToken);
        expect(type.validate([])?.key).toBe(P.rowCount);
        expect(rtp(`11X5.ANY_${k}`, [NUMBERS.slice(3, 3 + k)])).toBeCloseTo(returns[k - 1]!, 10);
      });
    }

    it('counts the winning combinations of a selection', () => {
      // Four of the picks drawn: C(4, 3) = 4 triples won; all five drawn among eight picks: C(3, 2) = 3.
      expect(typeOf('11X5.ANY_3').settle([['02', '05', '07', '09', '10']], DRAW)).toEqual([
        { prize: 'HIT', count: 4 },
      ]);
      const eight = [['01', '02', '03', '05', '07', '09', '10', '11']];
      expect(typeOf('11X5.ANY_7').settle(eight, DRAW)).toEqual([{ prize: 'HIT', count: 3 }]);
      expect(typeOf('11X5.ANY_5').settle([DRAW], DRAW)).toEqual([{ prize: 'HIT', count: 1 }]);
      expect(typeOf('11X5.ANY_6').settle([['01', '02', '03', '05', '07', '10']], DRAW)).toEqual([]);
    });
  });

  describe('11X5.FRONT1/2/3_DIRECT (the first numbers in draw order)', () => {
    const cases: [string, Picks][] = [
      ['11X5.FRONT1_DIRECT', [['07', '02', '01']]],
      [
        '11X5.FRONT2_DIRECT',
        [
          ['07', '02', '01'],
          ['02', '07', '11'],
        ],
      ],
      [
        '11X5.FRONT3_DIRECT',
        [
          ['07', '02'],
          ['02', '11', '07'],
          ['11', '02', '05'],
        ],
      ],
    ];
    for (const [code, picks] of cases) {
      it(`${code}: leaves out repeated numbers, is the sum of its singles, RTP 0.97`, () => {
        const type = typeOf(code);
        expect(expectSumOfSinglesOver(type, picks, eachTuple(true), ALL)).toBeGreaterThan(0);
        expectBoardRefusals(type, picks);
        expect(type.settle(picks, DRAW)).toEqual([{ prize: 'HIT', count: 1 }]);
        expect(rtp(code, smallestPicks(type))).toBeCloseTo(0.97, 10);
      });
    }

    it('refuses a selection that only repeats a number, an empty row and a foreign token', () => {
      expect(typeOf('11X5.FRONT2_DIRECT').validate([['01'], ['01']])?.key).toBe(P.crossRow);
      expect(typeOf('11X5.FRONT3_DIRECT').validate([['01'], ['01', '02'], ['02']])?.key).toBe(P.crossRow);
      expect(typeOf('11X5.FRONT3_DIRECT').validate([['01'], [], ['02']])?.key).toBe(P.tooFew);
      expect(typeOf('11X5.FRONT1_DIRECT').validate([['00']])?.key).toBe(P.unknownToken);
      expect(typeOf('11X5.FRONT2_DIRECT').validate([['01', '02']])?.key).toBe(P.rowCount);
    });
  });

  describe('11X5.FRONT2/3_GROUP (the first numbers in any order)', () => {
    for (const k of [2, 3]) {
      it(`FRONT${k}_GROUP: C(n, ${k}) combinations, the sum of them, RTP 0.97`, () => {
        const type = typeOf(`11X5.FRONT${k}_GROUP`);
        expect(
          expectSumOfSinglesOver(type, [['01', '02', '05', '07', '11']], eachSubset(k), ALL),
        ).toBeGreaterThan(0);
        expect(type.settle([[...DRAW.slice(0, k)].reverse()], DRAW)).toEqual([{ prize: 'HIT', count: 1 }]);
        expect(type.settle([DRAW.slice(1, k + 1)], DRAW)).toEqual([]);
        expect(type.validate([NUMBERS.slice(0, k - 1)])?.key).toBe(P.tooFew);
        expect(type.validate([['01', '01', '02']])?.key).toBe(P.duplicate);
        expect(rtp(`11X5.FRONT${k}_GROUP`, [NUMBERS.slice(0, k)])).toBeCloseTo(0.97, 10);
      });
    }
  });

  it('every bet type returns between 0.80 and 0.99 on its smallest selection', () => {
    for (const type of X5.betTypes) {
      const value = returnOver(type, type.defaultOdds, smallestPicks(type), ALL);
      expect(value, type.code).toBeGreaterThanOrEqual(0.8);
      expect(value, type.code).toBeLessThanOrEqual(0.99);
    }
  });
});
