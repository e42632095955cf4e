import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likeLiteral } from '../../db/like.js';
import { teamPath, underPath } from '../../db/team-path.js';

export interface DownlineFilter {
  merchantId: number;
  currency: string;
  /** Whose downlines: the agent, or a member of their team (drill-down). */
  anchor: { id: number; path: string };
  /** Only the anchor's direct downlines, or everyone below them. */
  direct: boolean;
  usernamePrefix?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * A page of downlines by name with what the downline list shows: upline, main balance, last login
 * and their own team size (each counted on the members_path index). Trial members are no one's team.
 */
export async function listDownlines(db: Db, filter: DownlineFilter) {
  let base = db
    .selectFrom('members as m')
    .where('m.merchant_id', '=', filter.merchantId)
    .where('m.is_trial', '=', false)
    .where(
      filter.direct
        ? sql<boolean>`m.parent_id = ${filter.anchor.id}`
        : underPath('m.path', teamPath(filter.anchor)),
    );
  if (filter.usernamePrefix) {
    base = base.where('m.username_lower', 'like', `${likeLiteral(filter.usernamePrefix.toLowerCase())}%`);
  }
  const memberTeam = sql<string>`m.path || m.id || '/'`;
  const [rows, total] = await Promise.all([
    base
      .innerJoin('members as p', 'p.id', 'm.parent_id')
      .leftJoin('ledger_accounts as a', (join) =>
        join
          .onRef('a.owner_id', '=', 'm.id')
          .on('a.merchant_id', '=', filter.merchantId)
          .on('a.owner_type', '=', 'member')
          .on('a.kind', '=', 'MAIN')
          .on('a.currency', '=', filter.currency),
      )
      .select([
        'm.username',
        'm.nickname',
        'm.type',
        'm.status',
        'm.path',
        'm.created_at',
        'm.last_login_at',
        'p.username as upline',
        sql<bigint>`coalesce(a.balance, 0)`.as('balance'),
        (eb) =>
          eb
            .selectFrom('members as t')
            .select(sql<string>`count(*)`.as('n'))
            .where('t.merchant_id', '=', filter.merchantId)
            .where(underPath('t.path', memberTeam))
            .as('team_size'),
      ])
      .orderBy('m.username_lower')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many members are below the agent, and how many of the direct ones are agents. */
export async function teamCounts(
  db: Db,
  merchantId: number,
  agent: { id: number; path: string },
  agentTypes: readonly number[],
) {
  const [team, direct] = await Promise.all([
    db
      .selectFrom('members')
      .select(sql<string>`count(*)`.as('n'))
      .where('merchant_id', '=', merchantId)
      .where('is_trial', '=', false)
      .where(underPath('path', teamPath(agent)))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('members')
      .select([
        sql<string>`count(*) filter (where not (type = any(${sql.val([...agentTypes])}::int[])))`.as(
          'members',
        ),
        sql<string>`count(*) filter (where type = any(${sql.val([...agentTypes])}::int[]))`.as('agents'),
      ])
      .where('parent_id', '=', agent.id)
      .where('is_trial', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    teamSize: Number(team.n),
    directMembers: Number(direct.members),
    directAgents: Number(direct.agents),
  };
}
