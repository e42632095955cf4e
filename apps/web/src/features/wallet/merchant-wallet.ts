import { readStored, writeStored } from '../../lib/storage/web-storage';
import { currentMerchantCode } from '../site/merchant-code';
import { fetchMerchantWallet } from './api/get-merchant-wallet';

/** Session-storage key of the brand's wallet mode (spec §4: the merchant wallet is cached there). */
export const MERCHANT_WALLET_KEY = 'merchantWallet';

interface CachedMode {
  merchantCode: string;
  isSingle: boolean;
}

function readCached(merchantCode: string): boolean | null {
  try {
    const cached = JSON.parse(readStored('session', MERCHANT_WALLET_KEY) ?? 'null') as CachedMode | null;
    return cached?.merchantCode === merchantCode && typeof cached.isSingle === 'boolean'
      ? cached.isSingle
      : null;
  } catch {
    return null;
  }
}

export function rememberSingleWallet(isSingle: boolean): void {
  const cached: CachedMode = { merchantCode: currentMerchantCode(), isSingle };
  writeStored('session', MERCHANT_WALLET_KEY, JSON.stringify(cached));
}

/**
 * Whether the brand runs one wallet (true) or main plus vendor wallets (false). Asked once per
 * session and kept in session storage, which logout empties.
 */
export async function loadSingleWallet(): Promise<boolean> {
  const merchantCode = currentMerchantCode();
  const cached = readCached(merchantCode);
  if (cached !== null) return cached;
  const { isSingle } = await fetchMerchantWallet(merchantCode);
  rememberSingleWallet(isSingle === 1);
  return isSingle === 1;
}
