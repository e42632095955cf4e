import type { VendorLane } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  BET_PAGE_SIZE,
  betQuery,
  defaultBetFilters,
  isGameCategory,
  vendorChoices,
  withGameType,
} from './bet-filters';
import { profitProblem, profitQuery } from './profit-period';
import { legMovement, profitTone } from './record-labels';
import { periodProblem, quickRange, quickRangeOf } from './record-periods';

const now = new Date('2026-03-03T10:00:00Z');

const card = (vassalage: string, gameType: 'RNG' | 'LIVE' = 'RNG') => ({
  vassalage,
  lagerIcon: `vendors/${vassalage}.png`,
  remark: vassalage,
  gameType,
  isGame: 'VASSALAGE' as const,
});
const lanes: VendorLane[] = [
  { title: 'RNG', cards: [card('SLT'), card('NVA')] },
  { title: 'LIVE', cards: [card('EVO', 'LIVE'), card('SLT', 'LIVE')] },
  { title: 'INHOUSE', cards: [card('BGS')] },
];

describe('record periods', () => {
  it('count quick ranges in UTC days, today included', () => {
    expect(quickRange('today', now)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(quickRange('yesterday', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(quickRange('week', now)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(quickRange('month', now)).toEqual({ from: '2026-02-02', to: '2026-03-03' });
  });

  it('recognise a quick range from its days', () => {
    expect(quickRangeOf({ from: '2026-02-25', to: '2026-03-03' }, now)).toBe('week');
    expect(quickRangeOf({ from: '2026-02-24', to: '2026-03-03' }, now)).toBeNull();
  });

  it('refuse days the server would refuse', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-04-01' })).toBeNull(); // 90 days apart
    expect(periodProblem({ from: '2026-01-01', to: '2026-04-02' })).toBe('records_err_range_long');
    expect(periodProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('wallet_err_date_order');
    expect(periodProblem({ from: '', to: '2026-01-01' })).toBe('wallet_err_date_invalid');
  });
});

describe('betting record filters', () => {
  it('start on every game and vendor for the last 7 days', () => {
    expect(defaultBetFilters(now)).toEqual({
      gameType: '',
      vassalage: '',
      from: '2026-02-25',
      to: '2026-03-03',
    });
  });

  it('map to the query, leaving out the empty choices', () => {
    expect(betQuery(defaultBetFilters(now), 1)).toEqual({
      from: '2026-02-25',
      to: '2026-03-03',
      pageNo: 1,
      pageSize: BET_PAGE_SIZE,
    });
    expect(betQuery({ gameType: 'RNG', vassalage: 'SLT', from: '2026-03-01', to: '2026-03-02' }, 3)).toEqual({
      gameType: 'RNG',
      vassalage: 'SLT',
      from: '2026-03-01',
      to: '2026-03-02',
      pageNo: 3,
      pageSize: 20,
    });
  });

  it('offer the vendors of the chosen game type, each once', () => {
    expect(vendorChoices(lanes, '')).toEqual(['BGS', 'EVO', 'NVA', 'SLT']);
    expect(vendorChoices(lanes, 'LIVE')).toEqual(['EVO', 'SLT']);
    expect(vendorChoices(lanes, 'FISH')).toEqual([]);
  });

  it('drop a vendor the new game type does not have', () => {
    const filters = { ...defaultBetFilters(now), vassalage: 'SLT' };
    expect(withGameType(filters, 'LIVE', lanes).vassalage).toBe('SLT');
    expect(withGameType(filters, 'INHOUSE', lanes)).toMatchObject({ gameType: 'INHOUSE', vassalage: '' });
    expect(isGameCategory('INHOUSE')).toBe(true);
    expect(isGameCategory('rng')).toBe(false);
  });
});

describe('profit and loss periods', () => {
  const custom = { from: '2026-03-01', to: '2026-03-02' };
  it('ask named periods by name and custom ones by their days', () => {
    expect(profitQuery('today', custom)).toEqual({ period: 'today' });
    expect(profitQuery('month', custom)).toEqual({ period: 'month' });
    expect(profitQuery('custom', custom)).toEqual({ period: 'custom', from: '2026-03-01', to: '2026-03-02' });
  });

  it('check only the custom days', () => {
    const reversed = { from: '2026-03-02', to: '2026-03-01' };
    expect(profitProblem('week', reversed)).toBeNull();
    expect(profitProblem('custom', reversed)).toBe('wallet_err_date_order');
  });
});

describe('round legs', () => {
  it('take the stake on a bet and give on a win or rollback', () => {
    expect(legMovement({ kind: 'BET', amount: 10 })).toBe(-10);
    expect(legMovement({ kind: 'WIN', amount: 25 })).toBe(25);
    expect(legMovement({ kind: 'ROLLBACK', amount: 10 })).toBe(10);
    expect([profitTone(5), profitTone(-5), profitTone(0)]).toEqual(['is-in', 'is-out', '']);
  });
});
