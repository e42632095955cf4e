import type { WalletBalance } from '@tessera/contracts';
import { createStore, type Store } from '../../lib/store/create-store';

export interface BalanceState {
  /** The member's wallets as last known; null before the first answer. */
  wallet: WalletBalance | null;
  /** A load is running (the first one, or a refresh). */
  loading: boolean;
  /** The last load failed (the wallet shown, if any, is older). */
  error: unknown;
}

export const NO_BALANCE: BalanceState = { wallet: null, loading: false, error: null };

export interface BalanceModel {
  store: Store<BalanceState>;
  /** Loads the wallets; calls while one load runs share it. Never rejects (the state says how it went). */
  refresh(): Promise<void>;
  /** Newer wallets from elsewhere: a WebSocket push, or the answer of a transfer. */
  apply(wallet: WalletBalance): void;
  /** Logout: forget the wallets, and drop the answers of loads still running for the old session. */
  clear(): void;
  /**
   * Keeps the wallets shown as they are until the returned release is called (once; several holds
   * nest): newer ones are kept aside and shown at the release. A prize draw holds them so the
   * header does not tell the prize before the animation lands.
   */
  hold(): () => void;
}

/**
 * The one balance of the site. Two sources race: loads (GET) and pushes (WebSocket, transfer
 * answers). A load that started before the latest push may carry older numbers than the push, so
 * its wallets are dropped; the push is at least as new as anything that load could have read.
 */
export function createBalanceModel(load: () => Promise<WalletBalance>): BalanceModel {
  const store = createStore<BalanceState>(NO_BALANCE);
  let session = 0;
  let pushes = 0;
  let running: Promise<void> | null = null;
  let holds = 0;
  /** Wallets that arrived during a hold, shown at its release. */
  let heldBack: WalletBalance | null = null;
  /** The wallet to show now: the newer one, unless a hold keeps it aside. */
  const shown = (current: WalletBalance | null, next: WalletBalance | null) => {
    if (holds === 0) return next;
    heldBack = next;
    return current;
  };

  const refresh = () => {
    if (running) return running;
    const sessionAtStart = session;
    const pushesAtStart = pushes;
    store.set((state) => ({ ...state, loading: true }));
    const current: Promise<void> = load()
      .then(
        (wallet) => {
          if (session !== sessionAtStart) return;
          store.set((state) => ({
            wallet: pushes === pushesAtStart ? shown(state.wallet, wallet) : state.wallet,
            loading: false,
            error: null,
          }));
        },
        (error: unknown) => {
          if (session !== sessionAtStart) return;
          store.set((state) => ({ ...state, loading: false, error }));
        },
      )
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return running;
  };

  return {
    store,
    refresh,
    apply(wallet) {
      pushes += 1;
      store.set((state) => ({ ...state, wallet: shown(state.wallet, wallet), error: null }));
    },
    clear() {
      session += 1;
      running = null;
      heldBack = null;
      store.set(NO_BALANCE);
    },
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0 && heldBack) {
          const wallet = heldBack;
          heldBack = null;
          store.set((state) => ({ ...state, wallet }));
        }
      };
    },
  };
}
