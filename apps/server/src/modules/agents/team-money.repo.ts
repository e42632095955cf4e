import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { memberOfTeam } from '../../db/team-path.js';
import type { TeamDays } from './team-play.repo.js';

/**
 * Whose money: a team (its path) or one member of it, in the brand, within [start, end): the
 * instants that begin the brand's days fromDay and follow toDay.
 */
export interface TeamSpan extends TeamDays {
  currency: string;
  start: Date;
  end: Date;
}

/** `column` (a member id) is the span's member or one of its team. */
export const who = (column: string, s: TeamSpan) =>
  s.memberId !== undefined
    ? sql`${sql.ref(column)} = ${s.memberId}`
    : memberOfTeam(column, s.merchantId, s.team);

export type TeamTransactionKind = 'DEPOSIT' | 'WITHDRAWAL' | 'TRANSFER';

/**
 * The team's deposits, withdrawals and transfers (a transfer as each member of the team saw it:
 * sent −, received +), newest first. Deposits and withdrawals by when they were asked for.
 */
function transactions(s: TeamSpan, kind: TeamTransactionKind | undefined) {
  const parts = [];
  if (!kind || kind === 'DEPOSIT') {
    parts.push(sql`
      select 'DEPOSIT' as kind, d.id::text as id, d.member_id, d.amount, d.state as status,
        d.channel_name as detail, d.created_at
      from deposits d
      where d.merchant_id = ${s.merchantId} and ${who('d.member_id', s)}
        and d.created_at >= ${s.start} and d.created_at < ${s.end}`);
  }
  if (!kind || kind === 'WITHDRAWAL') {
    parts.push(sql`
      select 'WITHDRAWAL', w.id::text, w.member_id, -w.amount, w.state, w.bank_name, w.created_at
      from withdrawals w
      where w.merchant_id = ${s.merchantId} and ${who('w.member_id', s)}
        and w.created_at >= ${s.start} and w.created_at < ${s.end}`);
  }
  if (!kind || kind === 'TRANSFER') {
    parts.push(sql`
      select 'TRANSFER', t.id::text, a.owner_id,
        case when t.credit_account_id = a.id then t.amount else -t.amount end, 'OK',
        other.username, t.created_at
      from ledger_accounts a
      join ledger_transfers t on (t.debit_account_id = a.id or t.credit_account_id = a.id)
      join ledger_accounts o on o.id = case when t.credit_account_id = a.id then t.debit_account_id else t.credit_account_id end
      left join members other on other.id = o.owner_id and o.owner_type = 'member'
      where a.merchant_id = ${s.merchantId} and a.owner_type = 'member' and a.kind = 'MAIN'
        and a.currency = ${s.currency} and ${who('a.owner_id', s)}
        and t.kind in ('UPLINE_TRANSFER', 'DOWNLINE_TRANSFER')
        and t.created_at >= ${s.start} and t.created_at < ${s.end}`);
  }
  return sql.join(parts, sql` union all `);
}

export interface TeamTransactionRow {
  kind: TeamTransactionKind;
  id: string;
  member_id: number;
  username: string;
  amount: string;
  status: string;
  detail: string | null;
  created_at: Date;
}

export async function findTeamTransactions(
  db: Db,
  s: TeamSpan,
  kind: TeamTransactionKind | undefined,
  page: { pageNo: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    sql<TeamTransactionRow>`
      select x.*, m.username from (${transactions(s, kind)}) x join members m on m.id = x.member_id
      order by x.created_at desc, x.id desc
      limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(db),
    sql<{ n: string }>`select count(*) as n from (${transactions(s, kind)}) x`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}
