import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetReferralCode,
  REFERRAL_CODE_KEY,
  referralCodeFromUrl,
  referralCodeToRegister,
  rememberReferralCode,
} from './referral-code';

/** The tab's session storage (the tests run in Node, which has none). */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
  clear(): void {
    this.values.clear();
  }
}

beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the referral code of an invite link', () => {
  it('reads the code from the query, trimmed and bounded', () => {
    expect(referralCodeFromUrl('?referralCode=%20R9%20')).toBe('R9');
    expect(referralCodeFromUrl('?referralCode=')).toBeNull();
    expect(referralCodeFromUrl('?code=AG1')).toBeNull();
    expect(referralCodeFromUrl(`?referralCode=${'x'.repeat(80)}`)).toHaveLength(64);
  });

  it('survives navigation: remembered at the first load, used when the address no longer has it', () => {
    rememberReferralCode('?referralCode=XYZ');
    expect(sessionStorage.getItem(REFERRAL_CODE_KEY)).toBe('XYZ');
    expect(referralCodeToRegister('')).toBe('XYZ');
    expect(referralCodeToRegister('?mc=referral')).toBe('XYZ');
  });

  it("prefers the address's own code, and a newer link's code replaces the remembered one", () => {
    rememberReferralCode('?referralCode=OLD');
    expect(referralCodeToRegister('?referralCode=NEW')).toBe('NEW');
    rememberReferralCode('?referralCode=NEW');
    expect(referralCodeToRegister('')).toBe('NEW');
  });

  it('keeps nothing for an address without a code, and forgets once registered', () => {
    rememberReferralCode('?lang=en');
    expect(referralCodeToRegister('')).toBeNull();
    rememberReferralCode('?referralCode=XYZ');
    forgetReferralCode();
    expect(referralCodeToRegister('')).toBeNull();
  });
});
