import { describe, expect, it } from 'vitest';
import { bpToPercentText, formatRate, MAX_RATE_PERCENT, percentToBp } from './rates';

describe('contract rates (basis points ↔ percent)', () => {
  it('reads basis points as a percent with at most two decimals', () => {
    expect(bpToPercentText(100)).toBe('1');
    expect(bpToPercentText(1250)).toBe('12.5');
    expect(bpToPercentText(7)).toBe('0.07');
    expect(bpToPercentText(0)).toBe('0');
    expect(bpToPercentText(5000)).toBe('50');
    expect(formatRate(125)).toBe('1.25\u00a0%');
  });

  it('turns a typed percent into exact basis points', () => {
    expect(percentToBp('1')).toBe(100);
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp(' 0.07 ')).toBe(7);
    expect(percentToBp('0,35')).toBe(35);
    expect(percentToBp('3.')).toBe(300);
    expect(percentToBp('50')).toBe(5000);
    expect(percentToBp('0')).toBe(0);
  });

  it('refuses what is not a percent from 0 to 50 with two decimals', () => {
    for (const text of ['', '50.01', '51', '-1', '1.234', 'abc', '1e2', '.5', '1.2.3']) {
      expect(percentToBp(text), text).toBeNull();
    }
    expect(MAX_RATE_PERCENT).toBe(50);
  });

  it('goes there and back for every rate a tier may have', () => {
    for (let bp = 0; bp <= 5000; bp += 1) expect(percentToBp(bpToPercentText(bp))).toBe(bp);
  });
});
