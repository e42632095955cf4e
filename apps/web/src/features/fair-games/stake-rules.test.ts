import { FAIR_MAX_WIN } from '@tessera/contracts';
import { ratio } from '@tessera/fair';
import { describe, expect, it } from 'vitest';
import {
  capAtMaxWin,
  checkStake,
  defaultStakeText,
  doubleStake,
  halveStake,
  minorToText,
  payoutFor,
  stakeBounds,
  stakeToWire,
} from './stake-rules';

describe('checkStake', () => {
  it('accepts a plain stake within the bounds and the balance', () => {
    expect(checkStake('10.50', 2, 100)).toBeNull();
    expect(checkStake(' 0.10 ', 2, 100)).toBeNull();
    expect(checkStake('100000', 2, null)).toBeNull();
  });

  it('says what is wrong, in order', () => {
    expect(checkStake('', 2, 100)?.key).toBe('seamless_stake_required');
    expect(checkStake('1e3', 2, 100)?.key).toBe('seamless_stake_invalid');
    expect(checkStake('-1', 2, 100)?.key).toBe('seamless_stake_invalid');
    expect(checkStake('1.005', 2, 100)).toEqual({ key: 'seamless_stake_scale', params: { scale: 2 } });
    expect(checkStake('0.09', 2, 100)).toEqual({ key: 'seamless_stake_min', params: { min: '0.10' } });
    expect(checkStake('100000.01', 2, null)).toEqual({
      key: 'seamless_stake_max',
      params: { max: '100000.00' },
    });
  });

  it('refuses more than the wallet holds, exactly to the minor unit', () => {
    expect(checkStake('50.01', 2, 50)).toEqual({ key: 'seamless_stake_balance' });
    expect(checkStake('50.00', 2, 50)).toBeNull();
    expect(checkStake('0.30', 2, 0.1 + 0.2)).toBeNull();
  });

  it('follows the currency scale', () => {
    expect(stakeBounds(0)).toEqual({ min: 0n, max: 100_000n });
    expect(stakeBounds(3)).toEqual({ min: 100n, max: 100_000_000n });
    expect(checkStake('1.5', 0, null)?.key).toBe('seamless_stake_scale');
  });
});

describe('stake helpers', () => {
  it('halves and doubles within the bounds', () => {
    expect(halveStake('10.00', 2)).toBe('5.00');
    expect(halveStake('0.15', 2)).toBe('0.10');
    expect(halveStake('0.11', 2)).toBe('0.10');
    expect(doubleStake('10.25', 2)).toBe('20.50');
    expect(doubleStake('60000', 2)).toBe('100000.00');
  });

  it('starts from the minimum when the text is not a stake', () => {
    expect(doubleStake('abc', 2)).toBe('0.20');
    expect(halveStake('', 2)).toBe('0.10');
  });

  it('opens with ten times the minimum and sends major units', () => {
    expect(defaultStakeText(2)).toBe('1.00');
    expect(stakeToWire('12.30', 2)).toBe(12.3);
    expect(minorToText(0n, 2)).toBe('0.00');
  });

  it('previews a payout rounded down and capped at the maximum win', () => {
    expect(payoutFor('1.00', 2, ratio(99, 50))).toBe(198n);
    expect(payoutFor('0.15', 2, ratio(1, 3))).toBe(5n);
    expect(payoutFor('nope', 2, ratio(2))).toBeNull();
    expect(payoutFor('100000', 2, ratio(5_148_297))).toBe(BigInt(FAIR_MAX_WIN) * 100n);
    expect(capAtMaxWin(5n, 2)).toBe(5n);
  });
});
