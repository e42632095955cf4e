import type { WalletBalance } from '@tessera/contracts';
import { createStore, useStore } from '../../lib/store/create-store';
import { fetchWalletBalance } from './api/get-wallet-balance';
import { type BalanceState, createBalanceModel } from './balance-model';

const model = createBalanceModel(fetchWalletBalance);

/** The member's wallets, shared by the header, the side menu and the member-centre pages. */
export const balanceStore = model.store;
export const refreshBalance = (): Promise<void> => model.refresh();
export const applyBalance = (wallet: WalletBalance): void => model.apply(wallet);
/** Keeps the balance shown until the release is called (a prize draw, until it lands). */
export const holdBalance = (): (() => void) => model.hold();
export const clearBalance = (): void => {
  model.clear();
  balanceHiddenStore.set(false);
};

/** The eye toggle (spec §2.5): one choice for every place the balance shows; shown by default. */
export const balanceHiddenStore = createStore(false);

export const useBalance = (): BalanceState => useStore(balanceStore);
