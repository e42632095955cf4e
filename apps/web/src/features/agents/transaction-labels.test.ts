import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/every-catalogue';
import { transactionKindKey, transactionSign, transactionStatusKey } from './transaction-labels';

describe('team transaction labels', () => {
  it('names each kind, as a tab and as a row, in both languages', () => {
    for (const kind of ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const) {
      for (const plural of [true, false]) {
        const key = transactionKindKey(kind, plural);
        expect(CATALOGUES.EN[key], key).toBeTruthy();
        expect(CATALOGUES.BN[key], key).toBeTruthy();
      }
    }
  });

  it('words a state as the member’s own deposit and withdrawal pages do', () => {
    for (const state of ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED']) {
      expect(CATALOGUES.EN[transactionStatusKey('DEPOSIT', state)], state).toBeTruthy();
    }
    for (const state of ['PENDING_REVIEW', 'APPROVED', 'DISBURSED', 'RECEIVED', 'REJECTED']) {
      expect(CATALOGUES.EN[transactionStatusKey('WITHDRAWAL', state)], state).toBeTruthy();
    }
    expect(transactionStatusKey('TRANSFER', 'OK')).toBe('agent_tx_done');
  });

  it('shows deposits coming in, withdrawals going out, and transfers as signed', () => {
    expect(transactionSign('DEPOSIT', 500)).toBe(1);
    expect(transactionSign('WITHDRAWAL', 500)).toBe(-1);
    expect(transactionSign('TRANSFER', -20)).toBe(-1);
    expect(transactionSign('TRANSFER', 20)).toBe(1);
  });
});
