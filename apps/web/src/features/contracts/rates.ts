import { MAX_RATE_BP } from '@tessera/contracts';

/** Rates travel as basis points (100 = 1 %); people read and type them as percents. */
export const BP_PER_PERCENT = 100;
/** The highest percent a tier may give (50 %). */
export const MAX_RATE_PERCENT = MAX_RATE_BP / BP_PER_PERCENT;

// Made on first use, not as the shell's script starts (decision 0055).
let percentFormat: Intl.NumberFormat | undefined;

/** `12.5` for 1250 bp: the percent without its sign, at most two decimals (Latin digits). */
export function bpToPercentText(bp: number): string {
  percentFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
  return percentFormat.format(bp / BP_PER_PERCENT);
}

/** `12.5 %` for 1250 bp (a no-break space: the sign never wraps away from its number). */
export function formatRate(bp: number): string {
  return `${bpToPercentText(bp)}\u00a0%`;
}

/**
 * A typed percent in basis points, or null when it is not one: digits with at most two decimals
 * (a comma reads as the decimal point), 0 to 50. Exact: `0.07` is 7 bp, never 6.999….
 */
export function percentToBp(text: string): number | null {
  const typed = text.trim().replace(',', '.');
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/u.exec(typed);
  if (!match) return null;
  const bp = Number(match[1]) * BP_PER_PERCENT + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_RATE_BP ? bp : null;
}
