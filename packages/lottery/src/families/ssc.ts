import { checkBoard, digits, row, tokenResult } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import type { BetType, FamilyRules } from '../types.js';

/**
 * SSC ("time-time lottery"): five digits 0–9, drawn independently, in position order
 * ten-thousands, thousands, hundreds, tens, units.
 */
const POSITIONS = ['lot_pos_1', 'lot_pos_2', 'lot_pos_3', 'lot_pos_4', 'lot_pos_5'] as const;

/** One digit at one position ("fixed position"): each picked digit is a combination. */
const position: BetType = {
  code: 'SSC.POS',
  family: 'SSC',
  name: 'lot_ssc_pos',
  rules: 'lot_ssc_pos_rules',
  group: 'lot_group_position',
  board: POSITIONS.map((label) => row(label, digits(), 0)),
  prizes: ['HIT'],
  defaultOdds: { unitPrice: 100, payoutMilli: { HIT: 9800 } },
  validate(picks) {
    const problem = checkBoard(this.board, picks);
    if (problem) return problem;
    return picks.some((picked) => picked.length > 0) ? null : { key: P.crossRow };
  },
  combinations: (picks) => picks.reduce((sum, picked) => sum + picked.length, 0),
  settle(picks, result) {
    const count = picks.filter((picked, i) => picked.includes(result[i]!)).length;
    return count > 0 ? [{ prize: 'HIT', count }] : [];
  },
};

export const SSC: FamilyRules = {
  format: tokenResult('SSC', digits(), 5, false),
  betTypes: [position],
};
