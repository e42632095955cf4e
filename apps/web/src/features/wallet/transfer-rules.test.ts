import type { WalletBalance } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkTransfer,
  destinationsFor,
  maxAmountText,
  textToMinor,
  transferableWallets,
} from './transfer-rules';

const WALLET: WalletBalance = {
  sumBalance: 1300.55,
  currency: 'BDT',
  currencySymbol: '৳',
  scale: 2,
  withdrawHold: 0,
  balance: [
    { accountTypeId: 2, code: 'MAIN', name: 'Main', availBalance: 1000.55 },
    { accountTypeId: 3, code: 'BONUS', name: 'Bonus', availBalance: 50 },
    { accountTypeId: 101, code: 'EVO', name: 'Evolution', availBalance: 300 },
    { accountTypeId: 102, code: 'PG', name: 'PG Soft', availBalance: 0 },
  ],
};

const check = (from: number | null, to: number | null, amount: string) =>
  checkTransfer({ from, to, amount }, WALLET);

describe('wallet transfer rules', () => {
  it('never offers the locked bonus, and pairs main with vendor wallets', () => {
    expect(transferableWallets(WALLET).map((line) => line.code)).toEqual(['MAIN', 'EVO', 'PG']);
    expect(destinationsFor(WALLET, 2).map((line) => line.code)).toEqual(['EVO', 'PG']);
    expect(destinationsFor(WALLET, 101).map((line) => line.code)).toEqual(['MAIN']);
    expect(destinationsFor(WALLET, null)).toEqual([]);
  });

  it('accepts a plain amount within the source balance and the scale', () => {
    expect(check(2, 101, '1000.55')).toBeNull();
    expect(check(2, 101, '0.01')).toBeNull();
    expect(check(101, 2, '300')).toBeNull();
    expect(check(101, 2, ' 12.5 ')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(check(null, 101, '1')?.key).toBe('wallet_err_choose_from');
    expect(check(3, 2, '1')?.key).toBe('wallet_err_choose_from');
    expect(check(2, null, '1')?.key).toBe('wallet_err_choose_to');
    expect(check(2, 2, '1')?.key).toBe('wallet_err_same');
    expect(check(101, 102, '1')?.key).toBe('wallet_err_choose_to');
    expect(check(2, 3, '1')?.key).toBe('wallet_err_choose_to');
    expect(check(2, 101, '')?.key).toBe('wallet_err_amount_required');
    for (const bad of ['-5', '1e3', 'abc', '12.', '1,000', 'NaN']) {
      expect(check(2, 101, bad)?.key, bad).toBe('wallet_err_amount_invalid');
    }
    expect(check(2, 101, '1.234')).toEqual({
      field: 'amount',
      key: 'wallet_err_amount_scale',
      params: { scale: 2 },
    });
    expect(check(2, 101, '0')?.key).toBe('wallet_err_amount_positive');
    expect(check(2, 101, '0.00')?.key).toBe('wallet_err_amount_positive');
    expect(check(2, 101, '1000.56')).toEqual({
      field: 'amount',
      key: 'wallet_err_amount_exceeds',
      params: { max: '1,000.55' },
    });
    expect(check(102, 2, '0.01')?.key).toBe('wallet_err_amount_exceeds');
  });

  it('converts exactly and fills the max', () => {
    expect(textToMinor('0.1', 2) + textToMinor('0.2', 2)).toBe(30n);
    expect(textToMinor('12', 0)).toBe(12n);
    expect(maxAmountText(WALLET.balance[0], 2)).toBe('1000.55');
    expect(maxAmountText(undefined, 2)).toBe('');
  });
});
