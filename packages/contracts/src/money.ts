import { z } from 'zod';

/**
 * Money on the wire is a decimal number in major units (BDT 12.50); inside it is an integer count
 * of minor units (1250n). These two functions are the only crossing between the two.
 */

/** The largest amount any single call may carry, in major units (far above any real limit). */
export const MAX_AMOUNT = 1_000_000_000_000;

/** A wire amount: a finite positive JSON number below the ceiling. Scale is checked by `toMinor`. */
export const ZAmount = z.number().finite().positive().max(MAX_AMOUNT);

/**
 * Exact conversion by the number's shortest decimal text (what JSON carried), never by
 * multiplying floats: 0.1 + 0.2 problems cannot reach the ledger. Null when the amount has more
 * decimals than the currency, or is not a plain positive decimal (NaN, Infinity, 1e-7, negatives).
 */
export function toMinor(amount: number, scale: number): bigint | null {
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_AMOUNT) return null;
  const text = String(amount);
  const match = /^(\d+)(?:\.(\d+))?$/u.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  return BigInt(match[1]!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/** Minor units back to a wire number; exact for every amount below 2^53 minor units. */
export function toMajor(minor: bigint, scale: number): number {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(negative ? `-${text}` : text);
}
