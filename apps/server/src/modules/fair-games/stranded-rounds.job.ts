import type { Job } from '../../jobs/job-runner.js';
import type { FairGames } from './fair-games.service.js';

/**
 * In-house plays whose process stopped between two steps (stake taken but not drawn, or drawn but
 * not paid) are finished a minute on; reservations whose stake was never taken are removed. Every
 * step is an idempotent replay of the play's own, so every node may run this at once.
 */
export function strandedFairRoundsJob(fairGames: FairGames): Job {
  return { name: 'fair-stranded-rounds', everyMs: 30_000, run: (now) => fairGames.settleStranded(now) };
}
