import { FairInputError } from './errors.js';

/**
 * An exact non-negative rational, always reduced, with a positive denominator. Payout multipliers
 * are ratios so that a payout is one bigint floor division of the stake, never a float.
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n || n < 0n) throw new RangeError(`not a non-negative ratio: ${n}/${d}`);
  const g = gcd(n, d) || 1n;
  // Frozen: tables and ZERO hand the same ratio to many outcomes.
  return Object.freeze({ num: n / g, den: d / g });
}

export const ZERO: Ratio = ratio(0n);

export function ratioEquals(a: Ratio, b: Ratio): boolean {
  return a.num * b.den === b.num * a.den;
}

/** For display and statistics only; money goes through `payoutOf`. */
export function ratioToNumber(r: Ratio): number {
  return Number(r.num) / Number(r.den);
}

/** The payout of a stake in minor units: stake × multiplier, rounded down to the minor unit. */
export function payoutOf(stake: bigint, multiplier: Ratio): bigint {
  if (typeof stake !== 'bigint' || stake < 0n) {
    throw new FairInputError('fair.params.invalid', 'stake must be a non-negative bigint of minor units');
  }
  return (stake * multiplier.num) / multiplier.den;
}

/** A multiplier as text with `decimals` places, rounded down (never shows more than is paid). */
export function formatMultiplier(r: Ratio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (r.num * scale) / r.den;
  if (decimals === 0) return scaled.toString();
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Binomial coefficient C(n, k), exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const m = Math.min(k, n - k);
  let result = 1n;
  for (let i = 0; i < m; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
