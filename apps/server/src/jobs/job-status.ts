import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** How one pass of a job ended. */
export interface JobOutcome {
  startedAt: Date;
  finishedAt: Date;
  handled: number;
  error: string | null;
}

/** Record a pass as the job's last run (any node); counts every run and every failure. */
export async function recordJobRun(db: Db, name: string, outcome: JobOutcome): Promise<void> {
  const failed = outcome.error !== null;
  await db
    .insertInto('job_status')
    .values({
      name,
      last_started_at: outcome.startedAt,
      last_finished_at: outcome.finishedAt,
      last_handled: outcome.handled,
      last_ok: !failed,
      last_error: outcome.error?.slice(0, 500) ?? null,
      runs: 1,
      failures: failed ? 1 : 0,
    })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({
        last_started_at: (eb) => eb.ref('excluded.last_started_at'),
        last_finished_at: (eb) => eb.ref('excluded.last_finished_at'),
        last_handled: (eb) => eb.ref('excluded.last_handled'),
        last_ok: (eb) => eb.ref('excluded.last_ok'),
        last_error: (eb) => eb.ref('excluded.last_error'),
        runs: sql`job_status.runs + 1`,
        failures: sql`job_status.failures + excluded.failures`,
      }),
    )
    .execute();
}

export async function jobStatuses(db: Db) {
  return db.selectFrom('job_status').selectAll().execute();
}
