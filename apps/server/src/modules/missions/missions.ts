import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { Leaderboards } from './leaderboards.js';
import { Missions } from './missions.service.js';
import { MissionsAdmin } from './missions-admin.js';

/** Missions and their leaderboard (issue 16, decision 0043). */
export function createMissions(deps: { db: Db; clock: Clock; ledger: Ledger }) {
  const { db, clock, ledger } = deps;
  return {
    missions: new Missions(db, clock, ledger),
    leaderboards: new Leaderboards(db, clock, ledger),
    admin: new MissionsAdmin(db),
  };
}

export type MissionServices = ReturnType<typeof createMissions>;

/** Leaderboard periods that are over pay their prizes, once each (several nodes may run it). */
export function leaderboardJob(missions: MissionServices): Job {
  return { name: 'leaderboard-settlement', everyMs: 30_000, run: () => missions.leaderboards.settleDue() };
}
