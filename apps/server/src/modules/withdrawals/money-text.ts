import { toMajor } from '@tessera/contracts';
import type { Merchant } from '../site/merchant.js';

/** An amount for a message: the brand's symbol and its decimals, grouped (`৳1,250.00`). */
export function moneyText(merchant: Merchant, minor: bigint): string {
  const scale = merchant.currencyScale;
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  }).format(toMajor(minor, scale));
  return `${merchant.currencySymbol}${number}`;
}
