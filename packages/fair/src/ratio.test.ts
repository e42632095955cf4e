import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choose, formatMultiplier, payoutOf, ratio, ratioEquals, ratioToNumber } from './ratio.js';

describe('exact multipliers', () => {
  it('reduces ratios and compares them exactly', () => {
    expect(ratio(9900n, 5000n)).toEqual({ num: 99n, den: 50n });
    expect(ratio(0, 7)).toEqual({ num: 0n, den: 1n });
    expect(ratioEquals(ratio(2, 4), ratio(1, 2))).toBe(true);
    expect(ratioToNumber(ratio(99, 50))).toBe(1.98);
    expect(() => ratio(1, 0)).toThrow(RangeError);
    expect(() => ratio(-1, 2)).toThrow(RangeError);
  });

  it('pays stake × multiplier rounded down to the minor unit, exactly beyond 2^53', () => {
    expect(payoutOf(100n, ratio(9900, 3333))).toBe(297n); // 297.02…
    expect(payoutOf(1n, ratio(99, 50))).toBe(1n);
    expect(payoutOf(0n, ratio(5))).toBe(0n);
    expect(payoutOf(10n ** 20n + 1n, ratio(99, 100))).toBe(99_000_000_000_000_000_000n);
    expect(() => payoutOf(-1n, ratio(1))).toThrow(expect.objectContaining({ code: 'fair.params.invalid' }));
  });

  it('never pays more than the exact product, and less by under one minor unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (stake, num, den) => {
          const paid = payoutOf(stake, ratio(num, den));
          expect(paid * den <= stake * num && stake * num < (paid + 1n) * den).toBe(true);
        },
      ),
    );
  });

  it('writes multipliers rounded down', () => {
    expect(formatMultiplier(ratio(9900, 3333))).toBe('2.97');
    expect(formatMultiplier(ratio(9900, 3333), 4)).toBe('2.9702');
    expect(formatMultiplier(ratio(1, 200))).toBe('0.00');
    expect(formatMultiplier(ratio(1000004, 1000), 0)).toBe('1000');
  });

  it('counts combinations exactly', () => {
    expect(choose(25, 12)).toBe(5_200_300n);
    expect(choose(40, 10)).toBe(847_660_528n);
    expect(choose(5, 6)).toBe(0n);
    expect(choose(7, 0)).toBe(1n);
  });
});
