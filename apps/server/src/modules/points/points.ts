import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { PeriodSettlement } from '../rewards/period-settlement.js';
import { RealtimeAccrual } from '../rewards/raised-accruals.js';
import type { PaymentPasswords } from '../security/payment-passwords.js';
import { PointItems } from './point-items.js';
import { PointRedeems } from './point-redeems.js';
import { PointWallet } from './point-wallet.js';
import { POINTS } from './points-accrual.js';
import { PointsSettingsAdmin } from './points-settings.js';

/** Points and the points mall (issue 16, decision 0042). */
export function createPoints(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  paymentPasswords: PaymentPasswords;
}) {
  const { db, clock, ledger, paymentPasswords } = deps;
  return {
    settings: new PointsSettingsAdmin(db),
    items: new PointItems(db),
    redeems: new PointRedeems(db, ledger, paymentPasswords),
    wallet: new PointWallet(db, ledger, paymentPasswords),
    accrual: new RealtimeAccrual(db, clock, ledger, POINTS),
  };
}

export type Points = ReturnType<typeof createPoints>;

/**
 * Points earned by play: as bets settle (every 10 s, what today's play earned beyond what was
 * credited), and each past day once it is over and folded (what the passes left). Both hold the
 * brand's lock on points, so several nodes may run them.
 */
export function pointsJob(points: Points, periods: PeriodSettlement): Job {
  return {
    name: 'points-accrual',
    everyMs: 10_000,
    run: async () => (await periods.settleDue(POINTS)) + (await points.accrual.run()),
  };
}
