import { describe, expect, it } from 'vitest';
import { defaultFilters, formatRecordTime, isRecordType, pageCount, rangeProblem } from './record-filters';

describe('account record filters', () => {
  it('default to the last 7 days, today included, in UTC days', () => {
    expect(defaultFilters(new Date('2026-03-03T10:00:00Z'))).toEqual({
      type: '',
      from: '2026-02-25',
      to: '2026-03-03',
    });
    expect(defaultFilters(new Date('2026-01-01T23:59:59Z'))).toEqual({
      type: '',
      from: '2025-12-26',
      to: '2026-01-01',
    });
  });

  it('refuse periods the server would refuse', () => {
    expect(rangeProblem({ type: '', from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ type: '', from: '2026-01-02', to: '2026-01-01' })).toBe('wallet_err_date_order');
    expect(rangeProblem({ type: '', from: '', to: '2026-01-01' })).toBe('wallet_err_date_invalid');
    expect(rangeProblem({ type: '', from: '2026-02-30', to: '2026-03-01' })).toBe('wallet_err_date_invalid');
  });

  it('know the record types and count pages', () => {
    expect(isRecordType('DEPOSIT')).toBe(true);
    expect(isRecordType('deposit')).toBe(false);
    expect(isRecordType('')).toBe(false);
    expect([0, 1, 20, 21, 40].map((total) => pageCount(total, 20))).toEqual([1, 1, 1, 2, 2]);
  });

  it('writes times with digits only', () => {
    expect(formatRecordTime('not a date')).toBe('not a date');
    expect(formatRecordTime('2026-03-03T10:04:05Z')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/u);
  });
});
