import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { injectTransport, ProviderClient } from '../../../test/provider-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoVendorSecret, seedDemoProviderSecrets } from '../../db/seed/demo-provider-secrets.js';
import { SESSION_IDLE_MS, SETTLE_GRACE_MS } from './provider-launch.js';
import {
  balanceOf,
  demoMerchant,
  fund,
  type LaunchingClient,
  newId,
  SEAMLESS_VENDOR,
  SECRET,
  vendorClient,
} from './provider-test-kit.js';

/**
 * Conformance, part 3 (decision 0022): a vendor books only for a member who holds a live launch of
 * that vendor, on a brand that offers it, and only under its own secret. Every refusal moves nothing.
 */

let t: TestApp;
/** Vendor A (a seamless test vendor) and vendor B (Nova Reels, a demo vendor playing from MAIN). */
let a: LaunchingClient;
let b: LaunchingClient;
const MINUTE = 60_000;
const refusedBlind = { httpStatus: 200, balance: 0, currency: null };

beforeAll(async () => {
  t = await createTestApp();
  a = await vendorClient(t, SEAMLESS_VENDOR);
  b = await vendorClient(t, 'NVA');
});
afterAll(() => t.close());

/** A member with 10,000 in MAIN and builders of calls that name `token`. */
async function member() {
  const id = (await registerMember(t)).member.id;
  await fund(t, id, 10_000n);
  const user = String(id);
  return {
    id,
    user,
    bet: (token: string | undefined, amount = 100, roundId = newId('round')) => ({
      token,
      user,
      transactionId: newId('bet'),
      roundId,
      gameCode: 'game-1',
      amount,
      currency: 'BDT',
    }),
    win: (token: string, roundId: string, amount = 300) => ({
      token,
      user,
      transactionId: newId('win'),
      roundId,
      gameCode: 'game-1',
      amount,
      currency: 'BDT',
      roundClosed: true,
    }),
    rollback: (token: string, roundId: string, referenceTransactionId: string) => ({
      token,
      user,
      transactionId: newId('rb'),
      referenceTransactionId,
      roundId,
    }),
  };
}

/** Nothing of the member's moved or was booked: balance as funded, no call, no round. */
async function expectUntouched(memberId: number) {
  expect(await balanceOf(t, memberId)).toBe(10_000n);
  const count = async (table: 'provider_transactions' | 'game_rounds') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await count('provider_transactions')).toBe(0);
  expect(await count('game_rounds')).toBe(0);
}

describe('a vendor books only under a live launch of its own', () => {
  it('refuses a correctly signed call for a member without a launch of this vendor', async () => {
    const victim = await member();
    const other = await member();
    const othersToken = await a.launch(other.id);
    const neverTraded = await a.issue(victim.id);

    const refusals = [
      [othersToken, 'INVALID_TOKEN'],
      ['a-token-nobody-was-given', 'INVALID_TOKEN'],
      [neverTraded, 'INVALID_TOKEN'],
      [undefined, 'INVALID_REQUEST'],
    ] as const;
    for (const [token, status] of refusals) {
      const body = victim.bet(token);
      expect(await a.bet(body), String(token)).toEqual({ ...refusedBlind, status });
      const roundId = body.roundId;
      expect((await a.win({ ...victim.win(othersToken, roundId) })).status).toBe('INVALID_TOKEN');
      // A rollback of an unknown bet would leave a tombstone: not under another's launch.
      expect(await a.rollback(victim.rollback(othersToken, roundId, body.transactionId))).toEqual({
        ...refusedBlind,
        status: 'INVALID_TOKEN',
      });
    }
    // Not even the balance is told.
    expect(await a.call('balance', { token: othersToken, user: victim.user, currency: 'BDT' })).toEqual({
      ...refusedBlind,
      status: 'INVALID_TOKEN',
    });
    await expectUntouched(victim.id);
    await t.verifyLedger();
  });

  it('refuses vendor A’s token in vendor B’s calls, its authenticate included', async () => {
    const player = await member();
    const aToken = await a.launch(player.id);
    expect((await b.authenticate(aToken)).status).toBe('INVALID_TOKEN');
    expect(await b.bet(player.bet(aToken))).toEqual({ ...refusedBlind, status: 'INVALID_TOKEN' });
    await expectUntouched(player.id);
    // A's own call under it goes through.
    expect((await a.bet(player.bet(aToken, 40))).status).toBe('OK');
    expect(await balanceOf(t, player.id)).toBe(9_960n);
    await t.verifyLedger();
  });

  it('refuses bets on a brand that does not offer the vendor, but lets its open rounds settle', async () => {
    const player = await member();
    const token = await a.launch(player.id);
    const open = player.bet(token, 100);
    expect((await a.bet(open)).status).toBe('OK');
    const merchant = await demoMerchant(t);
    await t.db
      .insertInto('merchant_vendors_off')
      .values({ merchant_id: merchant.id, vendor_code: SEAMLESS_VENDOR })
      .execute();
    try {
      expect(await a.bet(player.bet(token))).toEqual({ ...refusedBlind, status: 'INVALID_TOKEN' });
      expect((await a.authenticate(await a.issue(player.id))).status).toBe('INVALID_TOKEN');
      expect(await balanceOf(t, player.id)).toBe(9_900n);
      expect((await a.win(player.win(token, open.roundId, 250))).status).toBe('OK');
      expect(await balanceOf(t, player.id)).toBe(10_150n);
    } finally {
      await t.db.deleteFrom('merchant_vendors_off').where('vendor_code', '=', SEAMLESS_VENDOR).execute();
    }
    expect((await a.bet(player.bet(token))).status).toBe('OK');
    await t.verifyLedger();
  });

  it('refuses a bet of zero, and a negative one; a zero win still closes a round', async () => {
    const player = await member();
    const token = await a.launch(player.id);
    expect(await a.bet(player.bet(token, 0))).toEqual({ ...refusedBlind, status: 'INVALID_REQUEST' });
    expect((await a.bet(player.bet(token, -5))).status).toBe('INVALID_REQUEST');
    expect((await a.bet({ ...player.bet(token), amount: '0' } as never)).status).toBe('INVALID_REQUEST');
    await expectUntouched(player.id);
    const bet = player.bet(token, 70);
    expect((await a.bet(bet)).status).toBe('OK');
    expect((await a.win(player.win(token, bet.roundId, 0))).status).toBe('OK');
    expect(await balanceOf(t, player.id)).toBe(9_930n);
    await t.verifyLedger();
  });

  it('refuses a NUL character in any text of a call as INVALID_REQUEST, not an error', async () => {
    const player = await member();
    const token = await a.launch(player.id);
    const bet = player.bet(token);
    for (const field of ['transactionId', 'roundId', 'gameCode', 'token'] as const) {
      const reply = await a.bet({ ...bet, [field]: `${bet[field]}\u0000x` } as never);
      expect(reply.status, field).toBe('INVALID_REQUEST');
    }
    expect((await a.authenticate('tok\u0000en')).status).toBe('INVALID_REQUEST');
    await expectUntouched(player.id);
  });

  it('keeps a session alive while bets come, ends it after the idle time, and settles its rounds for the grace', async () => {
    const player = await member();
    const token = await a.launch(player.id);
    const first = player.bet(token, 100);
    expect((await a.bet(first)).status).toBe('OK');
    // Each bet within the idle time moves the session's end on.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(SESSION_IDLE_MS - MINUTE);
      expect((await a.bet(player.bet(token, 10))).status).toBe('OK');
    }
    const open = player.bet(token, 100);
    expect((await a.bet(open)).status).toBe('OK');
    t.clock.advance(SESSION_IDLE_MS + MINUTE);
    expect(await a.bet(player.bet(token, 10))).toEqual({ ...refusedBlind, status: 'TOKEN_EXPIRED' });
    expect((await a.call('balance', { token, user: player.user, currency: 'BDT' })).status).toBe(
      'TOKEN_EXPIRED',
    );
    expect(await balanceOf(t, player.id)).toBe(9_760n);
    // The vendor settles what it opened, and a replay of a booked bet still gets its answer.
    expect((await a.win(player.win(token, first.roundId, 500))).status).toBe('OK');
    expect(await a.bet(first)).toMatchObject({ status: 'OK', balance: 9_900 });
    t.clock.advance(SETTLE_GRACE_MS);
    expect(await a.rollback(player.rollback(token, open.roundId, open.transactionId))).toEqual({
      ...refusedBlind,
      status: 'TOKEN_EXPIRED',
    });
    expect(await balanceOf(t, player.id)).toBe(10_260n);
    // A new launch plays again; the old round is still the vendor's to settle under it.
    const fresh = await a.launch(player.id);
    expect((await a.rollback(player.rollback(fresh, open.roundId, open.transactionId))).status).toBe('OK');
    expect(await balanceOf(t, player.id)).toBe(10_360n);
    await t.verifyLedger();
  });

  it('answers each bet of a batch by its own launch', async () => {
    const player = await member();
    const stranger = await member();
    const token = await a.launch(player.id);
    const strangers = await a.launch(stranger.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => a.bet(player.bet(i % 2 === 0 ? token : strangers, 10))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'OK' : 'INVALID_TOKEN')),
    );
    expect(await balanceOf(t, player.id)).toBe(9_940n);
    await expectUntouched(stranger.id);
    await t.verifyLedger();
  });

  it('lets one demo vendor’s secret sign for that vendor only', async () => {
    const master = 'a-demo-master-secret-0123456789';
    await seedDemoProviderSecrets(t.db, t.services.provider.secrets, master);
    try {
      const player = await member();
      const clock = () => t.clock.now().getTime();
      const nova = new ProviderClient('NVA', demoVendorSecret(master, 'NVA'), clock, injectTransport(t.app));
      const token = await b.issue(player.id);
      // Nova Reels' secret does not sign for Vela Live (nor for our test vendor), whatever the body.
      for (const vendor of ['VLV', SEAMLESS_VENDOR]) {
        const forged = new ProviderClient(
          vendor,
          demoVendorSecret(master, 'NVA'),
          clock,
          injectTransport(t.app),
        );
        expect((await forged.authenticate(token)).status).toBe('INVALID_SIGNATURE');
        expect((await forged.bet({ ...player.bet(token), amount: 10 })).status).toBe('INVALID_SIGNATURE');
      }
      expect((await nova.authenticate(token)).status).toBe('OK');
      expect((await nova.bet({ ...player.bet(token), amount: 10 })).status).toBe('OK');
      expect(await balanceOf(t, player.id)).toBe(9_990n);
      await t.verifyLedger();
    } finally {
      await t.services.provider.secrets.set(SEAMLESS_VENDOR, SECRET);
      await t.services.provider.secrets.set('NVA', SECRET);
    }
  });
});
