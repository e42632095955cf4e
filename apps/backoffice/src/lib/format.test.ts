import { describe, expect, it } from 'vitest';
import { countryName, formatMoney, formatPays, parseAmount } from './format';

describe('parseAmount', () => {
  it('reads plain decimals exactly, within the currency scale', () => {
    expect(parseAmount('1,250.5', 2)).toBe(1250.5);
    expect(parseAmount(' 0.10 ', 2)).toBe(0.1);
    expect(parseAmount('100', 0)).toBe(100);
    expect(parseAmount('999999999999.99', 2)).toBe(999_999_999_999.99);
  });

  it('refuses zero, too many decimals, signs where not allowed and anything else', () => {
    expect(parseAmount('0', 2)).toBeNull();
    expect(parseAmount('0.00', 2)).toBeNull();
    expect(parseAmount('1.005', 2)).toBeNull();
    expect(parseAmount('-5', 2)).toBeNull();
    expect(parseAmount('1e3', 2)).toBeNull();
    expect(parseAmount('abc', 2)).toBeNull();
    expect(parseAmount('', 2)).toBeNull();
  });

  it('keeps a debit negative when asked', () => {
    expect(parseAmount('-300.25', 2, true)).toBe(-300.25);
  });
});

describe('formatMoney', () => {
  it('writes the currency with its scale and Latin digits in both languages', () => {
    expect(formatMoney(1250.5, 'BDT', 'EN')).toBe('৳1,250.50');
    expect(formatMoney(1250.5, 'BDT', 'BN')).toMatch(/^1,250\.50\s?৳$|^৳\s?1,250\.50$/u);
    expect(formatMoney(-20, 'USD', 'EN')).toBe('-$20.00');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney(5, 'TRIAL', 'EN')).toBe('5.00 TRIAL');
  });
});

describe('formatPays', () => {
  it('writes thousandths of the unit price as a multiple, up to three decimals', () => {
    expect(formatPays(9800, 'EN')).toBe('9.8×');
    expect(formatPays(97_000_000, 'EN')).toBe('97,000×');
    expect(formatPays(1005, 'BN')).toBe('1.005×');
    expect(formatPays(0, 'EN')).toBe('0×');
  });
});

describe('countryName', () => {
  it('names a country in the console language, the code when unknown, nothing for none', () => {
    expect(countryName('BD', 'EN')).toBe('Bangladesh');
    expect(countryName('bd', 'EN')).toBe('Bangladesh');
    expect(countryName('BD', 'BN')).toBe('বাংলাদেশ');
    expect(countryName('QQ', 'EN')).toBe('QQ');
    expect(countryName('not a code', 'EN')).toBe('NOT A CODE');
    expect(countryName(null, 'EN')).toBeNull();
  });
});
