import { randomUUID } from 'node:crypto';
import {
  approveAdjustment,
  ERROR_CODES,
  getWalletBalance,
  listAdjustments,
  postAdjustment,
  rejectAdjustment,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;
let finance: string;
let otherFinance: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
  finance = await staffTokenFor(t, 'finance');
  otherFinance = await staffTokenFor(t, 'finance');
});
afterAll(() => t.close());

const main = async (token: string) =>
  (await t.call(getWalletBalance, { token })).body.value!.balance.find((line) => line.code === 'MAIN')!
    .availBalance;
const adjust = (memberId: number, body: Record<string, unknown>, token = finance) =>
  t.call(postAdjustment, { token, params: { memberId }, body });
const legsOf = (id: string) =>
  t.db.selectFrom('ledger_transfers').select('id').where('id', '=', id).execute();

describe('four-eyes staff adjustments (default threshold 10,000.00)', () => {
  it('posts an adjustment up to the threshold at once', async () => {
    const member = await registerMember(t);
    const posted = await adjust(member.member.id, { amount: 10_000, reason: 'welcome bonus' });
    expect(posted.body.value).toMatchObject({
      status: 'POSTED',
      amount: 10_000,
      balance: 10_000,
      decidedBy: null,
      memberId: member.member.id,
    });
    expect(posted.body.value!.transferId).toBe(posted.body.value!.id);
    expect(await main(member.token)).toBe(10_000);
  });

  it('holds one above the threshold until a different staff member approves; then it moves once', async () => {
    const member = await registerMember(t);
    const waiting = await adjust(member.member.id, { amount: 10_000.01, reason: 'large goodwill' });
    const { id } = waiting.body.value!;
    expect(waiting.body.value).toMatchObject({ status: 'PENDING', transferId: null, balance: null });
    expect(await main(member.token)).toBe(0);
    expect(await legsOf(id)).toHaveLength(0);
    const queue = (await t.call(listAdjustments, { token: admin, query: { status: 'PENDING' } })).body.value!;
    expect(queue.list.map((entry) => entry.id)).toContain(id);

    // The requester may neither approve nor reject it; support staff may do neither.
    expectRefusal(
      await t.call(approveAdjustment, { token: finance, params: { id } }),
      'adjustment.same.staff',
      403,
    );
    expectRefusal(
      await t.call(rejectAdjustment, { token: finance, params: { id }, body: {} }),
      'adjustment.same.staff',
      403,
    );
    const support = await staffTokenFor(t, 'support');
    expectRefusal(
      await t.call(approveAdjustment, { token: support, params: { id } }),
      'staff.forbidden',
      403,
    );
    expect(await main(member.token)).toBe(0);

    const approved = await t.call(approveAdjustment, { token: otherFinance, params: { id } });
    expect(approved.body.value).toMatchObject({ status: 'POSTED', balance: 10_000.01, transferId: id });
    expect(approved.body.value!.decidedBy).not.toBe(approved.body.value!.requestedBy);
    expect(await main(member.token)).toBe(10_000.01);
    expectRefusal(
      await t.call(approveAdjustment, { token: admin, params: { id } }),
      'adjustment.not.pending',
      409,
    );
    expect(await main(member.token)).toBe(10_000.01);
    expect(await legsOf(id)).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `member:${member.member.id}`)
      .where('action', 'like', 'member.adjustment%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'member.adjustment.request',
      'member.adjustment.approve',
    ]);
  });

  it('moves money once when two staff members approve the same adjustment at the same moment', async () => {
    const member = await registerMember(t);
    const { id } = (await adjust(member.member.id, { amount: 25_000, reason: 'jackpot correction' })).body
      .value!;
    const answers = await Promise.all([
      t.call(approveAdjustment, { token: admin, params: { id } }),
      t.call(approveAdjustment, { token: otherFinance, params: { id } }),
    ]);
    expect(answers.map((answer) => answer.body.errorCode).sort()).toEqual(
      [null, 'adjustment.not.pending'].sort(),
    );
    expect(await main(member.token)).toBe(25_000);
    expect(await legsOf(id)).toHaveLength(1);
    await t.verifyLedger();
  });

  it('moves nothing when rejected, and a rejected adjustment cannot be approved after', async () => {
    const member = await registerMember(t);
    const { id } = (await adjust(member.member.id, { amount: 50_000, reason: 'typo' })).body.value!;
    const rejected = await t.call(rejectAdjustment, {
      token: admin,
      params: { id },
      body: { note: 'wrong amount' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', transferId: null, balance: null });
    expectRefusal(
      await t.call(approveAdjustment, { token: otherFinance, params: { id } }),
      'adjustment.not.pending',
    );
    expect(await main(member.token)).toBe(0);
    expect(await legsOf(id)).toHaveLength(0);
  });

  it('answers a retried request (same requestId) with the same waiting adjustment, not a second one', async () => {
    const member = await registerMember(t);
    const body = { requestId: randomUUID(), amount: 20_000, reason: 'retry me' };
    const first = (await adjust(member.member.id, body)).body.value!;
    const again = (await adjust(member.member.id, body)).body.value!;
    expect(again).toEqual(first);
    const rows = await t.db
      .selectFrom('staff_adjustments')
      .select('id')
      .where('member_id', '=', member.member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses any call above the hard ceiling (1,000,000.00) with a clear code, credit or debit', async () => {
    const member = await registerMember(t);
    for (const amount of [1_000_000.01, -1_000_000.01, 5e9]) {
      const refusal = expectRefusal(
        await adjust(member.member.id, { amount, reason: 'mint' }, admin),
        'adjustment.over.ceiling',
      );
      expect(refusal.message).toBe(ERROR_CODES['adjustment.over.ceiling'].EN.replace('{max}', '1000000'));
    }
    const bn = await t.call(postAdjustment, {
      token: admin,
      params: { memberId: member.member.id },
      body: { amount: 2_000_000, reason: 'mint' },
      headers: { language: 'BN' },
    });
    expect(expectRefusal(bn, 'adjustment.over.ceiling').message).toMatch(/\p{Script=Bengali}/u);
    // At the ceiling it is allowed, and waits for a second person.
    expect(
      (await adjust(member.member.id, { amount: 1_000_000, reason: 'at the ceiling' }, admin)).body.value!
        .status,
    ).toBe('PENDING');
    const rows = await t.db
      .selectFrom('staff_adjustments')
      .select('amount')
      .where('member_id', '=', member.member.id)
      .execute();
    expect(rows.map((row) => row.amount)).toEqual([100_000_000n]);
    expect(await main(member.token)).toBe(0);
  });

  it("follows the brand's own threshold and ceiling", async () => {
    const merchant = await t.db
      .selectFrom('merchants')
      .select(['id', 'wallet_settings'])
      .executeTakeFirstOrThrow();
    const before = merchant.wallet_settings;
    const settings = typeof before === 'string' ? JSON.parse(before) : before;
    const set = async (value: unknown) => {
      await t.db
        .updateTable('merchants')
        .set({ wallet_settings: JSON.stringify(value) })
        .where('id', '=', merchant.id)
        .execute();
      t.services.merchants.invalidate();
    };
    await set({ ...settings, adjustmentApprovalAbove: 5_000, adjustmentCeiling: 100_000 });
    try {
      const member = await registerMember(t);
      expect((await adjust(member.member.id, { amount: 50, reason: 'small' })).body.value!.status).toBe(
        'POSTED',
      );
      expect((await adjust(member.member.id, { amount: 50.01, reason: 'above' })).body.value!.status).toBe(
        'PENDING',
      );
      expectRefusal(
        await adjust(member.member.id, { amount: 1_000.01, reason: 'ceiling' }),
        'adjustment.over.ceiling',
      );
    } finally {
      await set(settings);
    }
  });

  it('refuses bad ids and bad input with clear errors, moving nothing', async () => {
    expectRefusal(
      await t.call(approveAdjustment, { token: admin, params: { id: 'abc' } }),
      'validation.failed',
    );
    expectRefusal(
      await t.call(approveAdjustment, { token: admin, params: { id: randomUUID() } }),
      'adjustment.not.found',
      404,
    );
    expectRefusal(
      await t.call(rejectAdjustment, { token: admin, params: { id: randomUUID() }, body: {} }),
      'adjustment.not.found',
    );
    expectRefusal(
      await t.call(listAdjustments, { token: admin, query: { status: 'MAYBE' } }),
      'validation.failed',
    );
    const member = await registerMember(t);
    expectRefusal(await adjust(member.member.id, { amount: 0, reason: 'zero' }), 'validation.failed');
    expectRefusal(await adjust(member.member.id, { amount: '100', reason: 'text' }), 'validation.failed');
    expectRefusal(await adjust(member.member.id, { amount: 20_000, reason: '' }), 'validation.failed');
    expect(await main(member.token)).toBe(0);
    await t.verifyLedger();
  });
});
