import { describe, expect, it } from 'vitest';
import { choose, digits, numbers, subsets } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { payoutOf, stakeOf } from '../money.js';
import { expectSumOfSingles, returnOver, sampleResults } from '../testing/properties.js';
import type { BetType, DrawnNumbers, Picks } from '../types.js';
import { LHC } from './lhc.js';

const NUMBERS = numbers(1, 49, 2);
const SAMPLE = [...sampleResults(LHC.format, 20_000)];

const typeOf = (code: string): BetType => {
  const type = LHC.betTypes.find((candidate) => candidate.code === code);
  if (!type) throw new Error(`no ${code}`);
  return type;
};

/** Each picked token alone: the singles of a board where every token is one combination. */
const eachToken = (picks: Picks): Picks[] => picks[0]!.map((token) => [[token]]);

const eachSubset =
  (k: number) =>
  (picks: Picks): Picks[] =>
    [...subsets(picks[0]!, k)].map((subset) => [subset]);

/** A result whose special number is `special`, the normal numbers the lowest others. */
const withSpecial = (special: string): string[] => [
  ...NUMBERS.filter((value) => value !== special).slice(0, 6),
  special,
];
/** One result per special number: equally likely for bets on the special alone. */
const EVERY_SPECIAL = NUMBERS.map(withSpecial);

function prizesWon(type: BetType, picks: Picks, results: readonly DrawnNumbers[]): string[] {
  const won = new Set(results.flatMap((result) => type.settle(picks, result).map((hit) => hit.prize)));
  return [...won].sort();
}

/**
 * Exact RTP of picking the lowest k numbers on a bet about the six normal numbers: a result with m
 * of them among the normals stands for the C(k, m) × C(49 − k, 6 − m) equally likely normal sets.
 */
function normalsReturn(type: BetType, k: number): number {
  const picked = NUMBERS.slice(0, k);
  const others = NUMBERS.slice(k);
  const stake = Number(stakeOf(1, 1, type.defaultOdds));
  let paid = 0;
  let staked = 0;
  for (let m = 0; m <= Math.min(k, 6); m++) {
    const weight = choose(k, m) * choose(49 - k, 6 - m);
    const result = [...picked.slice(0, m), ...others.slice(0, 7 - m)];
    paid += weight * Number(payoutOf(type.settle([picked], result), 1, type.defaultOdds));
    staked += weight * stake;
  }
  return paid / staked;
}

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

describe('LHC', () => {
  it('checks seven different numbers of 01..49', () => {
    expect(LHC.format.check(['01', '02', '03', '04', '05', '06', '49'])).toBeNull();
    expect(LHC.format.check(['01', '02', '03', '04', '05', '06'])?.key).toBe(P.resultSize);
    expect(LHC.format.check(['01', '02', '03', '04', '05', '06', '50'])?.key).toBe(P.resultToken);
    expect(LHC.format.check(['01', '02', '03', '04', '05', '06', '7'])?.key).toBe(P.resultToken);
    expect(LHC.format.check(['00', '02', '03', '04', '05', '06', '07'])?.key).toBe(P.resultToken);
    expect(LHC.format.check(['01', '02', '03', '04', '05', '06', '01'])?.key).toBe(P.resultDuplicate);
  });

  it('draws well-formed results', () => {
    for (const result of SAMPLE.slice(0, 1_000)) expect(LHC.format.check(result)).toBeNull();
  });

  describe('LHC.SPECIAL (the special number)', () => {
    const type = typeOf('LHC.SPECIAL');
    const picks = [['01', '07', '13', '25', '33', '41', '49']];

    it('is the sum of its single numbers over 20,000 results, and wins', () => {
      expectSumOfSingles(type, picks, eachToken, SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['HIT']);
      expect(type.settle([['01']], ['02', '03', '04', '05', '06', '07', '01'])).toEqual([
        { prize: 'HIT', count: 1 },
      ]);
      expect(type.settle([['01']], ['01', '03', '04', '05', '06', '07', '02'])).toEqual([]);
    });

    it('refuses bad selections', () => {
      expect(type.validate([[]])?.key).toBe(P.tooFew);
      expect(type.validate([['50']])?.key).toBe(P.unknownToken);
      expect(type.validate([['01', '01']])?.key).toBe(P.duplicate);
      expect(type.validate([['01'], ['02']])?.key).toBe(P.rowCount);
    });

    it('returns exactly 0.97', () => {
      expectRtp(returnOver(type, type.defaultOdds, [['17']], EVERY_SPECIAL), 0.97);
    });
  });

  describe('LHC.SPECIAL_BSOE (big, small, odd, even of the special; 49 refunds)', () => {
    const type = typeOf('LHC.SPECIAL_BSOE');
    const picks = [['BIG', 'SMALL', 'ODD', 'EVEN']];

    it('is the sum of its single sides over 20,000 results, and wins and refunds', () => {
      expectSumOfSingles(type, picks, eachToken, SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['HIT', 'REFUND']);
    });

    it('is SMALL to 24, BIG from 25 to 48, and refunds every side at 49', () => {
      expect(type.settle([['SMALL', 'EVEN']], withSpecial('24'))).toEqual([{ prize: 'HIT', count: 2 }]);
      expect(type.settle([['BIG', 'ODD']], withSpecial('25'))).toEqual([{ prize: 'HIT', count: 2 }]);
      expect(type.settle([['SMALL', 'ODD']], withSpecial('48'))).toEqual([]);
      expect(type.settle(picks, withSpecial('49'))).toEqual([{ prize: 'REFUND', count: 4 }]);
    });

    it('refuses bad selections', () => {
      expect(type.validate([[]])?.key).toBe(P.tooFew);
      expect(type.validate([['RED']])?.key).toBe(P.unknownToken);
      expect(type.validate([['BIG', 'BIG']])?.key).toBe(P.duplicate);
    });

    it('returns exactly (24 × 1.95 + 1) / 49 for every side', () => {
      for (const side of picks[0]!) {
        expectRtp(returnOver(type, type.defaultOdds, [[side]], EVERY_SPECIAL), (24 * 1.95 + 1) / 49);
      }
    });
  });

  describe('LHC.SPECIAL_COLOUR (the colour of the special)', () => {
    const type = typeOf('LHC.SPECIAL_COLOUR');
    const picks = [['RED', 'BLUE', 'GREEN']];

    it('is the sum of its single colours over 20,000 results, and wins each colour', () => {
      expectSumOfSingles(type, picks, eachToken, SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['BLUE', 'GREEN', 'RED']);
    });

    it('gives every number one colour: 17 red, 16 blue, 16 green', () => {
      const colours = EVERY_SPECIAL.map((result) => {
        const hits = type.settle(picks, result);
        expect(hits).toHaveLength(1);
        return hits[0]!.prize;
      });
      expect(colours.filter((colour) => colour === 'RED')).toHaveLength(17);
      expect(colours.filter((colour) => colour === 'BLUE')).toHaveLength(16);
      expect(colours.filter((colour) => colour === 'GREEN')).toHaveLength(16);
      expect([colours[0], colours[2], colours[4], colours[9], colours[44], colours[48]]).toEqual([
        'RED',
        'BLUE',
        'GREEN',
        'BLUE',
        'RED',
        'GREEN',
      ]);
    });

    it('refuses bad selections', () => {
      expect(type.validate([[]])?.key).toBe(P.tooFew);
      expect(type.validate([['BIG']])?.key).toBe(P.unknownToken);
      expect(type.validate([['RED', 'RED']])?.key).toBe(P.duplicate);
    });

    it("returns exactly one unit's payment × 17 / 49 on red, × 16 / 49 on blue and green", () => {
      for (const [colour, count] of Object.entries({ RED: 17, BLUE: 16, GREEN: 16 })) {
        const exact = paidPerUnit(type, colour) * (count / 49);
        expectRtp(returnOver(type, type.defaultOdds, [[colour]], EVERY_SPECIAL), exact);
      }
    });
  });

  describe('LHC.SPECIAL_TAIL (the last digit of the special)', () => {
    const type = typeOf('LHC.SPECIAL_TAIL');
    const picks = [['0', '3', '9']];

    it('is the sum of its single tails over 20,000 results, and wins', () => {
      expectSumOfSingles(type, picks, eachToken, SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['TAIL', 'TAIL_0']);
      expect(type.settle([digits()], withSpecial('40'))).toEqual([{ prize: 'TAIL_0', count: 1 }]);
      expect(type.settle([digits()], withSpecial('49'))).toEqual([{ prize: 'TAIL', count: 1 }]);
      expect(type.settle([['3']], withSpecial('31'))).toEqual([]);
    });

    it('refuses bad selections', () => {
      expect(type.validate([[]])?.key).toBe(P.tooFew);
      expect(type.validate([['10']])?.key).toBe(P.unknownToken);
      expect(type.validate([['3', '3']])?.key).toBe(P.duplicate);
    });

    it("returns exactly one unit's payment × 5 / 49 on tails 1–9, × 4 / 49 on tail 0", () => {
      for (const tail of digits()) {
        const exact =
          tail === '0' ? paidPerUnit(type, 'TAIL_0') * (4 / 49) : paidPerUnit(type, 'TAIL') * (5 / 49);
        expectRtp(returnOver(type, type.defaultOdds, [[tail]], EVERY_SPECIAL), exact);
      }
    });
  });

  describe.each([
    ['LHC.NORMAL', 1],
    ['LHC.TWO_IN', 2],
    ['LHC.THREE_IN', 3],
  ])('%s (all k picks among the six normal numbers)', (code, k) => {
    const type = typeOf(code);
    const picks = [['03', '09', '14', '22', '27', '35', '40', '46']];

    it('is the sum of its single k-sets over 20,000 results, and wins', () => {
      expectSumOfSingles(type, picks, eachSubset(k), SAMPLE);
      expect(prizesWon(type, picks, SAMPLE)).toEqual(['HIT']);
      expect(type.combinations([NUMBERS])).toBe(choose(49, k));
      expect(type.settle([NUMBERS], NUMBERS.slice(0, 7))).toEqual([{ prize: 'HIT', count: choose(6, k) }]);
      // The special number does not count.
      expect(type.settle([NUMBERS.slice(0, k)], [...NUMBERS.slice(1, 7), '01'])).toEqual([]);
    });

    it('refuses bad selections', () => {
      expect(type.validate([NUMBERS.slice(0, k - 1)])?.key).toBe(P.tooFew);
      expect(type.validate([[...NUMBERS.slice(0, k), '01']])?.key).toBe(P.duplicate);
      expect(type.validate([[...NUMBERS.slice(0, k), '50']])?.key).toBe(P.unknownToken);
    });

    it("returns exactly one unit's payment × C(6, k) / C(49, k)", () => {
      const exact = (paidPerUnit(type) * choose(6, k)) / choose(49, k);
      expectRtp(normalsReturn(type, k), exact);
    });
  });
});
