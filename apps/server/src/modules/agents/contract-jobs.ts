import type { ContractType } from '@tessera/contracts';
import type { Job } from '../../jobs/job-runner.js';
import type { ContractSettlement } from './contract-settlement.js';

/**
 * The settlement jobs (issue 14): how often each looks for complete periods. A run settles every
 * period that has ended and retries unpaid bills, so a late or repeated run changes nothing twice.
 */
const JOBS: { name: string; type: ContractType; everyMs: number }[] = [
  { name: 'agent-realtime-salary', type: 'REALTIME_SALARY', everyMs: 60_000 },
  { name: 'agent-hourly-salary', type: 'HOURLY_SALARY', everyMs: 5 * 60_000 },
  { name: 'agent-daily-salary', type: 'DAILY_SALARY', everyMs: 15 * 60_000 },
  { name: 'agent-dividend', type: 'DIVIDEND', everyMs: 30 * 60_000 },
];

export const CONTRACT_JOB_NAMES = JOBS.map((job) => job.name);

export function contractJobs(settlement: ContractSettlement): Job[] {
  return JOBS.map(({ name, type, everyMs }) => ({
    name,
    everyMs,
    run: async () => {
      const outcome = await settlement.run(type);
      return outcome.bills + outcome.paid;
    },
  }));
}
