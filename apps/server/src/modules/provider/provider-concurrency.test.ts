import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import type { ProviderClient } from '../../../test/provider-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  balanceOf,
  fund,
  newId,
  roundLegs,
  roundOf,
  SEAMLESS_VENDOR,
  vendorClient,
} from './provider-test-kit.js';

/**
 * Conformance, part 3: calls racing on one wallet. On PostgreSQL the calls really overlap (a pool
 * of connections); on PGlite they queue, and the answers must be the same.
 */

let t: TestApp;
let client: ProviderClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await vendorClient(t);
});
afterAll(() => t.close());

async function member(amount: bigint) {
  const { member } = await registerMember(t);
  await fund(t, member.id, amount);
  return { id: member.id, user: String(member.id) };
}

const bet = (user: string, amount: number, roundId = newId('round'), transactionId = newId('bet')) => ({
  user,
  transactionId,
  roundId,
  gameCode: 'slot-1',
  amount,
  currency: 'BDT',
});

describe('concurrent calls', () => {
  it('books exactly 20 of 50 concurrent bets of 10 on a balance of 200, never below zero', async () => {
    const p = await member(200n);
    const replies = await Promise.all(Array.from({ length: 50 }, () => client.bet(bet(p.user, 10))));
    const ok = replies.filter((reply) => reply.status === 'OK');
    const short = replies.filter((reply) => reply.status === 'NOT_ENOUGH_MONEY');
    expect(ok).toHaveLength(20);
    expect(short).toHaveLength(30);
    for (const reply of replies) expect(reply.balance).toBeGreaterThanOrEqual(0);
    expect(ok.map((reply) => reply.balance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i * 10),
    );
    expect(await balanceOf(t, p.id)).toBe(0n);
    const rounds = await t.db.selectFrom('game_rounds').select('id').where('member_id', '=', p.id).execute();
    expect(rounds).toHaveLength(20);
    await t.verifyLedger();
  });

  it("answers each of many members' interleaved bets with its own wallet, those sent together included", async () => {
    // Bets arriving while others run go to the database together (BetBatcher); each answer must
    // still be its own bet's: a member's booked balances are exactly their own countdown.
    const members = await Promise.all([100n, 70n, 50n, 30n].map((amount) => member(amount)));
    const sent = Array.from({ length: 48 }, (_, i) => members[i % members.length]!);
    const replies = await Promise.all(sent.map((p) => client.bet(bet(p.user, 10))));
    for (const [index, p] of members.entries()) {
      const mine = replies.filter((_, i) => sent[i] === p);
      const start = [100, 70, 50, 30][index]!;
      const ok = mine.filter((reply) => reply.status === 'OK').map((reply) => reply.balance);
      expect(ok.sort((a, b) => b - a)).toEqual(
        Array.from({ length: Math.min(12, start / 10) }, (_, i) => start - 10 * (i + 1)),
      );
      for (const reply of mine.filter((r) => r.status !== 'OK')) {
        expect(reply).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: 0 });
      }
      expect(await balanceOf(t, p.id)).toBe(BigInt(Math.max(0, start - 120)));
    }
    await t.verifyLedger();
  });

  it('books 10 concurrent copies of one bet once, and answers every copy alike', async () => {
    const p = await member(500n);
    const one = bet(p.user, 120);
    const replies = await Promise.all(Array.from({ length: 10 }, () => client.bet(one)));
    for (const reply of replies)
      expect(reply).toEqual({ httpStatus: 200, status: 'OK', balance: 380, currency: 'BDT' });
    expect(await roundLegs(t, SEAMLESS_VENDOR, one.roundId, p.id)).toEqual([{ kind: 'BET', amount: 120n }]);
    expect(await roundOf(t, SEAMLESS_VENDOR, one.roundId, p.id)).toMatchObject({ stake: 120n, bet_count: 1 });
    await t.verifyLedger();
  });

  it('books concurrent bets in one round into one round', async () => {
    const p = await member(1_000n);
    const roundId = newId('round');
    const replies = await Promise.all(Array.from({ length: 8 }, () => client.bet(bet(p.user, 25, roundId))));
    expect(replies.every((reply) => reply.status === 'OK')).toBe(true);
    expect(await roundOf(t, SEAMLESS_VENDOR, roundId, p.id)).toMatchObject({ stake: 200n, bet_count: 8 });
    await t.verifyLedger();
  });

  it('reverses a bet once when several rollbacks of it race', async () => {
    const p = await member(1_000n);
    const placed = bet(p.user, 300);
    await client.bet(placed);
    const rollbacks = Array.from({ length: 6 }, () => ({
      user: p.user,
      transactionId: newId('rb'),
      referenceTransactionId: placed.transactionId,
      roundId: placed.roundId,
    }));
    const replies = await Promise.all(rollbacks.map((rollback) => client.rollback(rollback)));
    for (const reply of replies) expect(reply).toMatchObject({ status: 'OK', balance: 1_000 });
    expect(await roundLegs(t, SEAMLESS_VENDOR, placed.roundId, p.id)).toEqual([
      { kind: 'BET', amount: 300n },
      { kind: 'ROLLBACK', amount: 300n },
    ]);
    await t.verifyLedger();
  });

  it('lets a bet and its rollback racing end either way, never both', async () => {
    const p = await member(1_000n);
    for (let i = 0; i < 5; i++) {
      const placed = bet(p.user, 100);
      const rollback = {
        user: p.user,
        transactionId: newId('rb'),
        referenceTransactionId: placed.transactionId,
        roundId: placed.roundId,
      };
      const [betReply, rollbackReply] = await Promise.all([client.bet(placed), client.rollback(rollback)]);
      expect(rollbackReply.status).toBe('OK');
      expect(['OK', 'DUPLICATE_TRANSACTION']).toContain(betReply.status);
      // Either order leaves the member whole: the bet was refused, or it was booked and reversed.
      expect(await balanceOf(t, p.id)).toBe(1_000n);
    }
    await t.verifyLedger();
  });

  it('leaves one tombstone when rollbacks of an unknown bet race, and refuses the late bet', async () => {
    const p = await member(500n);
    const late = bet(p.user, 100);
    const rollbacks = Array.from({ length: 5 }, () => ({
      user: p.user,
      transactionId: newId('rb'),
      referenceTransactionId: late.transactionId,
      roundId: late.roundId,
    }));
    // Each rollback sent twice at once: copies with no ledger leg race on the booking's key alone.
    const replies = await Promise.all(
      [...rollbacks, ...rollbacks].map((rollback) => client.rollback(rollback)),
    );
    for (const reply of replies) expect(reply).toMatchObject({ status: 'OK', balance: 500 });
    expect((await client.bet(late)).status).toBe('DUPLICATE_TRANSACTION');
    const booked = await t.db
      .selectFrom('provider_transactions')
      .select(['status'])
      .where('member_id', '=', p.id)
      .execute();
    expect(booked.filter((row) => row.status === 'TOMBSTONE')).toHaveLength(1);
    expect(booked.filter((row) => row.status === 'OK')).toHaveLength(5);
    await t.verifyLedger();
  });

  it('answers identical wins racing once, crediting once', async () => {
    const p = await member(100n);
    const placed = bet(p.user, 100);
    await client.bet(placed);
    const win = { ...placed, transactionId: newId('win'), amount: 250, roundClosed: true };
    const replies = await Promise.all(Array.from({ length: 6 }, () => client.win(win)));
    for (const reply of replies) expect(reply).toMatchObject({ status: 'OK', balance: 250 });
    expect(await balanceOf(t, p.id)).toBe(250n);
    await t.verifyLedger();
  });
});
