import {
  type BodyOf,
  type ContractTier,
  type ContractType,
  DIVIDEND_PERIODS,
  MAX_RATE_BP,
  MAX_TIERS,
  type offerContractStaff,
} from '@tessera/contracts';
import { localeOf, parseAmount } from '../../lib/format';

/**
 * A contract's terms as staff read and write them: rates in per cent on screen and basis points on
 * the wire (100 bp = 1 %), read exactly from the digits, never through float arithmetic; each tier
 * summarised in a plain sentence.
 */

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const isDividend = (type: ContractType) => type === 'DIVIDEND';

/** "1.5" (%) → 150 bp; null when it is not a per cent with at most two decimals within 0–50 %. */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/u.exec(text.trim().replace(/\s*%$/u, ''));
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_RATE_BP ? bp : null;
}

/** 150 bp → "1.5" (for a form field): the digits moved two places, no float noise. */
export function bpToPercentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/u, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 150 bp → "1.5%" in the console's language (Latin digits). */
export function formatRate(bp: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    bp / 10_000,
  );
}

/** What summarising needs: the catalogue and how amounts and counts are written. */
export interface TermsFormat {
  t: (key: string, values?: Record<string, unknown>) => string;
  language: string;
  money: (amount: number) => string;
  count: (value: number) => string;
}

/**
 * One tier in words: "From ৳10,000.00 valid bet and 5 active members: 1.5% of valid bet + ৳50.00"
 * (salaries) or "From ৳50,000.00 net loss: 20% of net loss" (dividends); minimums of zero are left
 * out, and a tier with none reads "Every period: …".
 */
export function tierSummary(tier: ContractTier, type: ContractType, f: TermsFormat): string {
  const dividend = isDividend(type);
  const conditions: string[] = [];
  if (dividend && tier.minNetLoss > 0)
    conditions.push(f.t('agents.tier.netLoss', { amount: f.money(tier.minNetLoss) }));
  if (tier.minValidBet > 0)
    conditions.push(f.t('agents.tier.validBet', { amount: f.money(tier.minValidBet) }));
  if (tier.minActiveMembers > 0)
    conditions.push(
      f.t('agents.tier.activeMembers', { count: tier.minActiveMembers, n: f.count(tier.minActiveMembers) }),
    );
  const rate = formatRate(tier.rateBp, f.language);
  const parts: string[] = [];
  if (tier.rateBp > 0 || dividend || tier.fixed <= 0)
    parts.push(f.t(dividend ? 'agents.tier.ofNetLoss' : 'agents.tier.ofValidBet', { rate }));
  if (!dividend && tier.fixed > 0) parts.push(f.money(tier.fixed));
  const pay = parts.join(' + ');
  if (conditions.length === 0) return f.t('agents.tier.always', { pay });
  const list = new Intl.ListFormat(localeOf(f.language), { type: 'conjunction' }).format(conditions);
  return f.t('agents.tier.from', { conditions: list, pay });
}

/** A tier as the form holds it: what staff typed (empty minimums are zero). */
export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  minNetLoss: string;
  rate: string;
  fixed: string;
}

export interface ContractDraft {
  memberId: string;
  type: ContractType;
  period: DividendPeriod;
  tiers: TierDraft[];
}

export const emptyTier = (): TierDraft => ({
  minValidBet: '',
  minActiveMembers: '',
  minNetLoss: '',
  rate: '',
  fixed: '',
});

export function emptyContract(memberId = ''): ContractDraft {
  return { memberId, type: 'REALTIME_SALARY', period: DIVIDEND_PERIODS[0], tiers: [emptyTier()] };
}

export type ContractBody = BodyOf<typeof offerContractStaff>;

/** A reason the form cannot be sent: a key under `agents.invalid`, the tier it is in (1-based), values. */
export interface ContractProblem {
  key:
    | 'memberId'
    | 'tiers'
    | 'minValidBet'
    | 'minActiveMembers'
    | 'minNetLoss'
    | 'rate'
    | 'fixed'
    | 'nothing';
  tier?: number;
  values?: Record<string, string | number>;
}

/** An amount that may be empty or zero (a minimum, a fixed pay): 0 then; null when it is not an amount. */
function optionalAmount(text: string, scale: number): number | null {
  const clean = text.trim();
  if (clean === '' || /^0+(?:\.0+)?$/u.test(clean)) return 0;
  return parseAmount(clean, scale);
}

/** One tier from the form (the fields its type does not use are zero), or what is wrong with it. */
export function tierOf(
  draft: TierDraft,
  type: ContractType,
  scale: number,
): { tier: ContractTier; problem: null } | { tier: null; problem: ContractProblem } {
  const fail = (key: ContractProblem['key'], values?: ContractProblem['values']) => ({
    tier: null,
    problem: { key, values },
  });
  const dividend = isDividend(type);
  const minValidBet = optionalAmount(draft.minValidBet, scale);
  if (minValidBet === null) return fail('minValidBet', { scale });
  const members = draft.minActiveMembers.trim();
  if (members !== '' && !/^\d{1,7}$/u.test(members)) return fail('minActiveMembers');
  const minActiveMembers = members === '' ? 0 : Number(members);
  if (minActiveMembers > 1_000_000) return fail('minActiveMembers');
  const minNetLoss = dividend ? optionalAmount(draft.minNetLoss, scale) : 0;
  if (minNetLoss === null) return fail('minNetLoss', { scale });
  const rateBp = percentToBp(draft.rate);
  if (rateBp === null) return fail('rate', { max: MAX_RATE_BP / 100 });
  const fixed = dividend ? 0 : optionalAmount(draft.fixed, scale);
  if (fixed === null) return fail('fixed', { scale });
  if (rateBp === 0 && fixed === 0) return fail('nothing');
  return { tier: { minValidBet, minActiveMembers, minNetLoss, rateBp, fixed }, problem: null };
}

/** The call's body from the form, or the first thing wrong with it. */
export function contractBody(
  draft: ContractDraft,
  scale: number,
): { body: ContractBody; problem: null } | { body: null; problem: ContractProblem } {
  const fail = (key: ContractProblem['key'], tier?: number, values?: ContractProblem['values']) => ({
    body: null,
    problem: { key, tier, values },
  });
  const memberId = draft.memberId.trim();
  if (!/^[1-9]\d{0,9}$/u.test(memberId) || Number(memberId) > 2_147_483_647) return fail('memberId');
  if (draft.tiers.length < 1 || draft.tiers.length > MAX_TIERS)
    return fail('tiers', undefined, { max: MAX_TIERS });
  const tiers: ContractTier[] = [];
  for (const [index, draftTier] of draft.tiers.entries()) {
    const read = tierOf(draftTier, draft.type, scale);
    if (read.problem) return fail(read.problem.key, index + 1, read.problem.values);
    tiers.push(read.tier);
  }
  const dividend = isDividend(draft.type);
  return {
    body: {
      memberId: Number(memberId),
      type: draft.type,
      ...(dividend ? { period: draft.period } : {}),
      tiers,
    },
    problem: null,
  };
}
