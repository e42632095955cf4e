import { readStored, writeStored } from '../../lib/storage/web-storage';

/**
 * A friend's invite link is the site with `?referralCode=` (spec §2.2). The code is kept in session
 * storage from the first page the link opens, so that it still goes with the registration after the
 * visitor looked around first (the address loses its query on the first click). Kept small: the
 * site's first chunk loads it.
 */
export const REFERRAL_CODE_KEY = 'referralCode';

/** The referral code a link carries, trimmed and at most 64 characters; null without one. */
export function referralCodeFromUrl(search: string): string | null {
  const code = new URLSearchParams(search).get('referralCode')?.trim();
  return code ? code.slice(0, 64) : null;
}

/** At the first page load: a link's code is remembered for this tab (a newer link's code wins). */
export function rememberReferralCode(search: string): void {
  const code = referralCodeFromUrl(search);
  if (code) writeStored('session', REFERRAL_CODE_KEY, code);
}

/** The code that goes with a registration: the address's own, else the one remembered. */
export function referralCodeToRegister(search: string): string | null {
  const stored = readStored('session', REFERRAL_CODE_KEY)?.trim();
  return referralCodeFromUrl(search) ?? (stored ? stored.slice(0, 64) : null);
}

/** Once registered, the code has done its work: the next registration in this tab is not invited. */
export function forgetReferralCode(): void {
  writeStored('session', REFERRAL_CODE_KEY, null);
}
