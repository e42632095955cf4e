import type { BetOdds, Hit } from './types.js';

/** Largest units on one bet line; keeps every stake and payout far inside 2^63 minor units. */
export const MAX_UNITS = 100_000;
/** Most combinations one bet line may stand for (a full 5-star board is 100,000). */
export const MAX_COMBINATIONS = 100_000;

/** A line's stake in minor units: combinations × units × unit price (domain.md §5). */
export function stakeOf(combinations: number, units: number, odds: BetOdds): bigint {
  return BigInt(combinations) * BigInt(units) * BigInt(odds.unitPrice);
}

/**
 * What a line pays for its hits, in minor units, stake included: for each hit, count × units ×
 * price × payout / 1000, summed and then rounded down once (never more than the table says).
 */
export function payoutOf(hits: readonly Hit[], units: number, odds: BetOdds): bigint {
  let milli = 0n;
  for (const hit of hits) {
    const rate = odds.payoutMilli[hit.prize];
    if (rate === undefined) throw new Error(`no odds for prize ${hit.prize}`);
    milli += BigInt(hit.count) * BigInt(units) * BigInt(odds.unitPrice) * BigInt(rate);
  }
  return milli / 1000n;
}
