import { ALL_BET_TYPES } from './rules.js';
import type { BetOdds, OddsTable, PrizeMode } from './types.js';

/** The prize that hands the stake back (a tie on a two-sided bet). */
const REFUND = 'REFUND';

/**
 * The built-in odds of each prize mode: every bet type's reference odds (LOTT), scaled down by the
 * mode's factor in thousandths and rounded down. A refund is not a win: it gives the stake back
 * whole in every mode (scaled, a tie would cost the member 1% under ELOTT). A brand edits single
 * entries on top (the server stores only its overrides).
 */
export const PRIZE_MODE_FACTOR_MILLI: Record<PrizeMode, number> = {
  LOTT: 1000,
  ZY: 995,
  ELOTT: 990,
  SEA: 1000,
};

function scaled(odds: BetOdds, factorMilli: number): BetOdds {
  const payoutMilli: Record<string, number> = {};
  for (const [prize, rate] of Object.entries(odds.payoutMilli)) {
    payoutMilli[prize] = prize === REFUND ? rate : Math.floor((rate * factorMilli) / 1000);
  }
  return { unitPrice: odds.unitPrice, payoutMilli };
}

export function defaultOddsTable(mode: PrizeMode): OddsTable {
  const table: OddsTable = {};
  for (const type of ALL_BET_TYPES)
    table[type.code] = scaled(type.defaultOdds, PRIZE_MODE_FACTOR_MILLI[mode]);
  return table;
}

/** A brand's table: the mode's defaults with the brand's overrides laid over them. */
export function oddsTable(mode: PrizeMode, overrides: Readonly<Record<string, BetOdds>> = {}): OddsTable {
  return { ...defaultOddsTable(mode), ...overrides };
}
