import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, toMajor, toMinor } from './money.js';

describe('money on the wire', () => {
  it('converts decimals exactly, within the currency scale', () => {
    expect(toMinor(12.5, 2)).toBe(1250n);
    expect(toMinor(0.1, 2)).toBe(10n);
    expect(toMinor(0.29, 2)).toBe(29n);
    expect(toMinor(1, 0)).toBe(1n);
    expect(toMinor(100, 2)).toBe(10000n);
  });

  it('refuses what is not a positive amount with at most the scale decimals', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 0.001, 1.005, MAX_AMOUNT * 10]) {
      expect(toMinor(bad, 2)).toBeNull();
    }
    expect(toMinor(0.5, 0)).toBeNull();
  });

  it('round-trips every amount of up to 2 decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 14n }), (minor) => {
        expect(toMinor(toMajor(minor, 2), 2)).toBe(minor);
      }),
    );
  });

  it('writes negative and zero balances back', () => {
    expect(toMajor(-1250n, 2)).toBe(-12.5);
    expect(toMajor(0n, 2)).toBe(0);
    expect(toMajor(5n, 2)).toBe(0.05);
  });
});
