import type { ReferralRewardState, StaffReferralReward } from '@tessera/contracts';
import type { Tone } from '../../components/badge';

/** Held first (the default view, oldest first on the server), then each state; `''` is every state. */
export const STATE_VIEWS = ['HELD', 'PAID', 'REJECTED', ''] as const;
export type StateView = (typeof STATE_VIEWS)[number];

export const REWARD_TONES: Record<ReferralRewardState, Tone> = {
  HELD: 'wait',
  PAID: 'good',
  REJECTED: 'bad',
};

/**
 * The page's rows with the decisions made on it since it loaded: a decided reward keeps its place
 * and shows what the server answered (its state, who decided, the reason) until the list is asked
 * again, so the decider sees what they did rather than a row that vanished.
 */
export function withDecisions(
  rows: readonly StaffReferralReward[] | null | undefined,
  decided: ReadonlyMap<string, StaffReferralReward>,
): StaffReferralReward[] | null {
  if (!rows) return null;
  return rows.map((row) => decided.get(row.id) ?? row);
}

/** Whether a row still waits for a decision (only held rewards are paid or refused). */
export const undecided = (reward: StaffReferralReward) => reward.state === 'HELD';
