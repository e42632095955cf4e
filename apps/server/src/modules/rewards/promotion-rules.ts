import type { PromotionState, RewardNote } from '@tessera/contracts';
import type { EntryState, FrequencyColumn, PromotionTypeColumn } from '../../db/schema-rewards.js';
import { addDays, localDate, mondayOf } from '../../lib/brand-days.js';

/**
 * The reward engine's rules as pure functions (decision 0039): which period an event counts in,
 * what a deposit earns, what a bonus must wager, and what state a member sees. Amounts are minor
 * units.
 */

/** The first day of the period (brand days) that `at` falls in; once-only promotions have one. */
export function periodStart(frequency: FrequencyColumn, at: Date, timeZone: string): string {
  if (frequency === 'ONCE') return '1970-01-01';
  const day = localDate(at, timeZone);
  if (frequency === 'DAILY') return day;
  if (frequency === 'MONTHLY') return monthOf(day);
  return mondayOf(day);
}

/** The first day of the brand month a brand day falls in. */
export const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the period after the one starting on `start` (not for once-only promotions). */
export function nextPeriod(frequency: Exclude<FrequencyColumn, 'ONCE'>, start: string): string {
  if (frequency === 'DAILY') return addDays(start, 1);
  if (frequency === 'WEEKLY') return addDays(start, 7);
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Promotions paid per period from its play: a percent of valid bet, or of net loss. */
export const PERIOD_TYPES = ['REBATE', 'CASHBACK'] as const;
export const paidFromPlay = (type: PromotionTypeColumn) => type === 'REBATE' || type === 'CASHBACK';

/** A period's reward from its basis (valid bet or net loss): the percent, rounded down, within the cap. */
export function periodRewardFor(rule: RewardRule, basis: bigint): bigint {
  if (basis <= 0n) return 0n;
  const reward = (basis * BigInt(rule.reward_bp)) / 10_000n;
  return rule.reward_cap !== null && reward > rule.reward_cap ? rule.reward_cap : reward;
}

export interface RewardRule {
  reward_fixed: bigint;
  reward_bp: number;
  reward_cap: bigint | null;
}

/** A deposit's reward: the fixed part plus the percent (rounded down), within the cap. */
export function rewardFor(rule: RewardRule, deposit: bigint): bigint {
  const reward = rule.reward_fixed + (deposit * BigInt(rule.reward_bp)) / 10_000n;
  return rule.reward_cap !== null && reward > rule.reward_cap ? rule.reward_cap : reward;
}

/** The turnover a bonus must reach: its amount times the multiple (× 100 stored), rounded up. */
export function wageringFor(amount: bigint, wageringX100: number): bigint {
  return (amount * BigInt(wageringX100) + 99n) / 100n;
}

/** What a member's card shows, from the promotion, their entry for the period, and who they are. */
export function memberState(input: {
  live: boolean;
  startsAt: Date;
  endsAt: Date | null;
  now: Date;
  type: PromotionTypeColumn;
  joinRequired: boolean;
  entry: { state: EntryState } | null;
  /** Why this member cannot take part at all (not a new member, deposited before), if so. */
  barred: RewardNote | null;
}): PromotionState {
  const { entry } = input;
  if (entry) {
    if (entry.state === 'LAPSED') return 'CLOSED';
    if (entry.state !== 'JOINED') return entry.state;
  }
  const over = !input.live || (input.endsAt !== null && input.now >= input.endsAt);
  if (over) return 'CLOSED';
  if (input.now < input.startsAt) return 'COMING_SOON';
  if (input.barred) return 'CLOSED';
  if (entry) return 'JOINED';
  if (input.type === 'APPLIED' || input.joinRequired) return 'JOIN';
  return 'PROCESS';
}
