import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { LotteryBets } from './lottery-bets.service.js';
import { type CatalogGame, lotteryGames } from './lottery-catalog.js';
import { LotteryDraws } from './lottery-draws.js';
import { LotteryMenus } from './lottery-menus.service.js';
import { LotteryOdds } from './lottery-odds.js';
import { LotteryResults } from './lottery-results.service.js';
import { LotterySettlement } from './lottery-settlement.js';
import { applyFeed, type ResultFeed } from './result-feed.js';

/** The lottery's services over one catalog (domain.md §5). */
export function createLottery(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  feed: ResultFeed | null;
  /** How long a claim on a draw being settled lasts (config `LOTTERY_LEASE_MS`). */
  leaseMs?: number;
}) {
  const { db, clock, ledger, feed } = deps;
  const catalog = lotteryGames();
  const byCode = new Map(catalog.map((game) => [game.code, game]));
  const odds = new LotteryOdds(db, clock);
  return {
    catalog,
    byCode,
    odds,
    draws: new LotteryDraws(db, catalog),
    bets: new LotteryBets(db, clock, ledger, odds, byCode),
    menus: new LotteryMenus(db, clock, odds, catalog),
    results: new LotteryResults(db, clock, byCode),
    settlement: new LotterySettlement(db, clock, ledger, deps.leaseMs),
    feed: feed && ((now: Date) => applyFeed(db, feed, byCode, now)),
    /** Copy the catalog into `lottery_games` (boot; idempotent). */
    syncCatalog: () => syncCatalog(db, catalog),
  };
}

export type Lottery = ReturnType<typeof createLottery>;

async function syncCatalog(db: Db, catalog: readonly CatalogGame[]): Promise<void> {
  const rows = catalog.map((game, sort) => ({
    code: game.code,
    family: game.family,
    kind: game.kind,
    area: game.area,
    region: game.region,
    names: JSON.stringify(game.names),
    cadence_seconds: game.schedule.kind === 'every' ? game.schedule.seconds : null,
    close_seconds: game.closeSeconds,
    sort,
  }));
  await db
    .insertInto('lottery_games')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('code').doUpdateSet((eb) => ({
        names: eb.ref('excluded.names'),
        close_seconds: eb.ref('excluded.close_seconds'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}

/**
 * The lottery's jobs: plan and move draws every second, settle drawn and cancelled draws, and take
 * official results from the feed when one is configured. Each is safe on every node at once.
 */
export function lotteryJobs(lottery: Lottery): Job[] {
  const jobs: Job[] = [
    {
      name: 'lottery-draws',
      everyMs: 1_000,
      run: async (now) => (await lottery.draws.plan(now)) + (await lottery.draws.advance(now)),
    },
    { name: 'lottery-settlement', everyMs: 1_000, run: (now) => lottery.settlement.run(now) },
  ];
  if (lottery.feed) jobs.push({ name: 'lottery-feed', everyMs: 5_000, run: lottery.feed });
  return jobs;
}
