import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Open wagering requirements (domain.md §6): turnover a member owes, typically a bonus's wagering
 * multiple, before money may leave. Bonuses will create and advance them; withdrawals only read.
 */
export class Wagering {
  constructor(private readonly db: Db) {}

  /** Turnover still owed across the member's open requirements, in minor units (0 when none). */
  async remaining(memberId: number, executor: Db = this.db): Promise<bigint> {
    const row = await executor
      .selectFrom('wagering_requirements')
      .select(sql<string>`coalesce(sum(greatest(required - progress, 0)), 0)::text`.as('remaining'))
      .where('member_id', '=', memberId)
      .where('state', '=', 'OPEN')
      .executeTakeFirstOrThrow();
    return BigInt(row.remaining);
  }
}
