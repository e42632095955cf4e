import type { DepositState } from '@tessera/contracts';
import { type Insertable, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, DepositTable } from '../../db/schema.js';

export type DepositRow = Selectable<DepositTable>;
type Executor = Db | Transaction<DB>;

/** Serialises a member's deposit requests (pending count and request-id checks) on their row. */
export async function lockMember(tx: Transaction<DB>, memberId: number): Promise<void> {
  await tx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

export async function findByRequestId(db: Executor, memberId: number, requestId: string) {
  return db
    .selectFrom('deposits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** Pending deposits that still count against the member's limit (not yet past their expiry). */
export async function countOpen(db: Executor, memberId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('state', '=', 'PENDING')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertDeposit(db: Executor, values: Insertable<DepositTable>): Promise<DepositRow> {
  return db.insertInto('deposits').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateDeposit(db: Executor, id: string, values: Updateable<DepositTable>) {
  return db.updateTable('deposits').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function findDeposit(db: Executor, id: string): Promise<DepositRow | undefined> {
  return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked until the transaction ends (gateway notifications settle one at a time). */
export async function lockDeposit(tx: Transaction<DB>, id: string): Promise<DepositRow | undefined> {
  return tx.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Move a deposit of `merchantId` out of one of the `from` states. Guarded: of two racing
 * decisions only one finds the row still in a `from` state; the other gets undefined.
 */
export async function decideDeposit(
  db: Executor,
  id: string,
  merchantId: number,
  from: readonly DepositState[],
  values: Updateable<DepositTable>,
): Promise<DepositRow | undefined> {
  return db
    .updateTable('deposits')
    .set(values)
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

interface Page {
  state?: DepositState | undefined;
  pageNo: number;
  pageSize: number;
}

export async function listMemberDeposits(db: Db, memberId: number, page: Page) {
  let query = db.selectFrom('deposits').where('member_id', '=', memberId);
  if (page.state) query = query.where('state', '=', page.state);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A brand's deposits of one state with their members' names: the queue oldest first, else newest. */
export async function listMerchantDeposits(
  db: Db,
  merchantId: number,
  page: Page & { state: DepositState; memberId?: number | undefined; since?: Date; until?: Date },
) {
  let query = db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .where('deposits.merchant_id', '=', merchantId)
    .where('deposits.state', '=', page.state);
  if (page.memberId !== undefined) query = query.where('deposits.member_id', '=', page.memberId);
  // By when it was decided (the reports count approvals so), or made while it waits.
  const when = sql<Date>`coalesce(deposits.decided_at, deposits.created_at)`;
  if (page.since) query = query.where(when, '>=', page.since);
  if (page.until) query = query.where(when, '<', page.until);
  const direction = page.state === 'PENDING' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    query
      .selectAll('deposits')
      .select('members.username')
      .orderBy('deposits.created_at', direction)
      .orderBy('deposits.id', direction)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findUsername(db: Executor, memberId: number): Promise<string> {
  const row = await db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirst();
  return row?.username ?? '';
}

export async function insertNotification(
  db: Executor,
  values: {
    deposit_id: string;
    gateway: string;
    payment_id: string;
    status: string;
    outcome: string;
    received_at: Date;
  },
): Promise<void> {
  await db.insertInto('deposit_notifications').values(values).execute();
}

/**
 * Expire what is due: a guarded update over a batch claimed with SKIP LOCKED, so every node may
 * run the job at once and a deposit being approved or paid right now is simply left for later.
 */
export async function expireDue(db: Db, now: Date, limit = 500): Promise<number> {
  const result = await sql<{ id: string }>`
    update deposits set state = 'EXPIRED', decided_at = ${now}, decided_via = 'EXPIRY'
    where id in (
      select id from deposits
      where state = 'PENDING' and expires_at <= ${now}
      order by expires_at
      limit ${limit}
      for update skip locked
    ) and state = 'PENDING' and expires_at <= ${now}
    returning id`.execute(db);
  return result.rows.length;
}
