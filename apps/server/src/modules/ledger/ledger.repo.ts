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

/** An account named by owner and kind, as `findAccounts` and `createAccounts` answer it. */
export interface AccountName {
  isHouse: boolean;
  ownerId: number;
  kind: string;
}

const named = (names: AccountName[]) => sql`unnest(
  ${names.map((n) => (n.isHouse ? 'house' : 'member'))}::text[],
  ${names.map((n) => n.ownerId)}::int[],
  ${names.map((n) => n.kind)}::text[]
) as w(owner_type, owner_id, kind)`;

/**
 * The ids of those of `names` that exist, in one query: each name looked up on the accounts' unique
 * key (a lateral subquery the planner cannot flatten, `limit 1`), whatever it guesses of the list's
 * length: joined flat, thousands of names (a day's rebates) were compared with every account.
 */
export async function findAccounts(
  executor: Executor,
  merchantId: number,
  currency: string,
  names: AccountName[],
): Promise<Array<AccountName & { id: bigint }>> {
  const { rows } = await sql<{ id: string; owner_type: string; owner_id: number; kind: string }>`
    select a.id::text as id, a.owner_type, a.owner_id, a.kind from ${named(names)}
    cross join lateral (
      select id, owner_type, owner_id, kind from ledger_accounts
      where merchant_id = ${merchantId} and owner_type = w.owner_type and owner_id = w.owner_id
        and currency = ${currency} and kind = w.kind
      limit 1
    ) a`.execute(executor);
  return rows.map((r) => ({
    id: BigInt(r.id),
    isHouse: r.owner_type === 'house',
    ownerId: r.owner_id,
    kind: r.kind,
  }));
}

/** Creates `names` in one statement; answers those it created (not those another created first). */
export async function createAccounts(
  executor: Executor,
  merchantId: number,
  currency: string,
  names: AccountName[],
): Promise<Array<AccountName & { id: bigint }>> {
  const { rows } = await sql<{ id: string; owner_type: string; owner_id: number; kind: string }>`
    insert into ledger_accounts (merchant_id, owner_type, owner_id, currency, kind, lower_bound)
    select ${merchantId}, w.owner_type, w.owner_id, ${currency}, w.kind,
      case when w.owner_type = 'member' then 0 end
    from ${named(names)}
    on conflict (merchant_id, owner_type, owner_id, currency, kind) do nothing
    returning id::text as id, owner_type, owner_id, kind`.execute(executor);
  return rows.map((r) => ({
    id: BigInt(r.id),
    isHouse: r.owner_type === 'house',
    ownerId: r.owner_id,
    kind: r.kind,
  }));
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

/** One leg with its accounts resolved to ids. */
export interface LegRow {
  id: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  kind: string;
  refType: string | null;
  refId: string | null;
}

/** A member account's kind and balance. */
export interface MemberAccountBalance {
  kind: string;
  balance: bigint;
}

export interface PostedRows {
  rows: TransferRow[];
  /** True when the ids existed: `rows` are the stored legs and nothing was written. */
  replayed: boolean;
  /**
   * With `readMember`: that member's accounts in the posting's currency as the statement found
   * them before the posting (the caller overlays the legs' balances after).
   */
  accountsBefore?: MemberAccountBalance[];
}

/** SQLSTATE raised by `ledger_post` when a debit would take a member account under its bound. */
export const INSUFFICIENT_SQLSTATE = 'TS001';

/**
 * The posting in one statement (`ledger_post`, migration 0006): replay lookup, guarded member
 * updates in ascending order, house queue, transfer rows. With `readMember`, the same statement
 * also reads that member's accounts, saving a round trip for a caller that answers with balances.
 * Throws the database error on a shortfall (`INSUFFICIENT_SQLSTATE`) or a racing insert of the same
 * id (23505).
 */
export async function postLegs(
  executor: Executor,
  posting: {
    merchantId: number;
    currency: string;
    houseAccountIds: bigint[];
    now: Date;
    readMember?: number;
  },
  legs: LegRow[],
): Promise<PostedRows> {
  const column = <K extends keyof LegRow>(key: K) => legs.map((leg) => leg[key]);
  const { merchantId, currency, readMember } = posting;
  const accounts =
    readMember === undefined
      ? sql`null`
      : sql`(select json_agg(json_build_array(a.kind, a.balance::text)) from ledger_accounts a
          where a.merchant_id = ${merchantId} and a.owner_type = 'member' and a.owner_id = ${readMember}
            and a.currency = ${currency})`;
  const result = await sql<TransferRow & { replayed: boolean; accounts: [string, string][] | null }>`
    select p.*, ${accounts} as accounts from ledger_post(
      ${merchantId}::int, ${currency}::text, ${column('id')}::uuid[],
      ${column('debitAccountId')}::bigint[], ${column('creditAccountId')}::bigint[],
      ${column('amount')}::bigint[], ${column('kind')}::text[], ${column('refType')}::text[],
      ${column('refId')}::text[], ${posting.houseAccountIds}::bigint[], ${posting.now}::timestamptz) p`.execute(
    executor,
  );
  const first = result.rows[0];
  return {
    replayed: first?.replayed ?? false,
    rows: result.rows.map(({ replayed: _replayed, accounts: _accounts, ...row }) => row),
    accountsBefore:
      readMember === undefined
        ? undefined
        : (first?.accounts ?? []).map(([kind, balance]) => ({ kind, balance: BigInt(balance) })),
  };
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

/** Many credits from one house account in one set-based statement (`ledger_post_credits`, migration 0015). */
export async function postCredits(
  executor: Executor,
  batch: {
    merchantId: number;
    currency: string;
    house: bigint;
    ids: string[];
    accounts: string[];
    amounts: string[];
    kind: string;
    refType: string;
    refIds: string[];
    now: Date;
  },
): Promise<void> {
  await sql`select ledger_post_credits(${batch.merchantId}::int, ${batch.currency}::text,
    ${batch.house}::bigint, ${batch.ids}::uuid[], ${batch.accounts}::bigint[], ${batch.amounts}::bigint[],
    ${batch.kind}::text, ${batch.refType}::text, ${batch.refIds}::text[], ${batch.now}::timestamptz)`.execute(
    executor,
  );
}
