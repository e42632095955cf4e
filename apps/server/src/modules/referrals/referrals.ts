import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import type { SiteAddress } from '../../lib/site-base.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { ReferralFriends } from './referral-friends.js';
import { ReferralRewards } from './referral-rewards.js';
import { ReferralRulesAdmin } from './referral-rules.js';

/** Invite friends (issue 16, decision 0044). */
export function createReferrals(deps: { db: Db; clock: Clock; ledger: Ledger; site: SiteAddress }) {
  const { db, clock, ledger, site } = deps;
  return {
    friends: new ReferralFriends(db, site),
    rewards: new ReferralRewards(db, clock, ledger),
    rules: new ReferralRulesAdmin(db),
  };
}

export type Referrals = ReturnType<typeof createReferrals>;

/** Referrers' rewards for the steps their friends reached (each once, by its key: several nodes may run it). */
export function referralJob(referrals: Referrals): Job {
  return { name: 'referral-rewards', everyMs: 10_000, run: () => referrals.rewards.run() };
}
