import { checkBoard } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import type {
  BetType,
  BoardRow,
  DrawnNumbers,
  Family,
  Hit,
  LotteryProblem,
  Picks,
  ResultFormat,
} from '../types.js';

/**
 * Results made of prize tiers of fixed-width digit strings (the Vietnamese regions and the sea
 * lottery), and the one-row bet types both families build on them.
 */

/** A prize tier of a result table: its name (i18n key), how many numbers it holds, and their digits. */
export interface PrizeTier {
  name: string;
  count: number;
  digits: number;
}

export const VN_NORTH_TIERS: readonly PrizeTier[] = [
  { name: 'lot_vn_prize_special', count: 1, digits: 5 },
  { name: 'lot_vn_prize_1', count: 1, digits: 5 },
  { name: 'lot_vn_prize_2', count: 2, digits: 5 },
  { name: 'lot_vn_prize_3', count: 6, digits: 5 },
  { name: 'lot_vn_prize_4', count: 4, digits: 4 },
  { name: 'lot_vn_prize_5', count: 6, digits: 4 },
  { name: 'lot_vn_prize_6', count: 3, digits: 3 },
  { name: 'lot_vn_prize_7', count: 4, digits: 2 },
];

/** The Central and the South regions share one table. */
export const VN_SOUTH_TIERS: readonly PrizeTier[] = [
  { name: 'lot_vn_prize_special', count: 1, digits: 6 },
  { name: 'lot_vn_prize_1', count: 1, digits: 5 },
  { name: 'lot_vn_prize_2', count: 1, digits: 5 },
  { name: 'lot_vn_prize_3', count: 2, digits: 5 },
  { name: 'lot_vn_prize_4', count: 7, digits: 5 },
  { name: 'lot_vn_prize_5', count: 1, digits: 4 },
  { name: 'lot_vn_prize_6', count: 3, digits: 4 },
  { name: 'lot_vn_prize_7', count: 1, digits: 3 },
  { name: 'lot_vn_prize_8', count: 1, digits: 2 },
];

/** The tier of each number of a result, in canonical order. */
export const tierOfLine = (tiers: readonly PrizeTier[]): PrizeTier[] =>
  tiers.flatMap((tier) => Array.from({ length: tier.count }, () => tier));

/** A result of the tiers' numbers, each of exactly its tier's digits, drawn independently. */
export function digitsResult(family: Family, tiers: readonly PrizeTier[]): ResultFormat {
  const widths = tierOfLine(tiers).map((tier) => tier.digits);
  return {
    family,
    size: widths.length,
    check(result: DrawnNumbers): LotteryProblem | null {
      if (!Array.isArray(result) || result.length !== widths.length) {
        return { key: P.resultSize, params: { size: widths.length } };
      }
      for (const [i, number] of result.entries()) {
        if (typeof number !== 'string' || number.length !== widths[i] || !/^[0-9]+$/u.test(number)) {
          return { key: P.resultToken, params: { token: String(number) } };
        }
      }
      return null;
    },
    draw: (int) => widths.map((width) => String(int(10 ** width)).padStart(width, '0')),
  };
}

/** A line of the result a bet type looks at, and the prize a match there pays. */
export interface Line {
  index: number;
  prize: string;
}

export const linesOf = (indexes: readonly number[], prize = 'HIT'): Line[] =>
  indexes.map((index) => ({ index, prize }));

/**
 * The hits of distinct picks, each matched against every line: one hit of the line's prize for each
 * line whose `key` is a picked key. `key` maps a result number to what a pick names (its last
 * digits, a digit, its sorted digits).
 */
export function matchHits(
  pickedKeys: readonly string[],
  result: DrawnNumbers,
  lines: readonly Line[],
  key: (number: string) => string,
): Hit[] {
  const wanted = new Set(pickedKeys);
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (wanted.has(key(result[line.index]!))) counts.set(line.prize, (counts.get(line.prize) ?? 0) + 1);
  }
  return [...counts].map(([prize, count]) => ({ prize, count }));
}

export const lastDigits =
  (count: number) =>
  (number: string): string =>
    number.slice(-count);

/** The parts of a bet type whose board is one row (every Vietnamese and sea lottery bet). */
export interface OneRowSpec {
  code: string;
  family: Family;
  name: string;
  group: string;
  row: BoardRow;
  prizes: readonly string[];
  defaultOdds: BetType['defaultOdds'];
  /** Combinations of a valid row; the number of picks unless given. */
  combinations?: (picked: readonly string[]) => number;
  /** A rule beyond the board's (e.g. two picks that stand for the same numbers). */
  refuse?: (picked: readonly string[]) => LotteryProblem | null;
  settle: (picked: readonly string[], result: DrawnNumbers) => Hit[];
}

/** A one-row bet type; its rules text key is its name key + `_rules`. */
export function oneRowType(spec: OneRowSpec): BetType {
  const board = [spec.row];
  const combinations = spec.combinations ?? ((picked) => picked.length);
  return {
    code: spec.code,
    family: spec.family,
    name: spec.name,
    rules: `${spec.name}_rules`,
    group: spec.group,
    board,
    prizes: spec.prizes,
    defaultOdds: spec.defaultOdds,
    validate: (picks: Picks) => checkBoard(board, picks) ?? spec.refuse?.(picks[0]!) ?? null,
    combinations: (picks) => combinations(picks[0]!),
    settle: (picks, result) => spec.settle(picks[0]!, result),
  };
}
