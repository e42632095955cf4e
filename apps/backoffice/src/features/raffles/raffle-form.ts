import {
  type GameCategory,
  RAFFLE_LIMITS,
  type RaffleInput,
  type RaffleKind,
  type RafflePrizeType,
  type ReferralStage,
  type StaffRaffle,
  type TicketRule,
} from '@tessera/contracts';
import { parseAmount } from '../../lib/format';
import { fromLocalInput, toLocalInput } from '../announcements/announcement-form';
import { multipleOf, wholeIn } from '../missions/mission-form';
import { nextHour } from '../promotions/promotion-form';
import { amountText } from '../promotions/vip-levels';

/** One prize row as its controls hold it. */
export interface PrizeDraft {
  label: Record<string, string>;
  type: RafflePrizeType;
  amount: string;
  weight: string;
  /** BONUS: the turnover multiple, up to two decimals. */
  wagering: string;
}

export type RuleSource = TicketRule['source'];

/** One ticket rule as its controls hold it (each source reads the fields it needs). */
export interface RuleDraft {
  source: RuleSource;
  tickets: string;
  /** DEPOSIT: the least deposit; VALID_BET: the valid bet per step. */
  amount: string;
  /** MISSION: one mission's id, or empty for any. */
  missionId: string;
  /** REFERRAL: one step, or empty for any. */
  stage: ReferralStage | '';
  /** VALID_BET: kept as stored (the editor does not narrow categories). */
  categories: GameCategory[] | null;
}

export interface RaffleDraft {
  kind: RaffleKind;
  title: Record<string, string>;
  summary: Record<string, string>;
  /** Kept as stored: the editor does not change the picture. */
  icon: string | null;
  prizes: PrizeDraft[];
  rules: RuleDraft[];
  enabled: boolean;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
}

/** A field with a problem: `title`, `prizes.2.weight`, `rules.0.amount`, … */
export type RaffleField = string;
/** What is wrong with a field: a catalogue key under `raffles.invalid`. */
export type RaffleProblems = Partial<Record<RaffleField, string>>;

/** The languages the editor always offers; a raffle's others are kept and shown too. */
export const RAFFLE_LANGUAGES = ['EN', 'BN'] as const;

export const paysMoney = (type: RafflePrizeType) => type === 'CASH' || type === 'BONUS';

export const emptyPrize = (type: RafflePrizeType = 'CASH'): PrizeDraft => ({
  label: {},
  type,
  amount: '',
  weight: '',
  wagering: '',
});

export const emptyRule = (source: RuleSource = 'DEPOSIT'): RuleDraft => ({
  source,
  tickets: '1',
  amount: '',
  missionId: '',
  stage: '',
  categories: null,
});

export function emptyRaffleDraft(sortOrder = 0, now = new Date()): RaffleDraft {
  return {
    kind: 'WHEEL',
    title: {},
    summary: {},
    icon: null,
    prizes: [emptyPrize('CASH'), emptyPrize('NOTHING')],
    rules: [],
    enabled: false,
    startsAt: nextHour(now),
    endsAt: '',
    sortOrder: String(sortOrder),
  };
}

const texts = (values: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]));

function ruleDraftOf(rule: TicketRule, scale: number): RuleDraft {
  const base = { ...emptyRule(rule.source), tickets: String(rule.tickets) };
  switch (rule.source) {
    case 'DEPOSIT':
      return { ...base, amount: amountText(rule.minAmount, scale) };
    case 'VALID_BET':
      return { ...base, amount: amountText(rule.per, scale), categories: rule.categories };
    case 'MISSION':
      return { ...base, missionId: rule.missionId ?? '' };
    case 'REFERRAL':
      return { ...base, stage: rule.stage ?? '' };
  }
}

export function raffleDraftOf(raffle: StaffRaffle, scale: number): RaffleDraft {
  return {
    kind: raffle.kind,
    title: texts(raffle.title),
    summary: texts(raffle.summary),
    icon: raffle.icon,
    prizes: raffle.prizes.map((prize) => ({
      label: texts(prize.label),
      type: prize.type,
      amount: prize.type === 'NOTHING' ? '' : amountText(prize.amount, paysMoney(prize.type) ? scale : 0),
      weight: String(prize.weight),
      wagering: prize.type === 'BONUS' && prize.wageringMultiple ? String(prize.wageringMultiple) : '',
    })),
    rules: raffle.rules.map((rule) => ruleDraftOf(rule, scale)),
    enabled: raffle.enabled,
    startsAt: toLocalInput(raffle.startsAt),
    endsAt: toLocalInput(raffle.endsAt),
    sortOrder: String(raffle.sortOrder),
  };
}

/** Languages with nothing written are left out. */
function written(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

const ID = /^[1-9]\d{0,17}$/u;

function ruleOf(draft: RuleDraft, at: string, scale: number, problems: RaffleProblems): TicketRule {
  const tickets = wholeIn(draft.tickets, 1, 1_000) ?? 0;
  if (!tickets) problems[`${at}.tickets`] = 'tickets';
  const money = () => {
    const amount = parseAmount(draft.amount, scale);
    if (amount === null || amount <= 0 || amount > 1e9) problems[`${at}.amount`] = 'ruleAmount';
    return amount ?? 0;
  };
  switch (draft.source) {
    case 'DEPOSIT':
      return { source: 'DEPOSIT', minAmount: money(), tickets };
    case 'VALID_BET':
      return { source: 'VALID_BET', per: money(), tickets, categories: draft.categories };
    case 'MISSION': {
      const missionId = draft.missionId.trim();
      if (missionId && !ID.test(missionId)) problems[`${at}.missionId`] = 'missionId';
      return { source: 'MISSION', missionId: missionId || null, tickets };
    }
    case 'REFERRAL':
      return { source: 'REFERRAL', stage: draft.stage || null, tickets };
  }
}

/**
 * The call's body from the form, and what is wrong with it field by field (fit to send only
 * without problems): a title in some language, 2–24 prizes each with a label, a whole weight from 1
 * and an amount for what it pays (money with the brand's decimals, points whole), the rules'
 * tickets and amounts, a window that ends after it starts. The server checks the same again.
 */
export function raffleBody(
  draft: RaffleDraft,
  scale: number,
): { body: RaffleInput; problems: RaffleProblems } {
  const problems: RaffleProblems = {};
  const title = written(draft.title);
  if (Object.keys(title).length === 0) problems.title = 'title';
  else if (Object.values(title).some((text) => text.length > RAFFLE_LIMITS.title))
    problems.title = 'titleLong';
  const summary = written(draft.summary);
  if (Object.values(summary).some((text) => text.length > RAFFLE_LIMITS.summary))
    problems.summary = 'summaryLong';

  if (draft.prizes.length < RAFFLE_LIMITS.minPrizes || draft.prizes.length > RAFFLE_LIMITS.maxPrizes)
    problems.prizes = 'prizeCount';
  const prizes = draft.prizes.map((prize, index) => {
    const at = `prizes.${index}`;
    const label = written(prize.label);
    if (Object.keys(label).length === 0) problems[`${at}.label`] = 'label';
    else if (Object.values(label).some((text) => text.length > RAFFLE_LIMITS.label))
      problems[`${at}.label`] = 'labelLong';
    const weight = wholeIn(prize.weight, 1, RAFFLE_LIMITS.maxWeight);
    if (weight === null) problems[`${at}.weight`] = 'weight';
    let amount = 0;
    if (prize.type !== 'NOTHING') {
      const read = paysMoney(prize.type) ? parseAmount(prize.amount, scale) : wholeIn(prize.amount, 1, 1e9);
      if (read === null || read <= 0 || read > 1e9)
        problems[`${at}.amount`] = paysMoney(prize.type) ? 'amountMoney' : 'amountPoints';
      amount = read ?? 0;
    }
    const wageringMultiple = prize.type === 'BONUS' ? multipleOf(prize.wagering) : 0;
    if (wageringMultiple === null) problems[`${at}.wagering`] = 'wagering';
    return { label, weight: weight ?? 0, type: prize.type, amount, wageringMultiple: wageringMultiple ?? 0 };
  });

  if (draft.rules.length > RAFFLE_LIMITS.maxRules) problems.rules = 'ruleCount';
  const rules = draft.rules.map((rule, index) => ruleOf(rule, `rules.${index}`, scale, problems));

  const startsAt = fromLocalInput(draft.startsAt);
  if (!startsAt) problems.startsAt = 'startsAt';
  const endsAt = fromLocalInput(draft.endsAt);
  if (draft.endsAt && !endsAt) problems.endsAt = 'time';
  else if (endsAt && startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) problems.endsAt = 'endsAt';
  const sortOrder = draft.sortOrder.trim() === '' ? 0 : wholeIn(draft.sortOrder, 0, 9_999);
  if (sortOrder === null) problems.sortOrder = 'sortOrder';

  return {
    body: {
      kind: draft.kind,
      title,
      summary,
      icon: draft.icon,
      prizes,
      rules,
      enabled: draft.enabled,
      startsAt: startsAt ?? '',
      endsAt,
      sortOrder: sortOrder ?? 0,
    },
    problems,
  };
}

/** What one ticket gives on average, by the table as typed: a preview of the server's figure. */
export interface PreviewValue {
  totalWeight: number;
  /** Each row's chance (0 for a row without a valid weight). */
  chances: number[];
  cash: number;
  bonus: number;
  points: number;
  nothingChance: number;
}

/**
 * The expected value of a ticket from the table being written: Σ weight × amount / Σ weight per
 * kind of prize, in minor units summed exactly and divided once. Rows with a weight or an amount
 * that cannot be read count as weight 0 and pay 0. Null while no row has a weight.
 */
export function previewValue(prizes: readonly PrizeDraft[], scale: number): PreviewValue | null {
  const unit = 10 ** scale;
  const rows = prizes.map((prize) => {
    const weight = wholeIn(prize.weight, 1, RAFFLE_LIMITS.maxWeight) ?? 0;
    const amount =
      prize.type === 'NOTHING'
        ? 0
        : paysMoney(prize.type)
          ? Math.round((parseAmount(prize.amount, scale) ?? 0) * unit)
          : (wholeIn(prize.amount, 1, 1e9) ?? 0);
    return { type: prize.type, weight, amount };
  });
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  if (totalWeight === 0) return null;
  const sum = (type: RafflePrizeType) =>
    rows.filter((row) => row.type === type).reduce((total, row) => total + row.weight * row.amount, 0);
  return {
    totalWeight,
    chances: rows.map((row) => row.weight / totalWeight),
    cash: sum('CASH') / totalWeight / unit,
    bonus: sum('BONUS') / totalWeight / unit,
    points: sum('POINTS') / totalWeight,
    nothingChance:
      rows.filter((row) => row.type === 'NOTHING').reduce((total, row) => total + row.weight, 0) /
      totalWeight,
  };
}
