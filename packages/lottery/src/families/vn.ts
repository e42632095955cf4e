import { choose, digits, numbers, row } from '../board.js';
import type { BetType, DrawnNumbers, FamilyRules, Hit } from '../types.js';
import {
  digitsResult,
  lastDigits,
  linesOf,
  matchHits,
  oneRowType,
  type PrizeTier,
  tierOfLine,
  VN_NORTH_TIERS,
  VN_SOUTH_TIERS,
} from './vn-results.js';

/**
 * The Vietnamese lottery: three regions, each a daily table of prize tiers (vn-results.ts), the
 * special prize first. Every region offers the same bets on the last digits of its numbers; unit
 * prices and odds follow the region's number of prizes.
 */
export type VnFamily = 'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH';

export const VN_PRIZE_TIERS: Record<VnFamily, readonly PrizeTier[]> = {
  VN_NORTH: VN_NORTH_TIERS,
  VN_CENTRAL: VN_SOUTH_TIERS,
  VN_SOUTH: VN_SOUTH_TIERS,
};

const BASE_PRICE = 100;
/**
 * Bets on fixed lines pay this share of the stake back on average (thousandths), before the payout
 * is rounded down: payout = RTP × tokens / lines, e.g. bao lô 2 in the North 970 × 100 / 27 → 3592,
 * an RTP of 0.96984. Exact RTPs per bet type and region are asserted in vn.test.ts.
 */
const RTP_MILLI = 970;
/** Most picks on one row (a slip line carries at most 100 tokens a row). */
const MAX_PICKS = 100;

const ONE = digits();
const TWO = numbers(0, 99, 2);
const THREE = numbers(0, 999, 3);
const FOUR = numbers(0, 9999, 4);

/** Reference odds of the bets that need several numbers among all the lines (payoutMilli of HIT). */
interface SetOdds {
  XIEN_2: number;
  XIEN_3: number;
  XIEN_4: number;
  /** A pair of đá; a REPEAT pays half of it. */
  DA: number;
}

// North (27 lines), exact RTP: xiên 2 0.969767, xiên 3 0.969938, xiên 4 0.969980, đá 0.969820.
const NORTH_SET_ODDS: SetOdds = { XIEN_2: 17_670, XIEN_3: 78_870, XIEN_4: 363_300, DA: 15_620 };
// Central and South (18 lines), exact RTP: xiên 2 0.969905, xiên 3 0.969987, xiên 4 0.969977, đá 0.969951.
const SOUTH_SET_ODDS: SetOdds = { XIEN_2: 37_150, XIEN_3: 247_860, XIEN_4: 1_747_000, DA: 34_310 };

const hitsOf = (hits: readonly Hit[]): Hit[] => hits.filter((hit) => hit.count > 0);

/** How often each last-two-digits value appears among all the lines of a result. */
function tailCounts(result: DrawnNumbers): Map<string, number> {
  const counts = new Map<string, number>();
  for (const number of result) {
    const tail = number.slice(-2);
    counts.set(tail, (counts.get(tail) ?? 0) + 1);
  }
  return counts;
}

function vnFamily(family: VnFamily, setOdds: SetOdds): FamilyRules {
  const tiers = VN_PRIZE_TIERS[family];
  const lineTiers = tierOfLine(tiers);
  const linesWith = (count: number) => lineTiers.flatMap((tier, i) => (tier.digits >= count ? [i] : []));
  const special = [0];
  const threeDigitLines = lineTiers.flatMap((tier, i) => (tier.digits === 3 ? [i] : []));

  const base = (name: string, group: string) => ({
    code: `${family}.${name}`,
    family,
    name: `lot_vn_${name.toLowerCase()}`,
    group,
  });

  /**
   * A bet on some digits of fixed lines: each picked token is a combination, and wins once per
   * line whose `key` digits equal it. One unit covers every line, so it costs lines × base price.
   */
  const onLines = (
    name: string,
    group: string,
    label: string,
    tokens: readonly string[],
    lineIndexes: readonly number[],
    key: (number: string) => string,
  ): BetType => {
    const lines = linesOf(lineIndexes);
    return oneRowType({
      ...base(name, group),
      row: row(label, tokens, 1, Math.min(tokens.length, MAX_PICKS)),
      prizes: ['HIT'],
      defaultOdds: {
        unitPrice: lines.length * BASE_PRICE,
        payoutMilli: { HIT: Math.floor((RTP_MILLI * tokens.length) / lines.length) },
      },
      settle: (picked, result) => matchHits(picked, result, lines, key),
    });
  };

  /** Lô xiên: every k picked numbers are a combination, won once when all k appear among the tails. */
  const xien = (k: 2 | 3 | 4): BetType =>
    oneRowType({
      ...base(`XIEN_${k}`, 'lot_vn_group_xien'),
      row: row('lot_vn_row_two', TWO, k),
      prizes: ['HIT'],
      defaultOdds: { unitPrice: BASE_PRICE, payoutMilli: { HIT: setOdds[`XIEN_${k}`] } },
      combinations: (picked) => choose(picked.length, k),
      settle(picked, result) {
        const tails = tailCounts(result);
        const appeared = picked.filter((pick) => tails.has(pick)).length;
        return hitsOf([{ prize: 'HIT', count: choose(appeared, k) }]);
      },
    });

  /**
   * Đá: every two picked numbers are a pair; a pair whose numbers both appear among the tails wins
   * HIT once, plus one REPEAT (half a HIT) for each further appearance of either number.
   */
  const da = oneRowType({
    ...base('DA', 'lot_vn_group_xien'),
    row: row('lot_vn_row_two', TWO, 2),
    prizes: ['HIT', 'REPEAT'],
    defaultOdds: {
      unitPrice: BASE_PRICE,
      payoutMilli: { HIT: setOdds.DA, REPEAT: Math.floor(setOdds.DA / 2) },
    },
    combinations: (picked) => choose(picked.length, 2),
    settle(picked, result) {
      const tails = tailCounts(result);
      let appeared = 0;
      let repeats = 0;
      for (const pick of picked) {
        const count = tails.get(pick) ?? 0;
        if (count > 0) {
          appeared++;
          repeats += count - 1;
        }
      }
      // Each appearing number is in (appeared - 1) winning pairs, and brings its repeats to each.
      return hitsOf([
        { prize: 'HIT', count: choose(appeared, 2) },
        { prize: 'REPEAT', count: (appeared - 1) * repeats },
      ]);
    },
  });

  return {
    format: digitsResult(family, tiers),
    betTypes: [
      onLines('DE', 'lot_vn_group_de', 'lot_vn_row_two', TWO, special, lastDigits(2)),
      onLines('DAU', 'lot_vn_group_de', 'lot_vn_row_tens', ONE, special, (number) => number.at(-2)!),
      onLines('DUOI', 'lot_vn_group_de', 'lot_vn_row_units', ONE, special, lastDigits(1)),
      onLines('BAO_LO_2', 'lot_vn_group_lo', 'lot_vn_row_two', TWO, linesWith(2), lastDigits(2)),
      onLines('BAO_LO_3', 'lot_vn_group_lo', 'lot_vn_row_three', THREE, linesWith(3), lastDigits(3)),
      onLines('BAO_LO_4', 'lot_vn_group_lo', 'lot_vn_row_four', FOUR, linesWith(4), lastDigits(4)),
      onLines(
        'XIU_CHU',
        'lot_vn_group_lo',
        'lot_vn_row_three',
        THREE,
        [...special, ...threeDigitLines],
        lastDigits(3),
      ),
      xien(2),
      xien(3),
      xien(4),
      da,
    ],
  };
}

export const VN_NORTH: FamilyRules = vnFamily('VN_NORTH', NORTH_SET_ODDS);
export const VN_CENTRAL: FamilyRules = vnFamily('VN_CENTRAL', SOUTH_SET_ODDS);
export const VN_SOUTH: FamilyRules = vnFamily('VN_SOUTH', SOUTH_SET_ODDS);
