import { describe, expect, it } from 'vitest';
import { checkAmount, cleanAmount } from './transfer-rules';

describe('transfer amount', () => {
  it('accepts positive amounts within the balance and the currency decimals', () => {
    expect(checkAmount('10', 2, 100)).toBeNull();
    expect(checkAmount('10.25', 2, 100)).toBeNull();
    expect(checkAmount('100', 2, 100)).toBeNull();
  });

  it('refuses empty, zero, malformed, too precise and too large amounts', () => {
    expect(checkAmount('', 2, 100)).toBe('err_required');
    expect(checkAmount('0', 2, 100)).toBe('tr_err_amount');
    expect(checkAmount('0.00', 2, 100)).toBe('tr_err_amount');
    expect(checkAmount('1e3', 2, 10_000)).toBe('tr_err_amount');
    expect(checkAmount('-5', 2, 100)).toBe('tr_err_amount');
    expect(checkAmount('1.234', 2, 100)).toBe('tr_err_decimals');
    expect(checkAmount('100.01', 2, 100)).toBe('tr_err_balance');
  });

  it('keeps digits and one point', () => {
    expect(cleanAmount('1,000.5.5x')).toBe('1000.55');
  });
});
