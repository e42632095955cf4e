import type { getWithdrawInfo } from '@tessera/contracts';
import {
  ERROR_CODES,
  type ErrorCode,
  formatMessage,
  PROOF_RULES,
  imageTypeOf as signatureTypeOf,
  type ValueOf,
} from '@tessera/contracts';
import { decimalsOf, formatBalance } from '../wallet/balance-format';
import { balanceToMinor, textToMinor } from '../wallet/transfer-rules';

export type WithdrawInfo = ValueOf<typeof getWithdrawInfo>;

/** A problem found before sending: a server error code (its own message is shown) or a site key. */
export type Problem = { code: ErrorCode; params?: Record<string, string | number> } | { key: string };

/**
 * The server's message for `code` in the page's language: the site says exactly what the server
 * would have said, without the round trip.
 */
export function serverMessage(
  code: ErrorCode,
  language: string,
  params: Record<string, string | number> = {},
): string {
  const entry = ERROR_CODES[code];
  return formatMessage(language === 'BN' ? entry.BN : entry.EN, params);
}

/** What money text needs to know of the brand's currency. */
export interface Currency {
  currencySymbol: string;
  scale: number;
}

/** The brand's money as its messages and the header write it: `৳ 1,250.00`. */
export const moneyText = (amount: number, info: Currency) =>
  formatBalance(amount, info.currencySymbol, info.scale);

/**
 * The amount as the server will judge it: a plain positive decimal within the currency's scale,
 * between the brand's limits, and no more than the main wallet holds.
 */
export function checkAmount(text: string, info: WithdrawInfo): Problem | null {
  const typed = text.trim();
  if (typed === '') return { key: 'err_required' };
  const decimals = decimalsOf(typed);
  if (decimals === null || decimals > info.scale)
    return { code: 'amount.invalid', params: { scale: info.scale } };
  const minor = textToMinor(typed, info.scale);
  if (minor <= 0n) return { code: 'amount.invalid', params: { scale: info.scale } };
  if (minor < balanceToMinor(info.min, info.scale)) {
    return { code: 'amount.below.minimum', params: { min: moneyText(info.min, info) } };
  }
  if (minor > balanceToMinor(info.max, info.scale)) {
    return { code: 'amount.above.maximum', params: { max: moneyText(info.max, info) } };
  }
  if (minor > balanceToMinor(info.available, info.scale)) return { code: 'balance.insufficient' };
  return null;
}

/** Six digits, as the payment password always is. */
export function checkPaymentPassword(text: string): Problem | null {
  if (text === '') return { key: 'err_required' };
  return /^\d{6}$/u.test(text) ? null : { code: 'payment.password.invalid' };
}

/** Why the form cannot be used right now, in the order a member can fix them; null when it can. */
export type Blocker = 'password' | 'card' | 'wagering' | 'count' | 'funds';

export function blockerOf(info: WithdrawInfo): Blocker | null {
  if (!info.hasPaymentPassword) return 'password';
  if (info.cards.length === 0) return 'card';
  if (info.remainingTurnover > 0) return 'wagering';
  if (info.dailyCount <= 0) return 'count';
  if (balanceToMinor(info.available, info.scale) < balanceToMinor(info.min, info.scale)) return 'funds';
  return null;
}

/** Received + remaining must be the withdrawal's amount, both positive decimals in scale. */
export function checkPartial(
  received: string,
  remaining: string,
  amount: number,
  scale: number,
): Problem | null {
  if (received.trim() === '' || remaining.trim() === '') return { key: 'err_required' };
  for (const text of [received, remaining]) {
    const decimals = decimalsOf(text);
    if (decimals === null || decimals > scale || textToMinor(text, scale) <= 0n) {
      return { code: 'amount.invalid', params: { scale } };
    }
  }
  const sum = textToMinor(received, scale) + textToMinor(remaining, scale);
  return sum === balanceToMinor(amount, scale) ? null : { code: 'receipt.amounts.invalid' };
}

/** The proof image type its first bytes prove (the file name and label prove nothing), or null. */
export function imageTypeOf(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const type = signatureTypeOf(head);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}

/** A picked file is fine when it is a real PNG or JPEG of at most 5 MB (spec §5). */
export function checkProof(size: number, head: Uint8Array): Problem | null {
  if (size === 0 || size > PROOF_RULES.maxBytes || imageTypeOf(head) === null) {
    return { code: 'receipt.proof.invalid' };
  }
  return null;
}

/** Whole seconds until `iso`, never below 0. */
export function secondsUntil(iso: string | null, now: number): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/** `mm:ss`, or `h:mm:ss` past an hour. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** A card as lists show it: bank, masked number and holder (names, so nothing to translate). */
export function cardText(card: { bankName: string; cardNumber: string; holderName: string }): string {
  return `${card.bankName} · ${card.cardNumber} · ${card.holderName}`;
}
