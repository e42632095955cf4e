import { type ContractTier, type ContractType, toMajor, toMinor } from '@tessera/contracts';
import type { StoredTier } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/** What a period of a holder's team came to (minor units): the inputs of a bill. */
export interface PeriodFigures {
  validBet: bigint;
  /** Stakes − payouts of settled bets: what the team lost (negative when it won). */
  netLoss: bigint;
  activeMembers: number;
}

/** Tiers as the wire gives them (major units) to stored (minor units, as text); odd amounts refused. */
export function storeTiers(tiers: ContractTier[], scale: number): StoredTier[] {
  const minor = (value: number, field: string) => {
    if (value === 0) return '0';
    const amount = toMinor(value, scale);
    if (amount === null) throw new AppError('validation.failed', { field });
    return amount.toString();
  };
  return tiers.map((tier) => ({
    minValidBet: minor(tier.minValidBet, 'minValidBet'),
    minActiveMembers: tier.minActiveMembers,
    minNetLoss: minor(tier.minNetLoss ?? 0, 'minNetLoss'),
    rateBp: tier.rateBp,
    fixed: minor(tier.fixed ?? 0, 'fixed'),
  }));
}

export function wireTiers(tiers: StoredTier[], scale: number): ContractTier[] {
  return tiers.map((tier) => ({
    minValidBet: toMajor(BigInt(tier.minValidBet), scale),
    minActiveMembers: tier.minActiveMembers,
    minNetLoss: toMajor(BigInt(tier.minNetLoss), scale),
    rateBp: tier.rateBp,
    fixed: toMajor(BigInt(tier.fixed), scale),
  }));
}

export const maxRate = (tiers: { rateBp: number }[]) => Math.max(...tiers.map((tier) => tier.rateBp));

/** The tier a period reached: of those whose minimums it meets, the best paid (the later on a tie). */
export function reachedTier(tiers: StoredTier[], figures: PeriodFigures): number | null {
  let best: number | null = null;
  tiers.forEach((tier, index) => {
    const met =
      figures.validBet >= BigInt(tier.minValidBet) &&
      figures.activeMembers >= tier.minActiveMembers &&
      // A tier without a net-loss minimum is reached by a team that won too.
      (tier.minNetLoss === '0' || figures.netLoss >= BigInt(tier.minNetLoss));
    if (met && (best === null || tier.rateBp >= tiers[best]!.rateBp)) best = index;
  });
  return best;
}

/**
 * What a period pays: salaries the tier's rate of the valid bet plus its fixed amount; dividends
 * the rate of the team's net loss (nothing when the team won). Rounded down to the minor unit.
 */
export function billAmount(type: ContractType, tier: StoredTier | undefined, figures: PeriodFigures): bigint {
  if (!tier) return 0n;
  if (type === 'DIVIDEND')
    return figures.netLoss > 0n ? (figures.netLoss * BigInt(tier.rateBp)) / 10_000n : 0n;
  return (figures.validBet * BigInt(tier.rateBp)) / 10_000n + BigInt(tier.fixed);
}
