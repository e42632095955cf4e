import { choose, digits, row, tokenResult } from '../board.js';
import type { DrawnNumbers, FamilyRules } from '../types.js';
import {
  BSOE,
  directPlay,
  distinctAndPicked,
  fairMilli,
  head,
  oddsOf,
  pickPlay,
  positionRows,
  prizeIf,
  shows,
  singlesPlay,
  sumPlay,
  tally,
} from './plays.js';

/**
 * SSC ("time-time lottery"): five digits 0–9, drawn independently, in position order
 * ten-thousands, thousands, hundreds, tens, units.
 */
const DIGITS = digits();
const LAST3 = [2, 3, 4];

const sum = (numbers: DrawnNumbers): number => numbers.reduce((total, n) => total + Number(n), 0);

/** One digit at one position ("fixed position"): each picked digit is a combination. */
const position = singlesPlay(
  head('SSC.POS', 'lot_group_position'),
  positionRows(5, DIGITS, 0),
  oddsOf({ HIT: 9800 }),
  (token, result, i) => prizeIf(token === result[i]),
);

/** All digits at `positions` in order; one combination per digit of each row (their product). */
const direct = (name: string, positions: number[]) =>
  directPlay(
    head(`SSC.${name}`, 'lot_group_direct'),
    positions,
    DIGITS,
    false,
    fairMilli(1, 10 ** positions.length),
  );

/** The pair digit and the single digit of three digits holding exactly one pair, or null. */
function pairAndSingle([a, b, c]: readonly string[]): [string, string] | null {
  if (a === b && b !== c) return [a!, c!];
  if (a === c && a !== b) return [a!, b!];
  if (b === c && a !== b) return [b!, a!];
  return null;
}

/** Last three as a pair plus a single: a combination is an ordered (pair, single) of picked digits. */
const group3 = pickPlay(
  head('SSC.BACK3_GROUP3', 'lot_group_combo'),
  row('lot_row_numbers', DIGITS, 2),
  fairMilli(3, 1000),
  (n) => n * (n - 1),
  (picked, result) => {
    const shape = pairAndSingle(LAST3.map((i) => result[i]!));
    return shape && picked.includes(shape[0]) && picked.includes(shape[1]) ? 1 : 0;
  },
);

/** The last `k` digits all different, in any order: C(n, k) combinations of the picks. */
const group = (name: string, k: number, ways: number) =>
  pickPlay(
    head(`SSC.${name}`, 'lot_group_combo'),
    row('lot_row_numbers', DIGITS, k),
    fairMilli(ways, 10 ** k),
    (n) => choose(n, k),
    (picked, result) => (distinctAndPicked(picked, result.slice(5 - k)) ? 1 : 0),
  );

/** Sum of the last three digits; the 1000 equally likely endings give each sum its ways. */
const back3Sum = sumPlay(
  head('SSC.BACK3_SUM', 'lot_group_sum'),
  tally(Array.from({ length: 1000 }, (_, n) => sum(String(n).split('')))),
  1000,
  (result) => sum(LAST3.map((i) => result[i]!)),
);

/** Big (23–45) / small / odd / even of the sum of all five; exactly even chances each. */
const sumBsoe = singlesPlay(
  head('SSC.SUM_BSOE', 'lot_group_bsoe'),
  [row('lot_row_sum', BSOE)],
  oddsOf({ HIT: fairMilli(1, 2) }),
  (token, result) => prizeIf(shows(token, sum(result), 23)),
);

const positionBsoe = singlesPlay(
  head('SSC.POS_BSOE', 'lot_group_bsoe'),
  positionRows(5, BSOE, 0),
  oddsOf({ HIT: fairMilli(1, 2) }),
  (token, result, i) => prizeIf(shows(token, Number(result[i]), 5)),
);

/**
 * First digit against the last: DRAGON when greater (45 in 100), TIGER when smaller (45), TIE (10).
 * A tie returns DRAGON and TIGER stakes. HIT 1930: 0.45 × 1.93 + 0.10 × 1 = 0.9685.
 */
const dragonTiger = singlesPlay(
  head('SSC.DRAGON_TIGER', 'lot_group_dragon_tiger'),
  [row('lot_ssc_row_dragon_tiger', ['DRAGON', 'TIGER', 'TIE'])],
  oddsOf({ HIT: 1930, TIE: fairMilli(1, 10), REFUND: 1000 }),
  (token, result) => {
    const shown = Math.sign(Number(result[0]) - Number(result[4]));
    if (shown === 0) return token === 'TIE' ? 'TIE' : 'REFUND';
    return prizeIf(token === (shown > 0 ? 'DRAGON' : 'TIGER'));
  },
);

export const SSC: FamilyRules = {
  format: tokenResult('SSC', DIGITS, 5, false),
  betTypes: [
    position,
    direct('FIVE_DIRECT', [0, 1, 2, 3, 4]),
    direct('FRONT3_DIRECT', [0, 1, 2]),
    direct('MID3_DIRECT', [1, 2, 3]),
    direct('BACK3_DIRECT', [2, 3, 4]),
    direct('FRONT2_DIRECT', [0, 1]),
    direct('BACK2_DIRECT', [3, 4]),
    group3,
    group('BACK3_GROUP6', 3, 6),
    group('BACK2_GROUP', 2, 2),
    back3Sum,
    sumBsoe,
    positionBsoe,
    dragonTiger,
  ],
};
