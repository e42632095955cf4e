import { describe, expect, it } from 'vitest';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { expectSumOfSingles, mergeHits, sampleResults } from '../testing/properties.js';
import type { BetType, Picks } from '../types.js';
import { SEA, SEA_TIERS } from './sea.js';
import { exactReturn, type Slot, type Target } from './vn-exact.js';

const type = (code: string): BetType => SEA.betTypes.find((entry) => entry.code === code)!;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** 1st 1234, 2nd 4321, 3rd 0012, then specials and consolations holding 1234 and its rearrangements. */
const CRAFTED = [
  '1234',
  '4321',
  '0012',
  ...['1234', '2143', '9999', '0012', '5555', '1112', '1211', '0000', '3412', '8888'],
  ...['1234', '3412', '0120', '7777', '1121', '6666', '4444', '3333', '2222', '1111'],
];
const SAMPLE = [...sampleResults(SEA.format, 20_000, 7), CRAFTED];

const singles = (picks: Picks): Picks[] => picks[0]!.map((pick) => [[pick]]);

/** The distinct numbers the digits of `number` make. */
function arrangementsOf(number: string): string[] {
  if (number.length <= 1) return [number];
  const all = [...number].flatMap((digit, i) =>
    arrangementsOf(number.slice(0, i) + number.slice(i + 1)).map((rest) => digit + rest),
  );
  return [...new Set(all)];
}

/** Slots of the whole number of each line, grouped by the prize they pay. */
const BY_TIER: Slot[][] = [[0], [1], [2], range(3, 12), range(13, 22)].map((lines) =>
  lines.map((line) => ({ line, length: 4 })),
);

describe('SEA (4D)', () => {
  it('checks and draws 23 four-digit numbers', () => {
    expect(SEA.format.size).toBe(23);
    expect(SEA_TIERS.reduce((sum, tier) => sum + tier.count, 0)).toBe(23);
    expect(SEA.format.check(CRAFTED)).toBeNull();
    expect(SEA.format.check(CRAFTED.slice(1))?.key).toBe(P.resultSize);
    expect(SEA.format.check([...CRAFTED.slice(1), '123'])?.key).toBe(P.resultToken);
    expect(SEA.format.check([...CRAFTED.slice(1), '12345'])?.key).toBe(P.resultToken);
    expect(SEA.format.check([...CRAFTED.slice(1), '12a4'])?.key).toBe(P.resultToken);
    for (const result of SAMPLE.slice(0, 1000)) expect(SEA.format.check(result)).toBeNull();
  });

  const cases = [
    { code: 'SEA.BIG', picks: [['1234', '0012', '9876']] },
    { code: 'SEA.SMALL', picks: [['1234', '4321', '7777']] },
    { code: 'SEA.3D', picks: [['234', '999']] },
    { code: 'SEA.2D', picks: [['34', '00']] },
  ];

  it.each(cases)(
    '$code is the sum of its single numbers over 20,000 results, with hits',
    ({ code, picks }) => {
      expectSumOfSingles(type(code), picks, singles, SAMPLE);
      expect(type(code).settle(picks, CRAFTED)).not.toEqual([]);
    },
  );

  it('BIG pays once for every line the number equals, at that line’s prize', () => {
    expect(mergeHits(type('SEA.BIG').settle([['1234', '0012']], CRAFTED))).toEqual([
      { prize: 'CONSOLATION', count: 1 },
      { prize: 'FIRST', count: 1 },
      { prize: 'SPECIAL', count: 2 },
      { prize: 'THIRD', count: 1 },
    ]);
    expect(type('SEA.SMALL').settle([['1112', '9999']], CRAFTED)).toEqual([]);
  });

  describe('SEA.BOX', () => {
    const box = type('SEA.BOX');
    const big = type('SEA.BIG');

    it('stands for 24, 12, 6 or 4 arrangements', () => {
      for (const [number, count] of [
        ['1234', 24],
        ['1123', 12],
        ['1122', 6],
        ['1112', 4],
      ] as const) {
        expect(box.combinations([[number]])).toBe(count);
        expect(arrangementsOf(number)).toHaveLength(count);
      }
      expect(box.combinations([['1234', '0012', '1112']])).toBe(24 + 12 + 4);
    });

    it('wins what BIG wins on every arrangement, over 20,000 results', () => {
      const picks = [['1234', '0012', '1112']];
      const arrangements = picks[0]!.flatMap(arrangementsOf);
      expect(box.validate(picks)).toBeNull();
      expect(box.combinations(picks)).toBe(arrangements.length);
      let hits = 0;
      for (const result of SAMPLE) {
        const whole = mergeHits(box.settle(picks, result));
        const summed = mergeHits(arrangements.flatMap((number) => big.settle([[number]], result)));
        if (JSON.stringify(whole) !== JSON.stringify(summed)) expect(whole, result.join()).toEqual(summed);
        if (whole.length > 0) hits++;
      }
      expect(hits).toBeGreaterThan(10);
      expect(box.defaultOdds).toEqual(big.defaultOdds);
    });

    it('refuses four equal digits and two picks of the same digits', () => {
      expect(box.validate([['5555']])?.key).toBe(P.unknownToken);
      expect(box.validate([['1234', '4321']])).toEqual({
        key: P.duplicate,
        params: { row: 1, token: '4321' },
      });
    });
  });

  it.each(SEA.betTypes.map((bet) => [bet.code, bet] as const))('%s refuses a bad selection', (_, bet) => {
    const tokens = bet.board[0]!.tokens;
    expect(bet.validate([])?.key).toBe(P.rowCount);
    expect(bet.validate([[tokens[1]!], []])?.key).toBe(P.rowCount);
    expect(bet.validate([[]])?.key).toBe(P.tooFew);
    expect(bet.validate([['x']])?.key).toBe(P.unknownToken);
    expect(bet.validate([[`${tokens[1]}1`]])?.key).toBe(P.unknownToken);
    expect(bet.validate([[tokens[1]!, tokens[1]!]])?.key).toBe(P.duplicate);
    if (tokens.length > 100) expect(bet.validate([tokens.slice(0, 101)])?.key).toBe(P.tooMany);
  });

  // Each line equals a given number with chance 1/10,000: RTP = sum over lines of the payout / 10,000.
  const returns: [string, Slot[][], Target, number][] = [
    ['SEA.BIG', BY_TIER, { value: '1234' }, (3800 + 1500 + 750 + 10 * 270 + 10 * 95) / 10_000],
    ['SEA.SMALL', BY_TIER.slice(0, 3), { value: '1234' }, (5000 + 3000 + 1700) / 10_000],
    // One box stands for 24 numbers and costs 24 units: each line is one of them with chance 24/10,000.
    ['SEA.BOX', BY_TIER, { value: '1234', weight: 24 }, (3800 + 1500 + 750 + 10 * 270 + 10 * 95) / 10_000],
    ['SEA.3D', [[{ line: 0, length: 3 }]], { value: '234' }, 970 / 1000],
    ['SEA.2D', [[{ line: 0, length: 2 }]], { value: '34' }, 97 / 100],
  ];

  it.each(returns)('%s returns 0.97 of the stake, counted exactly', (code, groups, target, formula) => {
    const bet = type(code);
    const other = '0'.repeat(groups[0]![0]!.length);
    const rtp = exactReturn(bet, bet.defaultOdds, [[target.value]], CRAFTED, groups, [target], other);
    expect(rtp).toBeCloseTo(formula, 10);
    expect(rtp).toBeCloseTo(0.97, 10);
  });
});
