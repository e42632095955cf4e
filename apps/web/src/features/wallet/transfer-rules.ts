import { BONUS_WALLET_ID, MAIN_WALLET_ID, type WalletBalance, type WalletLine } from '@tessera/contracts';
import { decimalsOf, formatAmount } from './balance-format';

/** The wallets money may move between: main and the vendor wallets; the bonus is locked. */
export function transferableWallets(wallet: WalletBalance): WalletLine[] {
  return wallet.balance.filter((line) => line.accountTypeId !== BONUS_WALLET_ID);
}

export const isMain = (id: number | null) => id === MAIN_WALLET_ID;

/** Where money from `from` may go: main sends to any vendor wallet, a vendor wallet only to main. */
export function destinationsFor(wallet: WalletBalance, from: number | null): WalletLine[] {
  const lines = transferableWallets(wallet);
  if (from === null) return [];
  return isMain(from)
    ? lines.filter((line) => line.accountTypeId !== MAIN_WALLET_ID)
    : lines.filter((line) => line.accountTypeId === MAIN_WALLET_ID);
}

export interface TransferDraft {
  from: number | null;
  to: number | null;
  /** As typed. */
  amount: string;
}

export interface TransferProblem {
  field: 'from' | 'to' | 'amount';
  /** Catalogue key. */
  key: string;
  params?: Record<string, string | number>;
}

/** Typed text to minor units (checked by `decimalsOf` first); exact, no floating point. */
export function textToMinor(text: string, scale: number): bigint {
  const [whole, fraction = ''] = text.trim().split('.');
  return BigInt(whole!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/** A wire balance to minor units; exact for every balance below 2^53 minor units. */
export function balanceToMinor(amount: number, scale: number): bigint {
  return BigInt(Math.round(amount * 10 ** scale));
}

/**
 * What is wrong with a transfer before it is sent, or null: both wallets chosen and allowed,
 * a plain positive amount with at most the currency's decimals, and no more than the source holds.
 * The server checks all of it again; this saves the member a round trip and says it in words.
 */
export function checkTransfer(draft: TransferDraft, wallet: WalletBalance): TransferProblem | null {
  const lines = transferableWallets(wallet);
  const source = lines.find((line) => line.accountTypeId === draft.from);
  if (!source) return { field: 'from', key: 'wallet_err_choose_from' };
  if (!destinationsFor(wallet, draft.from).some((line) => line.accountTypeId === draft.to)) {
    return { field: 'to', key: draft.to === draft.from ? 'wallet_err_same' : 'wallet_err_choose_to' };
  }
  const text = draft.amount.trim();
  if (text === '') return { field: 'amount', key: 'wallet_err_amount_required' };
  const decimals = decimalsOf(text);
  if (decimals === null) return { field: 'amount', key: 'wallet_err_amount_invalid' };
  if (decimals > wallet.scale) {
    return { field: 'amount', key: 'wallet_err_amount_scale', params: { scale: wallet.scale } };
  }
  const minor = textToMinor(text, wallet.scale);
  if (minor <= 0n) return { field: 'amount', key: 'wallet_err_amount_positive' };
  if (minor > balanceToMinor(source.availBalance, wallet.scale)) {
    return {
      field: 'amount',
      key: 'wallet_err_amount_exceeds',
      params: { max: formatAmount(source.availBalance, wallet.scale) },
    };
  }
  return null;
}

/** The "max" helper: the source's whole balance, as an amount the form accepts. */
export function maxAmountText(line: WalletLine | undefined, scale: number): string {
  return line ? Math.max(0, line.availBalance).toFixed(scale) : '';
}
