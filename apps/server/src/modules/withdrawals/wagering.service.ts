import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Open wagering (domain.md §6): the turnover a member still owes on their wagering bonuses
 * (modules/rewards, decision 0039) before money may leave. Withdrawals only read it.
 */
export class Wagering {
  constructor(private readonly db: Db) {}

  /** Turnover still owed across the member's wagering bonuses, in minor units (0 when none). */
  async remaining(memberId: number, executor: Db = this.db): Promise<bigint> {
    const row = await executor
      .selectFrom('bonuses')
      .select(sql<string>`coalesce(sum(greatest(required - progress, 0)), 0)::text`.as('remaining'))
      .where('member_id', '=', memberId)
      .where('state', '=', 'WAGERING')
      .executeTakeFirstOrThrow();
    return BigInt(row.remaining);
  }
}
