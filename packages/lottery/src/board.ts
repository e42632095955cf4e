import { LOTTERY_PROBLEMS as P } from './errors.js';
import type { BoardRow, DrawnNumbers, LotteryProblem, Picks, ResultFormat } from './types.js';

/** Tokens "0".."9" style: `digits(10)`; zero-padded from a start: `numbers(1, 49, 2)` = "01".."49". */
export const digits = (count = 10): string[] => Array.from({ length: count }, (_, i) => String(i));

export function numbers(from: number, to: number, width: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

export const row = (label: string, tokens: readonly string[], min = 1, max = tokens.length): BoardRow => ({
  label,
  tokens,
  min,
  max,
});

/**
 * The checks every board shares: one array per row, each token offered by its row, no token twice
 * in a row, and between the row's min and max picks. Null when all hold.
 */
export function checkBoard(board: readonly BoardRow[], picks: Picks): LotteryProblem | null {
  if (!Array.isArray(picks) || picks.length !== board.length) {
    return { key: P.rowCount, params: { rows: board.length } };
  }
  for (const [index, spec] of board.entries()) {
    const picked = picks[index];
    if (!Array.isArray(picked)) return { key: P.rowCount, params: { rows: board.length } };
    const seen = new Set<string>();
    for (const token of picked) {
      if (typeof token !== 'string' || !spec.tokens.includes(token)) {
        return { key: P.unknownToken, params: { row: index + 1, token: String(token) } };
      }
      if (seen.has(token)) return { key: P.duplicate, params: { row: index + 1, token } };
      seen.add(token);
    }
    if (picked.length < spec.min) return { key: P.tooFew, params: { row: index + 1, min: spec.min } };
    if (picked.length > spec.max) return { key: P.tooMany, params: { row: index + 1, max: spec.max } };
  }
  return null;
}

/** n choose k, exact for the sizes of a bet board (n ≤ 100). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** All k-element subsets of `items`, in lexicographic order of positions. */
export function* subsets<T>(items: readonly T[], k: number, start = 0, chosen: T[] = []): Generator<T[]> {
  if (chosen.length === k) {
    yield [...chosen];
    return;
  }
  for (let i = start; i <= items.length - (k - chosen.length); i++) {
    chosen.push(items[i]!);
    yield* subsets(items, k, i + 1, chosen);
    chosen.pop();
  }
}

/**
 * A result format whose numbers are `size` tokens from `tokens`, distinct or not. Draws uniformly:
 * independent picks, or a partial Fisher–Yates shuffle (first `size` of a random permutation).
 */
export function tokenResult(
  family: ResultFormat['family'],
  tokens: readonly string[],
  size: number,
  distinct: boolean,
): ResultFormat {
  return {
    family,
    size,
    check(result: DrawnNumbers): LotteryProblem | null {
      if (!Array.isArray(result) || result.length !== size) return { key: P.resultSize, params: { size } };
      for (const token of result) {
        if (!tokens.includes(token)) return { key: P.resultToken, params: { token: String(token) } };
      }
      if (distinct && new Set(result).size !== result.length) return { key: P.resultDuplicate };
      return null;
    },
    draw(int) {
      if (!distinct) return Array.from({ length: size }, () => tokens[int(tokens.length)]!);
      const pool = [...tokens];
      for (let i = 0; i < size; i++) {
        const j = i + int(pool.length - i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, size);
    },
  };
}
