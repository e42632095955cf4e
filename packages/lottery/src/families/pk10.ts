import { numbers, row, tokenResult } from '../board.js';
import type { DrawnNumbers, FamilyRules } from '../types.js';
import {
  BSOE,
  directPlay,
  fairMilli,
  head,
  oddsOf,
  positionRows,
  prizeIf,
  shows,
  singlesPlay,
  sumPlay,
  tally,
} from './plays.js';

/** PK10: a race of ten cars "01"…"10"; the result is their finishing order, 1st to 10th. */
const CARS = numbers(1, 10, 2);

const position = singlesPlay(
  head('PK10.POS', 'lot_group_position'),
  positionRows(10, CARS, 0),
  oddsOf({ HIT: fairMilli(1, 10) }),
  (token, result, i) => prizeIf(token === result[i]),
);

/** Row i compares the car placed i+1 with the one placed 10-i: DRAGON when its number is greater. */
const dragonTiger = singlesPlay(
  head('PK10.DRAGON_TIGER', 'lot_group_dragon_tiger'),
  Array.from({ length: 5 }, (_, i) => row(`lot_pk10_row_dt_${i + 1}`, ['DRAGON', 'TIGER'], 0)),
  oddsOf({ HIT: fairMilli(1, 2) }),
  (token, result, i) => prizeIf(token === (Number(result[i]) > Number(result[9 - i]) ? 'DRAGON' : 'TIGER')),
);

const positionBsoe = singlesPlay(
  head('PK10.POS_BSOE', 'lot_group_bsoe'),
  positionRows(10, BSOE, 0),
  oddsOf({ HIT: fairMilli(1, 2) }),
  (token, result, i) => prizeIf(shows(token, Number(result[i]), 6)),
);

const sum2 = (result: DrawnNumbers): number => Number(result[0]) + Number(result[1]);

/** The sums of the 90 equally likely (1st, 2nd) pairs of different cars. */
const SUM2_WAYS = tally(CARS.flatMap((a) => CARS.filter((b) => b !== a).map((b) => sum2([a, b]))));

/** BIG is 12–19 (40 of the 90 pairs), SMALL 3–11 (50), ODD (50), EVEN (40): each priced to its chance. */
const sum2Bsoe = singlesPlay(
  head('PK10.SUM2_BSOE', 'lot_group_bsoe'),
  [row('lot_row_sum', BSOE)],
  oddsOf({
    BIG: fairMilli(40, 90),
    SMALL: fairMilli(50, 90),
    ODD: fairMilli(50, 90),
    EVEN: fairMilli(40, 90),
  }),
  (token, result) => prizeIf(shows(token, sum2(result), 12), token),
);

export const PK10: FamilyRules = {
  format: tokenResult('PK10', CARS, 10, true),
  betTypes: [
    position,
    directPlay(head('PK10.FIRST2_DIRECT', 'lot_group_direct'), [0, 1], CARS, true, fairMilli(1, 90)),
    directPlay(head('PK10.FIRST3_DIRECT', 'lot_group_direct'), [0, 1, 2], CARS, true, fairMilli(1, 720)),
    dragonTiger,
    positionBsoe,
    sumPlay(head('PK10.SUM2', 'lot_group_sum'), SUM2_WAYS, 90, sum2),
    sum2Bsoe,
  ],
};
