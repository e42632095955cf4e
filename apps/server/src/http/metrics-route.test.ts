import { postAdjustment } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken } from '../../test/helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { JobRunner } from '../jobs/job-runner.js';
import { allJobs } from '../jobs/jobs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scrape = (ip: string) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: ip });

/** The value of one sample line (`name{labels} value`), or null when the line is missing. */
function sample(text: string, line: string): number | null {
  const found = text.split('\n').find((entry) => entry.startsWith(`${line} `));
  return found === undefined ? null : Number(found.slice(line.length + 1));
}

/** How much each sample line grew between two scrapes (a line missing before counts from 0). */
function growth(before: string, after: string) {
  return (line: string) => (sample(after, line) ?? 0) - (sample(before, line) ?? 0);
}

describe('/metrics', () => {
  // The metrics belong to the process, which other test files' apps share: the counts are read as
  // growth over this test's own calls.
  it('lists request, ledger, provider, job and pool metrics to loopback after a few calls', async () => {
    const before = (await scrape('127.0.0.1')).body;
    const member = await registerMember(t);
    const admin = await staffToken(t);
    const adjusted = await t.call(postAdjustment, {
      token: admin,
      params: { memberId: member.member.id },
      body: { amount: 12, reason: 'metrics' },
    });
    expect(adjusted.body.success).toBe(true);
    // A vendor call without a signature: refused, and counted by its status.
    const vendorCall = await t.app.inject({
      method: 'POST',
      url: '/provider/v1/BGS/balance',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(vendorCall.json().status).not.toBe('OK');
    // One real job on its runner: the socket sweep, every 10 ms, a few passes.
    const sweep = allJobs(t.services).find((job) => job.name === 'socket-sweep')!;
    const runner = new JobRunner([{ ...sweep, everyMs: 10 }], t.clock, t.app.log);
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await runner.stop();

    const answer = await scrape('127.0.0.1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/u);
    const text = answer.body;
    const grew = growth(before, text);
    // By the route's pattern, never the address with the member's id in it.
    const adjustmentLine =
      'tessera_http_request_duration_seconds_count{method="POST",route="/bo/api/members/:memberId/adjustments",status_code="200"}';
    expect(grew(adjustmentLine)).toBe(1);
    // Buckets are cumulative: the last (+Inf) holds every request of the series.
    const bucket = (le: string) =>
      sample(
        text,
        `tessera_http_request_duration_seconds_bucket{method="POST",route="/bo/api/members/:memberId/adjustments",status_code="200",le="${le}"}`,
      );
    expect(bucket('+Inf')).toBe(sample(text, adjustmentLine));
    expect(bucket('0.001')).toBeLessThanOrEqual(bucket('10')!);
    expect(text).not.toContain(`/bo/api/members/${member.member.id}/adjustments`);
    expect(grew('tessera_ledger_postings_total{kind="ADJUSTMENT"}')).toBeGreaterThanOrEqual(1);
    // Counted by its status, whichever refusal it was.
    const balanceCalls = (scraped: string) =>
      scraped
        .split('\n')
        .filter((line) => /^tessera_provider_calls_total\{action="balance",status="[A-Z_]+"\} /u.test(line))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(balanceCalls(text) - balanceCalls(before)).toBe(1);
    expect(
      grew('tessera_job_run_duration_seconds_count{job="socket-sweep",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'tessera_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tessera_db_pool_waiting')).toBe(0);
    expect(text).toContain('tessera_process_cpu_seconds_total');

    // The IPv4 loopback as a dual-stack socket shows it, and the IPv6 loopback, may read it too.
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await scrape('::1')).statusCode).toBe(200);
  });

  it('answers any other address as if there were no such page', async () => {
    for (const ip of ['10.1.2.3', '192.168.0.10', '2001:db8::1', '::ffff:10.1.2.3']) {
      const answer = await scrape(ip);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
      expect(answer.body).not.toContain('tessera_');
    }
  });
});
