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
  setMemberStatus,
  vendorClient,
} from './provider-test-kit.js';

/** Conformance, part 2: bets, wins and rollbacks, booked exactly once. */

let t: TestApp;
let client: ProviderClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await vendorClient(t);
});
afterAll(() => t.close());

/** A member with `amount` in MAIN (the seamless vendor plays from it), and call builders. */
async function player(amount: bigint) {
  const member = await registerMember(t);
  const id = member.member.id;
  if (amount > 0n) await fund(t, id, amount);
  const user = String(id);
  const roundId = newId('round');
  return {
    id,
    user,
    roundId,
    bet: (amount: number, transactionId = newId('bet'), round = roundId) =>
      ({ user, transactionId, roundId: round, gameCode: 'slot-1', amount, currency: 'BDT' }) as const,
    win: (
      amount: number,
      roundClosed: boolean,
      extra: { referenceTransactionId?: string; roundId?: string } = {},
    ) => ({
      user,
      transactionId: newId('win'),
      roundId: extra.roundId ?? roundId,
      gameCode: 'slot-1',
      amount,
      currency: 'BDT',
      roundClosed,
      ...(extra.referenceTransactionId ? { referenceTransactionId: extra.referenceTransactionId } : {}),
    }),
    rollback: (referenceTransactionId: string, round = roundId) => ({
      user,
      transactionId: newId('rb'),
      referenceTransactionId,
      roundId: round,
    }),
  };
}

describe('bet and win', () => {
  it('debits a bet, credits a win, closes the round and counts it as valid bet', async () => {
    const p = await player(1_000n);
    const bet = await client.bet(p.bet(300));
    expect(bet).toEqual({ httpStatus: 200, status: 'OK', balance: 700, currency: 'BDT' });
    expect((await roundOf(t, SEAMLESS_VENDOR, p.roundId, p.id))?.status).toBe('OPEN');
    const win = await client.win(p.win(750, true));
    expect(win).toEqual({ httpStatus: 200, status: 'OK', balance: 1_450, currency: 'BDT' });
    expect(await balanceOf(t, p.id)).toBe(1_450n);
    expect(await roundOf(t, SEAMLESS_VENDOR, p.roundId, p.id)).toMatchObject({
      status: 'CLOSED',
      stake: 300n,
      payout: 750n,
      has_win: true,
      bet_count: 1,
    });
    expect(await roundLegs(t, SEAMLESS_VENDOR, p.roundId, p.id)).toEqual([
      { kind: 'BET', amount: 300n },
      { kind: 'WIN', amount: 750n },
    ]);
    const merchant = (
      await t.db.selectFrom('members').select('merchant_id').where('id', '=', p.id).executeTakeFirstOrThrow()
    ).merchant_id;
    expect(await t.services.provider.rounds.validBet({ merchantId: merchant, memberId: p.id })).toEqual([
      { currency: 'BDT', validBet: 300n, rounds: 1 },
    ]);
    await t.verifyLedger();
  });

  it('extends an open round with more bets; several wins add up; a zero win closes it', async () => {
    const p = await player(1_000n);
    expect((await client.bet(p.bet(100))).balance).toBe(900);
    expect((await client.bet(p.bet(200))).balance).toBe(700);
    expect((await client.win(p.win(50, false))).balance).toBe(750);
    expect((await client.win(p.win(0, true))).balance).toBe(750);
    expect(await roundOf(t, SEAMLESS_VENDOR, p.roundId, p.id)).toMatchObject({
      status: 'CLOSED',
      stake: 300n,
      payout: 50n,
      bet_count: 2,
    });
    await t.verifyLedger();
  });

  it('answers NOT_ENOUGH_MONEY with the balance, moving nothing; a zero bet is refused', async () => {
    const p = await player(100n);
    expect(await client.bet(p.bet(101))).toMatchObject({
      status: 'NOT_ENOUGH_MONEY',
      balance: 100,
      currency: 'BDT',
    });
    expect(await roundOf(t, SEAMLESS_VENDOR, p.roundId, p.id)).toBeUndefined();
    expect((await client.bet(p.bet(100))).balance).toBe(0);
    expect(await client.bet(p.bet(0))).toMatchObject({ status: 'INVALID_REQUEST' });
    expect((await roundOf(t, SEAMLESS_VENDOR, p.roundId, p.id))?.bet_count).toBe(1);
    await t.verifyLedger();
  });

  it('answers ROUND_CLOSED for a bet or win on a closed round', async () => {
    const p = await player(500n);
    await client.bet(p.bet(100));
    await client.win(p.win(0, true));
    expect(await client.bet(p.bet(100))).toMatchObject({
      status: 'ROUND_CLOSED',
      balance: 400,
      currency: 'BDT',
    });
    expect((await client.win(p.win(100, true))).status).toBe('ROUND_CLOSED');
    expect(await balanceOf(t, p.id)).toBe(400n);
    await t.verifyLedger();
  });

  it('answers WRONG_CURRENCY for a bet, win or balance in another currency', async () => {
    const p = await player(500n);
    expect(await client.bet({ ...p.bet(100), currency: 'USD' })).toMatchObject({
      status: 'WRONG_CURRENCY',
      balance: 500,
      currency: 'BDT',
    });
    await client.bet(p.bet(100));
    expect((await client.win({ ...p.win(100, true), currency: 'TRIAL' })).status).toBe('WRONG_CURRENCY');
    expect((await client.balance(p.user, 'EUR')).status).toBe('WRONG_CURRENCY');
    expect(await balanceOf(t, p.id)).toBe(400n);
    await t.verifyLedger();
  });

  it('answers TRANSACTION_NOT_FOUND for a win with no bet, or naming a bet that is not this round’s', async () => {
    const p = await player(500n);
    expect((await client.win(p.win(100, true))).status).toBe('TRANSACTION_NOT_FOUND');
    const other = await player(500n);
    const otherBet = other.bet(50);
    await client.bet(otherBet);
    await client.bet(p.bet(100));
    for (const referenceTransactionId of ['never-sent', otherBet.transactionId]) {
      expect((await client.win(p.win(100, true, { referenceTransactionId }))).status).toBe(
        'TRANSACTION_NOT_FOUND',
      );
    }
    expect(await balanceOf(t, p.id)).toBe(400n);
    await t.verifyLedger();
  });

  it('answers INVALID_REQUEST for a user that does not exist', async () => {
    expect(await client.bet({ ...(await player(0n)).bet(1), user: '999999999' })).toEqual({
      httpStatus: 200,
      status: 'INVALID_REQUEST',
      balance: 0,
      currency: null,
    });
  });
});

describe('exactly once', () => {
  it('answers an identical replay with the stored answer and one ledger leg', async () => {
    const p = await player(1_000n);
    const bet = p.bet(250);
    const first = await client.bet(bet);
    await client.bet(p.bet(100));
    // Same call, other key order and the amount as a string: still the same call.
    const { amount: _amount, ...rest } = bet;
    const replay = await client.call('bet', { amount: '250', ...rest });
    expect(replay).toEqual(first);
    expect(first.balance).toBe(750);
    const win = p.win(400, true);
    const won = await client.win(win);
    expect(await client.win(win)).toEqual(won);
    expect(await roundLegs(t, SEAMLESS_VENDOR, p.roundId, p.id)).toEqual([
      { kind: 'BET', amount: 250n },
      { kind: 'BET', amount: 100n },
      { kind: 'WIN', amount: 400n },
    ]);
    expect(await balanceOf(t, p.id)).toBe(1_050n);
    await t.verifyLedger();
  });

  it('answers DUPLICATE_TRANSACTION for a reused id with another amount, round or action', async () => {
    const p = await player(1_000n);
    const bet = p.bet(100);
    await client.bet(bet);
    expect(await client.bet({ ...bet, amount: 101 })).toMatchObject({
      status: 'DUPLICATE_TRANSACTION',
      balance: 900,
      currency: 'BDT',
    });
    expect((await client.bet({ ...bet, roundId: newId('round') })).status).toBe('DUPLICATE_TRANSACTION');
    const asWin = { ...p.win(100, false), transactionId: bet.transactionId };
    expect((await client.win(asWin)).status).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(t, p.id)).toBe(900n);
    await t.verifyLedger();
  });

  it('weighs a refused bet afresh when it is retried after a deposit', async () => {
    const p = await player(50n);
    const bet = p.bet(80);
    expect((await client.bet(bet)).status).toBe('NOT_ENOUGH_MONEY');
    await fund(t, p.id, 50n);
    expect(await client.bet(bet)).toMatchObject({ status: 'OK', balance: 20 });
    await t.verifyLedger();
  });
});

describe('rollback', () => {
  it('reverses a bet, voids a round whose only bet it was, and is booked once', async () => {
    const p = await player(1_000n);
    const bet = p.bet(300);
    await client.bet(bet);
    const rollback = p.rollback(bet.transactionId);
    expect(await client.rollback(rollback)).toEqual({
      httpStatus: 200,
      status: 'OK',
      balance: 1_000,
      currency: 'BDT',
    });
    expect(await client.rollback(rollback)).toMatchObject({ status: 'OK', balance: 1_000 });
    // Another rollback of the same bet moves nothing more.
    expect(await client.rollback(p.rollback(bet.transactionId))).toMatchObject({
      status: 'OK',
      balance: 1_000,
    });
    expect(await roundOf(t, SEAMLESS_VENDOR, p.roundId, p.id)).toMatchObject({
      status: 'VOID',
      stake: 0n,
      bet_count: 0,
    });
    expect(await roundLegs(t, SEAMLESS_VENDOR, p.roundId, p.id)).toEqual([
      { kind: 'BET', amount: 300n },
      { kind: 'ROLLBACK', amount: 300n },
    ]);
    const merchant = (
      await t.db.selectFrom('members').select('merchant_id').where('id', '=', p.id).executeTakeFirstOrThrow()
    ).merchant_id;
    expect(await t.services.provider.rounds.validBet({ merchantId: merchant, memberId: p.id })).toEqual([]);
    await t.verifyLedger();
  });

  it('refuses a win after the bet was rolled back (the round is void)', async () => {
    const p = await player(1_000n);
    const bet = p.bet(200);
    await client.bet(bet);
    await client.rollback(p.rollback(bet.transactionId));
    expect(await client.win(p.win(500, true))).toMatchObject({ status: 'ROUND_CLOSED', balance: 1_000 });
    expect(await balanceOf(t, p.id)).toBe(1_000n);
    await t.verifyLedger();
  });

  it('leaves the round open when other bets stand; a win naming the reversed bet is refused', async () => {
    const p = await player(1_000n);
    const first = p.bet(100);
    await client.bet(first);
    await client.bet(p.bet(200));
    expect((await client.rollback(p.rollback(first.transactionId))).balance).toBe(800);
    expect(await roundOf(t, SEAMLESS_VENDOR, p.roundId, p.id)).toMatchObject({ status: 'OPEN', stake: 200n });
    const win = p.win(300, true, { referenceTransactionId: first.transactionId });
    expect((await client.win(win)).status).toBe('TRANSACTION_NOT_FOUND');
    expect((await client.win(p.win(300, true))).balance).toBe(1_100);
    await t.verifyLedger();
  });

  it('answers ROUND_CLOSED for a rollback in a round that has a win', async () => {
    const p = await player(1_000n);
    const bet = p.bet(100);
    await client.bet(bet);
    await client.win(p.win(40, false));
    expect(await client.rollback(p.rollback(bet.transactionId))).toMatchObject({
      status: 'ROUND_CLOSED',
      balance: 940,
    });
    expect(await balanceOf(t, p.id)).toBe(940n);
    await t.verifyLedger();
  });

  it('answers OK to a rollback of an unknown bet and refuses the late bet as a duplicate', async () => {
    const p = await player(1_000n);
    const bet = p.bet(300);
    expect(await client.rollback(p.rollback(bet.transactionId))).toMatchObject({
      status: 'OK',
      balance: 1_000,
    });
    expect(await client.bet(bet)).toMatchObject({ status: 'DUPLICATE_TRANSACTION', balance: 1_000 });
    expect(await client.rollback(p.rollback(bet.transactionId))).toMatchObject({
      status: 'OK',
      balance: 1_000,
    });
    // No bet stands in the round, so no win can be paid in it.
    expect((await client.win(p.win(500, true))).status).toBe('TRANSACTION_NOT_FOUND');
    expect(await balanceOf(t, p.id)).toBe(1_000n);
    const tombstone = await t.db
      .selectFrom('provider_transactions')
      .selectAll()
      .where('vendor_code', '=', SEAMLESS_VENDOR)
      .where('transaction_id', '=', bet.transactionId)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({ status: 'TOMBSTONE', action: 'bet', member_id: p.id });
    await t.verifyLedger();
  });

  it('answers TRANSACTION_NOT_FOUND for a rollback naming a win, another member’s bet or another round', async () => {
    const p = await player(1_000n);
    const bet = p.bet(100);
    await client.bet(bet);
    const win = p.win(10, false);
    await client.win(win);
    expect((await client.rollback(p.rollback(win.transactionId))).status).toBe('TRANSACTION_NOT_FOUND');
    const q = await player(1_000n);
    const other = q.bet(100);
    await client.bet(other);
    expect((await client.rollback(p.rollback(other.transactionId, q.roundId))).status).toBe(
      'TRANSACTION_NOT_FOUND',
    );
    expect((await client.rollback(q.rollback(other.transactionId, newId('round')))).status).toBe(
      'TRANSACTION_NOT_FOUND',
    );
    expect(await balanceOf(t, q.id)).toBe(900n);
    await t.verifyLedger();
  });
});

describe('a disabled member', () => {
  it('cannot bet, but wins and rollbacks of earlier bets still land', async () => {
    const p = await player(1_000n);
    const kept = p.bet(100);
    await client.bet(kept);
    const otherRound = newId('round');
    const reversed = p.bet(200, newId('bet'), otherRound);
    await client.bet(reversed);
    await setMemberStatus(t, p.id, 'DISABLED');
    expect(await client.bet(p.bet(50))).toMatchObject({
      status: 'USER_DISABLED',
      balance: 700,
      currency: 'BDT',
    });
    expect((await client.win(p.win(400, true))).balance).toBe(1_100);
    expect((await client.rollback(p.rollback(reversed.transactionId, otherRound))).balance).toBe(1_300);
    expect((await client.balance(p.user, 'BDT')).balance).toBe(1_300);
    await setMemberStatus(t, p.id, 'ACTIVE');
    await t.verifyLedger();
  });
});
