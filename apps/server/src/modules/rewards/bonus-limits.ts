import { sql } from 'kysely';
import type { Executor } from '../ledger/ledger.repo.js';

/**
 * The largest bet the member may place now: the lowest max bet of their wagering bonuses (null:
 * no limit). `provider_bet` checks the same in its statement (migration 0039); the other bet paths
 * (a vendor's general path, lottery slips) ask here.
 */
export async function bonusMaxBet(db: Executor, memberId: number): Promise<bigint | null> {
  const { rows } = await sql<{ max_bet: string | null }>`
    select min(max_bet)::text as max_bet from bonuses where member_id = ${memberId} and state = 'WAGERING'`.execute(
    db,
  );
  const value = rows[0]?.max_bet;
  return value === null || value === undefined ? null : BigInt(value);
}
