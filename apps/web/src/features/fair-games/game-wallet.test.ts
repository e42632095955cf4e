import type { WalletBalance } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { gameWalletLine, withGameBalance } from './game-wallet';

const wallet: WalletBalance = {
  sumBalance: 150.3,
  currency: 'BDT',
  currencySymbol: '৳',
  scale: 2,
  withdrawHold: 0,
  balance: [
    { accountTypeId: 2, code: 'MAIN', name: 'Main', availBalance: 100.1 },
    { accountTypeId: 3, code: 'BONUS', name: 'Bonus', availBalance: 20 },
    { accountTypeId: 100, code: 'BGS', name: 'Tessera Originals', availBalance: 50.2 },
  ],
};

describe('the game wallet', () => {
  it('is the vendor wallet the launch named, else main', () => {
    expect(gameWalletLine(wallet, 'BGS')?.accountTypeId).toBe(100);
    expect(gameWalletLine(wallet, null)?.code).toBe('MAIN');
    expect(gameWalletLine(wallet, 'NOPE')).toBeNull();
    expect(gameWalletLine(null, null)).toBeNull();
  });

  it('takes a round’s balance, and the total moves by the same amount', () => {
    const next = withGameBalance(wallet, 'BGS', 48.7)!;
    expect(gameWalletLine(next, 'BGS')?.availBalance).toBe(48.7);
    expect(next.sumBalance).toBe(148.8);
    expect(gameWalletLine(next, null)?.availBalance).toBe(100.1);
    const main = withGameBalance(wallet, null, 100.4)!;
    expect(main.sumBalance).toBe(150.6);
  });

  it('leaves wallets it cannot place alone', () => {
    expect(withGameBalance(wallet, 'NOPE', 1)).toBeNull();
    expect(withGameBalance(wallet, 'BONUS', 1)).toBeNull();
  });
});
