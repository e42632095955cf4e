import type { PromotionCard } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { actionOf, filterOf, rewardGroups, stateTone } from './promotion-actions';

const card = (id: string, state: PromotionCard['state'], entry = false): PromotionCard =>
  ({
    id,
    state,
    type: 'DEPOSIT',
    entry: entry
      ? { id, amount: null, bonusId: null, reason: null, joinedAt: '2026-01-01T00:00:00Z', decidedAt: null }
      : null,
  }) as PromotionCard;

describe('promotion actions', () => {
  it('gives each state its button', () => {
    expect(actionOf({ state: 'JOIN', type: 'FIRST_DEPOSIT' })).toBe('join');
    expect(actionOf({ state: 'JOIN', type: 'APPLIED' })).toBe('apply');
    expect(actionOf({ state: 'CLAIM', type: 'DEPOSIT' })).toBe('claim');
    expect(actionOf({ state: 'JOINED', type: 'DEPOSIT' })).toBe('deposit');
    expect(actionOf({ state: 'PROCESS', type: 'DEPOSIT' })).toBe('deposit');
    expect(actionOf({ state: 'ISSUED', type: 'DEPOSIT' })).toBe('bonus');
    for (const state of ['COMING_SOON', 'APPLYING', 'REJECTED', 'CLAIMED', 'CLOSED'] as const) {
      expect(actionOf({ state, type: 'DEPOSIT' })).toBeNull();
    }
  });

  it('tones the badges', () => {
    expect(stateTone('CLAIM')).toBe('action');
    expect(stateTone('ISSUED')).toBe('progress');
    expect(stateTone('REJECTED')).toBe('bad');
    expect(stateTone('CLOSED')).toBe('quiet');
  });

  it('reads the filter from the address, All when unknown', () => {
    expect(filterOf('APPLIED')).toBe('APPLIED');
    expect(filterOf('RAFFLE')).toBe('ALL');
    expect(filterOf(null)).toBe('ALL');
  });

  it('splits the reward centre into claim now, in progress and history', () => {
    const groups = rewardGroups([
      card('1', 'CLAIM'),
      card('2', 'JOIN'),
      card('3', 'ISSUED'),
      card('4', 'APPLYING'),
      card('5', 'CLOSED'),
      card('6', 'CLOSED', true),
      card('7', 'CLAIMED'),
      card('8', 'JOINED'),
      card('9', 'COMING_SOON'),
      card('10', 'REJECTED'),
    ]);
    expect(groups.claim.map((c) => c.id)).toEqual(['1']);
    expect(groups.progress.map((c) => c.id)).toEqual(['3', '4', '8']);
    expect(groups.history.map((c) => c.id)).toEqual(['6', '7', '10']);
  });
});
