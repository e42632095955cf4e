import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { ProviderWallet } from '../provider/provider-wallet.service.js';
import { FairGames } from './fair-games.service.js';
import { FairMoney } from './fair-money.js';
import { FairSeeds } from './seed-pairs.js';

/** The in-house games: seed pairs, and rounds whose money goes through the provider wallet. */
export function createFairGames(deps: { db: Db; clock: Clock; ledger: Ledger; wallet: ProviderWallet }) {
  const { db, clock, ledger, wallet } = deps;
  return new FairGames(db, clock, new FairMoney(db, ledger, wallet), new FairSeeds(db, clock));
}
