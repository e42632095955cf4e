import { CONTRACT_TYPES, type ContractType } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { underPath, uplineIds } from '../../db/team-path.js';
import { AppError } from '../../http/app-error.js';
import { AGENT_TYPES, isAgentType } from '../accounts/member-view.js';
import type { Merchant } from '../site/merchant.js';

export interface TreeQuery {
  pageNo: number;
  pageSize: number;
  parentId?: number | undefined;
  /** A search: the member with this account (any case) or id (the account first), instead of a level. */
  account?: string | undefined;
  memberId?: number | undefined;
}

type Level = { memberId: number; account: string }[];

/**
 * The back office's agent tree (issue 14): the brand's top agents (no agent above them), the direct
 * downlines of one member, or the one member a search names, each with their team size and contracts
 * in force, and the uplines above the level (top first) for the breadcrumb.
 */
export async function agentTree(db: Db, merchant: Merchant, query: TreeQuery) {
  const agentTypes = sql.val([...AGENT_TYPES]);
  let path: Level = [];
  let base = db
    .selectFrom('members as m')
    .where('m.merchant_id', '=', merchant.id)
    .where('m.is_trial', '=', false);
  if (query.account !== undefined || query.memberId !== undefined) {
    const { account, memberId } = query;
    // Both given (a term of digits may be either): the account wins over the id.
    const member = await db
      .selectFrom('members')
      .select(['id', 'path'])
      .where('merchant_id', '=', merchant.id)
      .where('is_trial', '=', false)
      .where((eb) =>
        eb.or([
          ...(account !== undefined ? [eb('username_lower', '=', account.toLowerCase())] : []),
          ...(memberId !== undefined ? [eb('id', '=', memberId)] : []),
        ]),
      )
      .orderBy(sql`case when username_lower = ${account?.toLowerCase() ?? ''} then 0 else 1 end`)
      .limit(1)
      .executeTakeFirst();
    if (!member) return { path, list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
    path = await uplines(db, member.path);
    base = base.where('m.id', '=', member.id);
  } else if (query.parentId !== undefined) {
    const parent = await db
      .selectFrom('members')
      .select(['id', 'username', 'path'])
      .where('id', '=', query.parentId)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (!parent) throw new AppError('object.not.found');
    path = [...(await uplines(db, parent.path)), { memberId: parent.id, account: parent.username }];
    base = base.where('m.parent_id', '=', parent.id);
  } else {
    base = base
      .where(sql<boolean>`m.type = any(${agentTypes}::int[])`)
      .where((eb) =>
        eb.or([
          eb('m.parent_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('members as p')
                .select('p.id')
                .whereRef('p.id', '=', 'm.parent_id')
                .where(sql<boolean>`p.type = any(${agentTypes}::int[])`),
            ),
          ),
        ]),
      );
  }
  const [rows, total] = await Promise.all([
    base
      .select(['m.id', 'm.username', 'm.type', 'm.status', 'm.path'])
      .select((eb) => [
        eb
          .selectFrom('members as d')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('d.parent_id', '=', 'm.id')
          .as('direct_count'),
        eb
          .selectFrom('members as t')
          .select(sql<string>`count(*)`.as('n'))
          .where('t.merchant_id', '=', merchant.id)
          .where(underPath('t.path', sql<string>`m.path || m.id || '/'`))
          .as('team_size'),
        eb
          .selectFrom('agent_contracts as c')
          .select(sql<string[]>`coalesce(array_agg(c.type order by c.type), '{}')`.as('types'))
          .whereRef('c.member_id', '=', 'm.id')
          .where('c.state', '=', 'V')
          .as('contracts'),
      ])
      .orderBy('m.username_lower')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    path,
    list: rows.map((row) => ({
      memberId: row.id,
      account: row.username,
      isAgent: isAgentType(row.type),
      status: row.status,
      directCount: Number(row.direct_count ?? 0),
      teamSize: Number(row.team_size ?? 0),
      contracts: (row.contracts ?? []).filter((t): t is ContractType =>
        (CONTRACT_TYPES as readonly string[]).includes(t),
      ),
    })),
    total: Number(total.n),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** The members a materialised path names (`/12/40/`), top first, with their accounts. */
async function uplines(db: Db, memberPath: string): Promise<Level> {
  const ids = uplineIds(memberPath);
  if (ids.length === 0) return [];
  const names = await db.selectFrom('members').select(['id', 'username']).where('id', 'in', ids).execute();
  const byId = new Map(names.map((n) => [n.id, n.username]));
  return ids.map((id) => ({ memberId: id, account: byId.get(id) ?? '' }));
}
