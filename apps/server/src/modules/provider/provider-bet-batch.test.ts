import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { AccountRef } from '../ledger/ledger-accounts.js';
import { BetBatcher, type BetCall, type BetRow } from './provider-bet-batch.js';
import { balanceOf, demoMerchant, fund, newId, SEAMLESS_VENDOR, vendorClient } from './provider-test-kit.js';

/**
 * The batcher on its own: with one statement allowed in flight, everything submitted while the
 * first runs goes as one `provider_bets` statement, and each bet is still answered as if alone.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await vendorClient(t);
});
afterAll(() => t.close());

async function betsOf(amount: bigint) {
  const { member } = await registerMember(t);
  await fund(t, member.id, amount);
  const merchant = await demoMerchant(t);
  const resolve = async (ref: AccountRef) =>
    (await t.services.ledger.accounts.resolve(t.db, merchant.id, 'BDT', ref, new Map())).id;
  const memberAccount = await resolve({ member: member.id, kind: 'MAIN' });
  const houseAccount = await resolve({ house: `GAME:${SEAMLESS_VENDOR}` });
  return {
    id: member.id,
    bet: (amount: number, transactionId = newId('bet')): BetCall => ({
      vendor: SEAMLESS_VENDOR,
      transactionId,
      roundId: newId('round'),
      gameCode: 'slot-1',
      merchant: merchant.id,
      member: member.id,
      amount: BigInt(amount),
      currency: 'BDT',
      walletCurrency: 'BDT',
      walletKind: 'MAIN',
      memberAccount,
      houseAccount,
      legId: randomUUID(),
      hash: `hash-${transactionId}`,
      tokenHash: null,
      now: t.clock.now(),
    }),
  };
}

const summary = (row: BetRow) => `${row.outcome} ${row.balance}`;

describe('BetBatcher', () => {
  it('sends bets that wait together, answering each as if alone: shortfalls and replays included', async () => {
    const batcher = new BetBatcher(t.db, 1);
    const a = await betsOf(100n);
    const b = await betsOf(30n);
    const first = a.bet(20);
    const calls = [first, ...Array.from({ length: 5 }, () => [a.bet(20), b.bet(10)]).flat(), first];
    const rows = await Promise.all(calls.map((call) => batcher.submit(call)));
    expect(batcher.sent).toEqual({ statements: 2, calls: 12 });
    expect(rows.map(summary)).toEqual([
      'OK 80',
      ...['OK 60', 'OK 20', 'OK 40', 'OK 10', 'OK 20', 'OK 0', 'OK 0'],
      ...['NOT_ENOUGH_MONEY 0', 'NOT_ENOUGH_MONEY 0', 'NOT_ENOUGH_MONEY 0'],
      'SEEN 0',
    ]);
    expect(await balanceOf(t, a.id)).toBe(0n);
    expect(await balanceOf(t, b.id)).toBe(0n);
    await t.verifyLedger();
  });

  it('retries a batch that fails as a whole bet by bet, so only the broken bet fails', async () => {
    const batcher = new BetBatcher(t.db, 1);
    const a = await betsOf(100n);
    const broken = { ...a.bet(10), legId: 'not-a-uuid' };
    const calls = [a.bet(10), a.bet(10), broken, a.bet(10)];
    const settled = await Promise.allSettled(calls.map((call) => batcher.submit(call)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(batcher.sent.statements).toBe(5);
    expect(await balanceOf(t, a.id)).toBe(70n);
    await t.verifyLedger();
  });

  it('books a bet sent at once through two nodes once: the copy goes to the general path or sees the replay', async () => {
    const a = await betsOf(100n);
    const bet = a.bet(30);
    const nodes = [new BetBatcher(t.db, 1), new BetBatcher(t.db, 1)];
    const settled = await Promise.allSettled(nodes.map((node) => node.submit({ ...bet })));
    const outcomes = settled.map((s) => (s.status === 'fulfilled' ? summary(s.value) : 'unique key'));
    expect(outcomes.sort()).toEqual(
      outcomes.includes('unique key') ? ['OK 70', 'unique key'] : ['OK 70', 'SEEN 70'],
    );
    expect(await balanceOf(t, a.id)).toBe(70n);
    await t.verifyLedger();
  });
});
