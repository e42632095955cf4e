/** Balance with thousands separators and the currency's decimals, e.g. `৳ 12,345.60`. */
export function formatBalance(amount: number, symbol: string, scale: number, locale = 'en-US'): string {
  const number = amount.toLocaleString(locale, {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
  return `${symbol} ${number}`;
}

/**
 * The hidden balance (spec §2.5): every character but the decimal point becomes an asterisk, so
 * the shape of the number does not give the amount away more than the original did.
 */
export function maskBalance(text: string): string {
  return [...text].map((character) => (character === '.' ? '.' : '*')).join('');
}
