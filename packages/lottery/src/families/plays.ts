import { checkBoard, row } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import type { BetOdds, BetType, BoardRow, DrawnNumbers, Family, Hit, Picks } from '../types.js';

/**
 * The mechanisms the number-draw families (SSC, PK10, 11X5) share. Each factory makes a whole bet
 * type; a family file only says which board, which odds and what wins.
 */

/** A bet type's code, family and i18n keys. */
export type PlayHead = Pick<BetType, 'code' | 'family' | 'name' | 'rules' | 'group'>;

/** `SSC.FRONT3_DIRECT` → name `lot_ssc_front3_direct`, rules `lot_ssc_front3_direct_rules`. */
export function head(code: string, group: string): PlayHead {
  const name = `lot_${code.toLowerCase().replace('.', '_')}`;
  return { code, family: code.slice(0, code.indexOf('.')) as Family, name, rules: `${name}_rules`, group };
}

/** The return to player our reference odds aim at, in thousandths. */
const RTP_MILLI = 970;

/**
 * Payout (thousandths of the price, stake included) of a bet that wins in `ways` of `outOf` equal
 * cases, rounded down to hundredths: on a unit price of 100 minor units finer odds would be lost
 * when the payout is rounded down to minor units.
 */
export const fairMilli = (ways: number, outOf: number): number =>
  Math.floor((RTP_MILLI * outOf) / ways / 10) * 10;

export const oddsOf = (payoutMilli: Record<string, number>): BetOdds => ({ unitPrice: 100, payoutMilli });

export const hits = (count: number, prize = 'HIT'): Hit[] => (count > 0 ? [{ prize, count }] : []);

export const BSOE = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

/** Whether a value shows BIG / SMALL / ODD / EVEN; BIG from `bigFrom` up. */
export function shows(token: string, value: number, bigFrom: number): boolean {
  if (token === 'BIG' || token === 'SMALL') return value >= bigFrom === (token === 'BIG');
  return value % 2 === (token === 'ODD' ? 1 : 0);
}

/** A win of prize `prize` when `won`, else nothing. */
export const prizeIf = (won: boolean, prize = 'HIT'): string | undefined => (won ? prize : undefined);

/** How often each value occurs in a list of equally likely outcomes. */
export function tally(values: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Rows labelled `lot_pos_1` … `lot_pos_<count>`, all offering the same tokens. */
export const positionRows = (count: number, tokens: readonly string[], min: number): BoardRow[] =>
  Array.from({ length: count }, (_, i) => row(`lot_pos_${i + 1}`, tokens, min));

/**
 * Each picked token is one combination. `prizeOf(token, result, row)` is the prize that token of
 * that row won, or undefined. Rows may be empty (min 0), but the selection must pick something.
 */
export function singlesPlay(
  play: PlayHead,
  board: readonly BoardRow[],
  defaultOdds: BetOdds,
  prizeOf: (token: string, result: DrawnNumbers, row: number) => string | undefined,
): BetType {
  return {
    ...play,
    board,
    prizes: Object.keys(defaultOdds.payoutMilli),
    defaultOdds,
    validate: (picks) =>
      checkBoard(board, picks) ?? (picks.some((picked) => picked.length > 0) ? null : { key: P.crossRow }),
    combinations: (picks) => picks.reduce((sum, picked) => sum + picked.length, 0),
    settle(picks, result) {
      const found: Hit[] = [];
      for (let index = 0; index < picks.length; index++) {
        for (const token of picks[index]!) {
          const prize = prizeOf(token, result, index);
          if (prize === undefined) continue;
          const hit = found.find((h) => h.prize === prize);
          if (hit) hit.count++;
          else found.push({ prize, count: 1 });
        }
      }
      return found;
    },
  };
}

/**
 * How many ways to take one token from each row with no token twice. Tokens one at a time, counting
 * by the set of rows already filled (a bit mask), so it stays arithmetic for any board.
 */
function distinctTuples(picks: Picks): number {
  let ways = new Array<number>(1 << picks.length).fill(0);
  ways[0] = 1;
  for (const token of new Set(picks.flat())) {
    const next = [...ways];
    for (let filled = 0; filled < ways.length; filled++) {
      if (ways[filled] === 0) continue;
      picks.forEach((picked, r) => {
        if (!(filled & (1 << r)) && picked.includes(token)) next[filled | (1 << r)]! += ways[filled]!;
      });
    }
    ways = next;
  }
  return ways[ways.length - 1]!;
}

/**
 * A direct bet on `positions` of the result: one row per position, a combination is one token per
 * row, and it wins when every row's token stands at its position. With `distinct` (results never
 * repeat a number) combinations repeating a token cannot win and are not counted.
 */
export function directPlay(
  play: PlayHead,
  positions: readonly number[],
  tokens: readonly string[],
  distinct: boolean,
  payoutMilli: number,
): BetType {
  const board = positions.map((position) => row(`lot_pos_${position + 1}`, tokens));
  const combinations = (picks: Picks) =>
    distinct ? distinctTuples(picks) : picks.reduce((product, picked) => product * picked.length, 1);
  return {
    ...play,
    board,
    prizes: ['HIT'],
    defaultOdds: oddsOf({ HIT: payoutMilli }),
    validate: (picks) => checkBoard(board, picks) ?? (combinations(picks) > 0 ? null : { key: P.crossRow }),
    combinations,
    settle: (picks, result) =>
      hits(picks.every((picked, i) => picked.includes(result[positions[i]!]!)) ? 1 : 0),
  };
}

/**
 * One row of picks standing for `count(n)` combinations (e.g. C(n, k)); `wins(picked, result)` says
 * how many of them won the single prize HIT.
 */
export function pickPlay(
  play: PlayHead,
  board: BoardRow,
  payoutMilli: number,
  count: (picked: number) => number,
  wins: (picked: readonly string[], result: DrawnNumbers) => number,
): BetType {
  return {
    ...play,
    board: [board],
    prizes: ['HIT'],
    defaultOdds: oddsOf({ HIT: payoutMilli }),
    validate: (picks) => checkBoard([board], picks),
    combinations: (picks) => count(picks[0]!.length),
    settle: (picks, result) => hits(wins(picks[0]!, result)),
  };
}

/** True when `numbers` are all different and all picked. */
export const distinctAndPicked = (picked: readonly string[], numbers: readonly string[]): boolean =>
  new Set(numbers).size === numbers.length && numbers.every((n) => picked.includes(n));

/**
 * A bet on a sum: each picked sum is one combination with its own prize `SUM_<n>`, priced fair to
 * `ways` (how many of `outOf` equally likely outcomes give each sum).
 */
export function sumPlay(
  play: PlayHead,
  ways: ReadonlyMap<number, number>,
  outOf: number,
  sumOf: (result: DrawnNumbers) => number,
): BetType {
  const sums = [...ways.keys()].sort((a, b) => a - b);
  const payoutMilli = Object.fromEntries(sums.map((sum) => [`SUM_${sum}`, fairMilli(ways.get(sum)!, outOf)]));
  return singlesPlay(play, [row('lot_row_sum', sums.map(String))], oddsOf(payoutMilli), (token, result) =>
    prizeIf(Number(token) === sumOf(result), `SUM_${token}`),
  );
}
