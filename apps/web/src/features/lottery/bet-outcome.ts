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
