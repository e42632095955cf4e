import { approveDeposit, getDeposits, postDeposit } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { allJobs } from '../../jobs/jobs.js';
import { depositRow, setDepositSettings } from './deposit-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the deposit expiry job', () => {
  it('expires pending deposits once they pass the brand’s expiryMinutes, by the injected clock', async () => {
    await setDepositSettings(t, { expiryMinutes: 5 });
    const job = allJobs(t.services).find((j) => j.name === 'deposit-expiry')!;
    const { token } = await registerMember(t);
    const create = async (amount: number) =>
      (await t.call(postDeposit, { token, body: { channel: 'BANK', amount } })).body.value!;

    const early = await create(300);
    t.clock.advance(2 * 60_000);
    const later = await create(400);
    const approved = await create(500);
    await t.call(approveDeposit, { token: await staffToken(t), params: { id: approved.id } });

    t.clock.advance(3 * 60_000 - 1);
    expect(await job.run(t.clock.now())).toBe(0);
    t.clock.advance(1);
    expect(await job.run(t.clock.now())).toBe(1);
    expect(await depositRow(t, early.id)).toMatchObject({ state: 'EXPIRED', decided_via: 'EXPIRY' });
    expect((await depositRow(t, later.id)).state).toBe('PENDING');
    expect(await job.run(t.clock.now())).toBe(0);

    t.clock.advance(2 * 60_000);
    expect(await job.run(t.clock.now())).toBe(1);
    expect((await depositRow(t, approved.id)).state).toBe('APPROVED');
    const expired = await t.call(getDeposits, { token, query: { state: 'EXPIRED' } });
    expect(expired.body.value!.list.map((d) => d.id).sort()).toEqual([early.id, later.id].sort());
    expect(expired.body.value!.list[0]!.decidedAt).toBe(t.clock.now().toISOString());
    await t.verifyLedger();
  });

  it('lets two nodes run it at once without expiring anything twice', async () => {
    await setDepositSettings(t, { expiryMinutes: 1, maxPending: 20 });
    const { token } = await registerMember(t);
    for (let i = 0; i < 12; i += 1)
      await t.call(postDeposit, { token, body: { channel: 'BANK', amount: 300 } });
    t.clock.advance(60_000);
    const job = allJobs(t.services).find((j) => j.name === 'deposit-expiry')!;
    const counts = await Promise.all([
      job.run(t.clock.now()),
      job.run(t.clock.now()),
      job.run(t.clock.now()),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
  });
});
