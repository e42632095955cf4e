import { GAME_CATEGORIES, type GameCategory, type JackpotSettings } from '@tessera/contracts';
import { zeroOrAmount } from '../promotions/promotion-form';
import { amountText } from '../promotions/vip-levels';

/**
 * The jackpot settings as their form holds them (amounts as typed, the contribution as a percent
 * of valid bet) and back to the call's body (basis points). Every amount is major units read
 * exactly; an empty box is a problem rather than a silent 0.
 */
export interface JackpotDraft {
  enabled: boolean;
  /** Every category feeds the pool. */
  all: boolean;
  categories: GameCategory[];
  percent: string;
  seed: string;
  dropMin: string;
  dropMax: string;
}

export type JackpotField = 'categories' | 'percent' | 'seed' | 'dropMin' | 'dropMax';
/** What is wrong with a control: a catalogue key under `jackpot.invalid`. */
export type JackpotProblems = Partial<
  Record<JackpotField, 'amount' | 'percent' | 'categories' | 'aboveSeed' | 'range'>
>;

/** The contract's ceiling of every amount (ZJackpotSettings). */
const MAX_AMOUNT = 1e12;

/** What a brand that saved nothing starts from: off, slots, 1 %, nothing else filled in. */
export const NEW_SETTINGS: JackpotSettings = {
  enabled: false,
  categories: ['RNG'],
  contributionBp: 100,
  seed: 0,
  dropMin: 0,
  dropMax: 0,
};

export function jackpotDraftOf(settings: JackpotSettings, scale: number): JackpotDraft {
  const amount = (value: number) => (value === 0 ? '' : amountText(value, scale));
  return {
    enabled: settings.enabled,
    all: settings.categories.length === GAME_CATEGORIES.length,
    categories: settings.categories,
    percent: String(settings.contributionBp / 100),
    seed: amountText(settings.seed, scale),
    dropMin: amount(settings.dropMin),
    dropMax: amount(settings.dropMax),
  };
}

/** `0.5` → 50 basis points; at most two decimals, from 0.01 to 10. */
export function basisPoints(percent: string): number | null {
  const clean = percent.trim().replace(/%$/u, '').trim();
  if (!/^\d{1,2}(?:\.\d{1,2})?$/u.test(clean)) return null;
  const bp = Math.round(Number(clean) * 100);
  return bp >= 1 && bp <= 1_000 ? bp : null;
}

/**
 * The call's body and what is wrong with the form, control by control. The must-drop minimum is
 * above the seed (a new cycle must not start past its own drop point) and the maximum not below it.
 */
export function jackpotBody(
  draft: JackpotDraft,
  scale: number,
): { body: JackpotSettings; problems: JackpotProblems } {
  const problems: JackpotProblems = {};
  const read = (field: 'seed' | 'dropMin' | 'dropMax') => {
    const text = draft[field].trim();
    const value = text === '' ? null : zeroOrAmount(text.replace(/,/gu, ''), scale);
    if (value === null || value > MAX_AMOUNT) problems[field] = 'amount';
    return value ?? 0;
  };
  const seed = read('seed');
  const dropMin = read('dropMin');
  const dropMax = read('dropMax');
  const bp = basisPoints(draft.percent);
  if (bp === null) problems.percent = 'percent';
  const categories = draft.all
    ? [...GAME_CATEGORIES]
    : GAME_CATEGORIES.filter((c) => draft.categories.includes(c));
  if (categories.length === 0) problems.categories = 'categories';
  if (!problems.dropMin && !problems.seed && dropMin <= seed) problems.dropMin = 'aboveSeed';
  if (!problems.dropMax && !problems.dropMin && dropMax < dropMin) problems.dropMax = 'range';
  return {
    body: { enabled: draft.enabled, categories, contributionBp: bp ?? 1, seed, dropMin, dropMax },
    problems,
  };
}
