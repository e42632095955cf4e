import { BONUS_WALLET_ID, toMajor, type WalletBalance, type WalletLine } from '@tessera/contracts';
import { applyBalance, balanceStore } from '../wallet/balance-store';
import { balanceToMinor } from '../wallet/transfer-rules';

/**
 * The wallet a game plays from: the vendor's own wallet when the launch named one (a
 * transfer-mode vendor on a multi-wallet brand), the main wallet otherwise.
 */
export function gameWalletLine(wallet: WalletBalance | null, vendor: string | null): WalletLine | null {
  if (!wallet) return null;
  return wallet.balance.find((line) => line.code === (vendor ?? 'MAIN')) ?? null;
}

/**
 * The wallets after a round answered with `balance` (the game wallet's balance, major units): that
 * line changes and the spendable total with it (the bonus is not part of the total). Null when the
 * line is not in the wallets (they are reloaded instead).
 */
export function withGameBalance(
  wallet: WalletBalance,
  vendor: string | null,
  balance: number,
): WalletBalance | null {
  const line = gameWalletLine(wallet, vendor);
  if (!line || line.accountTypeId === BONUS_WALLET_ID) return null;
  const delta = balanceToMinor(balance, wallet.scale) - balanceToMinor(line.availBalance, wallet.scale);
  return {
    ...wallet,
    sumBalance: toMajor(balanceToMinor(wallet.sumBalance, wallet.scale) + delta, wallet.scale),
    balance: wallet.balance.map((other) => (other === line ? { ...other, availBalance: balance } : other)),
  };
}

/** Shows a round's answered balance at once (the WebSocket push that follows says the same). */
export function applyGameBalance(vendor: string | null, balance: number): void {
  const wallet = balanceStore.get().wallet;
  const next = wallet ? withGameBalance(wallet, vendor, balance) : null;
  if (next) applyBalance(next);
}
