import { describe, expect, it } from 'vitest';
import { BALANCE_REFRESH_MS, createMissionBadge } from './mission-badge-sync';

/** A world of one session and one balance, with the server's answers held until released. */
function world() {
  let member: { id: number; trial: boolean } | null = null;
  let balance: number | null = null;
  let clock = 1_000_000;
  const sessionListeners = new Set<() => void>();
  const balanceListeners = new Set<() => void>();
  const asks: { resolve: (ready: number) => void; reject: (error: unknown) => void }[] = [];
  const counts: number[] = [];
  const badge = createMissionBadge({
    member: () => member,
    balance: () => balance,
    subscribeSession: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    subscribeBalance: (listener) => {
      balanceListeners.add(listener);
      return () => balanceListeners.delete(listener);
    },
    fetchReady: () => new Promise<number>((resolve, reject) => asks.push({ resolve, reject })),
    setCount: (count) => counts.push(count),
    now: () => clock,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    badge,
    asks,
    counts,
    settle,
    signIn(id: number, trial = false) {
      member = { id, trial };
      for (const listener of sessionListeners) listener();
    },
    signOut() {
      member = null;
      for (const listener of sessionListeners) listener();
    },
    setBalance(sum: number | null) {
      balance = sum;
      for (const listener of balanceListeners) listener();
    },
    tick(ms: number) {
      clock += ms;
    },
    listeners: () => sessionListeners.size + balanceListeners.size,
  };
}

describe('the mission badge', () => {
  it('asks at sign-in and shows readyCount; a visitor has none and is never asked', async () => {
    const w = world();
    const stop = w.badge.start();
    expect(w.asks).toHaveLength(0);
    w.signIn(7);
    expect(w.asks).toHaveLength(1);
    w.asks[0]!.resolve(2);
    await w.settle();
    expect(w.counts).toEqual([2]);
    w.signOut();
    expect(w.counts).toEqual([2, 0]);
    expect(w.asks).toHaveLength(1);
    stop();
    expect(w.listeners()).toBe(0);
  });

  it('gives a trial player no badge without asking the server', () => {
    const w = world();
    w.badge.start();
    w.signIn(8, true);
    expect(w.asks).toHaveLength(0);
    expect(w.counts).toEqual([0]);
  });

  it('asks again when the balance rises, at most once per throttle window, never when it falls', async () => {
    const w = world();
    w.badge.start();
    w.signIn(7);
    w.asks[0]!.resolve(0);
    w.setBalance(100);
    w.tick(BALANCE_REFRESH_MS);
    w.setBalance(90);
    expect(w.asks).toHaveLength(1);
    w.setBalance(150);
    expect(w.asks).toHaveLength(2);
    w.tick(1_000);
    w.setBalance(200);
    expect(w.asks).toHaveLength(2);
    w.tick(BALANCE_REFRESH_MS);
    w.setBalance(250);
    expect(w.asks).toHaveLength(3);
  });

  it('drops a late answer for an earlier ask or another member, and keeps the count after a failure', async () => {
    const w = world();
    w.badge.start();
    w.signIn(7);
    void w.badge.refresh();
    w.asks[1]!.resolve(3);
    await w.settle();
    w.asks[0]!.resolve(9);
    await w.settle();
    expect(w.counts).toEqual([3]);

    void w.badge.refresh();
    w.signIn(9);
    w.asks[2]!.resolve(5);
    await w.settle();
    expect(w.counts).toEqual([3]);
    w.asks[3]!.reject(new Error('offline'));
    await w.settle();
    expect(w.counts).toEqual([3]);
  });

  it("adopts the page's own count (a claim's answer) for the member it was read for only", async () => {
    const w = world();
    w.badge.start();
    w.signIn(7);
    w.badge.adopt(7, 1);
    expect(w.counts).toEqual([1]);
    // The sign-in's ask, answered after the claim, is older news.
    w.asks[0]!.resolve(2);
    await w.settle();
    expect(w.counts).toEqual([1]);
    w.badge.adopt(8, 4);
    expect(w.counts).toEqual([1]);
    w.badge.adopt(7, 0);
    expect(w.counts).toEqual([1, 0]);
  });
});
