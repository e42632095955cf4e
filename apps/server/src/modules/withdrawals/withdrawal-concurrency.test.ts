import {
  approveWithdrawal,
  disburseWithdrawal,
  getWithdrawInfo,
  rejectWithdrawal,
  type StaffWithdrawal,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  balances,
  finance,
  legsOf,
  setWithdrawSettings,
  withdraw,
  withdrawer,
} from './withdrawal-test-kit.js';

/** Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where the calls truly overlap. */
let t: TestApp;
let financeToken: string;
beforeAll(async () => {
  t = await createTestApp();
  financeToken = await finance(t);
  await setWithdrawSettings(t, { dailyCount: 100 });
});
afterAll(() => t.close());

const auditCount = async (id: string, action: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target', '=', `withdrawal:${id}`)
      .where('action', '=', action)
      .execute()
  ).length;

describe('withdrawals at the same time', () => {
  it('50 requests from a member who can afford 10: exactly 10 are held, nothing overdraws', async () => {
    const who = await withdrawer(t, 10n * 50_000n);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(t, who, 500)));
    const accepted = results.filter((r) => r.body.success);
    const refused = results.filter((r) => !r.body.success);
    expect(accepted).toHaveLength(10);
    expect(refused.map((r) => r.body.errorCode)).toEqual(Array(40).fill('balance.insufficient'));
    expect(await balances(t, who.memberId)).toEqual({ main: 0n, hold: 500_000n });
    const rows = await t.db
      .selectFrom('withdrawals')
      .select('id')
      .where('member_id', '=', who.memberId)
      .execute();
    expect(rows).toHaveLength(10);
    expect((await t.call(getWithdrawInfo, { token: who.token })).body.value!.dailyCount).toBe(90);
    await t.verifyLedger();
  });

  it('never lets concurrent requests pass the daily count', async () => {
    await setWithdrawSettings(t, { dailyCount: 3 });
    try {
      const who = await withdrawer(t, 1_000_000n);
      const results = await Promise.all(Array.from({ length: 12 }, () => withdraw(t, who, 500)));
      expect(results.filter((r) => r.body.success)).toHaveLength(3);
      expect(new Set(results.filter((r) => !r.body.success).map((r) => r.body.errorCode))).toEqual(
        new Set(['withdrawal.daily.limit']),
      );
      expect(await balances(t, who.memberId)).toEqual({ main: 850_000n, hold: 150_000n });
    } finally {
      await setWithdrawSettings(t, { dailyCount: 100 });
    }
    await t.verifyLedger();
  });

  it('a double-clicked approve, disburse or reject moves money once and is audited once', async () => {
    const who = await withdrawer(t, 200_000n);
    const paid = (await withdraw(t, who, 1_000)).body.value!;
    const refused = (await withdraw(t, who, 1_000)).body.value!;
    const click = (endpoint: typeof approveWithdrawal | typeof disburseWithdrawal, id: string) =>
      Promise.all([1, 2, 3].map(() => t.call(endpoint, { token: financeToken, params: { id } })));

    const approvals = await click(approveWithdrawal, paid.id);
    expect(approvals.map((r) => r.body.value?.state)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
    expect(await auditCount(paid.id, 'withdrawal.approve')).toBe(1);

    const payouts = await click(disburseWithdrawal, paid.id);
    expect(payouts.map((r) => r.body.value?.state)).toEqual(['DISBURSED', 'DISBURSED', 'DISBURSED']);
    expect(await legsOf(t, paid.id)).toEqual([
      { kind: 'WITHDRAW_HOLD', amount: 100_000n },
      { kind: 'WITHDRAW_PAYOUT', amount: 100_000n },
    ]);
    expect(await auditCount(paid.id, 'withdrawal.disburse')).toBe(1);

    const rejections = await Promise.all(
      [1, 2, 3].map(() =>
        t.call(rejectWithdrawal, {
          token: financeToken,
          params: { id: refused.id },
          body: { reason: 'dup' },
        }),
      ),
    );
    expect(rejections.every((r) => r.body.value?.state === 'REJECTED')).toBe(true);
    expect(await legsOf(t, refused.id)).toHaveLength(2);
    expect(await auditCount(refused.id, 'withdrawal.reject')).toBe(1);
    expect(await balances(t, who.memberId)).toEqual({ main: 100_000n, hold: 0n });
    await t.verifyLedger();
  });

  it('a reject racing a disburse: exactly one wins and the money follows the winner', async () => {
    const who = await withdrawer(t, 100_000n);
    const w = (await withdraw(t, who, 1_000)).body.value!;
    await t.call(approveWithdrawal, { token: financeToken, params: { id: w.id } });
    const [reject, disburse] = await Promise.all([
      t.call(rejectWithdrawal, { token: financeToken, params: { id: w.id }, body: { reason: 'race' } }),
      t.call(disburseWithdrawal, { token: financeToken, params: { id: w.id } }),
    ]);
    const winners = [reject, disburse].filter((r) => r.body.success);
    expect(winners).toHaveLength(1);
    const state = (winners[0]!.body.value as StaffWithdrawal).state;
    const loser = [reject, disburse].find((r) => !r.body.success)!;
    expect(loser.body.errorCode).toBe('withdrawal.state.invalid');
    expect(await balances(t, who.memberId)).toEqual(
      state === 'REJECTED' ? { main: 100_000n, hold: 0n } : { main: 0n, hold: 0n },
    );
    expect(await legsOf(t, w.id)).toHaveLength(2);
    await t.verifyLedger();
  });
});
