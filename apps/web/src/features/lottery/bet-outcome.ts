import type { LotteryBet } from '@tessera/contracts';

/** The i18n keys the money figure of a bet is shown under. */
export const BET_MONEY_LABELS = [
  'lottery_payout',
  'lottery_refunded_stake',
  'lottery_returned_stake',
] as const;

/**
 * What a bet's money figure shows: nothing yet while it waits for its draw; the payout of a
 * settled bet (0.00 for a lost one); the stake that came back for a bet that will never be paid —
 * REFUNDED (its draw was cancelled) or CANCELLED (by the member, or a chase stopped after a win) —
 * rather than a payout of 0.00 that reads as a loss.
 */
export type BetMoney =
  | { kind: 'pending'; label: 'lottery_payout' }
  | { kind: 'paid'; label: 'lottery_payout'; amount: number }
  | { kind: 'returned'; label: 'lottery_refunded_stake' | 'lottery_returned_stake'; amount: number };

export function betMoney(bet: Pick<LotteryBet, 'status' | 'stake' | 'payout'>): BetMoney {
  switch (bet.status) {
    case 'OPEN':
      return { kind: 'pending', label: 'lottery_payout' };
    case 'REFUNDED':
      return { kind: 'returned', label: 'lottery_refunded_stake', amount: bet.stake };
    case 'CANCELLED':
      return { kind: 'returned', label: 'lottery_returned_stake', amount: bet.stake };
    default:
      return { kind: 'paid', label: 'lottery_payout', amount: bet.payout };
  }
}

/** The status a member reads: a "won" bet that paid back less than its stake lost money. */
export type BetStatusLabel =
  | 'lottery_status_open'
  | 'lottery_status_won'
  | 'lottery_status_partial'
  | 'lottery_status_lost'
  | 'lottery_status_refunded'
  | 'lottery_status_cancelled';

/**
 * The status tag of a bet. The draw marks a bet WON when any of its combinations hits, but a bet
 * of many combinations can hit one and still pay less than it cost: that is a loss with part of
 * the stake back, and calling it "Won" misleads.
 */
export function betStatus(bet: Pick<LotteryBet, 'status' | 'stake' | 'payout'>): {
  label: BetStatusLabel;
  tone: 'open' | 'won' | 'partial' | 'lost' | 'refunded' | 'cancelled';
} {
  if (bet.status === 'WON' && bet.payout < bet.stake)
    return { label: 'lottery_status_partial', tone: 'partial' };
  const tone = bet.status.toLowerCase() as Lowercase<LotteryBet['status']>;
  return { label: `lottery_status_${tone}`, tone };
}
