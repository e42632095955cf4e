import { toMajor } from '@tessera/contracts';
import type { Merchant } from './merchant.js';

/** An amount for a message, as the site writes it: the brand's symbol, a space, grouped decimals (`৳ 1,250.00`). */
export function moneyText(
  merchant: Pick<Merchant, 'currencyScale' | 'currencySymbol'>,
  minor: bigint,
): string {
  const scale = merchant.currencyScale;
  const number = toMajor(minor, scale).toLocaleString('en-US', {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
  return `${merchant.currencySymbol} ${number}`;
}
