import { LOTTERY_BET_STATUSES } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { BET_MONEY_LABELS, betMoney, betStatus } from './bet-outcome';

const bet = (status: (typeof LOTTERY_BET_STATUSES)[number], payout = 0) => ({ status, stake: 12.5, payout });

describe('a bet’s money figure', () => {
  it('shows nothing yet for an open bet', () => {
    expect(betMoney(bet('OPEN'))).toEqual({ kind: 'pending', label: 'lottery_payout' });
  });

  it('shows the payout of a settled bet, 0.00 when lost', () => {
    expect(betMoney(bet('WON', 97.02))).toEqual({ kind: 'paid', label: 'lottery_payout', amount: 97.02 });
    expect(betMoney(bet('LOST'))).toEqual({ kind: 'paid', label: 'lottery_payout', amount: 0 });
  });

  it('shows the stake that came back for a refunded or cancelled bet, never a payout of 0.00', () => {
    expect(betMoney(bet('REFUNDED'))).toEqual({
      kind: 'returned',
      label: 'lottery_refunded_stake',
      amount: 12.5,
    });
    expect(betMoney(bet('CANCELLED'))).toEqual({
      kind: 'returned',
      label: 'lottery_returned_stake',
      amount: 12.5,
    });
  });

  it('labels every status with a known key', () => {
    for (const status of LOTTERY_BET_STATUSES) {
      expect(BET_MONEY_LABELS).toContain(betMoney(bet(status)).label);
    }
  });
});

describe('a bet’s status tag', () => {
  it('calls a win that paid back less than the stake a loss with part returned', () => {
    expect(betStatus(bet('WON', 4.2))).toEqual({ label: 'lottery_status_partial', tone: 'partial' });
    expect(betStatus(bet('WON', 12.5))).toEqual({ label: 'lottery_status_won', tone: 'won' });
    expect(betStatus(bet('WON', 97.02))).toEqual({ label: 'lottery_status_won', tone: 'won' });
  });

  it('names every other status as it is', () => {
    for (const status of LOTTERY_BET_STATUSES.filter((candidate) => candidate !== 'WON')) {
      expect(betStatus(bet(status)).label).toBe(`lottery_status_${status.toLowerCase()}`);
    }
  });
});
