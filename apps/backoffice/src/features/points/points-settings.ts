import {
  GAME_CATEGORIES,
  type GameCategory,
  POINT_ITEM_LIMITS,
  type PointSettings,
} from '@tessera/contracts';
import { parseAmount } from '../../lib/format';
import { amountText } from '../promotions/vip-levels';

/**
 * The points rules as their form holds them (text as typed) and back to the call's body. A rate
 * is typed as points per 100 of the currency with up to two decimals, which is its basis points
 * over 100 exactly (1 point per ৳100 = 100 bp, 0.5 = 50 bp); empty or 0: the category earns
 * nothing and is left out of the body. The exchange ratio is whole points for an amount of money.
 */
export interface SettingsDraft {
  /** Category → points per 100 of the currency, as typed. */
  rates: Partial<Record<GameCategory, string>>;
  convertPoints: string;
  convertAmount: string;
  convertEnabled: boolean;
  /** Language → text; languages other than the console's two are kept as they came. */
  copyText: Record<string, string>;
}

/** The languages the form always offers copy text in. */
export const COPY_LANGUAGES = ['EN', 'BN'] as const;

/** The contract's limits (ZPointSettings) in the units staff type. */
export const SETTINGS_LIMITS = {
  rateBp: 100_000,
  convertPoints: 1_000_000_000,
  convertAmount: 1e9,
} as const;

/** A control of the form: `rate:RNG`, `convertPoints`, `convertAmount`, `copyText:EN`. */
export type SettingsField = `rate:${GameCategory}` | 'convertPoints' | 'convertAmount' | `copyText:${string}`;
/** What is wrong with a control: a catalogue key under `points.settings.invalid`. */
export type SettingsProblems = Partial<Record<SettingsField, string>>;

/** Basis points as points per 100 of the currency, without trailing zeros: 100 → `1`, 150 → `1.5`, 5 → `0.05`. */
export function rateText(bp: number): string {
  if (bp <= 0) return '';
  const whole = Math.trunc(bp / 100);
  const cents = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/u, '');
  return cents ? `${whole}.${cents}` : String(whole);
}

/** Points per 100 of the currency (up to two decimals) as basis points; 0 for empty; null when not one. */
export function rateBpOf(text: string): number | null {
  const clean = text.trim();
  if (clean === '') return 0;
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/u.exec(clean);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp > SETTINGS_LIMITS.rateBp ? null : bp;
}

/** A whole number as staff type it (`1,000` too); null when it is not one. */
export function wholeOf(text: string): number | null {
  const clean = text.replace(/[\s,]/gu, '');
  return /^\d{1,13}$/u.test(clean) ? Number(clean) : null;
}

export function settingsDraftOf(settings: PointSettings, scale: number): SettingsDraft {
  const rates: SettingsDraft['rates'] = {};
  for (const { category, rateBp } of settings.earn) rates[category] = rateText(rateBp);
  const copyText: Record<string, string> = {};
  for (const [language, text] of Object.entries(settings.copyText)) {
    if (typeof text === 'string') copyText[language] = text;
  }
  return {
    rates,
    convertPoints: amountText(settings.convertPoints, 0),
    convertAmount: amountText(settings.convertAmount, scale),
    convertEnabled: settings.convertEnabled,
    copyText,
  };
}

/**
 * The call's body and what is wrong with the form, control by control (the body is only fit to
 * send without problems). The server checks the same and the rules between them again.
 */
export function settingsBody(
  draft: SettingsDraft,
  scale: number,
): { body: PointSettings; problems: SettingsProblems } {
  const problems: SettingsProblems = {};
  const earn: PointSettings['earn'] = [];
  for (const category of GAME_CATEGORIES) {
    const bp = rateBpOf(draft.rates[category] ?? '');
    if (bp === null) problems[`rate:${category}`] = 'rate';
    else if (bp > 0) earn.push({ category, rateBp: bp });
  }
  const convertPoints = wholeOf(draft.convertPoints);
  if (convertPoints === null || convertPoints < 1 || convertPoints > SETTINGS_LIMITS.convertPoints)
    problems.convertPoints = 'convertPoints';
  const convertAmount = parseAmount(draft.convertAmount, scale);
  if (convertAmount === null || convertAmount < 0 || convertAmount > SETTINGS_LIMITS.convertAmount)
    problems.convertAmount = 'convertAmount';
  const copyText: Record<string, string> = {};
  for (const [language, text] of Object.entries(draft.copyText)) {
    const clean = text.trim();
    if (clean.length > POINT_ITEM_LIMITS.copyText) problems[`copyText:${language}`] = 'copyText';
    else if (clean) copyText[language] = clean;
  }
  return {
    body: {
      earn,
      convertPoints: convertPoints ?? 0,
      convertAmount: convertAmount ?? 0,
      convertEnabled: draft.convertEnabled,
      copyText,
    },
    problems,
  };
}

/** One line of the plain-words preview: the categories that earn at one rate. */
export interface EarnLine {
  rateBp: number;
  categories: GameCategory[];
  /**
   * How to say it: one point per an amount of money when a point takes a whole amount (100 bp:
   * 1 point per 100), else points (with up to two decimals) per 100.
   */
  words: { kind: 'onePer'; amount: number } | { kind: 'pointsPer100'; points: number };
}

/** The rates grouped into lines, the best rate first; categories in the catalogue's order. */
export function earnLines(earn: PointSettings['earn']): EarnLine[] {
  const byRate = new Map<number, GameCategory[]>();
  for (const category of GAME_CATEGORIES) {
    const rateBp = earn.find((e) => e.category === category)?.rateBp ?? 0;
    if (rateBp <= 0) continue;
    byRate.set(rateBp, [...(byRate.get(rateBp) ?? []), category]);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, categories]) => ({
      rateBp,
      categories,
      words:
        10_000 % rateBp === 0
          ? { kind: 'onePer', amount: 10_000 / rateBp }
          : { kind: 'pointsPer100', points: rateBp / 100 },
    }));
}

/** The categories that earn nothing at these rates, in the catalogue's order. */
export function nonEarning(earn: PointSettings['earn']): GameCategory[] {
  return GAME_CATEGORIES.filter((category) => !earn.some((e) => e.category === category && e.rateBp > 0));
}
