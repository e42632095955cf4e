import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { Bonuses } from './bonuses.js';
import { CASHBACK, CashbackDetails } from './cashback.js';
import { DepositRewards } from './deposit-rewards.js';
import { PeriodPromotions } from './period-promotions.js';
import { PeriodSettlement } from './period-settlement.js';
import { PromotionApplications } from './promotion-applications.js';
import { Promotions } from './promotions.service.js';
import { PromotionsAdmin } from './promotions-admin.js';
import { RealtimeAccrual } from './raised-accruals.js';
import { REBATES, RebateDetails } from './rebates.js';
import { VipAdmin } from './vip-admin.js';
import { VipKeep } from './vip-keep.js';
import { VipLevels } from './vip-levels.js';

/**
 * The reward engine (issue 15, decision 0039): promotions for members and for staff, bonus money
 * and its wagering, and the hook deposits call when one is approved.
 */
export function createRewards(deps: { db: Db; clock: Clock; ledger: Ledger }) {
  const { db, clock, ledger } = deps;
  const bonuses = new Bonuses(db, clock, ledger);
  const vip = new VipLevels(db, clock, ledger);
  return {
    bonuses,
    vip,
    vipKeep: new VipKeep(db, clock),
    vipAdmin: new VipAdmin(db),
    periods: new PeriodSettlement(db, clock, ledger),
    periodPromotions: new PeriodPromotions(db, clock, ledger, bonuses),
    rebates: new RebateDetails(db, clock),
    realtimeRebates: new RealtimeAccrual(db, clock, ledger, REBATES),
    cashback: new CashbackDetails(db, clock),
    promotions: new Promotions(db, clock, ledger, bonuses),
    deposits: new DepositRewards(clock, bonuses, vip),
    admin: new PromotionsAdmin(db, clock),
    applications: new PromotionApplications(db, clock, ledger, bonuses),
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

/**
 * Rebates of each brand day and cash back of each brand week, once the period is over and its play
 * folded (decision 0040), members risen to the VIP level their figures reach, and last month's keep
 * rule (decision 0041). Each period is claimed once, so several nodes may run them.
 */
export function rewardSettlementJobs(rewards: Rewards): Job[] {
  return [
    {
      name: 'reward-settlement',
      everyMs: 60_000,
      run: async () =>
        (await rewards.periods.settleDue(REBATES)) + (await rewards.periods.settleDue(CASHBACK)),
    },
    { name: 'vip-review', everyMs: 10_000, run: () => rewards.vip.reviewAll() },
    // The keep rule judges last month once its play is folded (decision 0041).
    { name: 'vip-keep', everyMs: 60_000, run: () => rewards.vipKeep.reviewDue() },
    // Brands that pay rebates as bets settle: what today's play owes beyond what was paid.
    { name: 'rebate-realtime', everyMs: 10_000, run: () => rewards.realtimeRebates.run() },
    // Rebate and cash back promotions: each period once it is folded, then what gives by itself.
    { name: 'promotion-settlement', everyMs: 10_000, run: () => rewards.periodPromotions.run() },
  ];
}
