import { deleteCookie, readCookie, writeCookie } from '../../lib/storage/cookies';

/** Remember-me cookies last 24 hours (spec §9: 86,400,000 ms). */
export const REMEMBER_SECONDS = 86_400;

export const REMEMBER_COOKIES = {
  flag: 'rememberMe',
  lastUsername: 'rememberUsername',
  /** One per username, as the original kept them (spec §3 "password per username"). */
  passwordPrefix: 'rememberPwd_',
  mobile: 'rememberMobile',
} as const;

/** `+880` and `1712345678` are kept as one cookie value: `+880 1712345678`. */
export function joinMobile(dialingCode: string, mobile: string): string {
  return `${dialingCode} ${mobile}`;
}

export function splitMobile(stored: string | null): { dialingCode: string; mobile: string } | null {
  const match = stored?.match(/^(\+?[0-9]{1,4}) ([0-9]{4,20})$/u);
  return match ? { dialingCode: match[1]!, mobile: match[2]! } : null;
}

export function readRememberedLogin(): { username: string; password: string; remember: boolean } {
  const remember = readCookie(REMEMBER_COOKIES.flag) === '1';
  const username = readCookie(REMEMBER_COOKIES.lastUsername) ?? '';
  const password = remember && username ? (readCookie(REMEMBER_COOKIES.passwordPrefix + username) ?? '') : '';
  return { username, password, remember };
}

/** After a successful username login: keep or forget what the visitor typed. */
export function rememberLogin(username: string, password: string, remember: boolean): void {
  if (remember) {
    writeCookie(REMEMBER_COOKIES.flag, '1', REMEMBER_SECONDS);
    writeCookie(REMEMBER_COOKIES.lastUsername, username, REMEMBER_SECONDS);
    writeCookie(REMEMBER_COOKIES.passwordPrefix + username, password, REMEMBER_SECONDS);
  } else {
    deleteCookie(REMEMBER_COOKIES.flag);
    deleteCookie(REMEMBER_COOKIES.passwordPrefix + username);
  }
}

export function readRememberedMobile(): { dialingCode: string; mobile: string } | null {
  return splitMobile(readCookie(REMEMBER_COOKIES.mobile));
}

export function rememberMobile(dialingCode: string, mobile: string): void {
  writeCookie(REMEMBER_COOKIES.mobile, joinMobile(dialingCode, mobile), REMEMBER_SECONDS);
}
