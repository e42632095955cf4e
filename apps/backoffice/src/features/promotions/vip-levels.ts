import {
  GAME_CATEGORIES,
  type GameCategory,
  type getVipLevelsStaff,
  type ValueOf,
  type VipLevelInput,
} from '@tessera/contracts';
import { percentToBp, zeroOrAmount } from './promotion-form';

/**
 * The VIP level table's editor state: what the inputs hold (text as typed), turned into the call's
 * body on save. Amounts are major units read exactly (parseAmount), rates are percents with two
 * decimals on screen and basis points on the wire (1.20 % = 120 bp). The rule the server keeps is
 * mirrored here: levels 0, 1, 2… in order, level 0 asking nothing and each other at least as much
 * valid bet and as much in deposits as the one below; a level members hold is not removed.
 */
export type StaffVipLevel = ValueOf<typeof getVipLevelsStaff>['levels'][number];

/** The contract's limits (ZVipLevelInput), in the units staff type. */
export const VIP_LIMITS = {
  levels: 20,
  name: 60,
  threshold: 1e13,
  upgradeBonus: 1e9,
  cashbackCap: 1e12,
  /** Basis points. */
  rebateBp: 1_000,
  cashbackBp: 5_000,
} as const;

/** The languages the table always offers a name for; a level's others are kept as they are. */
export const NAME_LANGUAGES = ['EN', 'BN'] as const;

export interface LevelDraft {
  /** Members holding the level now (0 for one not saved yet). */
  members: number;
  name: Record<string, string>;
  minValidBet: string;
  minDeposits: string;
  upgradeBonus: string;
  /** Cash back percent of a week's net loss, two decimals. */
  cashback: string;
  /** Empty: no cap. */
  cashbackCap: string;
  /** Valid bet per month that keeps the level; empty or 0: kept for good. */
  keepValidBet: string;
  /** Category → percent text (two decimals); empty: no rebate for it. */
  rebates: Partial<Record<GameCategory, string>>;
}

export type LevelField = Exclude<keyof LevelDraft, 'members' | 'name' | 'rebates'> | 'name';
/** A control of the table: `3:minValidBet`, `3:name`, `3:rebate:RNG`. */
export type FieldKey = `${number}:${LevelField}` | `${number}:rebate:${GameCategory}`;

/** What is wrong with one control: the catalogue key under `vip.invalid`, and its values. */
export interface Problem {
  key: string;
  /** The ascending rule: the level below and what it asks (major units). */
  below?: { level: number; amount: number };
}
export type Problems = Partial<Record<FieldKey, Problem>>;

/** Basis points as a percent with two decimals, exactly: 120 → `1.20`, 5 → `0.05`, 1000 → `10.00`. */
export function bpToPercent(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Percent text with up to two decimals as basis points, in `0..max`; null when it is not one. */
export function percentTextToBp(text: string, max: number): number | null {
  const bp = percentToBp(text.replace(/\s*%$/u, ''));
  return bp === null || bp > max ? null : bp;
}

const grouping = new Map<number, Intl.NumberFormat>();

/**
 * An amount as staff read and type it: Latin digits grouped by commas, up to the currency's
 * decimals (`5000000` → `5,000,000`); parseAmount reads it back exactly.
 */
export function amountText(value: number, scale: number): string {
  let format = grouping.get(scale);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: scale, useGrouping: true });
    grouping.set(scale, format);
  }
  return format.format(value);
}

export function draftOf(level: StaffVipLevel, scale = 2): LevelDraft {
  const rebates: LevelDraft['rebates'] = {};
  for (const [category, bp] of Object.entries(level.rebateBp)) {
    if (typeof bp === 'number') rebates[category as GameCategory] = bpToPercent(bp);
  }
  return {
    members: level.members,
    name: { ...level.name } as Record<string, string>,
    minValidBet: amountText(level.minValidBet, scale),
    minDeposits: amountText(level.minDeposits, scale),
    upgradeBonus: amountText(level.upgradeBonus, scale),
    cashback: bpToPercent(level.cashbackBp),
    cashbackCap: level.cashbackCap === null ? '' : amountText(level.cashbackCap, scale),
    keepValidBet: level.keepValidBet ? amountText(level.keepValidBet, scale) : '',
    rebates,
  };
}

export const draftsOf = (levels: readonly StaffVipLevel[], scale = 2): LevelDraft[] =>
  [...levels].sort((a, b) => a.level - b.level).map((level) => draftOf(level, scale));

/**
 * A level added on top: it asks what the top one asks (staff raise it) and starts with its rates
 * and cash back; no name yet, no members.
 */
export function levelAbove(top: LevelDraft | undefined): LevelDraft {
  return {
    members: 0,
    name: {},
    minValidBet: top?.minValidBet ?? '0',
    minDeposits: top?.minDeposits ?? '0',
    upgradeBonus: '0',
    cashback: top?.cashback ?? '0.00',
    cashbackCap: top?.cashbackCap ?? '',
    keepValidBet: top?.keepValidBet ?? '',
    rebates: { ...(top?.rebates ?? {}) },
  };
}

/** The last level may go unless members hold it; level 0 always stays. */
export const removable = (levels: readonly LevelDraft[]): boolean =>
  levels.length > 1 && (levels[levels.length - 1]?.members ?? 0) === 0;

/**
 * The ascending rule: each level asks at least the valid bet and the deposits of the one below.
 * Answers each threshold that asks less, with the level below and its amount. Levels whose
 * amounts are not numbers (null) are skipped; the one above is then compared with the last known.
 */
export function ascendingProblems(
  levels: readonly { minValidBet: number | null; minDeposits: number | null }[],
): { index: number; field: 'minValidBet' | 'minDeposits'; below: { level: number; amount: number } }[] {
  const found: ReturnType<typeof ascendingProblems> = [];
  for (const field of ['minValidBet', 'minDeposits'] as const) {
    let last: { level: number; amount: number } | null = null;
    levels.forEach((level, index) => {
      const amount = level[field];
      if (amount === null) return;
      if (last && amount < last.amount) found.push({ index, field, below: last });
      else last = { level: index, amount };
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A threshold or bonus: empty or zero is 0; null when it is not an amount of the currency. */
export function amountIn(text: string, scale: number, max: number): number | null {
  const value = zeroOrAmount(text, scale);
  return value === null || value > max ? null : value;
}

/** Languages with nothing written are left out. */
function written(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/**
 * The call's body from the table, and what is wrong with it control by control (the body is only
 * fit to send when there are no problems). The server checks the same rules again, and the one it
 * alone knows for sure (members holding a level removed).
 */
export function levelsBody(drafts: readonly LevelDraft[], scale: number) {
  const problems: Problems = {};
  const levels: VipLevelInput[] = drafts.map((draft, index) => {
    const at = <F extends LevelField>(field: F) => `${index}:${field}` as const;
    const name = written(draft.name);
    if (Object.keys(name).length === 0) problems[at('name')] = { key: 'name' };
    else if (Object.values(name).some((text) => text.length > VIP_LIMITS.name))
      problems[at('name')] = { key: 'nameLong' };

    const minValidBet = amountIn(draft.minValidBet, scale, VIP_LIMITS.threshold);
    if (minValidBet === null) problems[at('minValidBet')] = { key: 'amount' };
    const minDeposits = amountIn(draft.minDeposits, scale, VIP_LIMITS.threshold);
    if (minDeposits === null) problems[at('minDeposits')] = { key: 'amount' };
    const upgradeBonus = amountIn(draft.upgradeBonus, scale, VIP_LIMITS.upgradeBonus);
    if (upgradeBonus === null) problems[at('upgradeBonus')] = { key: 'amount' };

    const cashbackBp = draft.cashback.trim() ? percentTextToBp(draft.cashback, VIP_LIMITS.cashbackBp) : 0;
    if (cashbackBp === null) problems[at('cashback')] = { key: 'cashback' };
    const capText = draft.cashbackCap.trim();
    const cashbackCap = capText ? amountIn(capText, scale, VIP_LIMITS.cashbackCap) : null;
    if (capText && (cashbackCap === null || cashbackCap === 0)) problems[at('cashbackCap')] = { key: 'cap' };
    const keepValidBet = amountIn(draft.keepValidBet, scale, VIP_LIMITS.threshold);
    if (keepValidBet === null) problems[at('keepValidBet')] = { key: 'amount' };
    else if (index === 0 && keepValidBet > 0) problems[at('keepValidBet')] = { key: 'levelZero' };

    const rebateBp: VipLevelInput['rebateBp'] = {};
    for (const category of GAME_CATEGORIES) {
      const text = (draft.rebates[category] ?? '').trim();
      if (text === '') continue;
      const bp = percentTextToBp(text, VIP_LIMITS.rebateBp);
      if (bp === null) problems[`${index}:rebate:${category}`] = { key: 'rate' };
      else rebateBp[category] = bp;
    }

    return {
      level: index,
      name,
      minValidBet: minValidBet ?? 0,
      minDeposits: minDeposits ?? 0,
      upgradeBonus: upgradeBonus ?? 0,
      rebateBp,
      cashbackBp: cashbackBp ?? 0,
      cashbackCap: cashbackCap || null,
      keepValidBet: keepValidBet ?? 0,
    };
  });

  const read = drafts.map((draft) => ({
    minValidBet: amountIn(draft.minValidBet, scale, VIP_LIMITS.threshold),
    minDeposits: amountIn(draft.minDeposits, scale, VIP_LIMITS.threshold),
  }));
  for (const { index, field, below } of ascendingProblems(read)) {
    problems[`${index}:${field}`] = { key: 'ascending', below };
  }
  // Level 0 is everyone's: it asks nothing.
  for (const field of ['minValidBet', 'minDeposits'] as const) {
    if (read[0]?.[field]) problems[`0:${field}`] = { key: 'levelZero' };
  }
  return { levels, problems };
}
