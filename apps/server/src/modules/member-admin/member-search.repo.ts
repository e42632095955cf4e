import { isIP } from 'node:net';
import type { StaffMemberRow } from '@tessera/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
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
    mobile: row.mobile_num ? `+${row.country_dialing_code ?? ''} ${row.mobile_num}` : null,
    email: row.email,
    parentId: row.parent_id,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    lastLoginIp: row.last_login_ip,
  };
}

/** `%`, `_` and `\` taken literally in a LIKE prefix. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;

/**
 * What a search term can mean, each answered by an index (migration 0028): digits are an id, a
 * mobile number or an invitation code; an address with `@` an e-mail; an IP address the last login's
 * or the registration's; anything else a username or real-name prefix, or an invitation code.
 */
function matches(q: string) {
  return (eb: ExpressionBuilder<DB, 'members'>) => {
    const lower = q.toLowerCase();
    if (/^\d+$/u.test(q)) {
      const digits = q.replace(/^0+(?=\d)/u, '');
      return eb.or([
        ...(Number(q) <= INT_MAX ? [eb('members.id', '=', Number(q))] : []),
        eb('members.mobile_num', '=', q),
        eb('members.mobile_num', '=', digits),
        eb('members.affiliate_code', '=', q),
      ]);
    }
    if (q.includes('@')) return eb(eb.fn('lower', ['members.email']), '=', lower);
    if (isIP(q)) return eb.or([eb('members.last_login_ip', '=', q), eb('members.register_ip', '=', q)]);
    return eb.or([
      eb('members.username_lower', 'like', likePrefix(lower)),
      eb(eb.fn('lower', ['members.payee_name']), 'like', likePrefix(lower)),
      eb('members.affiliate_code', '=', q),
    ]);
  };
}

/** One page of a brand's members matching `q` (all of them without it), newest first. */
export async function searchMembers(
  db: Db,
  merchantId: number,
  query: { q?: string | undefined; pageNo: number; pageSize: number },
): Promise<{ list: StaffMemberRow[]; hasMore: boolean }> {
  const q = query.q?.trim() ?? '';
  let select = db
    .selectFrom('members')
    .select(MEMBER_ROW_COLUMNS)
    .where('members.merchant_id', '=', merchantId);
  if (q) select = select.where(matches(q));
  const rows = await select
    .orderBy('members.id', 'desc')
    .limit(query.pageSize + 1)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return { list: rows.slice(0, query.pageSize).map(toStaffMemberRow), hasMore: rows.length > query.pageSize };
}
