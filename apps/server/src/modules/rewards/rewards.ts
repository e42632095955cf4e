import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { Bonuses } from './bonuses.js';
import { DepositRewards } from './deposit-rewards.js';
import { PromotionApplications } from './promotion-applications.js';
import { Promotions } from './promotions.service.js';
import { PromotionsAdmin } from './promotions-admin.js';
import { Rebates } from './rebates.js';

/**
 * The reward engine (issue 15, decision 0039): promotions for members and for staff, bonus money
 * and its wagering, and the hook deposits call when one is approved.
 */
export function createRewards(deps: { db: Db; clock: Clock; ledger: Ledger }) {
  const { db, clock, ledger } = deps;
  const bonuses = new Bonuses(db, clock, ledger);
  return {
    bonuses,
    promotions: new Promotions(db, clock, ledger, bonuses),
    deposits: new DepositRewards(clock, bonuses),
    admin: new PromotionsAdmin(db, clock),
    applications: new PromotionApplications(db, clock, ledger, bonuses),
    rebates: new Rebates(db, clock, ledger),
  };
}

export type Rewards = ReturnType<typeof createRewards>;

/**
 * The bonuses' clock: met turnover converts to the main wallet, expired bonuses go back. Each
 * bonus ends in its own guarded transaction, so several nodes may run it.
 */
export function bonusJob(bonuses: Bonuses): Job {
  return {
    name: 'bonus-settlement',
    everyMs: 2_000,
    run: async () => (await bonuses.convertMet()) + (await bonuses.expireDue()),
  };
}
