import { type MemberAccountKind, vendorWallet } from '../ledger/ledger-accounts.js';
import { type Merchant, TRIAL_CURRENCY } from '../site/merchant.js';

/** The account a vendor's game debits and credits: which currency, which member account kind. */
export interface GameWallet {
  currency: string;
  kind: MemberAccountKind;
}

export interface GameVendor {
  code: string;
  /** Set for a vendor with a wallet of its own (transfer-wallet vendor); null for a seamless one. */
  walletTypeId: number | null;
}

/** The vendor code of the in-house games (domain.md §4): they are played inside the site. */
export const IN_HOUSE_VENDOR = 'BGS';

/**
 * The one rule for which wallet a game plays from (domain.md §2 wallet modes): trial members play
 * trial money in MAIN; a single-wallet brand plays from MAIN; the in-house games play from MAIN
 * (decision 0014: they have no lobby of their own to move money into); otherwise a vendor with a
 * wallet of its own plays from `VENDOR:<code>` and a seamless vendor from MAIN.
 */
export function walletFor(merchant: Merchant, isTrial: boolean, vendor: GameVendor): GameWallet {
  if (isTrial) return { currency: TRIAL_CURRENCY, kind: 'MAIN' };
  if (merchant.wallet.isSingle || vendor.walletTypeId === null || vendor.code === IN_HOUSE_VENDOR) {
    return { currency: merchant.currency, kind: 'MAIN' };
  }
  return { currency: merchant.currency, kind: vendorWallet(vendor.code) };
}
