import { choose, numbers, row, tokenResult } from '../board.js';
import type { DrawnNumbers, FamilyRules } from '../types.js';
import {
  BSOE,
  fairMilli,
  head,
  oddsOf,
  pickPlay,
  positionRows,
  prizeIf,
  shows,
  singlesPlay,
} from './plays.js';

/** LF ("Happy Ten"): eight different numbers of "01".."20", in draw order (1st..8th position). */
const NUMBERS = numbers(1, 20, 2);
const SIZE = 8;
/** The sum of eight different numbers of 1..20 runs 36..132; 84, its middle, is a tie. */
const TIE_SUM = 84;

const sum = (result: DrawnNumbers): number => result.reduce((total, value) => total + Number(value), 0);

const position = singlesPlay(
  head('LF.POS', 'lot_group_position'),
  positionRows(SIZE, NUMBERS, 0),
  oddsOf({ HIT: fairMilli(1, 20) }),
  (token, result, i) => prizeIf(token === result[i]),
);

/** Any k of the picks: C(n, k) combinations; one wins when all its k numbers are drawn. */
const any = (k: number) =>
  pickPlay(
    head(`LF.ANY_${k}`, 'lot_group_any'),
    row('lot_row_numbers', NUMBERS, k),
    fairMilli(choose(SIZE, k), choose(20, k)),
    (n) => choose(n, k),
    (picked, result) => choose(result.filter((n) => picked.includes(n)).length, k),
  );

/** BIG 11–20, SMALL 01–10: each side holds for 10 of the 20 numbers. */
const positionBsoe = singlesPlay(
  head('LF.POS_BSOE', 'lot_group_bsoe'),
  positionRows(SIZE, BSOE, 0),
  oddsOf({ HIT: fairMilli(1, 2) }),
  (token, result, i) => prizeIf(shows(token, Number(result[i]), 11)),
);

/**
 * BIG 85–132, SMALL 36–83; a sum of 84 refunds BIG and SMALL (and is EVEN). Of the 125,970 sets,
 * 61,091 sum above 84, 61,091 below, 3,788 to 84; 62,880 are odd, 63,090 even. RTP exactly: BIG and
 * SMALL (61,091 × 1.95 + 3,788) / 125,970 = 0.9758, ODD 0.9734, EVEN 0.9766.
 */
const sumBsoe = singlesPlay(
  head('LF.SUM_BSOE', 'lot_group_bsoe'),
  [row('lot_row_sum', BSOE)],
  oddsOf({ HIT: 1950, REFUND: 1000 }),
  (token, result) => {
    const total = sum(result);
    if (total === TIE_SUM && (token === 'BIG' || token === 'SMALL')) return 'REFUND';
    return prizeIf(shows(token, total, TIE_SUM + 1));
  },
);

/** 1st against 8th: never equal, so each side wins half the time. */
const dragonTiger = singlesPlay(
  head('LF.DRAGON_TIGER', 'lot_group_dragon_tiger'),
  [row('lot_lf_row_dragon_tiger', ['DRAGON', 'TIGER'])],
  oddsOf({ HIT: fairMilli(1, 2) }),
  (token, result) => prizeIf(token === (Number(result[0]) > Number(result[SIZE - 1]) ? 'DRAGON' : 'TIGER')),
);

export const LF: FamilyRules = {
  format: tokenResult('LF', NUMBERS, SIZE, true),
  betTypes: [position, ...[2, 3, 4, 5].map(any), positionBsoe, sumBsoe, dragonTiger],
};
