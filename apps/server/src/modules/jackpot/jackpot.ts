import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { JackpotFeed } from './jackpot-feed.js';
import { JackpotPools } from './jackpot-pools.js';
import { JackpotSettingsAdmin } from './jackpot-settings.js';

/** The progressive jackpot (issue 16, decision 0046). */
export function createJackpot(deps: { db: Db; clock: Clock; ledger: Ledger }) {
  const { db, clock, ledger } = deps;
  return {
    settings: new JackpotSettingsAdmin(db, clock),
    feed: new JackpotFeed(db, clock, ledger),
    pools: new JackpotPools(db, clock),
  };
}

export type Jackpot = ReturnType<typeof createJackpot>;

/**
 * The feed: a pass every two seconds (so the banner's pushes come at most every two seconds per
 * brand), and the pools it moved told to the sockets.
 */
export function jackpotJob(jackpot: Jackpot): Job {
  return {
    name: 'jackpot-feed',
    everyMs: 2_000,
    run: async () => {
      const moved = await jackpot.feed.run();
      jackpot.pools.moved(moved);
      return moved.length;
    },
  };
}
