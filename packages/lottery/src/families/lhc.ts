import { choose, digits, numbers, row, tokenResult } from '../board.js';
import type { BetOdds, BoardRow, FamilyRules } from '../types.js';
import { BSOE, fairMilli, head, oddsOf, pickPlay, prizeIf, shows, singlesPlay } from './plays.js';

/**
 * LHC ("Mark Six"): seven different numbers of "01".."49" in draw order; the first six are the
 * normal numbers, the seventh is the special number.
 */
const NUMBERS = numbers(1, 49, 2);
const NORMALS = 6;

/** The standard Mark Six colour of each number. */
const COLOURS: Record<string, readonly number[]> = {
  RED: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  BLUE: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  GREEN: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};
const COLOUR_OF = new Map(
  Object.entries(COLOURS).flatMap(([colour, members]) => members.map((value) => [value, colour] as const)),
);

/**
 * A bet on the special number alone, each picked token one combination; `prizeOf(token, special)`
 * is what the token won, if anything. Every special number is equally likely (1 in 49).
 */
const specialPlay = (
  name: string,
  board: BoardRow,
  odds: BetOdds,
  prizeOf: (token: string, special: string) => string | undefined,
) =>
  singlesPlay(head(`LHC.${name}`, 'lot_lhc_group_special'), [board], odds, (token, result) =>
    prizeOf(token, result[NORMALS]!),
  );

const special = specialPlay(
  'SPECIAL',
  row('lot_lhc_row_special', NUMBERS),
  oddsOf({ HIT: fairMilli(1, 49) }),
  (token, special) => prizeIf(token === special),
);

/** BIG 25–48, SMALL 01–24; a special 49 refunds every side. RTP exactly (24 × 1.95 + 1) / 49 = 0.9755. */
const specialBsoe = specialPlay(
  'SPECIAL_BSOE',
  row('lot_lhc_row_special', BSOE),
  oddsOf({ HIT: 1950, REFUND: 1000 }),
  (token, special) => (special === '49' ? 'REFUND' : prizeIf(shows(token, Number(special), 25))),
);

/** Red has 17 numbers, blue and green 16 each: each colour is its own prize. */
const specialColour = specialPlay(
  'SPECIAL_COLOUR',
  row('lot_lhc_row_colour', Object.keys(COLOURS)),
  oddsOf(
    Object.fromEntries(
      Object.entries(COLOURS).map(([colour, members]) => [colour, fairMilli(members.length, 49)]),
    ),
  ),
  (token, special) => prizeIf(token === COLOUR_OF.get(Number(special)), token),
);

/** The special's last digit: 1–9 each end 5 numbers, 0 only 4 (10, 20, 30, 40). */
const specialTail = specialPlay(
  'SPECIAL_TAIL',
  row('lot_lhc_row_tail', digits()),
  oddsOf({ TAIL: fairMilli(5, 49), TAIL_0: fairMilli(4, 49) }),
  (token, special) => prizeIf(token === special.slice(-1), token === '0' ? 'TAIL_0' : 'TAIL'),
);

/** Picks standing for C(n, k) combinations, each winning when all k are among the six normals. */
const inNormals = (name: string, k: number) =>
  pickPlay(
    head(`LHC.${name}`, 'lot_lhc_group_normal'),
    row('lot_row_numbers', NUMBERS, k),
    fairMilli(choose(NORMALS, k), choose(49, k)),
    (n) => choose(n, k),
    (picked, result) => choose(result.slice(0, NORMALS).filter((n) => picked.includes(n)).length, k),
  );

export const LHC: FamilyRules = {
  format: tokenResult('LHC', NUMBERS, NORMALS + 1, true),
  betTypes: [
    special,
    specialBsoe,
    specialColour,
    specialTail,
    inNormals('NORMAL', 1),
    inNormals('TWO_IN', 2),
    inNormals('THREE_IN', 3),
  ],
};
