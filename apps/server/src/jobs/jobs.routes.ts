import { listJobs, runJob } from '@tessera/contracts';
import { AppError } from '../http/app-error.js';
import { requireStaff } from '../http/context.js';
import { recordAudit } from '../modules/audit/audit.repo.js';
import type { RouteDeps } from '../routes.js';
import { jobStatuses, recordJobRun } from './job-status.js';
import { allJobs } from './jobs.js';

/** The back office's jobs page: the list with each job's last pass, and running one now (admin). */
export function jobRoutes({ app, gate, services, bind }: RouteDeps): void {
  const jobs = allJobs(services);
  const view = (
    name: string,
    everyMs: number,
    row: Awaited<ReturnType<typeof jobStatuses>>[number] | undefined,
  ) => ({
    name,
    everySeconds: everyMs / 1000,
    lastStartedAt: row ? new Date(row.last_started_at).toISOString() : null,
    lastFinishedAt: row ? new Date(row.last_finished_at).toISOString() : null,
    lastHandled: row?.last_handled ?? null,
    lastOk: row?.last_ok ?? null,
    lastError: row?.last_error ?? null,
    runs: Number(row?.runs ?? 0),
    failures: Number(row?.failures ?? 0),
  });

  bind(app, gate, listJobs, async () => {
    const rows = new Map((await jobStatuses(services.db)).map((row) => [row.name, row]));
    return { list: jobs.map((job) => view(job.name, job.everyMs, rows.get(job.name))) };
  });

  bind(app, gate, runJob, async ({ ctx, params }) => {
    const job = jobs.find((candidate) => candidate.name === params.name);
    if (!job) throw new AppError('object.not.found');
    const startedAt = new Date();
    let handled = 0;
    let error: string | null = null;
    try {
      handled = await job.run(services.clock.now());
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    await recordJobRun(services.db, job.name, { startedAt, finishedAt: new Date(), handled, error });
    await recordAudit(services.db, {
      merchantId: ctx.merchant.id,
      actorType: 'staff',
      actorId: requireStaff(ctx).staffId,
      action: 'job.run',
      target: `job:${job.name}`,
      details: { handled, error },
      ip: ctx.ip,
    });
    const row = (await jobStatuses(services.db)).find((r) => r.name === job.name);
    return view(job.name, job.everyMs, row);
  });
}
