import type { WithdrawalState } from '@tessera/contracts';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WithdrawalTable } from '../../db/schema.js';

export type WithdrawalRow = Selectable<WithdrawalTable> & { proof_count: number; username: string };

export interface Page {
  pageNo: number;
  pageSize: number;
}

/** Withdrawals with their owner's username and how many proof images they carry. */
function selectWithdrawals(db: Db) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .selectAll('withdrawals')
    .select('members.username')
    .select(
      sql<number>`(select count(*) from withdrawal_proofs p where p.withdrawal_id = withdrawals.id)::int`.as(
        'proof_count',
      ),
    );
}

/** Lock the member's row: one member's withdrawal requests then run one after another. */
export async function lockMember(tx: Db, memberId: number): Promise<{ payee_name: string | null }> {
  return tx
    .selectFrom('members')
    .select('payee_name')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function findByRequestId(tx: Db, memberId: number, requestId: string) {
  return selectWithdrawals(tx)
    .where('withdrawals.member_id', '=', memberId)
    .where('withdrawals.request_id', '=', requestId)
    .executeTakeFirst();
}

/** Withdrawals the member asked for since `since` (every state counts, rejected ones too). */
export async function countRequestedSince(db: Db, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertWithdrawal(tx: Db, values: Insertable<WithdrawalTable>): Promise<void> {
  await tx.insertInto('withdrawals').values(values).execute();
}

export async function findMemberWithdrawal(db: Db, memberId: number, id: string) {
  return selectWithdrawals(db)
    .where('withdrawals.id', '=', id)
    .where('withdrawals.member_id', '=', memberId)
    .executeTakeFirst();
}

export async function findMerchantWithdrawal(db: Db, merchantId: number, id: string) {
  return selectWithdrawals(db)
    .where('withdrawals.id', '=', id)
    .where('withdrawals.merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function listMemberWithdrawals(
  db: Db,
  memberId: number,
  state: WithdrawalState | undefined,
  page: Page,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  let filtered = db.selectFrom('withdrawals').where('member_id', '=', memberId);
  if (state) filtered = filtered.where('state', '=', state);
  const { n } = await filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  let query = selectWithdrawals(db).where('withdrawals.member_id', '=', memberId);
  if (state) query = query.where('withdrawals.state', '=', state);
  const rows = await query
    .orderBy('withdrawals.created_at', 'desc')
    .orderBy('withdrawals.id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows, total: n };
}

/** The brand's withdrawals in one state, oldest first (a review queue is worked from its head). */
export async function listMerchantWithdrawals(
  db: Db,
  merchantId: number,
  state: WithdrawalState,
  page: Page & { memberId?: number | undefined; since?: Date; until?: Date },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const member = page.memberId;
  // By when it was paid (the reports count payouts so), or asked until then.
  const when = sql<Date>`coalesce(withdrawals.disbursed_at, withdrawals.created_at)`;
  let counted = db.selectFrom('withdrawals').where('merchant_id', '=', merchantId).where('state', '=', state);
  if (member !== undefined) counted = counted.where('member_id', '=', member);
  if (page.since) counted = counted.where(when, '>=', page.since);
  if (page.until) counted = counted.where(when, '<', page.until);
  const { n } = await counted.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  let listed = selectWithdrawals(db)
    .where('withdrawals.merchant_id', '=', merchantId)
    .where('withdrawals.state', '=', state);
  if (member !== undefined) listed = listed.where('withdrawals.member_id', '=', member);
  if (page.since) listed = listed.where(when, '>=', page.since);
  if (page.until) listed = listed.where(when, '<', page.until);
  const rows = await listed
    .orderBy('withdrawals.created_at')
    .orderBy('withdrawals.id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows, total: n };
}

/**
 * The guarded state change: it only happens while the withdrawal is still in one of `from`, so of
 * two concurrent clicks exactly one gets a row back (the other waits for the row lock, then sees
 * the new state and matches nothing).
 */
export async function moveState(
  tx: Db,
  where: { merchantId: number; id: string; memberId?: number },
  from: readonly WithdrawalState[],
  set: Updateable<WithdrawalTable>,
): Promise<{ member_id: number; amount: bigint; currency: string } | undefined> {
  let query = tx
    .updateTable('withdrawals')
    .set(set)
    .where('id', '=', where.id)
    .where('merchant_id', '=', where.merchantId)
    .where('state', 'in', [...from]);
  if (where.memberId !== undefined) query = query.where('member_id', '=', where.memberId);
  return query.returning(['member_id', 'amount', 'currency']).executeTakeFirst();
}

export async function insertProofs(
  tx: Db,
  withdrawalId: string,
  proofs: ReadonlyArray<{ contentType: string; bytes: Buffer }>,
  now: Date,
): Promise<void> {
  if (proofs.length === 0) return;
  await tx
    .insertInto('withdrawal_proofs')
    .values(
      proofs.map((proof, index) => ({
        withdrawal_id: withdrawalId,
        proof_no: index + 1,
        content_type: proof.contentType,
        size: proof.bytes.length,
        bytes: proof.bytes,
        created_at: now,
      })),
    )
    .execute();
}

export async function findProof(db: Db, withdrawalId: string, proofNo: number) {
  return db
    .selectFrom('withdrawal_proofs')
    .select(['content_type', 'size', 'bytes'])
    .where('withdrawal_id', '=', withdrawalId)
    .where('proof_no', '=', proofNo)
    .executeTakeFirst();
}

/**
 * Disbursed withdrawals nobody confirmed by their `auto_receive_at` count as received (forced).
 * Claimed with SKIP LOCKED and guarded by the state, so nodes running this at once never clash.
 */
export async function receiveOverdue(db: Db, now: Date, limit: number): Promise<number> {
  const result = await sql`
    update withdrawals set state = 'RECEIVED', receipt_result = 'RECEIVED', forced = true, confirmed_at = ${now}
    where id in (
      select id from withdrawals
      where state = 'DISBURSED' and auto_receive_at <= ${now}
      order by auto_receive_at
      limit ${limit}
      for update skip locked
    ) and state = 'DISBURSED'`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
