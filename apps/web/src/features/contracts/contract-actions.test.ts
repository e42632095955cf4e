import type { Contract } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { contractActions } from './contract-actions';

const contract = (over: Partial<Contract>): Contract => ({
  id: '7',
  type: 'REALTIME_SALARY',
  state: 'P',
  period: null,
  tiers: [{ minValidBet: 0, minActiveMembers: 0, minNetLoss: 0, rateBp: 100, fixed: 0 }],
  upline: 'agent01',
  member: 'sub01',
  terminationRequestedBy: null,
  offeredAt: '2026-11-26T10:00:00Z',
  decidedAt: null,
  endedAt: null,
  endedReason: null,
  ...over,
});
const names = (c: Contract, side: 'received' | 'offered') => contractActions(c, side).map((a) => a.name);

describe('what a contract lets its reader do (spec §4)', () => {
  it('lets the holder accept (A) or reject (R) an offer, asking before a reject', () => {
    const plans = contractActions(contract({}), 'received');
    expect(plans.map((plan) => [plan.name, plan.call, plan.confirm !== null])).toEqual([
      ['accept', { kind: 'answer', action: 'A' }, false],
      ['reject', { kind: 'answer', action: 'R' }, true],
    ]);
  });

  it("answers the upline's termination request with A (agree) or R (keep)", () => {
    const plans = contractActions(contract({ state: 'V', terminationRequestedBy: 'UPLINE' }), 'received');
    expect(plans.map((plan) => [plan.name, plan.call])).toEqual([
      ['agreeEnd', { kind: 'answer', action: 'A' }],
      ['keep', { kind: 'answer', action: 'R' }],
    ]);
  });

  it('lets the holder ask to end one in force (C), and the upline through requestTermination', () => {
    expect(contractActions(contract({ state: 'V' }), 'received')[0]?.call).toEqual({
      kind: 'answer',
      action: 'C',
    });
    expect(contractActions(contract({ state: 'V' }), 'offered')[0]?.call).toEqual({ kind: 'terminate' });
  });

  it('lets the upline agree when the holder asked to end it', () => {
    const asked = contract({ state: 'V', terminationRequestedBy: 'DOWNLINE' });
    expect(names(asked, 'offered')).toEqual(['agreeEnd']);
    expect(contractActions(asked, 'offered')[0]?.call).toEqual({ kind: 'terminate' });
  });

  it('offers nothing while the other side decides, or once it is over', () => {
    expect(names(contract({ state: 'V', terminationRequestedBy: 'DOWNLINE' }), 'received')).toEqual([]);
    expect(names(contract({ state: 'V', terminationRequestedBy: 'UPLINE' }), 'offered')).toEqual([]);
    expect(names(contract({}), 'offered')).toEqual([]);
    for (const state of ['R', 'C'] as const) {
      expect(names(contract({ state }), 'received')).toEqual([]);
      expect(names(contract({ state }), 'offered')).toEqual([]);
    }
  });
});
