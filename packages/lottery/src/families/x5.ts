import { choose, numbers, row, tokenResult } from '../board.js';
import type { FamilyRules } from '../types.js';
import { directPlay, distinctAndPicked, fairMilli, head, pickPlay } from './plays.js';

/** 11X5 ("11 choose 5"): five different numbers of "01"…"11", in draw order. */
const NUMBERS = numbers(1, 11, 2);
/** Unordered draws: every set of five is equally likely. */
const DRAWS = choose(11, 5);

/**
 * Any k of the picks: C(n, k) combinations. With k ≤ 5 a combination wins when all its numbers are
 * drawn; with k ≥ 5 when all five drawn are among its numbers (both mean "equal" at k = 5).
 */
function any(k: number) {
  const ways = k <= 5 ? choose(11 - k, 5 - k) : choose(k, 5);
  return pickPlay(
    head(`11X5.ANY_${k}`, 'lot_group_any'),
    row('lot_row_numbers', NUMBERS, k),
    fairMilli(ways, DRAWS),
    (n) => choose(n, k),
    (picked, result) => {
      const drawn = result.filter((n) => picked.includes(n)).length;
      if (k <= 5) return choose(drawn, k);
      return drawn === 5 ? choose(picked.length - 5, k - 5) : 0;
    },
  );
}

/** The first k drawn in draw order: one row per position; 11 × 10 × … equally likely orders. */
function direct(k: number) {
  const positions = Array.from({ length: k }, (_, i) => i);
  const orders = positions.reduce((product, i) => product * (11 - i), 1);
  return directPlay(
    head(`11X5.FRONT${k}_DIRECT`, 'lot_group_direct'),
    positions,
    NUMBERS,
    true,
    fairMilli(1, orders),
  );
}

/** The first k drawn in any order: C(n, k) combinations of one row. */
const group = (k: number) =>
  pickPlay(
    head(`11X5.FRONT${k}_GROUP`, 'lot_group_combo'),
    row('lot_row_numbers', NUMBERS, k),
    fairMilli(1, choose(11, k)),
    (n) => choose(n, k),
    (picked, result) => (distinctAndPicked(picked, result.slice(0, k)) ? 1 : 0),
  );

export const X5: FamilyRules = {
  format: tokenResult('11X5', NUMBERS, 5, true),
  betTypes: [...[1, 2, 3, 4, 5, 6, 7, 8].map(any), direct(1), direct(2), direct(3), group(2), group(3)],
};
