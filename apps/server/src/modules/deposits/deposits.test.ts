import { randomUUID } from 'node:crypto';
import { getDeposit, getDepositChannels, getDeposits, loginFreePlay, postDeposit } from '@tessera/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_CASHIER } from '../../db/seed/demo-brand.js';
import { mainBalance, setDepositSettings } from './deposit-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => setDepositSettings(t, {}));

const create = (token: string, body: Record<string, unknown>) => t.call(postDeposit, { token, body });
const count = async (table: 'deposits' | 'ledger_transfers' | 'sandbox_payments') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('deposit channels', () => {
  it('lists the enabled channels in major units, with bank details for bank transfer only', async () => {
    const { token } = await registerMember(t);
    const result = await t.call(getDepositChannels, { token });
    expect(result.body.value).toEqual({
      currency: 'BDT',
      currencySymbol: '৳',
      scale: 2,
      maxPending: 3,
      expiryMinutes: 30,
      channels: [
        {
          code: 'BANK',
          type: 'BANK',
          name: 'Bank transfer',
          min: 200,
          max: 100_000,
          presets: [500, 1_000, 2_000, 5_000, 10_000],
          bank: { bankName: 'Demo Bank', accountName: 'Tessera Ltd', accountNumber: '0123456789' },
        },
        {
          code: 'SANDBOX',
          type: 'GATEWAY',
          name: 'Online payment (sandbox)',
          min: 100,
          max: 50_000,
          presets: [100, 500, 1_000, 5_000],
          bank: null,
        },
      ],
    });
  });

  it('hides a disabled channel and refuses deposits through it', async () => {
    const [bank, sandbox] = DEMO_CASHIER.deposit.channels;
    await setDepositSettings(t, { channels: [bank!, { ...sandbox!, enabled: false }] });
    const { token } = await registerMember(t);
    const result = await t.call(getDepositChannels, { token });
    expect(result.body.value!.channels.map((c) => c.code)).toEqual(['BANK']);
    expectRefusal(await create(token, { channel: 'SANDBOX', amount: 500 }), 'channel.unknown', 400);
  });
});

describe('starting a deposit', () => {
  it('answers a bank transfer with a reference code and the bank details; no money moves yet', async () => {
    const { token, member } = await registerMember(t);
    const transfersBefore = await count('ledger_transfers');
    const result = await create(token, { channel: 'BANK', amount: 1_500.5 });
    const deposit = result.body.value!;
    expect(deposit).toMatchObject({
      channel: 'BANK',
      channelName: 'Bank transfer',
      type: 'BANK',
      amount: 1_500.5,
      currency: 'BDT',
      state: 'PENDING',
      decidedAt: null,
      reason: null,
      payUrl: null,
      bank: { bankName: 'Demo Bank', accountName: 'Tessera Ltd', accountNumber: '0123456789' },
    });
    expect(deposit.reference).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/u);
    expect(new Date(deposit.expiresAt).getTime() - new Date(deposit.createdAt).getTime()).toBe(30 * 60_000);
    const row = await t.db
      .selectFrom('deposits')
      .selectAll()
      .where('id', '=', deposit.id)
      .executeTakeFirstOrThrow();
    expect(row.amount).toBe(150_050n);
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect(await count('ledger_transfers')).toBe(transfersBefore);
  });

  it('answers an online payment with the gateway page to pay on', async () => {
    const { token } = await registerMember(t);
    const deposit = (await create(token, { channel: 'SANDBOX', amount: 250 })).body.value!;
    expect(deposit).toMatchObject({ type: 'GATEWAY', state: 'PENDING', amount: 250, bank: null });
    expect(deposit.payUrl).toMatch(/^\/sandbox-gateway\/pay\/sbx_[0-9a-f]{24}$/u);
    const payment = await t.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('deposit_id', '=', deposit.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      amount: 25_000n,
      currency: 'BDT',
      status: 'PENDING',
      reference: deposit.reference,
    });
    const page = await t.app.inject({ method: 'GET', url: deposit.payUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay Tessera');
    expect(page.body).toContain('BDT 250.00');
    expect(page.body).toContain('value="decline"');
  });

  it('answers a retried request (same requestId) with the same deposit, and refuses the id for another one', async () => {
    const { token } = await registerMember(t);
    const requestId = randomUUID();
    const first = await create(token, { channel: 'SANDBOX', amount: 300, requestId });
    const again = await create(token, { channel: 'SANDBOX', amount: 300, requestId });
    expect(again.body.value).toEqual(first.body.value);
    expect(
      await t.db.selectFrom('deposits').select('id').where('request_id', '=', requestId).execute(),
    ).toHaveLength(1);
    expectRefusal(
      await create(token, { channel: 'SANDBOX', amount: 301, requestId }),
      'transfer.id.conflict',
      409,
    );
    expectRefusal(
      await create(token, { channel: 'BANK', amount: 300, requestId }),
      'transfer.id.conflict',
      409,
    );
  });

  it('answers gateway.unavailable when the provider fails, leaving the deposit rejected (no pending slot held)', async () => {
    const { token, member } = await registerMember(t);
    const gateway = t.services.deposits.gateways.find('SANDBOX')!;
    const spy = vi.spyOn(gateway, 'createPayment').mockRejectedValue(new Error('provider down'));
    expectRefusal(await create(token, { channel: 'SANDBOX', amount: 500 }), 'gateway.unavailable', 400);
    spy.mockRestore();
    const [row] = await t.db.selectFrom('deposits').selectAll().where('member_id', '=', member.id).execute();
    expect(row).toMatchObject({ state: 'REJECTED', reason: 'GATEWAY_UNAVAILABLE', payment_id: null });
    expect((await create(token, { channel: 'SANDBOX', amount: 500 })).body.value!.payUrl).toMatch(/sbx_/u);
  });

  it('allows maxPending open deposits at once; an expired one frees its slot', async () => {
    const { token } = await registerMember(t);
    for (let i = 0; i < 3; i += 1)
      expect((await create(token, { channel: 'BANK', amount: 500 })).body.success).toBe(true);
    expectRefusal(await create(token, { channel: 'SANDBOX', amount: 500 }), 'deposit.pending.limit', 400);
    t.clock.advance(30 * 60_000);
    expect((await create(token, { channel: 'BANK', amount: 500 })).body.success).toBe(true);
  });

  it('counts the pending limit right when one member sends many deposits at once', async () => {
    const { token, member } = await registerMember(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => create(token, { channel: 'BANK', amount: 500 })),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(3);
    for (const r of results.filter((r) => !r.body.success)) expectRefusal(r, 'deposit.pending.limit');
    const rows = await t.db.selectFrom('deposits').select('id').where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(3);
  });
});

describe('bad input', () => {
  it('refuses bad amounts and channels with an envelope error and moves nothing', async () => {
    const { token, member } = await registerMember(t);
    const before = { deposits: await count('deposits'), transfers: await count('ledger_transfers') };
    const cases: Array<[Record<string, unknown>, string, RegExp?]> = [
      [{ channel: 'BANK', amount: -500 }, 'validation.failed'],
      [{ channel: 'BANK', amount: 0 }, 'validation.failed'],
      [{ channel: 'BANK', amount: 'NaN' }, 'validation.failed'],
      [{ channel: 'BANK', amount: '500' }, 'validation.failed'],
      [{ channel: 'BANK', amount: null }, 'validation.failed'],
      [{ channel: 'BANK' }, 'validation.failed'],
      [{ channel: 'BANK', amount: 2e12 }, 'validation.failed'],
      [{ channel: 'BANK', amount: 500.001 }, 'amount.invalid', /at most 2 decimals/u],
      [{ channel: 'BANK', amount: 1e-7 }, 'amount.invalid'],
      [{ channel: 'BANK', amount: 199.99 }, 'amount.below.minimum', /minimum of ৳ 200\.00/u],
      [{ channel: 'BANK', amount: 100_000.01 }, 'amount.above.maximum', /maximum of ৳ 100,000\.00/u],
      [{ channel: 'SANDBOX', amount: 99 }, 'amount.below.minimum', /৳ 100\.00/u],
      [{ channel: 'NOPE', amount: 500 }, 'channel.unknown'],
      [{ channel: 'bank', amount: 500 }, 'validation.failed'],
      [{ channel: 7, amount: 500 }, 'validation.failed'],
      [{ channel: 'BANK', amount: 500, requestId: 'not-a-uuid' }, 'validation.failed'],
    ];
    for (const [body, code, message] of cases) {
      const refusal = expectRefusal(await create(token, body), code);
      if (message) expect(refusal.message).toMatch(message);
    }
    for (const raw of [
      '{"channel":"BANK","amount":1e309}',
      '{"channel":"BANK","amount":NaN}',
      '{"channel":"BANK"',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: postDeposit.path,
        headers: {
          merchant: 'TESSERA',
          language: 'EN',
          authorization: token,
          'content-type': 'application/json',
        },
        payload: raw,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
      expect(['validation.failed', 'request.malformed']).toContain(response.json().errorCode);
    }
    expect({ deposits: await count('deposits'), transfers: await count('ledger_transfers') }).toEqual(before);
    expect(await mainBalance(t, member.id)).toBe(0n);
  });

  it('translates refusals into the request language', async () => {
    const { token } = await registerMember(t);
    const result = await t.call(postDeposit, {
      token,
      body: { channel: 'BANK', amount: 10 },
      headers: { language: 'BN' },
    });
    expect(expectRefusal(result, 'amount.below.minimum').message).toBe('পরিমাণটি সর্বনিম্ন ৳ 200.00-এর কম।');
  });

  it('refuses trial members and callers without a session', async () => {
    const trial = await t.call(loginFreePlay, {
      body: { os: 'Linux', platform: 'W', token: 'x', gatewayVersion: 3 },
    });
    const token = trial.body.value!.token;
    expectRefusal(await t.call(getDepositChannels, { token }), 'trial.not.allowed', 403);
    expectRefusal(await create(token, { channel: 'BANK', amount: 500 }), 'trial.not.allowed', 403);
    expectRefusal(await t.call(getDeposits, { token, query: {} }), 'trial.not.allowed', 403);
    expectRefusal(
      await t.call(getDeposit, { token, params: { id: randomUUID() } }),
      'trial.not.allowed',
      403,
    );
    expectRefusal(await t.call(getDepositChannels), 'login.not.session', 401);
    expectRefusal(await create('', { channel: 'BANK', amount: 500 }), 'login.not.session', 401);
  });
});

describe('my deposits', () => {
  it('lists mine newest first, paged and filtered by state; shows one of mine and nobody else’s', async () => {
    const me = await registerMember(t);
    const other = await registerMember(t);
    const ids: string[] = [];
    for (const amount of [300, 400, 500]) {
      ids.push((await create(me.token, { channel: 'BANK', amount })).body.value!.id);
      t.clock.advance(1_000);
    }
    const theirs = (await create(other.token, { channel: 'BANK', amount: 900 })).body.value!;

    const page1 = (await t.call(getDeposits, { token: me.token, query: { pageSize: '2' } })).body.value!;
    expect(page1.total).toBe(3);
    expect(page1.list.map((d) => d.amount)).toEqual([500, 400]);
    const page2 = (await t.call(getDeposits, { token: me.token, query: { pageSize: '2', pageNo: '2' } })).body
      .value!;
    expect(page2.list.map((d) => d.amount)).toEqual([300]);
    const pending = await t.call(getDeposits, { token: me.token, query: { state: 'PENDING' } });
    expect(pending.body.value!.total).toBe(3);
    const approved = await t.call(getDeposits, { token: me.token, query: { state: 'APPROVED' } });
    expect(approved.body.value).toMatchObject({ total: 0, list: [] });

    const one = await t.call(getDeposit, { token: me.token, params: { id: ids[0]! } });
    expect(one.body.value).toMatchObject({ id: ids[0], amount: 300, state: 'PENDING' });
    expectRefusal(
      await t.call(getDeposit, { token: me.token, params: { id: theirs.id } }),
      'deposit.not.found',
      404,
    );
    expectRefusal(
      await t.call(getDeposit, { token: me.token, params: { id: randomUUID() } }),
      'deposit.not.found',
      404,
    );
    expectRefusal(
      await t.call(getDeposit, { token: me.token, params: { id: 'abc' } }),
      'validation.failed',
      400,
    );
    const badQueries: Record<string, string>[] = [
      { state: 'PAID' },
      { pageNo: '0' },
      { pageSize: '51' },
      { pageNo: 'x' },
    ];
    for (const query of badQueries) {
      expectRefusal(await t.call(getDeposits, { token: me.token, query }), 'validation.failed', 400);
    }
  });
});
