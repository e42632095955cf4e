import { ERROR_CODES } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './every-catalogue';
import { formatAmount, formatClock, formatCount, formatDateTime } from './numbers';

const BENGALI_DIGIT = /[\u09E6-\u09EF]/u;

describe('numbers', () => {
  it('writes amounts and counts with Latin digits and comma groups', () => {
    expect(formatAmount(1234567.5, 2)).toBe('1,234,567.50');
    expect(formatAmount(3, 0)).toBe('3');
    expect(formatCount(10054)).toBe('10,054');
  });

  it('writes Bengali dates and times with Latin digits, in Bengali words', () => {
    const date = new Date(Date.UTC(2026, 2, 15, 8, 5, 9));
    const bn = formatDateTime(date, 'BN');
    expect(bn).not.toMatch(BENGALI_DIGIT);
    expect(bn).toMatch(/\p{Script=Bengali}/u);
    expect(bn).toMatch(/2026/u);
    expect(formatClock(date, 'BN')).not.toMatch(BENGALI_DIGIT);
    expect(formatDateTime(date, 'EN')).toMatch(/2026/u);
  });

  it('leaves no Bengali digit in the Bengali texts or error messages', () => {
    expect(Object.entries(CATALOGUES.BN).filter(([, text]) => BENGALI_DIGIT.test(text))).toEqual([]);
    const messages = Object.entries(ERROR_CODES).map(([code, entry]) => [code, entry.BN] as const);
    expect(messages.filter(([, text]) => BENGALI_DIGIT.test(text))).toEqual([]);
  });
});
