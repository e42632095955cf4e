import { formatAmount } from '../../i18n/numbers';
/**
 * The rolling jackpot banner (spec §4, §9): it starts at a random amount from 31,000,000 to
 * 32,000,000 with two decimals and grows by 100 to 500 every 3, 4 or 5 seconds. Kept in cents so
 * the sums never drift.
 */
export const JACKPOT_START_CENTS = { min: 3_100_000_000, max: 3_200_000_000 } as const;
export const JACKPOT_STEP_CENTS = { min: 10_000, max: 50_000 } as const;
export const JACKPOT_DELAYS_MS = [3_000, 4_000, 5_000] as const;

type Random = () => number;

/** A whole number from min to max inclusive, from a random number in [0, 1). */
function between(min: number, max: number, random: Random): number {
  return min + Math.min(Math.floor(random() * (max - min + 1)), max - min);
}

export function initialJackpotCents(random: Random = Math.random): number {
  return between(JACKPOT_START_CENTS.min, JACKPOT_START_CENTS.max, random);
}

export interface JackpotStep {
  cents: number;
  delayMs: number;
}

/** The next growth: how much, and how long to wait before it. */
export function nextJackpotStep(random: Random = Math.random): JackpotStep {
  const delayMs = JACKPOT_DELAYS_MS[between(0, JACKPOT_DELAYS_MS.length - 1, random)]!;
  return { cents: between(JACKPOT_STEP_CENTS.min, JACKPOT_STEP_CENTS.max, random), delayMs };
}

/** `31,234,567.89`: Latin digits and comma groups, like every amount on the site. */
export function formatJackpot(cents: number): string {
  return formatAmount(cents / 100, 2);
}

/** The amount shown `progress` (0 to 1) of the way from one value to the next, eased out. */
export function countUp(from: number, to: number, progress: number): number {
  const clamped = Math.min(Math.max(progress, 0), 1);
  const eased = 1 - (1 - clamped) ** 3;
  return Math.round(from + (to - from) * eased);
}
