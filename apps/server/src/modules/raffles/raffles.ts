import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import { FairSeeds } from '../fair-games/seed-pairs.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { Raffles } from './raffles.service.js';
import { RafflesAdmin } from './raffles-admin.js';
import { TicketEarning } from './ticket-earning.js';

/** Prize tickets: red envelope, prize wheel, egg (issue 16, decision 0045). */
export function createRaffles(deps: { db: Db; clock: Clock; ledger: Ledger }) {
  const { db, clock, ledger } = deps;
  return {
    raffles: new Raffles(db, clock, ledger, new FairSeeds(db, clock)),
    admin: new RafflesAdmin(db, clock),
    earning: new TicketEarning(db, clock),
  };
}

export type RaffleServices = ReturnType<typeof createRaffles>;

/** Tickets earned by the raffles' rules (deposits, valid bet, missions, referrals); safe on several nodes. */
export function ticketEarningJob(raffles: RaffleServices): Job {
  return { name: 'raffle-tickets', everyMs: 30_000, run: () => raffles.earning.run() };
}
