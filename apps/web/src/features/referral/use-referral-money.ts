import { useSite } from '../site/use-site';
import { money } from './referral-words';

/** The brand's money as the page writes it (`৳ 500`, `৳ 12.50`). */
export function useReferralMoney(): (amount: number) => string {
  const { currencyScale, currencySymbol } = useSite().info.brand;
  return (amount) => money(amount, currencySymbol, currencyScale);
}
