import { describe, expect, it } from 'vitest';
import { formatBillPeriod } from './bill-period';
import { revenueQueries, revenueTotals } from './revenue-query';

describe('the income report', () => {
  it('asks each type for one row over the days, and the latest bills of every type', () => {
    const queries = revenueQueries({ from: '2026-11-01', to: '2026-11-26' }, 2);
    expect(queries.totals.map((query) => [query.type, query.pageSize, query.from, query.to])).toEqual([
      ['DIVIDEND', 1, '2026-11-01', '2026-11-26'],
      ['DAILY_SALARY', 1, '2026-11-01', '2026-11-26'],
      ['HOURLY_SALARY', 1, '2026-11-01', '2026-11-26'],
      ['REALTIME_SALARY', 1, '2026-11-01', '2026-11-26'],
    ]);
    expect(queries.latest).toEqual({
      direction: 'received',
      from: '2026-11-01',
      to: '2026-11-26',
      pageNo: 2,
      pageSize: 20,
    });
  });

  it('adds the four server totals, not the listed bills', () => {
    const totals = revenueTotals(
      [
        { paidTotal: 0.1, total: 1 },
        { paidTotal: 0.2, total: 4 },
        { paidTotal: 0, total: 0 },
        { paidTotal: 1200.35, total: 288 },
      ],
      2,
    );
    expect(totals.paid).toBe(1200.65);
    expect(totals.byType.map((row) => row.bills)).toEqual([1, 4, 0, 288]);
  });
});

describe('a bill period', () => {
  it('writes a span within one day once with both times, a longer one in full', () => {
    const start = new Date(2026, 10, 26, 14, 0).toISOString();
    const end = new Date(2026, 10, 26, 14, 5).toISOString();
    expect(formatBillPeriod(start, end)).toBe('2026-11-26 14:00–14:05');
    const week = new Date(2026, 11, 3, 0, 0).toISOString();
    expect(formatBillPeriod(start, week)).toBe('2026-11-26 14:00 – 2026-12-03 00:00');
  });
});
