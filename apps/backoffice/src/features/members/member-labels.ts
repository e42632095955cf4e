import type { TFunction } from 'i18next';

/** `WITHDRAW_HOLD` → "Withdraw hold": a kind the catalogue does not name yet still reads as words. */
export function humanise(code: string): string {
  const words = code.replace(/[_:]+/gu, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A wallet's name: MAIN, BONUS, WITHDRAW_HOLD, or a game vendor's wallet (`VENDOR:<code>`). */
export function walletLabel(t: TFunction, kind: string): string {
  if (kind.startsWith('VENDOR:'))
    return t('members.wallets.VENDOR', { vendor: kind.slice('VENDOR:'.length) });
  return t(`members.wallets.${kind}`, { defaultValue: humanise(kind) });
}

/** A ledger transfer's kind (DEPOSIT, BET, WIN, ADJUSTMENT, …). */
export function kindLabel(t: TFunction, kind: string): string {
  return t(`members.kinds.${kind}`, { defaultValue: humanise(kind) });
}

/**
 * A mobile number as the server writes it (`+880 1712345678`). Some rows carry the dialing code
 * with its own plus, which the server prefixes again (`++880 …`): shown with one.
 */
export function formatMobile(mobile: string | null | undefined): string | null {
  return mobile ? mobile.replace(/^\++/u, '+') : null;
}
