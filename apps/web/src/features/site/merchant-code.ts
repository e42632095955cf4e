import { servedMeta } from '../../lib/dom/served-meta';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/web-storage';

export const DEFAULT_MERCHANT_CODE = 'TESSERA';

/** The first usable code among those given, else the demo brand's. */
export function pickMerchantCode(...candidates: readonly unknown[]): string {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && /^[A-Za-z0-9_-]{1,32}$/u.test(candidate.trim()))
      return candidate.trim();
  }
  return DEFAULT_MERCHANT_CODE;
}

let merchantCode = DEFAULT_MERCHANT_CODE;

/** Reads the injected code once at start and keeps it in both storages (spec §4). */
export function initMerchantCode(): string {
  merchantCode = pickMerchantCode(
    // The code the server wrote into index.html for the brand of this host (domain.md §1).
    servedMeta('tessera-merchant'),
    readStored('session', STORAGE_KEYS.merchantCode),
    readStored('local', STORAGE_KEYS.merchantCode),
  );
  writeStored('session', STORAGE_KEYS.merchantCode, merchantCode);
  writeStored('local', STORAGE_KEYS.merchantCode, merchantCode);
  return merchantCode;
}

export const currentMerchantCode = (): string => merchantCode;
