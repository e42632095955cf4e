import type { StaffRaffle } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyPrize,
  emptyRaffleDraft,
  emptyRule,
  previewValue,
  type RaffleDraft,
  raffleBody,
  raffleDraftOf,
} from './raffle-form';

const NOW = new Date('2026-11-27T08:10:00Z');

function filled(): RaffleDraft {
  const draft = emptyRaffleDraft(0, NOW);
  return {
    ...draft,
    title: { EN: 'Lucky wheel', BN: '' },
    prizes: [
      { ...emptyPrize('CASH'), label: { EN: 'Cash 10' }, amount: '10', weight: '30' },
      { ...emptyPrize('BONUS'), label: { EN: 'Bonus' }, amount: '20.50', weight: '10', wagering: '5' },
      { ...emptyPrize('POINTS'), label: { EN: 'Points' }, amount: '100', weight: '20' },
      { ...emptyPrize('NOTHING'), label: { EN: 'Try again' }, weight: '40' },
    ],
    rules: [{ ...emptyRule('DEPOSIT'), amount: '500', tickets: '2' }, emptyRule('MISSION')],
  };
}

describe('the raffle editor', () => {
  it('sends a written raffle: money with decimals, points whole, nothing pays 0, empty languages left out', () => {
    const { body, problems } = raffleBody(filled(), 2);
    expect(problems).toEqual({});
    expect(body.title).toEqual({ EN: 'Lucky wheel' });
    expect(body.prizes.map((p) => [p.type, p.amount, p.weight, p.wageringMultiple])).toEqual([
      ['CASH', 10, 30, 0],
      ['BONUS', 20.5, 10, 5],
      ['POINTS', 100, 20, 0],
      ['NOTHING', 0, 40, 0],
    ]);
    expect(body.rules).toEqual([
      { source: 'DEPOSIT', minAmount: 500, tickets: 2 },
      { source: 'MISSION', missionId: null, tickets: 1 },
    ]);
  });

  it('names every field that cannot be sent', () => {
    const draft = filled();
    draft.title = {};
    draft.prizes[0] = { ...draft.prizes[0]!, weight: '0', amount: '1.234' };
    draft.prizes[2] = { ...draft.prizes[2]!, amount: '1.5', label: {} };
    draft.rules[0] = { ...draft.rules[0]!, amount: '', tickets: '0' };
    draft.endsAt = '2026-11-01T00:00';
    const { problems } = raffleBody(draft, 2);
    expect(problems).toEqual({
      title: 'title',
      'prizes.0.weight': 'weight',
      'prizes.0.amount': 'amountMoney',
      'prizes.2.label': 'label',
      'prizes.2.amount': 'amountPoints',
      'rules.0.amount': 'ruleAmount',
      'rules.0.tickets': 'tickets',
      endsAt: 'endsAt',
    });
  });

  it('wants two prizes at least', () => {
    const draft = filled();
    draft.prizes = draft.prizes.slice(0, 1);
    expect(raffleBody(draft, 2).problems.prizes).toBe('prizeCount');
  });

  it('previews a ticket’s expected value exactly from the weights', () => {
    const preview = previewValue(filled().prizes, 2);
    expect(preview).not.toBeNull();
    expect(preview!.totalWeight).toBe(100);
    expect(preview!.chances).toEqual([0.3, 0.1, 0.2, 0.4]);
    // 30 % × ৳10 = ৳3; 10 % × ৳20.50 = ৳2.05; 20 % × 100 points = 20 points.
    expect(preview!.cash).toBe(3);
    expect(preview!.bonus).toBe(2.05);
    expect(preview!.points).toBe(20);
    expect(preview!.nothingChance).toBe(0.4);
    expect(previewValue([emptyPrize(), emptyPrize()], 2)).toBeNull();
  });

  it('reads a stored raffle back into the same body', () => {
    const { body } = raffleBody(filled(), 2);
    const stored: StaffRaffle = {
      ...body,
      id: '7',
      expectedValue: { money: 5.05, cash: 3, bonus: 2.05, points: 20, nothingChance: 0.4, totalWeight: 100 },
      ticketsHeld: 0,
      ticketsGiven: 0,
      draws: 0,
      paidMoney: 0,
      paidPoints: 0,
      updatedAt: NOW.toISOString(),
    };
    expect(raffleBody(raffleDraftOf(stored, 2), 2)).toEqual({ body, problems: {} });
    // A picture set elsewhere is kept through the editor.
    const pictured = { ...stored, icon: '/images/raffles/wheel.svg' };
    expect(raffleBody(raffleDraftOf(pictured, 2), 2).body.icon).toBe('/images/raffles/wheel.svg');
  });
});
