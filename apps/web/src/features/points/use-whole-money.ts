import { useSite } from '../site/use-site';
import { formatBalance } from '../wallet/balance-format';

/**
 * Money inside a rule's sentence: `৳ 100` for a whole amount, `৳ 12.50` otherwise (the currency's
 * decimals), its symbol kept beside its digits when the sentence wraps.
 */
export function useWholeMoney(): (amount: number) => string {
  const { currencyScale, currencySymbol } = useSite().info.brand;
  return (amount) =>
    formatBalance(amount, currencySymbol, Number.isInteger(amount) ? 0 : currencyScale).replace(
      / /gu,
      '\u00a0',
    );
}
