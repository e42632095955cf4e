import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

export interface MemberAccountRow {
  id: bigint;
  kind: string;
  balance: bigint;
}

/** A member's ledger accounts in one currency (those that exist: others are still at zero). */
export function findMemberAccounts(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<MemberAccountRow[]> {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('currency', '=', currency)
    .execute();
}

/** Vendors with a wallet of their own (transfer mode); seamless ones play from MAIN. */
export function findActiveVendors(db: Db) {
  return db
    .selectFrom('game_vendors')
    .select(['code', 'name', 'wallet_type_id'])
    .where('status', '=', 'ACTIVE')
    .where('wallet_type_id', 'is not', null)
    .$narrowType<{ wallet_type_id: number }>()
    .orderBy('wallet_type_id')
    .execute();
}

export interface RecordFilter {
  accountIds: bigint[];
  kinds?: readonly string[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export interface RecordRow {
  id: string;
  seq: bigint;
  kind: string;
  account_id: bigint;
  signed: bigint;
  balance_after: bigint | null;
  ref_type: string | null;
  ref_id: string | null;
  created_at: Date;
}

/**
 * One line per side of a transfer on the member's accounts (a wallet transfer shows its debit on
 * main and its credit on the vendor wallet), each side read through its own index.
 */
function lines(db: Db, filter: RecordFilter) {
  const side = (
    column: 'debit_account_id' | 'credit_account_id',
    sign: 1 | -1,
    after: 'debit_balance_after' | 'credit_balance_after',
  ) => {
    let query: SelectQueryBuilder<DB, 'ledger_transfers', object> = db
      .selectFrom('ledger_transfers')
      .where(column, 'in', filter.accountIds);
    if (filter.kinds) query = query.where('kind', 'in', filter.kinds);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    return query.select([
      'id',
      'seq',
      'kind',
      sql<bigint>`${sql.ref(column)}`.as('account_id'),
      sql<bigint>`amount * ${sign}`.as('signed'),
      sql<bigint | null>`${sql.ref(after)}`.as('balance_after'),
      'ref_type',
      'ref_id',
      'created_at',
    ]);
  };
  return side('debit_account_id', -1, 'debit_balance_after').unionAll(
    side('credit_account_id', 1, 'credit_balance_after'),
  );
}

export async function findRecords(
  db: Db,
  filter: RecordFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RecordRow[]; total: number }> {
  if (filter.accountIds.length === 0) return { rows: [], total: 0 };
  const rows = (await db
    .selectFrom(lines(db, filter).as('line'))
    .selectAll()
    .orderBy('seq', 'desc')
    .orderBy('signed', 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute()) as RecordRow[];
  const count = await db
    .selectFrom(lines(db, filter).as('line'))
    .select(sql<string>`count(*)::text`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}
