import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { uplineIdsOf } from '../../db/team-path.js';
import type { PeriodFigures } from './contract-tiers.js';

/**
 * The period's figures of many contracts in one statement (decision 0035): from the bets settled
 * in [start, end) (a window the closed_at and settled_at BRIN indexes serve), each bet counts for
 * its member and every upline on their path that holds one of `contractIds`, from the moment that
 * contract was accepted. Contracts without play in the window are absent from the answer.
 */
export async function periodFigures(
  db: Db,
  contractIds: bigint[],
  start: Date,
  end: Date,
): Promise<Map<bigint, PeriodFigures>> {
  if (contractIds.length === 0) return new Map();
  const { rows } = await sql<{ id: string; valid_bet: string; net_loss: string; players: string }>`
    with play as (
      select r.member_id, r.stake, r.payout, r.closed_at as at from game_rounds r
      where r.status = 'CLOSED' and r.closed_at >= ${start} and r.closed_at < ${end}
      union all
      select b.member_id, b.stake, b.payout, b.settled_at from lottery_bets b
      where b.status in ('WON', 'LOST') and b.settled_at >= ${start} and b.settled_at < ${end}
    )
    select c.id::text as id, sum(p.stake)::text as valid_bet, sum(p.stake - p.payout)::text as net_loss,
      count(distinct p.member_id)::text as players
    from play p
    join members m on m.id = p.member_id
    join agent_contracts c
      on c.member_id = any(${uplineIdsOf('m.path')} || m.id)
    where c.id = any(${contractIds.map(String)}::bigint[]) and p.at >= c.decided_at
    group by c.id`.execute(db);
  return new Map(
    rows.map((row) => [
      BigInt(row.id),
      { validBet: BigInt(row.valid_bet), netLoss: BigInt(row.net_loss), activeMembers: Number(row.players) },
    ]),
  );
}
