import { describe, expect, it } from 'vitest';
import {
  blockerOf,
  checkAmount,
  checkPartial,
  checkPaymentPassword,
  checkProof,
  clockText,
  imageTypeOf,
  secondsUntil,
  serverMessage,
  type WithdrawInfo,
} from './withdraw-rules';

const info: WithdrawInfo = {
  currency: 'BDT',
  currencySymbol: '৳',
  scale: 2,
  min: 500,
  max: 50_000,
  available: 1_200.5,
  dailyCount: 5,
  dailyLimit: 5,
  cards: [{ id: 1, bankName: 'Sonali', holderName: 'Rahim Uddin', cardNumber: '****1234', branch: null }],
  hasPaymentPassword: true,
  remainingTurnover: 0,
};

describe('withdraw rules (the server’s, with its messages)', () => {
  it('checks the amount like the server and says it in the server’s words', () => {
    expect(checkAmount('', info)).toEqual({ key: 'err_required' });
    for (const bad of ['abc', '1e3', '-5', '0', '12.', '500.001']) {
      expect(checkAmount(bad, info), bad).toEqual({ code: 'amount.invalid', params: { scale: 2 } });
    }
    expect(checkAmount('499.99', info)).toEqual({
      code: 'amount.below.minimum',
      params: { min: '৳ 500.00' },
    });
    expect(checkAmount('50000.01', { ...info, available: 99_999 })).toEqual({
      code: 'amount.above.maximum',
      params: { max: '৳ 50,000.00' },
    });
    expect(checkAmount('1200.51', info)).toEqual({ code: 'balance.insufficient' });
    expect(checkAmount('1200.50', info)).toBeNull();
    expect(serverMessage('amount.below.minimum', 'EN', { min: '৳ 500.00' })).toBe(
      'The amount is below the minimum of ৳ 500.00.',
    );
    expect(serverMessage('amount.below.minimum', 'BN', { min: '৳ 500.00' })).toContain('৳ 500.00');
  });

  it('wants six digits for the payment password', () => {
    expect(checkPaymentPassword('')).toEqual({ key: 'err_required' });
    expect(checkPaymentPassword('12345')).toEqual({ code: 'payment.password.invalid' });
    expect(checkPaymentPassword('123456')).toBeNull();
  });

  it('names the first thing to do before a withdrawal', () => {
    expect(blockerOf(info)).toBeNull();
    expect(blockerOf({ ...info, hasPaymentPassword: false, cards: [] })).toBe('password');
    expect(blockerOf({ ...info, cards: [] })).toBe('card');
    expect(blockerOf({ ...info, remainingTurnover: 10 })).toBe('wagering');
    expect(blockerOf({ ...info, dailyCount: 0 })).toBe('count');
    expect(blockerOf({ ...info, available: 499.99 })).toBe('funds');
    expect(blockerOf({ ...info, available: 500 })).toBeNull();
  });

  it('wants received + remaining to be the amount', () => {
    expect(checkPartial('', '400', 1_000, 2)).toEqual({ key: 'err_required' });
    expect(checkPartial('600', '300', 1_000, 2)).toEqual({ code: 'receipt.amounts.invalid' });
    expect(checkPartial('600.001', '399.999', 1_000, 2)).toEqual({
      code: 'amount.invalid',
      params: { scale: 2 },
    });
    expect(checkPartial('0', '1000', 1_000, 2)).toEqual({ code: 'amount.invalid', params: { scale: 2 } });
    expect(checkPartial('600.10', '399.9', 1_000, 2)).toBeNull();
  });

  it('knows a PNG or JPEG by its first bytes and refuses the rest or anything over 5 MB', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
    const gif = new TextEncoder().encode('GIF89a..');
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(jpeg)).toBe('image/jpeg');
    expect(imageTypeOf(gif)).toBeNull();
    expect(checkProof(1_000, png)).toBeNull();
    expect(checkProof(5 * 1024 * 1024, jpeg)).toBeNull();
    expect(checkProof(5 * 1024 * 1024 + 1, jpeg)).toEqual({ code: 'receipt.proof.invalid' });
    expect(checkProof(1_000, gif)).toEqual({ code: 'receipt.proof.invalid' });
    expect(checkProof(0, png)).toEqual({ code: 'receipt.proof.invalid' });
  });

  it('counts down to the automatic receipt', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(secondsUntil('2026-01-01T00:29:59.500Z', now)).toBe(1800);
    expect(secondsUntil('2025-12-31T23:59:00Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(clockText(1800)).toBe('30:00');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(3_725)).toBe('1:02:05');
  });
});
