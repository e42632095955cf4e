import {
  getAccountRecords,
  getConsolidatedFunds,
  getMerchantWallet,
  getWalletBalance,
  loginFreePlay,
  postAdjustment,
  walletTransfer,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
});
afterAll(() => t.close());

async function memberWith(amount: number) {
  const member = await registerMember(t);
  if (amount > 0) {
    const credited = await t.call(postAdjustment, {
      token: admin,
      params: { memberId: member.member.id },
      body: { amount, reason: 'test funding' },
    });
    expect(credited.body.success, JSON.stringify(credited.body)).toBe(true);
  }
  return member;
}

const wallets = async (token: string) => (await t.call(getWalletBalance, { token })).body.value!;
const line = (balance: Awaited<ReturnType<typeof wallets>>, code: string) =>
  balance.balance.find((entry) => entry.code === code)!.availBalance;

describe('wallets', () => {
  it('shows main, bonus and a wallet per vendor, all at zero for a new member', async () => {
    const { token } = await memberWith(0);
    const balance = await wallets(token);
    expect(balance).toMatchObject({
      sumBalance: 0,
      currency: 'BDT',
      currencySymbol: '৳',
      scale: 2,
      withdrawHold: 0,
    });
    expect(balance.balance.map((entry) => entry.accountTypeId)).toEqual([2, 3, 100, 101, 102, 103]);
    expect((await t.call(getMerchantWallet, { token, query: {} })).body.value).toEqual({ isSingle: 0 });
  });

  it('moves money main → vendor → main, and sweeps every vendor wallet back', async () => {
    const { token } = await memberWith(1_000);
    const out = await t.call(walletTransfer, { token, body: { from: 2, to: 100, amount: 250.25 } });
    expect(line(out.body.value!, 'MAIN')).toBe(749.75);
    expect(line(out.body.value!, 'BGS')).toBe(250.25);
    expect(out.body.value!.sumBalance).toBe(1_000);
    await t.call(walletTransfer, { token, body: { from: 2, to: 101, amount: 100 } });
    const back = await t.call(walletTransfer, { token, body: { from: 100, to: 2, amount: 0.25 } });
    expect(line(back.body.value!, 'BGS')).toBe(250);

    const swept = await t.call(walletTransfer, { token, body: { allToMain: true } });
    expect(line(swept.body.value!, 'MAIN')).toBe(1_000);
    expect(
      swept.body
        .value!.balance.filter((entry) => entry.accountTypeId >= 100)
        .every((e) => e.availBalance === 0),
    ).toBe(true);
    const funds = await t.call(getConsolidatedFunds, { token });
    expect(funds.body.value).toMatchObject({
      sumBalance: 1_000,
      mainBalance: 1_000,
      vendorBalance: 0,
      isSingle: 0,
    });
    await t.verifyLedger();
  });

  it('answers a retried transfer (same requestId) without moving the money twice', async () => {
    const { token } = await memberWith(100);
    const body = { requestId: crypto.randomUUID(), from: 2, to: 102, amount: 40 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call(walletTransfer, { token, body })),
    );
    for (const answer of answers) expect(answer.body.success).toBe(true);
    expect(line(await wallets(token), 'MAIN')).toBe(60);
    const conflicting = await t.call(walletTransfer, { token, body: { ...body, amount: 41 } });
    expectRefusal(conflicting, 'transfer.id.conflict', 409);
    await t.verifyLedger();
  });

  it('refuses unknown, bonus and same wallets, bad amounts and overdrafts, moving nothing', async () => {
    const { token } = await memberWith(50);
    const send = (body: Record<string, unknown>) => t.call(walletTransfer, { token, body });
    expectRefusal(await send({ from: 2, to: 2, amount: 1 }), 'wallet.same');
    expectRefusal(await send({ from: 2, to: 3, amount: 1 }), 'wallet.unknown');
    expectRefusal(await send({ from: 100, to: 101, amount: 1 }), 'wallet.unknown');
    expectRefusal(await send({ from: 2, to: 999, amount: 1 }), 'wallet.unknown');
    expectRefusal(await send({ from: 2, to: 100, amount: 0.001 }), 'amount.invalid');
    expectRefusal(await send({ from: 2, to: 100, amount: 50.01 }), 'balance.insufficient');
    for (const amount of [0, -5, '10', null, Number.MAX_VALUE]) {
      expectRefusal(await send({ from: 2, to: 100, amount }), 'validation.failed');
    }
    expectRefusal(await send({ from: 2, to: 100 }), 'validation.failed');
    const huge = await t.app.inject({
      method: 'POST',
      url: walletTransfer.path,
      headers: { merchant: 'TESSERA', authorization: token, 'content-type': 'application/json' },
      payload: '{"from":2,"to":100,"amount":1e309}',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errorCode).toBe('validation.failed');
    expect(line(await wallets(token), 'MAIN')).toBe(50);
    await t.verifyLedger();
  });

  it('never overdraws under concurrent transfers from one member', async () => {
    const { token } = await memberWith(100);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call(walletTransfer, { token, body: { from: 2, to: 100, amount: 10 } }),
      ),
    );
    expect(results.filter((result) => result.body.success)).toHaveLength(10);
    expect(line(await wallets(token), 'MAIN')).toBe(0);
    await t.verifyLedger();
  });

  it('sweeps concurrently without a request id: every sweep answers, the money lands once', async () => {
    const { token } = await memberWith(300);
    for (let round = 0; round < 5; round++) {
      for (const to of [100, 101, 102]) {
        const out = await t.call(walletTransfer, { token, body: { from: 2, to, amount: 100 } });
        expect(out.body.success).toBe(true);
      }
      const sweeps = await Promise.all(
        Array.from({ length: 12 }, () => t.call(walletTransfer, { token, body: { allToMain: true } })),
      );
      for (const sweep of sweeps) expect(sweep.body.errorCode).toBeNull();
      const after = await wallets(token);
      expect(line(after, 'MAIN')).toBe(300);
      expect(after.sumBalance).toBe(300);
    }
    await t.verifyLedger();
  });

  it('has one wallet on a single-wallet brand, and refuses transfers with a clear code', async () => {
    const { token } = await memberWith(10);
    await t.db
      .updateTable('merchants')
      .set({ wallet_settings: JSON.stringify({ isSingle: true, trialCredit: 200_000 }) })
      .execute();
    t.services.merchants.invalidate();
    try {
      expect((await wallets(token)).balance.map((entry) => entry.code)).toEqual(['MAIN', 'BONUS']);
      expect((await t.call(getMerchantWallet, { token, query: {} })).body.value).toEqual({ isSingle: 1 });
      expectRefusal(await t.call(walletTransfer, { token, body: { allToMain: true } }), 'wallet.single');
    } finally {
      await t.db
        .updateTable('merchants')
        .set({ wallet_settings: JSON.stringify({ isSingle: false, trialCredit: 200_000 }) })
        .execute();
      t.services.merchants.invalidate();
    }
  });

  it('gives a free-play member trial money that cannot move into real wallets', async () => {
    const trial = await t.call(loginFreePlay, {
      body: { os: 'Linux', platform: 'W', token: 'x', gatewayVersion: 3 },
    });
    const token = trial.body.value!.token;
    expect(line(await wallets(token), 'MAIN')).toBe(2_000);
    expectRefusal(
      await t.call(walletTransfer, { token, body: { from: 2, to: 100, amount: 1 } }),
      'trial.not.allowed',
    );
    const trialAccounts = await t.db
      .selectFrom('ledger_accounts')
      .select('currency')
      .where('owner_id', '=', trial.body.value!.member.id)
      .execute();
    expect(trialAccounts.map((row) => row.currency)).toEqual(['TRIAL']);
    await t.verifyLedger();
  });
});

describe('staff adjustments', () => {
  it('credits and debits with a reason, audited; refuses support staff and overdrafts', async () => {
    const { token, member } = await memberWith(0);
    const adjust = (body: { amount: number; reason: string }, as = admin) =>
      t.call(postAdjustment, { token: as, params: { memberId: member.id }, body });
    expect((await adjust({ amount: 120.5, reason: 'welcome' })).body.value!.balance).toBe(120.5);
    expect((await adjust({ amount: -20.5, reason: 'correction' })).body.value!.balance).toBe(100);
    expectRefusal(await adjust({ amount: -100.01, reason: 'too much' }), 'balance.insufficient');
    expectRefusal(await adjust({ amount: 5, reason: '   ' }), 'validation.failed');
    expectRefusal(await adjust({ amount: 5.001, reason: 'scale' }), 'amount.invalid');
    expectRefusal(
      await adjust({ amount: 5, reason: 'support' }, await staffTokenFor(t, 'support')),
      'staff.forbidden',
    );
    const finance = await staffTokenFor(t, 'finance');
    expect((await adjust({ amount: 1, reason: 'finance may' }, finance)).body.success).toBe(true);
    expectRefusal(
      await t.call(postAdjustment, {
        token: admin,
        params: { memberId: 2_000_000 },
        body: { amount: 1, reason: 'x' },
      }),
      'member.not.found',
    );
    expectRefusal(
      await t.call(postAdjustment, {
        token,
        params: { memberId: member.id },
        body: { amount: 1, reason: 'x' },
      }),
      'user.or.token.invalid',
    );
    const audits = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'member.adjustment')
      .where('target', '=', `member:${member.id}`)
      .execute();
    expect(audits).toHaveLength(3);
    expect(line(await wallets(token), 'MAIN')).toBe(101);
    await t.verifyLedger();
  });
});

describe('the account record', () => {
  it('lists every movement newest first, filtered by type and date, paged, and only my own', async () => {
    const { token } = await memberWith(500);
    await t.call(walletTransfer, { token, body: { from: 2, to: 100, amount: 100 } });
    await t.call(walletTransfer, { token, body: { from: 100, to: 2, amount: 30 } });
    const all = (await t.call(getAccountRecords, { token, query: {} })).body.value!;
    expect(all.total).toBe(5);
    expect(all.list[all.list.length - 1]).toMatchObject({
      type: 'ADJUSTMENT',
      amount: 500,
      balanceAfter: 500,
      wallet: 'MAIN',
    });
    expect(all.list.slice(0, 2).map((record) => [record.wallet, record.amount])).toEqual([
      ['VENDOR:BGS', -30],
      ['MAIN', 30],
    ]);
    const adjustments = (await t.call(getAccountRecords, { token, query: { type: 'ADJUSTMENT' } })).body
      .value!;
    expect(adjustments.total).toBe(1);
    const page = (await t.call(getAccountRecords, { token, query: { pageNo: '2', pageSize: '2' } })).body
      .value!;
    expect(page.list.map((record) => record.id)).toEqual(all.list.slice(2, 4).map((record) => record.id));
    const today = t.clock.now().toISOString().slice(0, 10);
    const dated = await t.call(getAccountRecords, { token, query: { from: today, to: today } });
    expect(dated.body.value!.total).toBe(5);
    const past = await t.call(getAccountRecords, { token, query: { from: '2020-01-01', to: '2020-01-02' } });
    expect(past.body.value!.total).toBe(0);
    expectRefusal(
      await t.call(getAccountRecords, { token, query: { from: '2026-02-30' } }),
      'validation.failed',
    );
    expectRefusal(
      await t.call(getAccountRecords, { token, query: { from: '2026-03-02', to: '2026-03-01' } }),
      'validation.failed',
    );

    const other = await memberWith(0);
    expect((await t.call(getAccountRecords, { token: other.token, query: {} })).body.value!.total).toBe(0);
  });
});
