import { loginFreePlay } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import type { ProviderClient } from '../../../test/provider-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Merchant } from '../site/merchant.js';
import { PLAYER_TOKEN_MS } from './player-tokens.js';
import {
  balanceOf,
  demoMerchant,
  fund,
  newId,
  SEAMLESS_VENDOR,
  setMemberStatus,
  setSingleWallet,
  TRANSFER_VENDOR,
  vendorClient,
} from './provider-test-kit.js';
import { walletFor } from './wallet-for.js';

/** Conformance, part 4: player tokens, and which wallet and currency a game plays from. */

let t: TestApp;
let seamless: ProviderClient;
let transfer: ProviderClient;

beforeAll(async () => {
  t = await createTestApp();
  seamless = await vendorClient(t, SEAMLESS_VENDOR);
  transfer = await vendorClient(t, TRANSFER_VENDOR);
});
afterAll(() => t.close());

const bet = (user: string, amount: number, currency = 'BDT', roundId = newId('round')) => ({
  user,
  transactionId: newId('bet'),
  roundId,
  gameCode: 'game-1',
  amount,
  currency,
});

async function issue(memberId: number, vendor: string, isTrial = false) {
  return t.services.provider.tokens.issue({
    merchant: await demoMerchant(t),
    memberId,
    vendor,
    gameCode: 'game-1',
    isTrial,
  });
}

describe('authenticate', () => {
  it('trades a launch token for the member, currency and balance of the game’s wallet', async () => {
    const { member } = await registerMember(t);
    await fund(t, member.id, 900n);
    await fund(t, member.id, 40n, `VENDOR:${TRANSFER_VENDOR}`);
    expect(await seamless.authenticate(await issue(member.id, SEAMLESS_VENDOR))).toEqual({
      httpStatus: 200,
      status: 'OK',
      user: String(member.id),
      currency: 'BDT',
      balance: 900,
    });
    const token = await issue(member.id, TRANSFER_VENDOR);
    expect(await transfer.authenticate(token)).toMatchObject({ status: 'OK', balance: 40 });
    // Valid again within its 15 minutes, for the vendor it was issued to only.
    expect((await transfer.authenticate(token)).status).toBe('OK');
    expect((await seamless.authenticate(token)).status).toBe('INVALID_TOKEN');
    await t.verifyLedger();
  });

  it('answers INVALID_TOKEN for an unknown token and TOKEN_EXPIRED after 15 minutes', async () => {
    const { member } = await registerMember(t);
    expect(await seamless.authenticate('no-such-token')).toEqual({
      httpStatus: 200,
      status: 'INVALID_TOKEN',
      balance: 0,
      currency: null,
    });
    const token = await issue(member.id, SEAMLESS_VENDOR);
    t.clock.advance(PLAYER_TOKEN_MS - 1_000);
    expect((await seamless.authenticate(token)).status).toBe('OK');
    t.clock.advance(1_000);
    expect(await seamless.authenticate(token)).toMatchObject({ status: 'TOKEN_EXPIRED', currency: null });
    // Only the token expired: money calls carry no token and go on.
    await fund(t, member.id, 10n);
    expect((await seamless.bet(bet(String(member.id), 10))).status).toBe('OK');
    await t.verifyLedger();
  });

  it('answers USER_DISABLED for a disabled member, with the balance', async () => {
    const { member } = await registerMember(t);
    await fund(t, member.id, 70n);
    const token = await issue(member.id, SEAMLESS_VENDOR);
    await setMemberStatus(t, member.id, 'DISABLED');
    expect(await seamless.authenticate(token)).toMatchObject({
      status: 'USER_DISABLED',
      balance: 70,
      currency: 'BDT',
    });
    await setMemberStatus(t, member.id, 'ACTIVE');
    await t.verifyLedger();
  });
});

describe('which wallet', () => {
  it('plays a transfer-wallet vendor from its own wallet, never from main', async () => {
    const { member } = await registerMember(t);
    const user = String(member.id);
    await fund(t, member.id, 1_000n);
    expect(await transfer.bet(bet(user, 10))).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: 0 });
    await fund(t, member.id, 300n, `VENDOR:${TRANSFER_VENDOR}`);
    expect(await transfer.bet(bet(user, 100))).toMatchObject({ status: 'OK', balance: 200 });
    expect((await transfer.balance(user, 'BDT')).balance).toBe(200);
    expect(await balanceOf(t, member.id)).toBe(1_000n);
    // The seamless vendor plays from main in the same brand.
    expect(await seamless.bet(bet(user, 100))).toMatchObject({ status: 'OK', balance: 900 });
    await t.verifyLedger();
  });

  it('plays every vendor from main in a single-wallet brand; an open round keeps its wallet', async () => {
    const { member } = await registerMember(t);
    const user = String(member.id);
    await fund(t, member.id, 1_000n);
    await fund(t, member.id, 500n, `VENDOR:${TRANSFER_VENDOR}`);
    const opened = bet(user, 100);
    await transfer.bet(opened);
    await setSingleWallet(t, true);
    try {
      expect(await transfer.bet(bet(user, 250))).toMatchObject({ status: 'OK', balance: 750 });
      expect((await transfer.balance(user, 'BDT')).balance).toBe(750);
      const token = await issue(member.id, TRANSFER_VENDOR);
      expect((await transfer.authenticate(token)).balance).toBe(750);
      // The round opened from the vendor wallet is paid back there.
      const win = { ...opened, transactionId: newId('win'), amount: 60, roundClosed: true };
      expect((await transfer.win(win)).balance).toBe(460);
    } finally {
      await setSingleWallet(t, false);
    }
    expect(await balanceOf(t, member.id, `VENDOR:${TRANSFER_VENDOR}`)).toBe(460n);
    await t.verifyLedger();
  });

  it('plays a trial member’s trial money from main, in the TRIAL currency only', async () => {
    const trial = await t.call(loginFreePlay, {
      body: { os: 'Linux', platform: 'W', token: 'x', gatewayVersion: 3 },
    });
    expect(trial.body.success, JSON.stringify(trial.body)).toBe(true);
    const memberId = trial.body.value!.member.id;
    const user = String(memberId);
    const credit = Number(await balanceOf(t, memberId, 'MAIN', 'TRIAL'));
    expect(credit).toBeGreaterThan(0);
    const token = await issue(memberId, TRANSFER_VENDOR, true);
    expect(await transfer.authenticate(token)).toMatchObject({
      status: 'OK',
      currency: 'TRIAL',
      balance: credit,
    });
    expect(await transfer.bet(bet(user, 100))).toMatchObject({
      status: 'WRONG_CURRENCY',
      currency: 'TRIAL',
      balance: credit,
    });
    const placed = bet(user, 100, 'TRIAL');
    expect(await transfer.bet(placed)).toMatchObject({
      status: 'OK',
      currency: 'TRIAL',
      balance: credit - 100,
    });
    const win = { ...placed, transactionId: newId('win'), amount: 300, roundClosed: true };
    expect((await transfer.win(win)).balance).toBe(credit + 200);
    expect(await balanceOf(t, memberId, 'MAIN', 'TRIAL')).toBe(BigInt(credit + 200));
    expect(await balanceOf(t, memberId, `VENDOR:${TRANSFER_VENDOR}`, 'TRIAL')).toBe(0n);
    await t.verifyLedger();
  });

  it('walletFor: trial, single wallet, seamless vendor, transfer vendor and the in-house games', () => {
    const brand = (isSingle: boolean) =>
      ({ currency: 'BDT', wallet: { isSingle, trialCredit: 0 } }) as Merchant;
    const own = { code: 'SLT', walletTypeId: 102 };
    const none = { code: 'SMLS', walletTypeId: null };
    const inHouse = { code: 'BGS', walletTypeId: 100 };
    expect(walletFor(brand(false), true, own)).toEqual({ currency: 'TRIAL', kind: 'MAIN' });
    expect(walletFor(brand(true), false, own)).toEqual({ currency: 'BDT', kind: 'MAIN' });
    expect(walletFor(brand(false), false, none)).toEqual({ currency: 'BDT', kind: 'MAIN' });
    expect(walletFor(brand(false), false, own)).toEqual({ currency: 'BDT', kind: 'VENDOR:SLT' });
    // Decision 0014: in-house games play from MAIN even though BGS has a wallet line of its own.
    expect(walletFor(brand(false), false, inHouse)).toEqual({ currency: 'BDT', kind: 'MAIN' });
    expect(walletFor(brand(false), true, inHouse)).toEqual({ currency: 'TRIAL', kind: 'MAIN' });
  });
});

describe('the round invariant', () => {
  it('is checked by the ledger verifier', async () => {
    const { member } = await registerMember(t);
    await fund(t, member.id, 100n);
    const placed = bet(String(member.id), 100);
    await seamless.bet(placed);
    const bump = (delta: bigint) =>
      t.db
        .updateTable('game_rounds')
        .set((eb) => ({ stake: eb('stake', '+', delta) }))
        .where('round_id', '=', placed.roundId)
        .execute();
    await bump(1n);
    await expect(t.verifyLedger()).rejects.toThrow(/game round \d+: stake less payout 101, ledger says 100/u);
    await bump(-1n);
    await t.verifyLedger();
  });
});
