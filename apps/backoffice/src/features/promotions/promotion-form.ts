import {
  GAME_CATEGORIES,
  type GameCategory,
  PROMOTION_LIMITS,
  type PromotionFrequency,
  type PromotionInput,
  type PromotionType,
  type StaffPromotion,
  type Weights,
} from '@tessera/contracts';
import { parseAmount } from '../../lib/format';
import { fromLocalInput, toLocalInput } from '../announcements/announcement-form';

/**
 * The promotion editor's state: what the inputs hold (text as typed), turned into the call's body
 * on save and for the preview. Amounts are major units read exactly (parseAmount), the reward's
 * percent is shown as a percent and sent as basis points, times are `datetime-local` text in the
 * browser's zone (as the announcements editor has them) sent as ISO times.
 */
export interface PromotionDraft {
  type: PromotionType;
  title: Record<string, string>;
  summary: Record<string, string>;
  content: Record<string, string>;
  image: string;
  startsAt: string;
  endsAt: string;
  joinRequired: boolean;
  frequency: PromotionFrequency;
  newMemberDays: string;
  /** Every VIP level may take part (vipLevels: null), or only those ticked. */
  allLevels: boolean;
  vipLevels: number[];
  /** Rebate and cash back: every category's play counts (categories: null), or only those ticked. */
  allCategories: boolean;
  categories: GameCategory[];
  /** Every deposit channel counts (channels: null), or only those ticked. */
  allChannels: boolean;
  channels: string[];
  minDeposit: string;
  rewardFixed: string;
  /** Percent of the deposit, up to two decimals (`12.5` = 1250 bp). */
  rewardPercent: string;
  rewardCap: string;
  claimMode: 'AUTO' | 'CLAIM';
  wagering: string;
  /** Category → percent text; all empty: every category counts in full. */
  weights: Partial<Record<GameCategory, string>>;
  bonusDays: string;
  maxBet: string;
  exclusive: boolean;
  sortOrder: string;
}

export type DraftField = keyof PromotionDraft;

/** A field that cannot be sent as it is: the catalogue key under `promotions.invalid`. */
export type Problems = Partial<Record<DraftField, string>>;

/** The next whole hour from `now`, as `datetime-local` text. */
export function nextHour(now: Date): string {
  const next = new Date(now.getTime());
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return toLocalInput(next.toISOString());
}

export function emptyDraft(now = new Date()): PromotionDraft {
  return {
    type: 'DEPOSIT',
    title: {},
    summary: {},
    content: {},
    image: '',
    startsAt: nextHour(now),
    endsAt: '',
    joinRequired: true,
    frequency: 'ONCE',
    newMemberDays: '',
    allLevels: true,
    vipLevels: [],
    allCategories: true,
    categories: [],
    allChannels: true,
    channels: [],
    minDeposit: '',
    rewardFixed: '',
    rewardPercent: '',
    rewardCap: '',
    claimMode: 'AUTO',
    wagering: '',
    weights: {},
    bonusDays: '',
    maxBet: '',
    exclusive: true,
    sortOrder: '0',
  };
}

/** Basis points as percent text: 1250 → `12.5`, 10000 → `100`. */
export function percentText(bp: number): string {
  if (bp === 0) return '';
  const whole = Math.trunc(bp / 100);
  const cents = bp % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/u, '')}`;
}

/** Percent text (up to two decimals) as basis points, exactly; null when it is not such a number. */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/u.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const amountText = (value: number | null) => (value === null || value === 0 ? '' : String(value));
const intText = (value: number | null) => (value === null ? '' : String(value));

export function draftOf(item: StaffPromotion): PromotionDraft {
  const weights: PromotionDraft['weights'] = {};
  for (const [category, percent] of Object.entries(item.weights)) {
    if (typeof percent === 'number') weights[category as GameCategory] = String(percent);
  }
  return {
    type: item.type,
    title: { ...item.title } as Record<string, string>,
    summary: { ...item.summary } as Record<string, string>,
    content: { ...item.content } as Record<string, string>,
    image: item.image ?? '',
    startsAt: toLocalInput(item.startsAt),
    endsAt: toLocalInput(item.endsAt),
    joinRequired: item.joinRequired,
    frequency: item.frequency,
    newMemberDays: intText(item.newMemberDays),
    allLevels: item.vipLevels === null,
    vipLevels: item.vipLevels ?? [],
    allCategories: item.categories === null,
    categories: item.categories ?? [],
    allChannels: item.channels === null,
    channels: item.channels ?? [],
    minDeposit: amountText(item.minDeposit),
    rewardFixed: amountText(item.rewardFixed),
    rewardPercent: percentText(item.rewardBp),
    rewardCap: amountText(item.rewardCap),
    claimMode: item.claimMode,
    wagering: item.wagering === 0 ? '' : String(item.wagering),
    weights,
    bonusDays: intText(item.bonusDays),
    maxBet: amountText(item.maxBet),
    exclusive: item.exclusive,
    sortOrder: String(item.sortOrder),
  };
}

/** Deposit promotions have channels, a minimum and a percent; applied ones are granted by staff. */
export const takesDeposit = (type: PromotionType) => type === 'FIRST_DEPOSIT' || type === 'DEPOSIT';

/** Rebate and cash back: a percent of each period's valid bet or net loss, no fixed part. */
export const paidFromPlay = (type: PromotionType) => type === 'REBATE' || type === 'CASHBACK';

/**
 * The weights' texts as the call's map: all empty is `{}` (every category in full); otherwise the
 * categories given, each a whole percent 0–100 (one left empty then counts 0). Null: one is not
 * such a number.
 */
export function parseWeights(texts: PromotionDraft['weights']): Weights | null {
  const weights: Weights = {};
  for (const category of GAME_CATEGORIES) {
    const text = (texts[category] ?? '').trim();
    if (text === '') continue;
    if (!/^\d{1,3}$/u.test(text) || Number(text) > 100) return null;
    weights[category] = Number(text);
  }
  return weights;
}

/** A whole number in a range, or null (empty included). */
function wholeIn(text: string, min: number, max: number): number | null {
  const clean = text.trim();
  if (!/^\d{1,6}$/u.test(clean)) return null;
  const value = Number(clean);
  return value >= min && value <= max ? value : null;
}

/** An amount that may be empty or zero (0 then); null when it is not an amount of the currency. */
export function zeroOrAmount(text: string, scale: number): number | null {
  const clean = text.trim();
  if (clean === '' || /^0+(?:\.0+)?$/u.test(clean)) return 0;
  return parseAmount(clean, scale);
}

const IMAGE = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/u;

/** Languages with nothing written are left out. */
function written(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/**
 * The call's body from the form, and what is wrong with it field by field (the body is only fit to
 * send when there are no problems). The server checks the same rules again, and those between
 * fields it alone knows (known channels).
 */
export function bodyOf(draft: PromotionDraft, scale: number): { body: PromotionInput; problems: Problems } {
  const problems: Problems = {};
  const deposit = takesDeposit(draft.type);
  const period = paidFromPlay(draft.type);
  const title = written(draft.title);
  if (Object.keys(title).length === 0) problems.title = 'title';
  if (Object.values(draft.title).some((text) => text.length > PROMOTION_LIMITS.title))
    problems.title = 'tooLong';

  const startsAt = fromLocalInput(draft.startsAt);
  if (!startsAt) problems.startsAt = 'startsAt';
  const endsAt = fromLocalInput(draft.endsAt);
  if (draft.endsAt && !endsAt) problems.endsAt = 'time';
  else if (endsAt && startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) problems.endsAt = 'endsAt';

  const image = draft.image.trim();
  if (image && !IMAGE.test(image)) problems.image = 'image';

  const newMemberDays = draft.newMemberDays.trim() ? wholeIn(draft.newMemberDays, 1, 3650) : null;
  if (draft.newMemberDays.trim() && newMemberDays === null) problems.newMemberDays = 'newMemberDays';

  if (!draft.allLevels && draft.vipLevels.length === 0) problems.vipLevels = 'vipLevels';
  if (deposit && !draft.allChannels && draft.channels.length === 0) problems.channels = 'channels';

  const minDeposit = deposit ? zeroOrAmount(draft.minDeposit, scale) : 0;
  if (minDeposit === null) problems.minDeposit = 'amount';
  const rewardFixed = period ? 0 : zeroOrAmount(draft.rewardFixed, scale);
  if (rewardFixed === null) problems.rewardFixed = 'amount';
  const rewardBp = (deposit || period) && draft.rewardPercent.trim() ? percentToBp(draft.rewardPercent) : 0;
  if (rewardBp === null || rewardBp > (period ? 10_000 : 100_000))
    problems.rewardPercent = period ? 'periodPercent' : 'percent';
  else if (period && rewardBp === 0) problems.rewardPercent = 'periodPercent';
  else if (rewardFixed === 0 && rewardBp === 0) problems.rewardFixed = 'reward';
  if (period && draft.frequency === 'ONCE') problems.frequency = 'periodFrequency';
  if (period && !draft.allCategories && draft.categories.length === 0) problems.categories = 'categories';
  const rewardCap = draft.rewardCap.trim() ? parseAmount(draft.rewardCap.trim(), scale) : null;
  if (draft.rewardCap.trim() && rewardCap === null) problems.rewardCap = 'positive';

  const wageringText = draft.wagering.trim();
  const wagering =
    wageringText === '' ? 0 : /^\d{1,3}(?:\.\d{1,2})?$/u.test(wageringText) ? Number(wageringText) : null;
  if (wagering === null || wagering > 100) problems.wagering = 'wagering';
  // Without wagering the reward is paid to the main wallet: weights, expiry and max bet do not
  // apply (the editor hides them), so they are not sent.
  const wagers = Boolean(wagering);
  const weights = wagers ? parseWeights(draft.weights) : {};
  if (weights === null) problems.weights = 'weights';
  const bonusDays = wagers && draft.bonusDays.trim() ? wholeIn(draft.bonusDays, 1, 365) : null;
  if (wagers && draft.bonusDays.trim() && bonusDays === null) problems.bonusDays = 'bonusDays';
  const maxBet = wagers && draft.maxBet.trim() ? parseAmount(draft.maxBet.trim(), scale) : null;
  if (wagers && draft.maxBet.trim() && maxBet === null) problems.maxBet = 'positive';
  const sortOrder = wholeIn(draft.sortOrder || '0', 0, 9999);
  if (sortOrder === null) problems.sortOrder = 'sortOrder';

  const body: PromotionInput = {
    type: draft.type,
    title,
    summary: written(draft.summary),
    content: written(draft.content),
    image: image || null,
    startsAt: startsAt ?? '',
    endsAt,
    joinRequired: draft.type === 'APPLIED' ? true : draft.joinRequired,
    frequency: draft.frequency,
    newMemberDays,
    vipLevels: draft.allLevels ? null : [...draft.vipLevels].sort((a, b) => a - b),
    categories: period && !draft.allCategories ? [...draft.categories] : null,
    channels: deposit && !draft.allChannels ? [...draft.channels] : null,
    minDeposit: minDeposit ?? 0,
    rewardFixed: rewardFixed ?? 0,
    rewardBp: rewardBp ?? 0,
    rewardCap,
    claimMode: draft.claimMode,
    wagering: wagering ?? 0,
    weights: weights ?? {},
    bonusDays,
    maxBet,
    exclusive: draft.exclusive,
    sortOrder: sortOrder ?? 0,
  };
  return { body, problems };
}
