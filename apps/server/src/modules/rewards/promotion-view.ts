import {
  catalogueFor,
  formatMessage,
  type PromotionCard,
  type PromotionRules,
  type PromotionState,
  REWARD_NOTES,
  type RewardNote,
  toMajor,
} from '@tessera/contracts';
import { isoOrNull } from '../../lib/iso-time.js';
import { pickText } from '../announcements/announcement-views.js';
import type { Merchant } from '../site/merchant.js';
import { weightsOf } from './bonuses.js';
import type { EntryRow, PromotionRow } from './promotions.repo.js';

/** The languages a text is looked for in: the request's, the brand's default, then English. */
export const textOrder = (merchant: Merchant, language: string) => [language, merchant.defaultLanguage, 'EN'];

/** A promotion's rule as the wire carries it (major units). */
export function rulesOf(
  row: PromotionRow,
  scale: number,
  channelName: (code: string) => string,
): PromotionRules {
  return {
    frequency: row.frequency,
    joinRequired: row.join_required,
    newMemberDays: row.new_member_days,
    channels: row.channels?.map(channelName) ?? null,
    minDeposit: toMajor(row.min_deposit, scale),
    rewardFixed: toMajor(row.reward_fixed, scale),
    rewardBp: row.reward_bp,
    rewardCap: row.reward_cap === null ? null : toMajor(row.reward_cap, scale),
    claimMode: row.claim_mode,
    wagering: row.wagering_x100 / 100,
    weights: weightsOf(row.weights),
    bonusDays: row.bonus_days,
    maxBet: row.max_bet === null ? null : toMajor(row.max_bet, scale),
    exclusive: row.exclusive,
  };
}

/** A note in the request's language, its amounts written with the brand's symbol. */
export function noteText(note: RewardNote, params: Record<string, string> | null, language: string): string {
  return formatMessage(REWARD_NOTES[note][catalogueFor(language)], params ?? {});
}

export function toCard(input: {
  row: PromotionRow;
  entry: EntryRow | null;
  state: PromotionState;
  note: string | null;
  merchant: Merchant;
  language: string;
  channelName: (code: string) => string;
}): PromotionCard {
  const { row, entry, merchant } = input;
  const order = textOrder(merchant, input.language);
  const scale = merchant.currencyScale;
  return {
    id: String(row.id),
    type: row.type,
    title: pickText(row.title, order),
    summary: pickText(row.summary, order),
    content: pickText(row.content, order),
    image: row.image,
    startsAt: row.starts_at.toISOString(),
    endsAt: isoOrNull(row.ends_at),
    rules: rulesOf(row, scale, input.channelName),
    state: input.state,
    note: input.note,
    entry: entry && {
      id: String(entry.id),
      amount: entry.amount === null ? null : toMajor(entry.amount, scale),
      bonusId: entry.bonus_id === null ? null : String(entry.bonus_id),
      reason: entry.reason,
      joinedAt: entry.joined_at.toISOString(),
      decidedAt: isoOrNull(entry.decided_at),
    },
  };
}
