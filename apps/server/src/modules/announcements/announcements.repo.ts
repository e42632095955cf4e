import { type ContentType, MEMBER_CONTENT_TYPES, type MemberContentType } from '@tessera/contracts';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AnnouncementTable } from '../../db/schema.js';

export type AnnouncementRow = Selectable<AnnouncementTable>;
/** A row of a type the member feed shows (never an agent notice). */
export type MemberRow = AnnouncementRow & { content_type: MemberContentType };

/** Rows the member call may show at most per brand (each list is cut again by type). */
const FEED_ROWS_MAX = 1_000;

/**
 * A brand's active member rows (every type but agent notices) that have not ended by `now`, in
 * display order: `sort` ascending, then newest first. Rows that start later come too: the caller
 * filters by time on every request.
 */
export async function listLiveRows(db: Db, merchantId: number, now: Date): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('content_type', 'in', MEMBER_CONTENT_TYPES)
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort', 'asc')
    .orderBy(sql`coalesce(starts_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(FEED_ROWS_MAX)
    .execute();
  return rows as MemberRow[];
}

/**
 * A page of a brand's agent notices shown at `now` (active, started, not ended), by `sort`, then
 * newest first, with how many there are (index `announcements_agent_feed`).
 */
export async function listAgentNotices(
  db: Db,
  merchantId: number,
  now: Date,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const live = db
    .selectFrom('announcements')
    .where('merchant_id', '=', merchantId)
    .where('content_type', '=', 'AG')
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  const [rows, count] = await Promise.all([
    live
      .selectAll()
      .orderBy('sort', 'asc')
      .orderBy(sql`coalesce(starts_at, created_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    live.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export async function listForStaff(
  db: Db,
  merchantId: number,
  filter: { contentType?: ContentType; status?: 'ACTIVE' | 'INACTIVE' },
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  let filtered = db.selectFrom('announcements').where('merchant_id', '=', merchantId);
  if (filter.contentType) filtered = filtered.where('content_type', '=', filter.contentType);
  if (filter.status) filtered = filtered.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** The row locked for a change (so two staff edits of one item serialise and audit in order). */
export async function lockRow(tx: Db, merchantId: number, id: number): Promise<AnnouncementRow | undefined> {
  return tx
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRow(tx: Db, values: Insertable<AnnouncementTable>): Promise<AnnouncementRow> {
  return tx.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateRow(
  tx: Db,
  id: number,
  values: Updateable<AnnouncementTable>,
): Promise<AnnouncementRow> {
  return tx
    .updateTable('announcements')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteRow(tx: Db, id: number): Promise<void> {
  await tx.deleteFrom('announcements').where('id', '=', id).execute();
}
