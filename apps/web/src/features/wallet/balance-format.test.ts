import { describe, expect, it } from 'vitest';
import { decimalsOf, formatAmount, formatBalance, formatSignedAmount, maskBalance } from './balance-format';

describe('balance display', () => {
  it('formats with separators, the currency scale and the symbol', () => {
    expect(formatBalance(12345.6, '৳', 2)).toBe('৳ 12,345.60');
    expect(formatBalance(1234567.891, '৳', 2)).toBe('৳ 1,234,567.89');
    expect(formatBalance(0, '$', 0)).toBe('$ 0');
    expect(formatBalance(1000, '₫', 0)).toBe('₫ 1,000');
    expect(formatAmount(0.5, 3)).toBe('0.500');
  });

  it('signs movements in and out', () => {
    expect(formatSignedAmount(1000, 2)).toBe('+1,000.00');
    expect(formatSignedAmount(-250.5, 2)).toBe('\u2212250.50');
    expect(formatSignedAmount(0, 2)).toBe('0.00');
  });

  it('masks everything but the decimal point', () => {
    expect(maskBalance('12,345.60')).toBe('******.**');
    expect(maskBalance('1,000')).toBe('*****');
    expect(maskBalance('—')).toBe('*');
    expect(maskBalance(formatAmount(0, 2))).toBe('*.**');
  });

  it('counts the decimals of a typed amount and refuses what is not a plain decimal', () => {
    expect(decimalsOf('12')).toBe(0);
    expect(decimalsOf(' 12.5 ')).toBe(1);
    expect(decimalsOf('0.125')).toBe(3);
    for (const bad of ['', '-1', '1e3', '12.', '.5', 'abc', '1,000', 'NaN', 'Infinity']) {
      expect(decimalsOf(bad), bad).toBeNull();
    }
  });
});
