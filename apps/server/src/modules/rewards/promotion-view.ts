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
import { pickText, textOrder } from '../announcements/announcement-views.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Merchant } from '../site/merchant.js';
import { weightsOf } from './bonuses.js';
import type { EntryRow, PromotionRow } from './promotions.repo.js';
import { findLevels } from './vip-levels.js';

/** How a rule's codes read to a member: deposit channels and VIP levels by their names. */
export interface RuleNames {
  channel(code: string): string;
  level(level: number): string;
}

/** The brand's names for its channels and VIP levels, in the request's language. */
export async function ruleNames(db: Executor, merchant: Merchant, language: string): Promise<RuleNames> {
  const channels = new Map(merchant.cashier.deposit.channels.map((channel) => [channel.code, channel.name]));
  const levels = new Map(
    (await findLevels(db, merchant.id)).map((row) => [
      row.level,
      pickText(row.name, textOrder(merchant, language)),
    ]),
  );
  return {
    channel: (code) => channels.get(code) ?? code,
    level: (level) => levels.get(level) || `VIP ${level}`,
  };
}

/** A promotion's rule as the wire carries it (major units). */
export function rulesOf(row: PromotionRow, scale: number, names: RuleNames): PromotionRules {
  return {
    frequency: row.frequency,
    joinRequired: row.join_required,
    newMemberDays: row.new_member_days,
    vipLevels: row.vip_levels?.map((level) => names.level(level)) ?? null,
    categories: row.categories as PromotionRules['categories'],
    channels: row.channels?.map((code) => names.channel(code)) ?? null,
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
  names: RuleNames;
  /** A rebate's or cash back's period so far (minor units), when the member takes part. */
  accrued?: { periodStart: string; basis: bigint; amount: bigint } | null;
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
    rules: rulesOf(row, scale, input.names),
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
    accrued: input.accrued
      ? {
          periodStart: input.accrued.periodStart,
          basis: toMajor(input.accrued.basis, scale),
          amount: toMajor(input.accrued.amount, scale),
        }
      : null,
  };
}
