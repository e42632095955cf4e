import type { JackpotPool, JackpotWin } from '@tessera/contracts';
import { formatAmount } from '../../i18n/numbers';

/**
 * The jackpot banner (spec §4, §9; decision 0046) shows the brand's real pool: read once, then
 * pushed on `/ws/jackpot` as it moves. Kept in cents so the sums never drift.
 */

/** What the banner shows: the cycle, its amount, and the win that closed the cycle before it. */
export interface ShownPool {
  cycle: number;
  cents: number;
  commitment: string;
  win: JackpotWin | null;
}

export const toCents = (amount: number) => Math.round(amount * 100);

/**
 * A fresh read of the pool applied to what is shown. Within a cycle the amount never goes down
 * (an older answer arriving late changes nothing); a later cycle means a win: its amount (the
 * seed and what fed it since) replaces the old one and the win is shown. An earlier cycle is a
 * stale answer and is ignored.
 */
export function nextPool(shown: ShownPool | null, pool: JackpotPool): ShownPool {
  const cents = toCents(pool.amount);
  if (shown === null) return { cycle: pool.cycle, cents, commitment: pool.commitment, win: null };
  if (pool.cycle < shown.cycle) return shown;
  if (pool.cycle === shown.cycle) return { ...shown, cents: Math.max(shown.cents, cents) };
  const win = pool.lastWin && pool.lastWin.cycle >= shown.cycle ? pool.lastWin : null;
  return { cycle: pool.cycle, cents, commitment: pool.commitment, win };
}

/** `31,234,567.89`: Latin digits and comma groups, like every amount on the site. */
export function formatJackpot(cents: number): string {
  return formatAmount(cents / 100, 2);
}

/** A commitment shortened for the banner: its first and last six characters. */
export const shortHash = (hash: string) =>
  hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-6)}` : hash;

/** The amount shown `progress` (0 to 1) of the way from one value to the next, eased out. */
export function countUp(from: number, to: number, progress: number): number {
  const clamped = Math.min(Math.max(progress, 0), 1);
  const eased = 1 - (1 - clamped) ** 3;
  return Math.round(from + (to - from) * eased);
}
