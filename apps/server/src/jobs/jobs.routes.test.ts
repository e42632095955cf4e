import { listJobs, runJob } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../test/test-app.js';
import { JobRunner } from './job-runner.js';
import { recordJobRun } from './job-status.js';

describe('background jobs in the back office', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffTokenFor(t, 'admin');
  });
  afterAll(() => t.close());

  it('lists every job, runs one now and keeps its outcome; an unknown job is not found', async () => {
    const list = (await t.call(listJobs, { token: admin })).body.value!.list;
    expect(list.map((j) => j.name)).toEqual(
      expect.arrayContaining(['house-roll-up', 'deposit-expiry', 'lottery-settlement']),
    );
    expect(list.find((j) => j.name === 'deposit-expiry')).toMatchObject({
      everySeconds: 30,
      runs: 0,
      lastOk: null,
    });

    const ran = await t.call(runJob, { token: admin, params: { name: 'deposit-expiry' } });
    expect(ran.body.value).toMatchObject({
      name: 'deposit-expiry',
      runs: 1,
      failures: 0,
      lastOk: true,
      lastHandled: 0,
    });
    const again = await t.call(runJob, { token: admin, params: { name: 'deposit-expiry' } });
    expect(again.body.value!.runs).toBe(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', 'job:deposit-expiry')
      .execute();
    expect(audit).toHaveLength(2);

    expectRefusal(
      await t.call(runJob, { token: admin, params: { name: 'no-such-job' } }),
      'object.not.found',
    );
    expectRefusal(
      await t.call(runJob, { token: admin, params: { name: 'DROP TABLE' } }),
      'validation.failed',
    );
  });

  it("keeps the scheduler's passes too, failures with their error", async () => {
    let calls = 0;
    const runner = new JobRunner(
      [
        {
          name: 'flaky-test-job',
          everyMs: 10,
          run: async () => (++calls === 1 ? 3 : Promise.reject(new Error('feed down'))),
        },
      ],
      t.clock,
      t.app.log,
      (name, outcome) => recordJobRun(t.db, name, outcome),
    );
    runner.start();
    while (calls < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await runner.stop();
    const row = await t.db
      .selectFrom('job_status')
      .selectAll()
      .where('name', '=', 'flaky-test-job')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ last_ok: false, last_error: 'feed down', last_handled: 0 });
    expect(Number(row.runs)).toBe(2);
    expect(Number(row.failures)).toBe(1);
  });
});
