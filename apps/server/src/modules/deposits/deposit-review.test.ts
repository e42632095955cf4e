import { randomUUID } from 'node:crypto';
import {
  approveDeposit,
  getDeposit,
  listDepositsStaff,
  postDeposit,
  rejectDeposit,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { depositExpiryJob } from './deposit-expiry.js';
import { depositTransfers, mainBalance } from './deposit-test-kit.js';

let t: TestApp;
let admin: string;
let finance: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
  finance = await staffTokenFor(t, 'finance');
  support = await staffTokenFor(t, 'support');
});
afterAll(() => t.close());

async function bankDeposit(amount = 1_000) {
  const member = await registerMember(t);
  const result = await t.call(postDeposit, { token: member.token, body: { channel: 'BANK', amount } });
  return { member, deposit: result.body.value! };
}

const approve = (token: string, id: string) => t.call(approveDeposit, { token, params: { id } });
const reject = (token: string, id: string, reason = 'No transfer arrived') =>
  t.call(rejectDeposit, { token, params: { id }, body: { reason } });
const audits = (action: string, target: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

describe('staff approval', () => {
  it('credits the member once through the ledger; a second approval answers deposit.not.pending', async () => {
    const { member, deposit } = await bankDeposit(1_234.56);
    const first = await approve(finance, deposit.id);
    expect(first.body.value).toMatchObject({
      id: deposit.id,
      state: 'APPROVED',
      memberId: member.member.id,
      username: member.username,
      decidedVia: 'STAFF',
    });
    expect(await mainBalance(t, member.member.id)).toBe(123_456n);
    const [transfer, ...more] = await depositTransfers(t, deposit.id);
    expect(more).toEqual([]);
    expect(transfer).toMatchObject({
      kind: 'DEPOSIT',
      amount: 123_456n,
      ref_type: 'deposit',
      ref_id: deposit.id,
    });
    const debit = await t.db
      .selectFrom('ledger_accounts')
      .select(['owner_type', 'kind'])
      .where('id', '=', transfer!.debit_account_id)
      .executeTakeFirstOrThrow();
    expect(debit).toEqual({ owner_type: 'house', kind: 'CASH:BANK' });

    expectRefusal(await approve(admin, deposit.id), 'deposit.not.pending', 400);
    expectRefusal(await reject(admin, deposit.id), 'deposit.not.pending', 400);
    expect(await mainBalance(t, member.member.id)).toBe(123_456n);
    expect(await depositTransfers(t, deposit.id)).toHaveLength(1);
    expect(await audits('deposit.approve', deposit.id)).toHaveLength(1);

    const seen = await t.call(getDeposit, { token: member.token, params: { id: deposit.id } });
    expect(seen.body.value).toMatchObject({ state: 'APPROVED', amount: 1_234.56 });
    expect(seen.body.value!.decidedAt).not.toBeNull();
    await t.verifyLedger();
  });

  it('credits once when ten approvals of one deposit race', async () => {
    const { member, deposit } = await bankDeposit(700);
    const results = await Promise.all(Array.from({ length: 10 }, () => approve(admin, deposit.id)));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    for (const r of results.filter((r) => !r.body.success)) expectRefusal(r, 'deposit.not.pending');
    expect(await mainBalance(t, member.member.id)).toBe(70_000n);
    expect(await depositTransfers(t, deposit.id)).toHaveLength(1);
    await t.verifyLedger();
  });

  it('approves a bank transfer that arrived after the deposit expired', async () => {
    const { member, deposit } = await bankDeposit(800);
    t.clock.advance(31 * 60_000);
    await depositExpiryJob(t.db).run(t.clock.now());
    const expired = await t.call(getDeposit, { token: member.token, params: { id: deposit.id } });
    expect(expired.body.value!.state).toBe('EXPIRED');
    expect((await approve(admin, deposit.id)).body.value).toMatchObject({
      state: 'APPROVED',
      decidedVia: 'STAFF',
    });
    expect(await mainBalance(t, member.member.id)).toBe(80_000n);
    await t.verifyLedger();
  });
});

describe('staff rejection', () => {
  it('rejects with the reason the member reads; nothing moves and it cannot be approved after', async () => {
    const { member, deposit } = await bankDeposit();
    const result = await reject(finance, deposit.id, '  Reference missing on the transfer  ');
    expect(result.body.value).toMatchObject({
      state: 'REJECTED',
      reason: 'Reference missing on the transfer',
    });
    expectRefusal(await approve(admin, deposit.id), 'deposit.not.pending');
    expect(await mainBalance(t, member.member.id)).toBe(0n);
    expect(await depositTransfers(t, deposit.id)).toEqual([]);
    const [entry] = await audits('deposit.reject', deposit.id);
    expect(entry).toMatchObject({ actor_type: 'staff' });
    const seen = await t.call(getDeposit, { token: member.token, params: { id: deposit.id } });
    expect(seen.body.value).toMatchObject({ state: 'REJECTED', reason: 'Reference missing on the transfer' });
  });

  it('refuses an empty reason, an unknown id and a malformed id', async () => {
    const { deposit } = await bankDeposit();
    expectRefusal(await reject(admin, deposit.id, '   '), 'validation.failed', 400);
    expectRefusal(await reject(admin, randomUUID()), 'deposit.not.found', 404);
    expectRefusal(await approve(admin, randomUUID()), 'deposit.not.found', 404);
    expectRefusal(await approve(admin, '1; drop table deposits'), 'validation.failed', 400);
    expect(
      (await t.call(getDeposit, { token: (await registerMember(t)).token, params: { id: deposit.id } }))
        .status,
    ).toBe(404);
  });
});

describe('roles', () => {
  it('lets admin and finance decide and list; refuses support staff and members', async () => {
    const { member, deposit } = await bankDeposit();
    expectRefusal(await approve(support, deposit.id), 'staff.forbidden', 403);
    expectRefusal(await reject(support, deposit.id), 'staff.forbidden', 403);
    expectRefusal(
      await t.call(listDepositsStaff, { token: support, query: { state: 'PENDING' } }),
      'staff.forbidden',
      403,
    );
    // A member token is no staff session.
    expectRefusal(await approve(member.token, deposit.id), 'user.or.token.invalid', 401);
    expectRefusal(await approve('', deposit.id), 'login.not.session', 401);
    expect(await mainBalance(t, member.member.id)).toBe(0n);
    expect(await audits('deposit.approve', deposit.id)).toEqual([]);

    const queue = await t.call(listDepositsStaff, {
      token: finance,
      query: { state: 'PENDING', pageSize: '50' },
    });
    const mine = queue.body.value!.list.find((d) => d.id === deposit.id);
    expect(mine).toMatchObject({
      username: member.username,
      state: 'PENDING',
      amount: 1_000,
      paymentId: null,
    });
    const times = queue.body.value!.list.map((d) => d.createdAt);
    expect([...times].sort()).toEqual(times);
    expectRefusal(await t.call(listDepositsStaff, { token: admin, query: {} }), 'validation.failed');
  });
});
