import { formatAmount } from '../../i18n/numbers';

/**
 * Money text for people. Amounts arrive in major units with the currency's scale (domain.md §1);
 * the digits come from the one number module (Latin digits and comma grouping in every language).
 */
export { formatAmount };

/** Balance with thousands separators, the currency's decimals and its symbol: `৳ 12,345.60`. */
export function formatBalance(amount: number, symbol: string, scale: number): string {
  return `${symbol} ${formatAmount(amount, scale)}`;
}

/** A movement with its direction: `+1,000.00`, `−250.50` (a real minus sign, so it reads well). */
export function formatSignedAmount(amount: number, scale: number): string {
  const text = formatAmount(Math.abs(amount), scale);
  if (amount > 0) return `+${text}`;
  if (amount < 0) return `\u2212${text}`;
  return text;
}

/**
 * The hidden balance (spec §2.5): every character but the decimal point becomes an asterisk, so
 * the shape of the number does not give the amount away more than the original did.
 */
export function maskBalance(text: string): string {
  return [...text].map((character) => (character === '.' ? '.' : '*')).join('');
}

/**
 * Decimal places of a typed amount, or null when it is not a plain positive decimal. Typed text is
 * checked as text: 0.1 + 0.2 never happens here, and "1e3" or "12." are refused, not guessed at.
 */
export function decimalsOf(text: string): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/u.exec(text.trim());
  if (!match) return null;
  return match[2]?.length ?? 0;
}
