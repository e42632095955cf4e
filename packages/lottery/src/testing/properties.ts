import { expect } from 'vitest';
import { payoutOf, stakeOf } from '../money.js';
import type { BetOdds, BetType, DrawnNumbers, Hit, Picks, ResultFormat } from '../types.js';

/** Hits merged by prize and sorted, so two lists compare as multisets. */
export function mergeHits(hits: readonly Hit[]): Hit[] {
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit.prize, (counts.get(hit.prize) ?? 0) + hit.count);
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([prize, count]) => ({ prize, count }))
    .sort((a, b) => a.prize.localeCompare(b.prize));
}

/**
 * The brute-force property of issue 5: a selection is the sum of its single combinations. `expand`
 * is the test's own plain listing of those singles. For every result given: the selection's hits
 * equal the singles' hits added up; and each single is valid and counts as one combination.
 */
export function expectSumOfSingles(
  type: BetType,
  picks: Picks,
  expand: (picks: Picks) => Picks[],
  results: Iterable<DrawnNumbers>,
): void {
  expect(type.validate(picks), `${type.code} ${JSON.stringify(picks)}`).toBeNull();
  const singles = expand(picks);
  expect(type.combinations(picks), `${type.code} combinations`).toBe(singles.length);
  for (const single of singles) {
    expect(type.validate(single), `${type.code} single ${JSON.stringify(single)}`).toBeNull();
    expect(type.combinations(single)).toBe(1);
  }
  for (const result of results) {
    const whole = mergeHits(type.settle(picks, result));
    const summed = mergeHits(singles.flatMap((single) => type.settle(single, result)));
    expect(whole, `${type.code} ${JSON.stringify(picks)} on ${result.join(',')}`).toEqual(summed);
  }
}

/** Every result of a format whose numbers are drawn independently from `tokens` (small sizes only). */
export function* everyResult(tokens: readonly string[], size: number): Generator<string[]> {
  const index = new Array<number>(size).fill(0);
  while (true) {
    yield index.map((i) => tokens[i]!);
    let position = size - 1;
    while (position >= 0 && ++index[position]! === tokens.length) index[position--] = 0;
    if (position < 0) return;
  }
}

/** `count` results drawn from the format with a seeded generator (repeatable). */
export function* sampleResults(format: ResultFormat, count: number, seed = 1): Generator<string[]> {
  let state = seed >>> 0 || 1;
  const int = (n: number) => {
    // xorshift32: fine for test sampling, never for real draws.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % n;
  };
  for (let i = 0; i < count; i++) yield format.draw(int);
}

/** Return to player of one selection over a list of equally likely results: paid / staked. */
export function returnOver(
  type: BetType,
  odds: BetOdds,
  picks: Picks,
  results: Iterable<DrawnNumbers>,
): number {
  let paid = 0n;
  let staked = 0n;
  const stake = stakeOf(type.combinations(picks), 1, odds);
  for (const result of results) {
    paid += payoutOf(type.settle(picks, result), 1, odds);
    staked += stake;
  }
  return Number(paid) / Number(staked);
}
