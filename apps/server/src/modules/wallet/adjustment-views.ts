import { type Adjustment, toMajor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Merchant } from '../site/merchant.js';

/** Adjustments with who asked and who decided, and the member's main balance right after posting. */
function adjustmentsOf(executor: Executor, merchantId: number) {
  return executor
    .selectFrom('staff_adjustments as a')
    .innerJoin('staff as r', 'r.id', 'a.requested_by')
    .leftJoin('staff as d', 'd.id', 'a.decided_by')
    .leftJoin('ledger_transfers as t', 't.id', 'a.id')
    .select(['a.id', 'a.member_id', 'a.amount', 'a.reason', 'a.status', 'a.created_at', 'a.decided_at'])
    .select(['r.username as requested_by', 'd.username as decided_by', 't.id as transfer_id'])
    .select(['t.credit_balance_after', 't.debit_balance_after'])
    .where('a.merchant_id', '=', merchantId);
}

type Row = Awaited<ReturnType<ReturnType<typeof adjustmentsOf>['executeTakeFirstOrThrow']>>;

function toView(row: Row, scale: number): Adjustment {
  const after = row.amount > 0n ? row.credit_balance_after : row.debit_balance_after;
  return {
    id: row.id,
    memberId: row.member_id,
    amount: toMajor(row.amount, scale),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    decidedBy: row.decided_by,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    transferId: row.transfer_id,
    balance: after === null ? null : toMajor(after, scale),
  };
}

export async function readAdjustment(executor: Executor, merchant: Merchant, id: string) {
  const row = await adjustmentsOf(executor, merchant.id).where('a.id', '=', id).executeTakeFirst();
  return row ? toView(row, merchant.currencyScale) : null;
}

/** Newest first; `status` narrows to PENDING (the approval queue), POSTED or REJECTED. */
export async function listAdjustments(
  db: Db,
  merchant: Merchant,
  query: { status?: Adjustment['status'] | undefined; pageNo: number; pageSize: number },
) {
  let base = adjustmentsOf(db, merchant.id);
  if (query.status) base = base.where('a.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('staff_adjustments')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('merchant_id', '=', merchant.id)
      .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((row) => toView(row, merchant.currencyScale)), total: Number(count.total) };
}
