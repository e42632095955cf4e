import type { Insertable, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PromotionEntryTable, PromotionTable } from '../../db/schema-rewards.js';
import type { Executor } from '../ledger/ledger.repo.js';

/** Promotions, members' entries in them, and an application's proofs (migration 0039). */

export type PromotionRow = Selectable<PromotionTable>;
export type EntryRow = Selectable<PromotionEntryTable>;

export function findPromotion(
  db: Executor,
  merchantId: number,
  id: string,
): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', BigInt(id))
    .executeTakeFirst();
}

/** The brand's promotions, in the order the site shows them. */
export function findPromotions(
  db: Executor,
  merchantId: number,
  filter: { status?: PromotionRow['status']; type?: PromotionRow['type'] } = {},
): Promise<PromotionRow[]> {
  let query = db.selectFrom('promotions').selectAll().where('merchant_id', '=', merchantId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.type) query = query.where('type', '=', filter.type);
  return query.orderBy('sort_order').orderBy('id', 'desc').execute();
}

/**
 * What the site lists: live promotions that have not ended (or ended within the last week, shown
 * closed), and those the member has an entry in of the same age.
 */
export async function findListedPromotions(
  db: Db,
  merchantId: number,
  memberId: number | null,
  since: Date,
  type?: PromotionRow['type'],
): Promise<PromotionRow[]> {
  let query = db
    .selectFrom('promotions as p')
    .selectAll('p')
    .where('p.merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('p.status', '=', 'LIVE'),
          eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', since)]),
        ]),
        ...(memberId === null
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('promotion_entries as e')
                  .select(sql`1`.as('one'))
                  .whereRef('e.promotion_id', '=', 'p.id')
                  .where('e.member_id', '=', memberId)
                  .where('e.joined_at', '>', since),
              ),
            ]),
      ]),
    );
  if (type) query = query.where('p.type', '=', type);
  return query.orderBy('p.sort_order').orderBy('p.id', 'desc').execute();
}

export async function insertPromotion(db: Executor, row: Insertable<PromotionTable>): Promise<PromotionRow> {
  return db.insertInto('promotions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updatePromotionRow(
  db: Executor,
  merchantId: number,
  id: string,
  changes: Updateable<PromotionTable>,
): Promise<PromotionRow | undefined> {
  return db
    .updateTable('promotions')
    .set(changes)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', BigInt(id))
    .returningAll()
    .executeTakeFirst();
}

/** The member's entries in these promotions, newest first. */
export function findMemberEntries(
  db: Executor,
  memberId: number,
  promotionIds: bigint[],
): Promise<EntryRow[]> {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', 'in', promotionIds)
    .orderBy('id', 'desc')
    .execute();
}

export function findEntry(
  db: Executor,
  promotionId: bigint,
  memberId: number,
  periodStart: string,
): Promise<EntryRow | undefined> {
  return db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
}

/** Inserts an entry unless the member has one for the period: then answers undefined. */
export function insertEntry(
  db: Executor,
  row: Insertable<PromotionEntryTable>,
): Promise<EntryRow | undefined> {
  return db
    .insertInto('promotion_entries')
    .values(row)
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_start']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Moves an entry on only from the states given (the guard that makes a claim or a decision once). */
export function moveEntry(
  db: Executor,
  id: bigint,
  from: EntryRow['state'][],
  changes: Updateable<PromotionEntryTable>,
): Promise<EntryRow | undefined> {
  return db
    .updateTable('promotion_entries')
    .set(changes)
    .where('id', '=', id)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export async function insertProofs(
  db: Executor,
  entryId: bigint,
  proofs: { contentType: string; bytes: Buffer }[],
): Promise<void> {
  if (proofs.length === 0) return;
  await db
    .insertInto('promotion_proofs')
    .values(
      proofs.map((proof, index) => ({
        entry_id: entryId,
        proof_no: index + 1,
        content_type: proof.contentType,
        size: proof.bytes.length,
        bytes: proof.bytes,
      })),
    )
    .execute();
}

/** Whether the member has a deposit approved other than `except`. */
export async function hasApprovedDeposit(db: Executor, memberId: number, except?: string): Promise<boolean> {
  let query = db
    .selectFrom('deposits')
    .select('id')
    .where('member_id', '=', memberId)
    .where('state', '=', 'APPROVED');
  if (except) query = query.where('id', '<>', except);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Whether the member has a bonus wagering now. */
export async function hasWageringBonus(db: Executor, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bonuses')
    .select('id')
    .where('member_id', '=', memberId)
    .where('state', '=', 'WAGERING')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
