import type { Db } from '../../db/database.js';
import { rollUpHouseBatch } from './ledger.repo.js';

const BATCH = 5_000;

/**
 * The roll-up job: folds queued house legs into house balances, a batch per transaction, until the
 * queue is empty. Safe on every node at once (SKIP LOCKED). Returns how many legs it folded.
 */
export async function rollUpHouseBalances(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await db.transaction().execute((tx) => rollUpHouseBatch(tx, BATCH));
    total += moved;
    if (moved < BATCH) return total;
  }
}
