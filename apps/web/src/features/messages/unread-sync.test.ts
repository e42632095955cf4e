import { describe, expect, it } from 'vitest';
import { createUnreadBadge } from './unread-sync';

function harness(first: { id: number; trial: boolean } | null) {
  let member = first;
  const listeners = new Set<() => void>();
  const shown: number[] = [];
  const answers: Array<(count: number) => void> = [];
  let asks = 0;
  const badge = createUnreadBadge({
    member: () => member,
    subscribeSession: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fetchCount: () => {
      asks += 1;
      return new Promise<number>((resolve) => answers.push(resolve));
    },
    setCount: (count) => shown.push(count),
  });
  return {
    badge,
    shown,
    answers,
    asks: () => asks,
    signIn(next: { id: number; trial: boolean } | null) {
      member = next;
      for (const listener of listeners) listener();
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the unread message badge', () => {
  it('asks at sign-in and shows the answer', async () => {
    const h = harness({ id: 1, trial: false });
    const stop = h.badge.start();
    expect(h.asks()).toBe(1);
    h.answers[0]?.(3);
    await tick();
    expect(h.shown).toEqual([3]);
    stop();
  });

  it('shows 0 without asking for a visitor or a trial player, and ignores pushes for them', async () => {
    const h = harness({ id: 2, trial: true });
    h.badge.start();
    h.badge.adopt(4);
    expect(h.asks()).toBe(0);
    expect(h.shown).toEqual([0]);
    h.signIn(null);
    expect(h.shown).toEqual([0, 0]);
  });

  it('takes a pushed count over an older ask still on its way', async () => {
    const h = harness({ id: 1, trial: false });
    h.badge.start();
    h.badge.adopt(1);
    h.answers[0]?.(0);
    await tick();
    expect(h.shown).toEqual([1]);
  });

  it('drops the answer for a member who has since signed out, and asks again for the next', async () => {
    const h = harness({ id: 1, trial: false });
    h.badge.start();
    h.signIn({ id: 5, trial: false });
    expect(h.asks()).toBe(2);
    h.answers[0]?.(9);
    h.answers[1]?.(2);
    await tick();
    expect(h.shown).toEqual([2]);
  });

  it('never shows a negative count', async () => {
    const h = harness({ id: 1, trial: false });
    h.badge.adopt(-3);
    expect(h.shown).toEqual([0]);
  });
});
