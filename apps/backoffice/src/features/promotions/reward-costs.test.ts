import { describe, expect, it } from 'vitest';
import { buildCsv } from '../../lib/csv';
import { readRange } from '../reports/report-table';
import {
  COST_DAYS,
  conversionShare,
  costCsvRows,
  costFileName,
  costTotals,
  type RewardCostDay,
} from './reward-costs';

const day = (date: string, over: Partial<RewardCostDay> = {}): RewardCostDay => ({
  date,
  bonusesIssued: 0,
  bonusesConverted: 0,
  bonusesReturned: 0,
  rebates: 0,
  cashback: 0,
  upgradeBonuses: 0,
  net: 0,
  ...over,
});

describe('the reward costs report', () => {
  it('covers the last 30 days unless the address says otherwise', () => {
    const today = new Date(2026, 10, 26, 15, 0);
    expect(readRange(new URLSearchParams(''), today, COST_DAYS)).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
    });
    expect(readRange(new URLSearchParams('from=2026-11-01&to=2026-11-02'), today, COST_DAYS)).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });

  it('adds each column exactly, in minor units', () => {
    const days = Array.from({ length: 30 }, (_, i) =>
      day(`2026-11-${String(i + 1).padStart(2, '0')}`, { rebates: 0.1, cashback: 0.2, net: 0.3 }),
    );
    const totals = costTotals(days, 2);
    expect(totals.rebates).toBe(3);
    expect(totals.cashback).toBe(6);
    expect(totals.net).toBe(9);
    expect(costTotals([], 2)).toMatchObject({ net: 0, bonusesIssued: 0 });
    expect(
      costTotals([day('2026-11-01', { net: 1234.56 }), day('2026-11-02', { net: -234.57 })], 2).net,
    ).toBe(999.99);
    expect(costTotals([day('2026-11-01', { net: 1500 }), day('2026-11-02', { net: 2500 })], 0).net).toBe(
      4000,
    );
  });

  it('tells the share of bonuses converted, or none', () => {
    expect(conversionShare({ bonusesIssued: 300, bonusesConverted: 100 })).toBe(33.3);
    expect(conversionShare({ bonusesIssued: 0, bonusesConverted: 0 })).toBeNull();
  });

  it('exports every day and the totals, amounts as plain decimals', () => {
    const days = [
      day('2026-11-01', { bonusesIssued: 500, bonusesReturned: 100, rebates: 12.5, net: 412.5 }),
      day('2026-11-02', { cashback: 30, upgradeBonuses: 200, bonusesConverted: 250, net: 230 }),
    ];
    const csv = buildCsv(['Day', 'a', 'b', 'c', 'd', 'e', 'f', 'Net'], costCsvRows(days, 2, 'Total'));
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      '2026-11-01,500.00,0.00,100.00,12.50,0.00,0.00,412.50',
      '2026-11-02,0.00,250.00,0.00,0.00,30.00,200.00,230.00',
      'Total,500.00,250.00,100.00,12.50,30.00,200.00,642.50',
    ]);
    expect(costFileName('2026-11-01', '2026-11-30')).toBe('reward-costs-2026-11-01-2026-11-30.csv');
  });
});
