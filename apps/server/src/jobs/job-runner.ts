import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { observeJobRun } from '../lib/metrics.js';
import type { JobOutcome } from './job-status.js';

/**
 * A background job: `run` does one pass over whatever is due at `now` and returns how many items
 * it handled. Jobs claim their work with `FOR UPDATE SKIP LOCKED` (or an equivalent guarded
 * update), so every node may run every job at once; tests call `run` directly with a moved clock.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(now: Date): Promise<number>;
}

/** Runs each job on its interval, one pass at a time per job, until stopped. */
export class JobRunner {
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly jobs: readonly Job[],
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    /** Where each pass's outcome is kept (the back office's jobs page); a failure here is logged. */
    private readonly record: (name: string, outcome: JobOutcome) => Promise<void> = async () => {},
  ) {}

  start(): void {
    for (const job of this.jobs) {
      let busy = false;
      const tick = () => {
        if (busy || this.stopped) return;
        busy = true;
        const started = performance.now();
        const startedAt = new Date();
        const seconds = () => (performance.now() - started) / 1000;
        const keep = (handled: number, error: string | null) =>
          this.record(job.name, { startedAt, finishedAt: new Date(), handled, error }).catch(
            (failure: unknown) => this.log.warn({ err: failure, job: job.name }, 'job outcome not recorded'),
          );
        const pass = job
          .run(this.clock.now())
          .then(async (handled) => {
            observeJobRun(job.name, 'ok', seconds());
            if (handled > 0) this.log.debug({ job: job.name, handled }, 'job pass');
            await keep(handled, null);
          })
          .catch(async (error: unknown) => {
            observeJobRun(job.name, 'failed', seconds());
            this.log.error({ err: error, job: job.name }, 'job pass failed');
            await keep(0, error instanceof Error ? error.message : String(error));
          })
          .finally(() => {
            busy = false;
            this.running.delete(pass);
          });
        this.running.add(pass);
      };
      this.timers.push(setInterval(tick, job.everyMs));
    }
  }

  /** Stop scheduling and wait for passes in flight (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await Promise.allSettled([...this.running]);
  }
}
