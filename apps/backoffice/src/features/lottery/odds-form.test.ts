import { describe, expect, it } from 'vitest';
import { familyOf, parsePayout, payoutText, priceText, prizeKey } from './odds-form';

describe('the odds form', () => {
  it('reads typed payouts exactly as thousandths', () => {
    expect(parsePayout('9.8')).toBe(9800);
    expect(parsePayout(' 97,000 ')).toBe(97_000_000);
    expect(parsePayout('1.005')).toBe(1005);
    expect(parsePayout('0.001')).toBe(1);
    expect(parsePayout('0')).toBe(0);
    expect(parsePayout('9.8×')).toBe(9800);
    expect(parsePayout('100000')).toBe(100_000_000);
  });

  it('refuses payouts that are not plain numbers, have more than 3 decimals or pay too much', () => {
    for (const text of ['', '1.2345', '-1', '1e3', 'abc', '100000.001', '1.', '.5'])
      expect(parsePayout(text), text).toBeNull();
  });

  it('writes thousandths back as the text a field starts with', () => {
    expect(payoutText(9800)).toBe('9.8');
    expect(payoutText(97_000_000)).toBe('97000');
    expect(payoutText(1005)).toBe('1.005');
    expect(payoutText(0)).toBe('0');
    for (const milli of [1, 323_330, 1_960, 99_999_999]) expect(parsePayout(payoutText(milli))).toBe(milli);
  });

  it('starts the unit price at the currency scale', () => {
    expect(priceText(1, 2)).toBe('1.00');
    expect(priceText(0.5, 2)).toBe('0.50');
    expect(priceText(10, 0)).toBe('10');
  });

  it('names prizes by key, numbered ones with their number, unknown ones not at all', () => {
    expect(prizeKey('HIT')).toEqual({ key: 'lottery.odds.prizes.HIT' });
    expect(prizeKey('SUM_14')).toEqual({ key: 'lottery.odds.prizes.SUM_N', n: '14' });
    expect(prizeKey('TAIL_0')).toEqual({ key: 'lottery.odds.prizes.TAIL_N', n: '0' });
    expect(prizeKey('JACKPOT')).toBeNull();
  });

  it('tells the family of a bet type', () => {
    expect(familyOf('SSC.POS')).toBe('SSC');
    expect(familyOf('VN_NORTH.LO2')).toBe('VN_NORTH');
  });
});
