import { isLanguage, type Language, LOTTERY_AREAS } from '@tessera/contracts';
import { PRIZE_MODES, type PrizeMode } from '@tessera/lottery';
import type { LotteryArea } from './menu-sections';

/**
 * The lobby launch query (spec §7.4): how another page — the game lobby, a banner, a brand's or an
 * agent's link — opens a lottery page at a game, a prize mode and a view. Every value is checked
 * here and anything unknown, malformed or hostile reads as absent: a launch link never breaks the
 * page and never takes the member off the site.
 */

export type LaunchView = 'betting' | 'lobby';
export type LaunchDevice = 'PC' | 'MOBILE';
type LottoArea = (typeof LOTTERY_AREAS)[number];

export interface LaunchQuery {
  /** The game to open; the page's default when absent or not on the page's menu. */
  gameCode: string | null;
  /** The prize mode to play at, when the game offers it. */
  prizeMode: PrizeMode | null;
  /** `betting` opens on the bet board; `lobby` (the default) shows the page as it is. */
  view: LaunchView;
  /** Where Back goes: a path on this site only. */
  backUrl: string | null;
  /** A language to switch to, when the brand offers it (the page checks that). */
  language: Language | null;
  /** Accepted and kept; the layout follows the screen. */
  device: LaunchDevice | null;
  /** VN on /lottery sends the member to /vnLottery (spec §2.1). */
  lottoArea: LottoArea | null;
  /** Accepted (the launching category, LOTT or ELOTT); nothing depends on it. */
  launchMode: 'LOTT' | 'ELOTT' | null;
}

/** Longest value read at all; longer ones are ignored whole, never cut. */
export const MAX_VALUE_LENGTH = 512;

/** Parameters applied once when the page opens, then dropped from the address (a reload keeps the member's later choices). */
export const ONE_SHOT_PARAMS = ['prizeMode', 'view', 'language'] as const;

/** Parameters that stay in the address while the member moves between games on the page. */
const KEPT_PARAMS = ['backUrl', 'device', 'launchMode'] as const;

const GAME_CODE = /^[A-Z0-9_]{2,32}$/u;
const DEVICES: Record<string, LaunchDevice> = {
  PC: 'PC',
  WEB: 'PC',
  DESKTOP: 'PC',
  MOBILE: 'MOBILE',
  H5: 'MOBILE',
  PHONE: 'MOBILE',
};

/** A value as given, trimmed; null when missing, empty or over-long. */
function raw(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value && value.length <= MAX_VALUE_LENGTH ? value : null;
}

/** An upper-cased value when it is one of `allowed`. */
function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  const upper = value?.toUpperCase();
  return upper && (allowed as readonly string[]).includes(upper) ? (upper as T) : null;
}

/** A language code as the contracts write it (`bn` → BN, `pt_br` → PT-BR); null when unknown. */
export function launchLanguage(value: string | null): Language | null {
  const code = value?.toUpperCase().replace('_', '-');
  return code && isLanguage(code) ? code : null;
}

/**
 * A back address that stays on this site: a path starting with one `/` (never `//host` or `/\host`,
 * which browsers read as another host), with no scheme, no backslash and no control or blank
 * character (browsers drop tabs and newlines, turning `/\t/evil` into `//evil`). Answers the
 * path, query and hash as the browser resolves them, or null.
 */
export function safeBackUrl(value: string | null): string | null {
  if (!value || value.length > MAX_VALUE_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\s\u0000-\u001f\u007f]/u.test(value)) return null;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Reads the launch query of a lottery page's address. */
export function parseLaunchQuery(params: URLSearchParams): LaunchQuery {
  const gameCode = raw(params, 'gameCode')?.toUpperCase() ?? null;
  return {
    gameCode: gameCode && GAME_CODE.test(gameCode) ? gameCode : null,
    prizeMode: oneOf(raw(params, 'prizeMode'), PRIZE_MODES),
    view: raw(params, 'view')?.toLowerCase() === 'betting' ? 'betting' : 'lobby',
    backUrl: safeBackUrl(params.get('backUrl')),
    language: launchLanguage(raw(params, 'language')),
    device: DEVICES[raw(params, 'device')?.toUpperCase() ?? ''] ?? null,
    lottoArea: oneOf(raw(params, 'lottoArea'), LOTTERY_AREAS),
    launchMode: oneOf(raw(params, 'launchMode'), ['LOTT', 'ELOTT'] as const),
  };
}

/**
 * Where /lottery sends a launch naming another area (spec §2.1 routing): `lottoArea=VN` goes to
 * /vnLottery with the rest of the query. Null when the page is the right one.
 */
export function launchRedirect(area: LotteryArea, params: URLSearchParams): string | null {
  if (area !== 'lottery' || parseLaunchQuery(params).lottoArea !== 'VN') return null;
  const rest = new URLSearchParams(params);
  rest.delete('lottoArea');
  const query = rest.toString();
  return query ? `/vnLottery?${query}` : '/vnLottery';
}

/** Whether the address still holds a parameter applied once at the launch. */
export function hasOneShots(params: URLSearchParams): boolean {
  return ONE_SHOT_PARAMS.some((name) => params.has(name));
}

/** The address without the parameters applied at the launch. */
export function withoutOneShots(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of ONE_SHOT_PARAMS) rest.delete(name);
  return rest;
}

/** The address of another game picked on the page: its code, and the launch's back address and device. */
export function gameParams(params: URLSearchParams, gameCode: string): URLSearchParams {
  const next = new URLSearchParams({ gameCode });
  for (const name of KEPT_PARAMS) {
    const value = params.get(name);
    if (value !== null) next.set(name, value);
  }
  return next;
}

/** The launch's prize mode when the game offers it; null leaves the game to its own rule. */
export function launchedPrizeMode(wanted: PrizeMode | null, choices: readonly PrizeMode[]): PrizeMode | null {
  return wanted && choices.includes(wanted) ? wanted : null;
}

/** The launch's language when the brand offers it (unknown or foreign values are ignored). */
export function launchedLanguage(wanted: Language | null, offered: readonly string[]): Language | null {
  return wanted && offered.includes(wanted) ? wanted : null;
}
