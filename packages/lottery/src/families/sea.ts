import { numbers, row } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import type { BetType, FamilyRules } from '../types.js';
import {
  digitsResult,
  type Line,
  lastDigits,
  linesOf,
  matchHits,
  oneRowType,
  type PrizeTier,
  tierOfLine,
} from './vn-results.js';

/**
 * The sea lottery: the Southeast-Asian 4D draw. 23 four-digit numbers, drawn independently: the 1st,
 * 2nd and 3rd prizes, 10 special (starter) and 10 consolation prizes, in that order.
 */
export const SEA_TIERS: readonly PrizeTier[] = [
  { name: 'lot_sea_prize_first', count: 1, digits: 4 },
  { name: 'lot_sea_prize_second', count: 1, digits: 4 },
  { name: 'lot_sea_prize_third', count: 1, digits: 4 },
  { name: 'lot_sea_prize_special', count: 10, digits: 4 },
  { name: 'lot_sea_prize_consolation', count: 10, digits: 4 },
];

/** The prize key a match on each tier pays, tier by tier. */
const TIER_PRIZES = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'] as const;

const ALL_LINES: Line[] = tierOfLine(SEA_TIERS).map((tier, index) => ({
  index,
  prize: TIER_PRIZES[SEA_TIERS.indexOf(tier)]!,
}));
const TOP_LINES = ALL_LINES.slice(0, 3);

const PRICE = 100;
/** Most picks on one row (a slip line carries at most 100 tokens a row). */
const MAX_PICKS = 100;
const FOUR = numbers(0, 9999, 4);

/** Box numbers: four digits not all the same (those have a single arrangement: play them BIG). */
const BOX_NUMBERS = FOUR.filter((number) => new Set(number).size > 1);

/** Each four-digit number's digits in order, by the number's value: a box matches by these. */
const SORTED_DIGITS = FOUR.map((number) => [...number].sort().join(''));
const sortedDigits = (number: string): string => SORTED_DIGITS[Number(number)]!;

/** How many distinct numbers the digits of `number` make: 24, 12, 6, 4 (or 1). */
function arrangements(number: string): number {
  const repeats = new Map<string, number>();
  for (const digit of number) repeats.set(digit, (repeats.get(digit) ?? 0) + 1);
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  return [...repeats.values()].reduce((count, times) => count / factorial(times), 24);
}

// Each line matches a given number with chance 1/10,000, so RTP = sum of the line payouts / 10,000.
// BIG: (3800 + 1500 + 750 + 10 × 270 + 10 × 95) / 10,000 = 0.97 exactly; SMALL: (5000 + 3000 +
// 1700) / 10,000 = 0.97 exactly. BOX pays BIG per arrangement, so its RTP is BIG's.
const BIG_ODDS = {
  unitPrice: PRICE,
  payoutMilli: {
    FIRST: 3_800_000,
    SECOND: 1_500_000,
    THIRD: 750_000,
    SPECIAL: 270_000,
    CONSOLATION: 95_000,
  },
};

const big: BetType = oneRowType({
  code: 'SEA.BIG',
  family: 'SEA',
  name: 'lot_sea_big',
  group: 'lot_sea_group_4d',
  row: row('lot_sea_row_four', FOUR, 1, MAX_PICKS),
  prizes: [...TIER_PRIZES],
  defaultOdds: BIG_ODDS,
  settle: (picked, result) => matchHits(picked, result, ALL_LINES, (number) => number),
});

const small: BetType = oneRowType({
  code: 'SEA.SMALL',
  family: 'SEA',
  name: 'lot_sea_small',
  group: 'lot_sea_group_4d',
  row: row('lot_sea_row_four', FOUR, 1, MAX_PICKS),
  prizes: ['FIRST', 'SECOND', 'THIRD'],
  defaultOdds: { unitPrice: PRICE, payoutMilli: { FIRST: 5_000_000, SECOND: 3_000_000, THIRD: 1_700_000 } },
  settle: (picked, result) => matchHits(picked, result, TOP_LINES, (number) => number),
});

/**
 * i-Box: a picked number stands for every distinct arrangement of its digits, each a combination
 * paying like BIG. Two picks of the same digits would be the same combinations twice: refused.
 */
const box: BetType = oneRowType({
  code: 'SEA.BOX',
  family: 'SEA',
  name: 'lot_sea_box',
  group: 'lot_sea_group_4d',
  row: row('lot_sea_row_four', BOX_NUMBERS, 1, MAX_PICKS),
  prizes: [...TIER_PRIZES],
  defaultOdds: BIG_ODDS,
  combinations: (picked) => picked.reduce((sum, number) => sum + arrangements(number), 0),
  refuse(picked) {
    const seen = new Set<string>();
    for (const number of picked) {
      const digits = sortedDigits(number);
      if (seen.has(digits)) return { key: P.duplicate, params: { row: 1, token: number } };
      seen.add(digits);
    }
    return null;
  },
  // Arrangements are distinct numbers, so a line matches at most one of them.
  settle: (picked, result) => matchHits(picked.map(sortedDigits), result, ALL_LINES, sortedDigits),
});

/** The last `count` digits of the 1st prize: each picked number is a combination. */
const lastOfFirst = (count: 2 | 3, payoutMilli: number): BetType => {
  const tokens = numbers(0, 10 ** count - 1, count);
  return oneRowType({
    code: `SEA.${count}D`,
    family: 'SEA',
    name: `lot_sea_${count}d`,
    group: 'lot_sea_group_short',
    row: row(count === 3 ? 'lot_sea_row_three' : 'lot_sea_row_two', tokens, 1, MAX_PICKS),
    prizes: ['HIT'],
    defaultOdds: { unitPrice: PRICE, payoutMilli: { HIT: payoutMilli } },
    settle: (picked, result) => matchHits(picked, result, linesOf([0]), lastDigits(count)),
  });
};

export const SEA: FamilyRules = {
  format: digitsResult('SEA', SEA_TIERS),
  // 3D and 2D: a chance of 1/1,000 and 1/100 at 970 and 97 times, an RTP of 0.97 exactly.
  betTypes: [big, small, box, lastOfFirst(3, 970_000), lastOfFirst(2, 97_000)],
};
