import { expect } from 'vitest';
import { subsets } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { expectSumOfSingles, mergeHits } from '../testing/properties.js';
import type { BetType, DrawnNumbers, Picks } from '../types.js';

/**
 * Test helpers for the families built from `plays.ts`. `expectSumOfSingles` makes one `expect` per
 * result (about 15 µs each), too slow for 100,000 results times a dozen bet types; these compare
 * the sums in bulk and hand only the results that differ to the shared helper, so a failure reads
 * the same.
 */

/** The results on which `picks` and the sum of `parts` settle differently, and how many `picks` won. */
function compare(type: BetType, picks: Picks, parts: readonly Picks[], results: Iterable<DrawnNumbers>) {
  const differing: DrawnNumbers[] = [];
  let wins = 0;
  for (const result of results) {
    const whole = JSON.stringify(mergeHits(type.settle(picks, result)));
    const summed = JSON.stringify(mergeHits(parts.flatMap((part) => type.settle(part, result))));
    if (whole !== summed) differing.push(result);
    if (whole !== '[]') wins++;
  }
  return { differing, wins };
}

/** `expectSumOfSingles` over every result given; answers on how many results the selection won. */
export function expectSumOfSinglesOver(
  type: BetType,
  picks: Picks,
  expand: (picks: Picks) => Picks[],
  results: Iterable<DrawnNumbers>,
): number {
  const { differing, wins } = compare(type, picks, expand(picks), results);
  expectSumOfSingles(type, picks, expand, differing.slice(0, 3));
  expect(differing, type.code).toEqual([]);
  return wins;
}

/**
 * The same property where a single combination is no selection of its own (SSC.BACK3_GROUP3: two
 * picked digits are already two combinations): the selection is the sum of smaller selections.
 */
export function expectSumOfParts(
  type: BetType,
  picks: Picks,
  parts: readonly Picks[],
  results: Iterable<DrawnNumbers>,
): number {
  expect(type.validate(picks)).toBeNull();
  for (const part of parts) expect(type.validate(part), JSON.stringify(part)).toBeNull();
  const counted = parts.reduce((sum, part) => sum + type.combinations(part), 0);
  expect(type.combinations(picks)).toBe(counted);
  const { differing, wins } = compare(type, picks, parts, results);
  expect(differing.slice(0, 3), type.code).toEqual([]);
  return wins;
}

/** The tests' plain listings of single combinations. Each picked token alone, in its row: */
export const eachPick = (picks: Picks): Picks[] =>
  picks.flatMap((picked, r) => picked.map((token) => picks.map((_, i) => (i === r ? [token] : []))));

/** One token per row, every way; with `distinct`, leaving out tuples that repeat a token. */
export const eachTuple =
  (distinct: boolean) =>
  (picks: Picks): Picks[] => {
    let tuples: string[][] = [[]];
    for (const picked of picks) tuples = tuples.flatMap((tuple) => picked.map((token) => [...tuple, token]));
    return tuples
      .filter((tuple) => !distinct || new Set(tuple).size === tuple.length)
      .map((t) => t.map((x) => [x]));
  };

/** Every k of the picks of a one-row board. */
export const eachSubset =
  (k: number) =>
  (picks: Picks): Picks[] =>
    [...subsets(picks[0]!, k)].map((subset) => [subset]);

/**
 * The smallest valid selection: a row's first `min` tokens, one token where min is 1 (row i takes
 * token i, so direct plays on different numbers stay valid), and one in the first row when every
 * row may be empty.
 */
export const smallestPicks = (type: BetType): Picks =>
  type.board.map((row, i) => {
    if (row.min > 1) return row.tokens.slice(0, row.min);
    return row.min === 1 || i === 0 ? [row.tokens[i % row.tokens.length]!] : [];
  });

/**
 * The board checks every bet type shares, from a valid selection: a row missing, a foreign token,
 * a token twice, and (where the first row needs picks) that row emptied.
 */
export function expectBoardRefusals(type: BetType, picks: Picks): void {
  const withFirst = (first: string[]) => [first, ...picks.slice(1)];
  expect(type.validate(picks.slice(1))?.key, type.code).toBe(P.rowCount);
  expect(type.validate(withFirst([...picks[0]!, 'X']))?.key, type.code).toBe(P.unknownToken);
  expect(type.validate(withFirst([...picks[0]!, picks[0]![0]!]))?.key, type.code).toBe(P.duplicate);
  if (type.board[0]!.min > 0) expect(type.validate(withFirst([]))?.key, type.code).toBe(P.tooFew);
}
