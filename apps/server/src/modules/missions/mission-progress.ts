import { type RawBuilder, sql } from 'kysely';
import type { MissionTable } from '../../db/schema-missions.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { MissionSpan } from './mission-periods.js';

type MissionGoal = Pick<MissionTable, 'goal' | 'categories' | 'game_id'> & { id: bigint };

/**
 * What a member has done toward each mission in its span (decision 0043), read from the records
 * the platform keeps anyway: the play roll-up (valid bet and settled bets per brand day and
 * category, folded every two seconds), game rounds, approved deposits and sessions. Nothing is
 * written on the bet path, so missions cost settlement nothing. One statement for all missions.
 */
export async function progressOf(
  db: Executor,
  member: { id: number; timeZone: string },
  missions: { mission: MissionGoal; span: MissionSpan }[],
): Promise<Map<bigint, bigint>> {
  const progress = new Map<bigint, bigint>();
  if (missions.length === 0) return progress;
  const parts = missions.map(
    ({ mission, span }) =>
      sql`select ${String(mission.id)}::bigint as id, (${measure(mission, span, member.id, member.timeZone)})::bigint as n`,
  );
  const { rows } = await sql<{ id: string; n: string | null }>`${sql.join(parts, sql` union all `)}`.execute(
    db,
  );
  for (const row of rows) progress.set(BigInt(row.id), BigInt(row.n ?? 0));
  return progress;
}

function measure(
  mission: MissionGoal,
  span: MissionSpan,
  memberId: number,
  timeZone: string,
): RawBuilder<unknown> {
  const categories =
    mission.categories && mission.categories.length > 0
      ? sql`and category = any(${mission.categories}::text[])`
      : sql``;
  switch (mission.goal) {
    case 'VALID_BET':
    case 'BETS':
      return sql`select coalesce(sum(${sql.ref(mission.goal === 'BETS' ? 'bets' : 'stake')}), 0)
        from member_category_play where member_id = ${memberId}
        and day between ${span.fromDay}::date and ${span.toDay}::date ${categories}`;
    case 'GAME_ROUNDS':
      return sql`select count(*) from game_rounds r join games g
        on g.id = ${mission.game_id} and g.vendor_code = r.vendor_code and g.game_code = r.game_code
        where r.member_id = ${memberId} and r.opened_at >= ${span.since} and r.opened_at < ${span.until}
        and r.status = 'CLOSED'`;
    case 'DEPOSIT':
      return sql`select coalesce(sum(amount), 0) from deposits where member_id = ${memberId}
        and state = 'APPROVED' and decided_at >= ${span.since} and decided_at < ${span.until}`;
    case 'LOGIN_DAYS':
      return sql`select count(distinct (created_at at time zone ${timeZone})::date) from sessions
        where member_id = ${memberId} and created_at >= ${span.since} and created_at < ${span.until}`;
  }
}
