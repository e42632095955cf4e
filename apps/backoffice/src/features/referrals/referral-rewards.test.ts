import type { StaffReferralReward } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { undecided, withDecisions } from './referral-rewards';

const held = (id: string): StaffReferralReward => ({
  id,
  referrerId: 7,
  referrer: 'rahim',
  friendId: 8,
  friend: 'karim',
  stage: 'FIRST_DEPOSIT',
  amount: 50,
  state: 'HELD',
  flags: ['SAME_IP'],
  friendIp: '203.0.113.9',
  reason: null,
  decidedBy: null,
  createdAt: '2026-11-27T04:00:00.000Z',
  decidedAt: null,
});

describe('the referral rewards on the page', () => {
  it('show a decision made on the page in the row’s place, the others as they came', () => {
    const rows = [held('1'), held('2'), held('3')];
    const paid = {
      ...held('2'),
      state: 'PAID' as const,
      decidedBy: 'fin1',
      decidedAt: '2026-11-27T05:00:00.000Z',
    };
    const shown = withDecisions(rows, new Map([[paid.id, paid]]));
    expect(shown?.map((r) => [r.id, r.state])).toEqual([
      ['1', 'HELD'],
      ['2', 'PAID'],
      ['3', 'HELD'],
    ]);
    expect(shown?.filter(undecided).map((r) => r.id)).toEqual(['1', '3']);
    // A decision for a row not on this page changes nothing; no list yet is no rows.
    expect(withDecisions([held('4')], new Map([[paid.id, paid]]))).toEqual([held('4')]);
    expect(withDecisions(null, new Map())).toBeNull();
  });
});
