import type { JackpotPool, JackpotWin } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AnswerCache } from '../games/answer-cache.js';
import type { Merchant } from '../site/merchant.js';
import { poolOf, winsOf } from './jackpot-cycles.js';
import { findJackpotSettings } from './jackpot-settings.js';

/** Every visitor of the home page reads the pool: one read per brand and second per node. */
const POOL_TTL_MS = 1_000;

export type PoolListener = (merchantIds: number[]) => void;

/**
 * The pool as the site and the console read it, and who hears that it moved (the socket push:
 * the bus tells every node, each clears its cached answer and pushes to its sockets).
 */
export class JackpotPools {
  private readonly answers: AnswerCache<JackpotPool>;
  private readonly listeners: PoolListener[] = [];

  constructor(
    private readonly db: Db,
    clock: Clock,
  ) {
    this.answers = new AnswerCache(POOL_TTL_MS, 1_000, () => clock.now().getTime());
  }

  pool(merchant: Pick<Merchant, 'id' | 'currencyScale'>): Promise<JackpotPool> {
    return this.answers.get(String(merchant.id), async () =>
      poolOf(this.db, merchant.id, merchant.currencyScale, await findJackpotSettings(this.db, merchant.id)),
    );
  }

  async wins(merchant: Pick<Merchant, 'id' | 'currencyScale'>, limit: number): Promise<JackpotWin[]> {
    return (await winsOf(this.db, merchant.id, limit, merchant.currencyScale)).map((row) => row.win);
  }

  /** The console's view: the pool read fresh, and the wins with the winners' accounts. */
  async staffView(merchant: Pick<Merchant, 'id' | 'currencyScale'>) {
    const settings = await findJackpotSettings(this.db, merchant.id);
    const [pool, wins] = await Promise.all([
      poolOf(this.db, merchant.id, merchant.currencyScale, settings),
      winsOf(this.db, merchant.id, 50, merchant.currencyScale),
    ]);
    return {
      pool,
      wins: wins.map((row) => ({ ...row.win, memberId: row.memberId, username: row.username })),
    };
  }

  onChange(listener: PoolListener): void {
    this.listeners.push(listener);
  }

  /** Pools moved on this node (the feed's pass): every listener hears it. */
  moved(merchantIds: number[]): void {
    if (merchantIds.length === 0) return;
    this.answers.clear();
    for (const listener of this.listeners) listener(merchantIds);
  }

  /** News from the bus that a pool moved somewhere: the next read is fresh. */
  forget(): void {
    this.answers.clear();
  }
}
