import { useSite } from '../site/use-site';
import { formatBalance } from '../wallet/balance-format';

/** Money as the brand writes it (`৳ 1,250.00`), for the contract pages' many amounts. */
export function useMoney(): (amount: number) => string {
  const { currencyScale, currencySymbol } = useSite().info.brand;
  return (amount) => formatBalance(amount, currencySymbol, currencyScale);
}

/** The same, its symbol kept beside its digits when a sentence wraps (a no-break space). */
export function useUnbrokenMoney(): (amount: number) => string {
  const money = useMoney();
  return (amount) => money(amount).replace(/ /gu, '\u00a0');
}
