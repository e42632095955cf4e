import { describe, expect, it } from 'vitest';
import { DEFAULT_MERCHANT_CODE, pickMerchantCode } from './merchant-code';

describe('pickMerchantCode', () => {
  it('takes the first usable candidate', () => {
    expect(pickMerchantCode('ACME', 'OTHER')).toBe('ACME');
    expect(pickMerchantCode(undefined, ' OTHER ')).toBe('OTHER');
  });

  it('falls back to the demo brand on junk', () => {
    expect(pickMerchantCode(undefined, null, '', 42, '<script>')).toBe(DEFAULT_MERCHANT_CODE);
  });
});
