import {
  catalogueFor,
  formatMessage,
  POINT_REMARKS,
  POINTS_CURRENCY,
  type PointLine,
  type PointMove,
  toMajor,
} from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../http/context.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import { moneyText } from '../site/money-text.js';

/** The ledger's transfer kinds on a member's `POINTS` account, as the points details name them. */
const MOVES: Record<string, PointMove> = {
  POINTS: 'EARN',
  POINTS_CONVERT: 'CONVERT',
  POINTS_REDEEM: 'REDEEM',
  POINTS_REFUND: 'REFUND',
  POINTS_REWARD: 'REWARD',
  POINTS_ADJUST: 'ADJUST',
};
const KINDS_OF = Object.fromEntries(Object.entries(MOVES).map(([kind, move]) => [move, kind])) as Record<
  PointMove,
  string
>;

interface LineRow {
  seq: string;
  kind: string;
  ref_id: string | null;
  amount: string;
  incoming: boolean;
  balance_after: string | null;
  created_at: Date;
  redeem_status: string | null;
  item_name: Partial<Record<string, string>> | null;
  quantity: number | null;
  redeem_reason: string | null;
  cash: string | null;
  convert_points: string | null;
  convert_amount: string | null;
  adjust_reason: string | null;
  mission_title: Partial<Record<string, string>> | null;
}

/**
 * Points details (`ODSFE2_MemTransDet`, decision 0042): every transfer on the member's `POINTS`
 * account, newest first, with the balance the ledger wrote after it and what the row behind it
 * says (the day of play, the item, the cash of a conversion, staff's reason).
 */
export async function pointLines(
  db: Db,
  ctx: RequestContext,
  memberId: number,
  query: { type?: PointMove | undefined; pageNo: number; pageSize: number },
): Promise<{ list: PointLine[]; total: number; pageNo: number; pageSize: number }> {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', ctx.merchant.id)
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('currency', '=', POINTS_CURRENCY)
    .where('kind', '=', 'POINTS')
    .executeTakeFirst();
  if (!account) return { list: [], total: 0, ...page };
  const kind = query.type ? sql`and t.kind = ${KINDS_OF[query.type]}` : sql``;
  const on = sql`(t.debit_account_id = ${account.id} or t.credit_account_id = ${account.id}) ${kind}`;
  const [{ rows }, { rows: count }] = await Promise.all([
    sql<LineRow>`
      select t.seq::text, t.kind, t.ref_id, t.amount::text, t.credit_account_id = ${account.id} as incoming,
        (case when t.credit_account_id = ${account.id} then t.credit_balance_after else t.debit_balance_after end)::text
          as balance_after,
        t.created_at, r.status as redeem_status, i.name as item_name, r.quantity, r.reason as redeem_reason,
        c.amount::text as cash, c.convert_points::text, c.convert_amount::text, a.reason as adjust_reason,
        ms.title as mission_title
      from ledger_transfers t
      left join point_redeems r on t.ref_type = 'point-redeem' and r.id::text = t.ref_id
      left join point_items i on i.id = r.item_id
      left join point_conversions c on t.ref_type = 'point-conversion' and c.id::text = t.ref_id
      left join point_adjustments a on t.ref_type = 'point-adjustment' and a.id::text = t.ref_id
      left join mission_claims mc
        on mc.id = (case when t.ref_type = 'mission-claim' then t.ref_id::bigint end)
      left join missions ms on ms.id = mc.mission_id
      where ${on}
      order by t.seq desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ledger_transfers t where ${on}`.execute(db),
  ]);
  return { list: rows.map((row) => toLine(row, ctx)), total: count[0]!.n, ...page };
}

function toLine(row: LineRow, ctx: RequestContext): PointLine {
  const { merchant } = ctx;
  const type = MOVES[row.kind] ?? 'ADJUST';
  const points = Number(row.amount) * (row.incoming ? 1 : -1);
  const cash = row.cash === null ? null : BigInt(row.cash);
  const params: Record<string, string | number> = {
    day: row.ref_id?.split(':')[1] ?? '',
    amount: cash === null ? '' : moneyText(merchant, cash),
    item: row.item_name ? pickText(row.item_name, textOrder(merchant, ctx.language)) : '',
    quantity: row.quantity ?? 0,
    reason:
      row.redeem_reason ??
      row.adjust_reason ??
      (row.mission_title ? pickText(row.mission_title, textOrder(merchant, ctx.language)) : ''),
  };
  const remark = formatMessage(POINT_REMARKS[type][catalogueFor(ctx.language)], params);
  return {
    id: row.seq,
    type,
    points,
    amount: cash === null ? null : toMajor(cash, merchant.currencyScale),
    status: type === 'REDEEM' ? ((row.redeem_status ?? 'IN_PROCESS') as PointLine['status']) : 'DONE',
    remark,
    balance: Number(row.balance_after ?? 0),
    ratio:
      row.convert_points === null
        ? null
        : `${row.convert_points}:${toMajor(BigInt(row.convert_amount!), merchant.currencyScale).toFixed(merchant.currencyScale)}`,
    createdAt: row.created_at.toISOString(),
  };
}
