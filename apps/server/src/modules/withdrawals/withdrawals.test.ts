import { randomUUID } from 'node:crypto';
import {
  approveWithdrawal,
  disburseWithdrawal,
  getWithdrawal,
  getWithdrawals,
  getWithdrawInfo,
  listWithdrawalsStaff,
  loginFreePlay,
  postWithdraw,
  postWithdrawReceipt,
  rejectWithdrawal,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import {
  adminToken,
  balances,
  finance,
  legsOf,
  merchantOf,
  setWithdrawSettings,
  withdraw,
  withdrawer,
} from './withdrawal-test-kit.js';

let t: TestApp;
let financeToken: string;
beforeAll(async () => {
  t = await createTestApp();
  financeToken = await finance(t);
});
afterAll(() => t.close());

const act = (
  endpoint: typeof approveWithdrawal | typeof disburseWithdrawal,
  id: string,
  token = financeToken,
) => t.call(endpoint, { token, params: { id } });

describe('a withdrawal through every state, with the money at each step', () => {
  it('holds, pays out and is confirmed received', async () => {
    const who = await withdrawer(t, 100_000n);
    const info = await t.call(getWithdrawInfo, { token: who.token });
    expect(info.body.value).toMatchObject({
      currency: 'BDT',
      scale: 2,
      min: 500,
      max: 50_000,
      available: 1_000,
      dailyCount: 5,
      dailyLimit: 5,
      hasPaymentPassword: true,
      remainingTurnover: 0,
    });
    expect(info.body.value!.cards).toHaveLength(1);
    expect(info.body.value!.cards[0]!.cardNumber).toMatch(/^\*{12}\d{4}$/u);

    const asked = await withdraw(t, who, 600);
    expect(asked.body.success).toBe(true);
    const w = asked.body.value!;
    expect(w).toMatchObject({ amount: 600, state: 'PENDING_REVIEW', receipt: null, autoReceiveAt: null });
    expect(w.card.cardNumber).toMatch(/^\*+\d{4}$/u);
    expect(await balances(t, who.memberId)).toEqual({ main: 40_000n, hold: 60_000n });
    expect(await legsOf(t, w.id)).toEqual([{ kind: 'WITHDRAW_HOLD', amount: 60_000n }]);
    const after = (await t.call(getWithdrawInfo, { token: who.token })).body.value!;
    expect(after).toMatchObject({ available: 400, dailyCount: 4 });

    const queue = await t.call(listWithdrawalsStaff, {
      token: financeToken,
      query: { state: 'PENDING_REVIEW' },
    });
    const queued = queue.body.value!.list.find((item) => item.id === w.id)!;
    expect(queued).toMatchObject({ memberId: who.memberId, amount: 600 });
    expect(queued.card.cardNumber).toMatch(/^\d{16}$/u);

    const approved = await act(approveWithdrawal, w.id);
    expect(approved.body.value).toMatchObject({ state: 'APPROVED', reviewedBy: expect.any(Number) });
    expect(await balances(t, who.memberId)).toEqual({ main: 40_000n, hold: 60_000n });

    const paidAt = t.clock.now().getTime();
    const paid = await act(disburseWithdrawal, w.id);
    expect(paid.body.value!.state).toBe('DISBURSED');
    expect(Date.parse(paid.body.value!.autoReceiveAt!)).toBe(paidAt + 30 * 60_000);
    expect(await balances(t, who.memberId)).toEqual({ main: 40_000n, hold: 0n });
    expect(await legsOf(t, w.id)).toEqual([
      { kind: 'WITHDRAW_HOLD', amount: 60_000n },
      { kind: 'WITHDRAW_PAYOUT', amount: 60_000n },
    ]);

    const confirmed = await t.call(postWithdrawReceipt, {
      token: who.token,
      params: { id: w.id },
      body: { result: 'RECEIVED' },
    });
    expect(confirmed.body.value).toMatchObject({
      state: 'RECEIVED',
      receipt: { result: 'RECEIVED', forced: false, proofCount: 0, receivedAmount: null },
    });
    expect(await balances(t, who.memberId)).toEqual({ main: 40_000n, hold: 0n });
    expect(await legsOf(t, w.id)).toHaveLength(2);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `withdrawal:${w.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'withdrawal.request',
      'withdrawal.approve',
      'withdrawal.disburse',
      'withdrawal.receipt',
    ]);
    const mine = await t.call(getWithdrawals, { token: who.token, query: { state: 'RECEIVED' } });
    expect(mine.body.value).toMatchObject({ total: 1, list: [{ id: w.id }] });
    await t.verifyLedger();
  });

  it('releases the hold to MAIN on rejection, under review or after approval', async () => {
    const who = await withdrawer(t, 200_000n);
    const first = (await withdraw(t, who, 700)).body.value!;
    const second = (await withdraw(t, who, 800)).body.value!;
    expect(await balances(t, who.memberId)).toEqual({ main: 50_000n, hold: 150_000n });

    const rejected = await t.call(rejectWithdrawal, {
      token: financeToken,
      params: { id: first.id },
      body: { reason: 'Card details do not match' },
    });
    expect(rejected.body.value).toMatchObject({
      state: 'REJECTED',
      rejectReason: 'Card details do not match',
    });
    expect(await balances(t, who.memberId)).toEqual({ main: 120_000n, hold: 80_000n });

    await act(approveWithdrawal, second.id);
    await t.call(rejectWithdrawal, {
      token: financeToken,
      params: { id: second.id },
      body: { reason: 'Bank down' },
    });
    expect(await balances(t, who.memberId)).toEqual({ main: 200_000n, hold: 0n });
    expect(await legsOf(t, second.id)).toEqual([
      { kind: 'WITHDRAW_HOLD', amount: 80_000n },
      { kind: 'WITHDRAW_RELEASE', amount: 80_000n },
    ]);

    // A rejected withdrawal goes nowhere else.
    expectRefusal(await act(approveWithdrawal, first.id), 'withdrawal.state.invalid', 400);
    expectRefusal(await act(disburseWithdrawal, first.id), 'withdrawal.state.invalid', 400);
    expectRefusal(
      await t.call(postWithdrawReceipt, {
        token: who.token,
        params: { id: first.id },
        body: { result: 'RECEIVED' },
      }),
      'withdrawal.state.invalid',
    );
    await t.verifyLedger();
  });

  it('refuses to disburse before approval, and to approve twice into another state', async () => {
    const who = await withdrawer(t, 100_000n);
    const w = (await withdraw(t, who, 500)).body.value!;
    expectRefusal(await act(disburseWithdrawal, w.id), 'withdrawal.state.invalid');
    expectRefusal(
      await t.call(postWithdrawReceipt, {
        token: who.token,
        params: { id: w.id },
        body: { result: 'RECEIVED' },
      }),
      'withdrawal.state.invalid',
    );
    await act(approveWithdrawal, w.id);
    await act(disburseWithdrawal, w.id);
    expectRefusal(await act(approveWithdrawal, w.id), 'withdrawal.state.invalid');
    expectRefusal(
      await t.call(rejectWithdrawal, { token: financeToken, params: { id: w.id }, body: { reason: 'late' } }),
      'withdrawal.state.invalid',
    );
    expect(await balances(t, who.memberId)).toEqual({ main: 50_000n, hold: 0n });
    await t.verifyLedger();
  });
});

describe('who may', () => {
  it('lets admin and finance review, refuses support and members', async () => {
    const who = await withdrawer(t, 100_000n);
    const w = (await withdraw(t, who, 500)).body.value!;
    const support = await staffTokenFor(t, 'support');
    expectRefusal(await act(approveWithdrawal, w.id, support), 'staff.forbidden', 403);
    expectRefusal(
      await t.call(listWithdrawalsStaff, { token: support, query: { state: 'PENDING_REVIEW' } }),
      'staff.forbidden',
      403,
    );
    expect((await act(approveWithdrawal, w.id, who.token)).status).toBe(401);
    expect((await act(approveWithdrawal, w.id, await adminToken(t))).body.value!.state).toBe('APPROVED');
  });

  it('refuses free-play members on every member call', async () => {
    const trial = await t.call(loginFreePlay, {
      body: { os: 'Linux', platform: 'W', token: 'x', gatewayVersion: 3 },
    });
    const token = trial.body.value!.token;
    expectRefusal(await t.call(getWithdrawInfo, { token }), 'trial.not.allowed', 403);
    expectRefusal(await t.call(getWithdrawals, { token, query: {} }), 'trial.not.allowed', 403);
    expectRefusal(
      await t.call(postWithdraw, { token, body: { amount: 500, cardId: 1, paymentPassword: '123456' } }),
      'trial.not.allowed',
      403,
    );
  });

  it("never shows or touches another member's withdrawal or card", async () => {
    const owner = await withdrawer(t, 100_000n);
    const other = await withdrawer(t, 100_000n);
    const w = (await withdraw(t, owner, 500)).body.value!;
    expectRefusal(
      await t.call(getWithdrawal, { token: other.token, params: { id: w.id } }),
      'withdrawal.not.found',
      404,
    );
    expectRefusal(
      await t.call(getWithdrawal, { token: other.token, params: { id: randomUUID() } }),
      'withdrawal.not.found',
      404,
    );
    expect((await t.call(getWithdrawals, { token: other.token, query: {} })).body.value!.total).toBe(0);
    await act(approveWithdrawal, w.id);
    await act(disburseWithdrawal, w.id);
    expectRefusal(
      await t.call(postWithdrawReceipt, {
        token: other.token,
        params: { id: w.id },
        body: { result: 'RECEIVED' },
      }),
      'withdrawal.not.found',
      404,
    );
    // The other member's card id with the member's own password: not theirs, so not found.
    expectRefusal(
      await withdraw(t, { token: other.token, cardId: owner.cardId }, 500),
      'card.not.found',
      404,
    );
    expectRefusal(await withdraw(t, { token: other.token, cardId: 2_000_000 }, 500), 'card.not.found', 404);
    expect(await balances(t, other.memberId)).toEqual({ main: 100_000n, hold: 0n });
    expectRefusal(await act(approveWithdrawal, randomUUID()), 'withdrawal.not.found', 404);
    await t.verifyLedger();
  });
});

describe('what a withdrawal needs', () => {
  it('an amount within the limits, in the currency scale, and covered by MAIN', async () => {
    const who = await withdrawer(t, 100_000n);
    expect(expectRefusal(await withdraw(t, who, 499.99), 'amount.below.minimum').message).toContain(
      '৳ 500.00',
    );
    expect(expectRefusal(await withdraw(t, who, 50_000.01), 'amount.above.maximum').message).toContain(
      '৳ 50,000.00',
    );
    expectRefusal(await withdraw(t, who, 500.001), 'amount.invalid');
    expectRefusal(await withdraw(t, who, 1_000.01), 'balance.insufficient');
    expect(await balances(t, who.memberId)).toEqual({ main: 100_000n, hold: 0n });
    const rows = await t.db
      .selectFrom('withdrawals')
      .select('id')
      .where('member_id', '=', who.memberId)
      .execute();
    expect(rows).toEqual([]);
    expect((await withdraw(t, who, 1_000)).body.value!.amount).toBe(1_000);
    expect(await balances(t, who.memberId)).toEqual({ main: 0n, hold: 100_000n });
    await t.verifyLedger();
  });

  it('at most the daily count of requests (rejected ones count too)', async () => {
    await setWithdrawSettings(t, { dailyCount: 2 });
    try {
      const who = await withdrawer(t, 300_000n);
      const first = (await withdraw(t, who, 500)).body.value!;
      await t.call(rejectWithdrawal, {
        token: financeToken,
        params: { id: first.id },
        body: { reason: 'x' },
      });
      await withdraw(t, who, 500);
      const refusal = expectRefusal(await withdraw(t, who, 500), 'withdrawal.daily.limit');
      expect(refusal.message).toContain('2');
      expect((await t.call(getWithdrawInfo, { token: who.token })).body.value!.dailyCount).toBe(0);
      // Yesterday's requests no longer count.
      await t.db
        .updateTable('withdrawals')
        .set({ created_at: new Date(t.clock.now().getTime() - 24 * 60 * 60_000) })
        .where('member_id', '=', who.memberId)
        .execute();
      expect((await t.call(getWithdrawInfo, { token: who.token })).body.value!.dailyCount).toBe(2);
      expect((await withdraw(t, who, 500)).body.success).toBe(true);
      expect(await balances(t, who.memberId)).toEqual({ main: 200_000n, hold: 100_000n });
    } finally {
      await setWithdrawSettings(t, { dailyCount: 5 });
    }
    await t.verifyLedger();
  });

  it('no open wagering requirement: refused with the remaining turnover', async () => {
    const who = await withdrawer(t, 100_000n);
    const merchant = await merchantOf(t);
    // The bonus's row alone (its money is the reward engine's to test): the turnover it owes.
    const requirement = await t.db
      .insertInto('bonuses')
      .values({
        merchant_id: merchant.id,
        member_id: who.memberId,
        currency: 'BDT',
        amount: 10_000n,
        required: 150_000n,
        progress: 25_000n,
        issued_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refusal = expectRefusal(await withdraw(t, who, 500), 'withdrawal.wagering.open');
    expect(refusal.message).toContain('৳ 1,250.00');
    expect((await t.call(getWithdrawInfo, { token: who.token })).body.value!.remainingTurnover).toBe(1_250);
    expect(await balances(t, who.memberId)).toEqual({ main: 100_000n, hold: 0n });
    await t.db.updateTable('bonuses').set({ state: 'FORFEITED' }).where('id', '=', requirement.id).execute();
    expect((await withdraw(t, who, 500)).body.success).toBe(true);
    await t.verifyLedger();
  });

  it('the right payment password, a password at all, and a card in the real name', async () => {
    const who = await withdrawer(t, 100_000n);
    expectRefusal(await withdraw(t, who, 500, { paymentPassword: '654321' }), 'invalid.payment.pw');
    expectRefusal(await withdraw(t, who, 500, { paymentPassword: 'abc' }), 'invalid.payment.pw');
    await t.db
      .updateTable('members')
      .set({ payee_name: 'Someone Else' })
      .where('id', '=', who.memberId)
      .execute();
    expectRefusal(await withdraw(t, who, 500), 'card.holder.mismatch');
    await t.db
      .updateTable('members')
      .set({ payment_password_hash: null })
      .where('id', '=', who.memberId)
      .execute();
    expectRefusal(await withdraw(t, who, 500), 'not.exists.payment.password');
    expect((await t.call(getWithdrawInfo, { token: who.token })).body.value!.hasPaymentPassword).toBe(false);
    expect(await balances(t, who.memberId)).toEqual({ main: 100_000n, hold: 0n });
  });

  it('answers a retried request with the first withdrawal, and refuses its id for another one', async () => {
    const who = await withdrawer(t, 100_000n);
    const requestId = randomUUID();
    const first = await withdraw(t, who, 500, { requestId });
    const again = await withdraw(t, who, 500, { requestId });
    expect(again.body.value!.id).toBe(first.body.value!.id);
    expectRefusal(await withdraw(t, who, 600, { requestId }), 'transfer.id.conflict', 409);
    expect(await balances(t, who.memberId)).toEqual({ main: 50_000n, hold: 50_000n });
    expect((await t.call(getWithdrawInfo, { token: who.token })).body.value!.dailyCount).toBe(4);
    await t.verifyLedger();
  });
});
