import type { WalletBalance } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { createBalanceModel } from './balance-model';

const wallet = (sumBalance: number): WalletBalance => ({
  sumBalance,
  currency: 'BDT',
  currencySymbol: '৳',
  scale: 2,
  balance: [{ accountTypeId: 2, code: 'MAIN', name: 'Main', availBalance: sumBalance }],
  withdrawHold: 0,
});

/** A load the test answers by hand. */
function manualLoads() {
  const pending: { resolve: (value: WalletBalance) => void; reject: (error: unknown) => void }[] = [];
  const load = () =>
    new Promise<WalletBalance>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe('balance model', () => {
  it('loads, shares a running load, and reports failures in the state', async () => {
    const { load, pending } = manualLoads();
    const model = createBalanceModel(load);
    const first = model.refresh();
    const second = model.refresh();
    expect(pending).toHaveLength(1);
    expect(model.store.get().loading).toBe(true);
    pending[0]!.resolve(wallet(10));
    await Promise.all([first, second]);
    expect(model.store.get()).toEqual({ wallet: wallet(10), loading: false, error: null });

    const failing = model.refresh();
    pending[1]!.reject(new Error('down'));
    await failing;
    expect(model.store.get().wallet).toEqual(wallet(10));
    expect(model.store.get().loading).toBe(false);
    expect(model.store.get().error).toBeInstanceOf(Error);
  });

  it('keeps a push that arrived while an older load was running', async () => {
    const { load, pending } = manualLoads();
    const model = createBalanceModel(load);
    const running = model.refresh();
    model.apply(wallet(500));
    pending[0]!.resolve(wallet(100));
    await running;
    expect(model.store.get().wallet?.sumBalance).toBe(500);
    expect(model.store.get().loading).toBe(false);
  });

  it('drops the answer of a load that belonged to an ended session', async () => {
    const { load, pending } = manualLoads();
    const model = createBalanceModel(load);
    const running = model.refresh();
    model.clear();
    pending[0]!.resolve(wallet(100));
    await running;
    expect(model.store.get()).toEqual({ wallet: null, loading: false, error: null });
    const next = model.refresh();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(wallet(7));
    await next;
    expect(model.store.get().wallet?.sumBalance).toBe(7);
  });

  it('keeps the wallets shown during a hold and shows the newest at its release', async () => {
    const { load, pending } = manualLoads();
    const model = createBalanceModel(load);
    model.apply(wallet(100));
    const release = model.hold();
    const inner = model.hold();
    model.apply(wallet(150));
    const running = model.refresh();
    pending[0]!.resolve(wallet(180));
    await running;
    expect(model.store.get().wallet?.sumBalance).toBe(100);
    inner();
    expect(model.store.get().wallet?.sumBalance).toBe(100);
    release();
    expect(model.store.get().wallet?.sumBalance).toBe(180);
    // A release counts once; without a hold, wallets show as they come.
    release();
    model.apply(wallet(200));
    expect(model.store.get().wallet?.sumBalance).toBe(200);
  });

  it('shows nothing held back after a logout during a hold', () => {
    const model = createBalanceModel(manualLoads().load);
    const release = model.hold();
    model.apply(wallet(150));
    model.clear();
    release();
    expect(model.store.get().wallet).toBeNull();
  });
});
