import { describe, expect, it } from 'vitest';
import { formatMobile, humanise } from './member-labels';

describe('member labels', () => {
  it('turns codes into words', () => {
    expect(humanise('WITHDRAW_HOLD')).toBe('Withdraw hold');
    expect(humanise('VENDOR:EVO')).toBe('Vendor evo');
  });

  it('writes a mobile number with one plus', () => {
    expect(formatMobile('++880 1712345678')).toBe('+880 1712345678');
    expect(formatMobile('+880 1712345678')).toBe('+880 1712345678');
    expect(formatMobile(null)).toBeNull();
  });
});
