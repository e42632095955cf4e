import { type DepositChannelView, ERROR_CODES, formatMessage } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/every-catalogue';
import { checkAmount, reasonKey } from './deposit-rules';

const bank: DepositChannelView = {
  code: 'BANK',
  type: 'BANK',
  name: 'Bank transfer',
  min: 200,
  max: 100_000,
  presets: [500],
  bank: null,
};
const bdt = { symbol: '৳', scale: 2 };

/** The site's message for an error key, as i18next fills `{{name}}`. */
const site = (language: 'EN' | 'BN', key: string, params: Record<string, string | number>) =>
  CATALOGUES[language][key]!.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => String(params[name]));

describe('checkAmount', () => {
  it('accepts plain decimals within the limits, commas as grouping', () => {
    expect(checkAmount('200', bank, bdt)).toEqual({ amount: 200 });
    expect(checkAmount(' 1,500.50 ', bank, bdt)).toEqual({ amount: 1500.5 });
    expect(checkAmount('100000.00', bank, bdt)).toEqual({ amount: 100_000 });
  });

  it('refuses what the server refuses, with the same words in EN and BN', () => {
    const cases: Array<[string, string, string, Record<string, string | number>]> = [
      ['', 'dep_amount_invalid', 'amount.invalid', { scale: 2 }],
      ['abc', 'dep_amount_invalid', 'amount.invalid', { scale: 2 }],
      ['-5', 'dep_amount_invalid', 'amount.invalid', { scale: 2 }],
      ['0', 'dep_amount_invalid', 'amount.invalid', { scale: 2 }],
      ['1e3', 'dep_amount_invalid', 'amount.invalid', { scale: 2 }],
      ['500.001', 'dep_amount_invalid', 'amount.invalid', { scale: 2 }],
      ['199.99', 'dep_amount_below_min', 'amount.below.minimum', { min: '৳ 200.00' }],
      ['100000.01', 'dep_amount_above_max', 'amount.above.maximum', { max: '৳ 100,000.00' }],
    ];
    for (const [text, key, serverCode, params] of cases) {
      const result = checkAmount(text, bank, bdt);
      expect(result, text).toEqual({ error: { key, params } });
      for (const language of ['EN', 'BN'] as const) {
        const server = formatMessage(ERROR_CODES[serverCode as keyof typeof ERROR_CODES][language], params);
        expect(site(language, key, params)).toBe(server);
      }
    }
  });
});

describe('reasonKey', () => {
  it('words the gateway’s reasons and leaves staff reasons as written', () => {
    expect(reasonKey('GATEWAY_DECLINED')).toBe('dep_reason_declined');
    expect(reasonKey('GATEWAY_UNAVAILABLE')).toBe('dep_reason_unavailable');
    expect(reasonKey('No transfer arrived')).toBeNull();
    expect(reasonKey(null)).toBeNull();
  });
});
