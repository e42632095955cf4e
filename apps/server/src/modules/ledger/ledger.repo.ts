import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB, LedgerTransferTable } from '../../db/schema.js';

/** The database or a transaction: repos take either. */
export type Executor = Kysely<DB> | Transaction<DB>;

export type TransferRow = Selectable<LedgerTransferTable>;

export async function findAccount(
  executor: Executor,
  merchantId: number,
  isHouse: boolean,
  ownerId: number,
  currency: string,
  kind: string,
): Promise<bigint | undefined> {
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('owner_type', '=', isHouse ? 'house' : 'member')
    .where('owner_id', '=', ownerId)
    .where('currency', '=', currency)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.id;
}

export async function createAccount(
  executor: Executor,
  merchantId: number,
  isHouse: boolean,
  ownerId: number,
  currency: string,
  kind: string,
): Promise<bigint> {
  const inserted = await executor
    .insertInto('ledger_accounts')
    .values({
      merchant_id: merchantId,
      owner_type: isHouse ? 'house' : 'member',
      owner_id: ownerId,
      currency,
      kind,
      lower_bound: isHouse ? null : 0n,
    })
    .onConflict((conflict) =>
      conflict.columns(['merchant_id', 'owner_type', 'owner_id', 'currency', 'kind']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  // Another transaction created it first and has committed (the insert waited for it).
  const id = await findAccount(executor, merchantId, isHouse, ownerId, currency, kind);
  if (id === undefined) throw new Error('ledger account vanished after a conflicting insert');
  return id;
}

/** A member account's balance in minor units; 0 before the account exists. Read only. */
export async function memberBalance(
  executor: Executor,
  merchantId: number,
  currency: string,
  memberId: number,
  kind: string,
): Promise<bigint> {
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('currency', '=', currency)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * The guarded debit: the balance only moves if it stays at or above the account's lower bound.
 * Undefined means it would not (insufficient funds), and nothing was written.
 */
export async function debitMember(executor: Executor, accountId: bigint, amount: bigint) {
  const row = await executor
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance - ${amount}` })
    .where('id', '=', accountId)
    .where(sql<boolean>`balance - ${amount} >= lower_bound`)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

export async function creditMember(executor: Executor, accountId: bigint, amount: bigint): Promise<bigint> {
  const row = await executor
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', accountId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** A member account whose legs cancel out in a posting: lock it and read where it stands. */
export async function lockedBalance(executor: Executor, accountId: bigint): Promise<bigint> {
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance;
}

export async function queueHouseDeltas(executor: Executor, deltas: Map<bigint, bigint>): Promise<void> {
  const rows = [...deltas].filter(([, delta]) => delta !== 0n);
  if (rows.length === 0) return;
  await executor
    .insertInto('ledger_house_pending')
    .values(rows.map(([account_id, delta]) => ({ account_id, delta })))
    .execute();
}

export async function insertTransfers(executor: Executor, rows: TransferRow[]): Promise<TransferRow[]> {
  return (await executor
    .insertInto('ledger_transfers')
    .values(rows.map(({ seq: _seq, ...row }) => row))
    .returningAll()
    .execute()) as TransferRow[];
}

export async function findTransfers(executor: Executor, ids: string[]): Promise<TransferRow[]> {
  if (ids.length === 0) return [];
  return (await executor
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('id', 'in', ids)
    .execute()) as TransferRow[];
}

/**
 * Fold a batch of queued house legs into the house balances, in one statement. Rows another
 * transaction is still writing are invisible here and wait for the next run; rows a concurrent
 * roll-up holds are skipped, so two nodes never add the same leg twice.
 */
export async function rollUpHouseBatch(executor: Executor, limit: number): Promise<number> {
  const result = await sql<{ moved: string }>`
    with batch as (
      delete from ledger_house_pending
      where id in (
        select id from ledger_house_pending order by id limit ${limit} for update skip locked
      )
      returning account_id, delta
    ), sums as (
      select account_id, sum(delta)::bigint as delta, count(*) as n from batch group by account_id
    ), applied as (
      update ledger_accounts a set balance = a.balance + s.delta from sums s where a.id = s.account_id
      returning s.n
    )
    select coalesce(sum(n), 0)::text as moved from applied`.execute(executor);
  return Number(result.rows[0]?.moved ?? 0);
}
