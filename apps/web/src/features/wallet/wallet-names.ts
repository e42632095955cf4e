import type { WalletLine } from '@tessera/contracts';
import type { TFunction } from 'i18next';

/**
 * A wallet's name for people, from its code (`MAIN`, `BONUS`, a vendor code) or a record's account
 * kind (`VENDOR:EVO`): main and bonus are ours to translate; vendors keep their brand names.
 */
export function walletName(t: TFunction, code: string, lines: readonly WalletLine[] = []): string {
  if (code === 'MAIN') return t('wallet_main');
  if (code === 'BONUS') return t('wallet_bonus');
  const vendor = code.startsWith('VENDOR:') ? code.slice('VENDOR:'.length) : code;
  return lines.find((line) => line.code === vendor)?.name ?? vendor;
}
