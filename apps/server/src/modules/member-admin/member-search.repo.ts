import { isIP } from 'node:net';
import type { StaffMemberRow } from '@tessera/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likeLiteral } from '../../db/like.js';
import type { DB } from '../../db/schema.js';
import { normaliseDialingCode } from '../../lib/phone.js';
import { AGENT_TYPES } from '../accounts/member-view.js';

const INT_MAX = 2_147_483_647;

/** The columns a list row shows. */
export const MEMBER_ROW_COLUMNS = [
  'members.id',
  'members.username',
  'members.type',
  'members.is_trial',
  'members.status',
  'members.payee_name',
  'members.mobile_num',
  'members.country_dialing_code',
  'members.email',
  'members.parent_id',
  'members.created_at',
  'members.last_login_at',
  'members.last_login_ip',
] as const;

type RowOf = {
  id: number;
  username: string;
  type: number;
  is_trial: boolean;
  status: 'ACTIVE' | 'DISABLED';
  payee_name: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  parent_id: number | null;
  created_at: Date;
  last_login_at: Date | null;
  last_login_ip: string | null;
};

export function toStaffMemberRow(row: RowOf): StaffMemberRow {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    isAgent: (AGENT_TYPES as readonly number[]).includes(row.type),
    isTrial: row.is_trial,
    status: row.status,
    payeeName: row.payee_name,
    mobile: row.mobile_num
      ? `${row.country_dialing_code ? `${normaliseDialingCode(row.country_dialing_code)} ` : ''}${row.mobile_num}`
      : null,
    email: row.email,
    parentId: row.parent_id,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    lastLoginIp: row.last_login_ip,
  };
}

/** A prefix in a LIKE pattern, its `%`, `_` and `\` taken literally. */
const likePrefix = (text: string) => `${likeLiteral(text)}%`;

/** One way a search term can match, with the order its index reads in. */
interface Branch {
  where: (eb: ExpressionBuilder<DB, 'members'>) => ReturnType<ExpressionBuilder<DB, 'members'>['and']>;
  order: 'username' | 'payee' | 'newest';
}

/**
 * What a search term can mean, each answered by its own index (migration 0028) in that index's
 * order, so a search stays an index range scan on a million members whatever the term: digits are
 * an id, a mobile number or an invitation code; an address with `@` an e-mail; an IP address the
 * last login's or the registration's; anything else a username or real-name prefix (in
 * alphabetical order) or an invitation code. One query joining them with OR lets the planner walk
 * the whole table backwards by id instead.
 */
function branches(q: string): Branch[] {
  const lower = q.toLowerCase();
  const exact = (where: Branch['where']): Branch => ({ where, order: 'newest' });
  if (/^\d+$/u.test(q)) {
    return [
      ...(Number(q) <= INT_MAX ? [exact((eb) => eb.and([eb('members.id', '=', Number(q))]))] : []),
      ...invitationBranches(q),
      ...phoneBranches(q),
    ];
  }
  if (q.includes('@')) return [exact((eb) => eb.and([eb(eb.fn('lower', ['members.email']), '=', lower)]))];
  if (isIP(q)) {
    return [
      exact((eb) => eb.and([eb('members.last_login_ip', '=', q)])),
      exact((eb) => eb.and([eb('members.register_ip', '=', q)])),
    ];
  }
  if (/^\+?[\d\s().-]{5,}$/u.test(q)) return phoneBranches(q.replace(/\D/gu, ''));
  return [
    { where: (eb) => eb.and([eb('members.username_lower', 'like', likePrefix(lower))]), order: 'username' },
    {
      where: (eb) => eb.and([eb(eb.fn('lower', ['members.payee_name']), 'like', likePrefix(lower))]),
      order: 'payee',
    },
    ...invitationBranches(q),
  ];
}

/**
 * The agent whose own affiliate code this is. A code the agent made (issue 14) is its own query
 * (`invitedQuery`): as a subquery inside the exact matches' OR it made the planner walk the whole
 * table by id instead of reading each index.
 */
function invitationBranches(q: string): Branch[] {
  return [{ where: (eb) => eb.and([eb('members.affiliate_code', '=', q)]), order: 'newest' }];
}

/**
 * A phone as staff type it: the bare number as stored (`1712345678`), the local form with its
 * trunk 0 (`01712345678`), or with the dialing code in front (`8801712345678`, `+880 1712 345678`):
 * the stored number, and each split of up to three leading digits as a dialing code (stored as
 * `+880` since dialing codes are normalised, `880` in older rows).
 */
function phoneBranches(digits: string): Branch[] {
  const local = digits.replace(/^0+(?=\d)/u, '');
  const splits = [1, 2, 3]
    .filter((k) => digits.length - k >= 5)
    .map((k) => ({ code: `+${digits.slice(0, k)}`, number: digits.slice(k) }));
  return [
    {
      order: 'newest',
      where: (eb) =>
        eb.or([
          eb('members.mobile_num', 'in', [...new Set([digits, local])]),
          ...splits.map((split) =>
            eb.and([
              eb('members.mobile_num', '=', split.number),
              eb('members.country_dialing_code', '=', split.code),
            ]),
          ),
        ]),
    },
  ];
}

/** The row columns without their table, as a part of the search's union reads them. */
const PART_COLUMNS = MEMBER_ROW_COLUMNS.map(
  (column) => column.slice('members.'.length) as Bare<typeof column>,
);
type Bare<C> = C extends `members.${infer Name}` ? Name : never;

/**
 * One page of a brand's members matching `q`: username matches first (alphabetically), then
 * real-name matches, then exact matches newest first, then the agents who made the code; without
 * `q`, the newest members. Each way of matching is its own part, read in its index's order and cut
 * at the rows a page needs, and the parts come back in one statement (`UNION ALL`, one round trip),
 * ordered by part and by each part's position.
 */
export async function searchMembers(
  db: Db,
  merchantId: number,
  query: { q?: string | undefined; pageNo: number; pageSize: number },
): Promise<{ list: StaffMemberRow[]; hasMore: boolean }> {
  const q = query.q?.trim() ?? '';
  const offset = (query.pageNo - 1) * query.pageSize;
  if (!q) {
    const rows = await db
      .selectFrom('members')
      .select(MEMBER_ROW_COLUMNS)
      .where('members.merchant_id', '=', merchantId)
      .orderBy('members.id', 'desc')
      .limit(query.pageSize + 1)
      .offset(offset)
      .execute();
    return {
      list: rows.slice(0, query.pageSize).map(toStaffMemberRow),
      hasMore: rows.length > query.pageSize,
    };
  }
  const wanted = offset + query.pageSize + 1;
  const base = () =>
    db.selectFrom('members').select(MEMBER_ROW_COLUMNS).where('members.merchant_id', '=', merchantId);
  const all = branches(q);
  const exact = all.filter((branch) => branch.order === 'newest');
  // A prefix is read in its text_pattern_ops index's order (`~<~`), so any length of prefix reads
  // its range of the index and stops after a page; its position is that order again (the same
  // byte order as `collate "C"`) over the few rows kept.
  const ranged = all
    .filter((branch) => branch.order !== 'newest')
    .map((branch) => {
      const key =
        branch.order === 'username'
          ? sql<string>`members.username_lower`
          : sql<string>`lower(members.payee_name)`;
      return base()
        .select(key.as('sort_key'))
        .where(branch.where)
        .orderBy(sql`${key} using ~<~`)
        .limit(wanted);
    });
  const newest = [
    // Exact matches are few and each has an index: one OR reads them all (a bitmap of each index).
    ...(exact.length === 0 ? [] : [base().where((eb) => eb.or(exact.map((branch) => branch.where(eb))))]),
    // The agent who made this invitation code.
    base().where('members.id', 'in', (eb) =>
      eb
        .selectFrom('agent_invitations')
        .select('agent_id')
        .where('agent_invitations.merchant_id', '=', merchantId)
        .where('agent_invitations.code', '=', q),
    ),
  ].map((part) => part.select(sql<string>`''`.as('sort_key')).orderBy('members.id', 'desc').limit(wanted));
  const parts = [...ranged, ...newest].map((part, index) =>
    db
      .selectFrom(part.as('p'))
      .select(PART_COLUMNS)
      .select([
        sql.lit(index).as('part'),
        sql<number>`row_number() over (order by p.sort_key collate "C", p.id desc)`.as('position'),
      ]),
  );
  const [first, ...rest] = parts as [(typeof parts)[number], ...typeof parts];
  const found = await rest
    .reduce((union, part) => union.unionAll(part), first)
    .orderBy('part')
    .orderBy('position')
    .execute();
  const seen = new Set<number>();
  const rows = found.filter((row) => !seen.has(row.id) && seen.add(row.id));
  const page = rows.slice(offset, offset + query.pageSize + 1);
  return { list: page.slice(0, query.pageSize).map(toStaffMemberRow), hasMore: page.length > query.pageSize };
}
