import { randomUUID } from 'node:crypto';
import { approveDeposits, approveWithdrawals, postDeposit } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { withdraw, withdrawer } from '../withdrawals/withdrawal-test-kit.js';
import { mainBalance } from './deposit-test-kit.js';

describe('bulk approval from the queues', () => {
  let t: TestApp;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await staffTokenFor(t, 'finance');
  });
  afterAll(() => t.close());

  it('approves each deposit on its own, tells the ones it could not, and credits each once', async () => {
    const members = [await registerMember(t), await registerMember(t)];
    const ids: string[] = [];
    for (const member of members) {
      ids.push(
        (await t.call(postDeposit, { token: member.token, body: { channel: 'BANK', amount: 250 } })).body
          .value!.id,
      );
    }
    const unknown = randomUUID();
    const first = await t.call(approveDeposits, { token: finance, body: { ids: [...ids, unknown] } });
    expect(first.body.value!.results.map((r) => [r.id, r.ok])).toEqual([
      [ids[0], true],
      [ids[1], true],
      [unknown, false],
    ]);
    expect(first.body.value!.results[2]!.message).toBeTruthy();
    const again = await t.call(approveDeposits, { token: finance, body: { ids } });
    expect(again.body.value!.results.every((r) => !r.ok && r.errorCode === 'deposit.not.pending')).toBe(true);
    for (const member of members) expect(await mainBalance(t, member.member.id)).toBe(25_000n);
    await t.verifyLedger();
  });

  it('approves withdrawals under review in one call', async () => {
    const who = await withdrawer(t, 100_000n);
    const id = (await withdraw(t, who, 600)).body.value!.id;
    const answer = await t.call(approveWithdrawals, { token: finance, body: { ids: [id] } });
    expect(answer.body.value!.results).toEqual([{ id, ok: true, errorCode: null, message: null }]);
  });

  it('refuses an empty, oversized or malformed list', async () => {
    for (const ids of [[], Array.from({ length: 51 }, () => randomUUID()), ['not-a-uuid']]) {
      expectRefusal(await t.call(approveDeposits, { token: finance, body: { ids } }), 'validation.failed');
    }
    const support = await staffTokenFor(t, 'support');
    expectRefusal(
      await t.call(approveWithdrawals, { token: support, body: { ids: [randomUUID()] } }),
      'staff.forbidden',
      403,
    );
  });
});
