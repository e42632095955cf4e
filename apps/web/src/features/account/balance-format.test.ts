import { describe, expect, it } from 'vitest';
import { formatBalance, maskBalance } from './balance-format';

describe('balance display', () => {
  it('formats with separators, scale and symbol', () => {
    expect(formatBalance(12345.6, '৳', 2)).toBe('৳ 12,345.60');
    expect(formatBalance(0, '$', 0)).toBe('$ 0');
  });

  it('masks everything but the decimal point', () => {
    expect(maskBalance('12,345.60')).toBe('******.**');
    expect(maskBalance('—')).toBe('*');
  });
});
