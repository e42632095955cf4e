import type { ChatView, StaffChatConversation } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { brandDayRange } from '../../lib/brand-days.js';
import type { Merchant } from '../site/merchant.js';
import { conversationRows, toStaffConversation } from './chat-view.js';

export interface QueueQuery {
  view: ChatView;
  customer?: string;
  staffId?: number;
  rating?: number;
  offline?: 'true' | 'false';
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
}

export interface QueueCounts {
  waiting: number;
  mine: number;
  open: number;
}

/**
 * The console's queue (decision 0050): waiting (oldest first: who waited longest comes first),
 * mine and every open one (latest message first), closed (newest first), each filtered by the
 * customer's name (prefix), staff member, rating, offline and the brand days opened.
 */
export async function listQueue(
  db: Db,
  merchant: Merchant,
  staffId: number,
  query: QueueQuery,
): Promise<{ list: StaffChatConversation[]; total: number; counts: QueueCounts }> {
  let rows = conversationRows(db).where('c.merchant_id', '=', merchant.id);
  if (query.view === 'waiting') rows = rows.where('c.status', '=', 'WAITING');
  else if (query.view === 'mine')
    rows = rows.where('c.status', '=', 'ACTIVE').where('c.staff_id', '=', staffId);
  else if (query.view === 'open') rows = rows.where('c.status', '<>', 'CLOSED');
  else rows = rows.where('c.status', '=', 'CLOSED');
  if (query.customer) {
    const prefix = `${query.customer.toLowerCase().replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
    rows = rows.where(sql<boolean>`lower(c.customer_name) like ${prefix}`);
  }
  if (query.staffId !== undefined) rows = rows.where('c.staff_id', '=', query.staffId);
  if (query.rating !== undefined) rows = rows.where('c.rating', '=', query.rating);
  if (query.offline) rows = rows.where('c.offline', '=', query.offline === 'true');
  const { since, until } = brandDayRange(merchant.timeZone, query.from, query.to);
  if (since) rows = rows.where('c.opened_at', '>=', since);
  if (until) rows = rows.where('c.opened_at', '<', until);

  const ordered =
    query.view === 'waiting'
      ? rows.orderBy('c.opened_at', 'asc').orderBy('c.id', 'asc')
      : query.view === 'closed'
        ? rows.orderBy('c.closed_at', 'desc').orderBy('c.id', 'desc')
        : rows.orderBy(sql`coalesce(c.last_message_at, c.opened_at)`, 'desc').orderBy('c.id', 'desc');
  const [page, total, counts] = await Promise.all([
    ordered
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    rows.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    queueCounts(db, merchant.id, staffId),
  ]);
  return { list: page.map(toStaffConversation), total: total.n, counts };
}

export async function queueCounts(db: Db, merchantId: number, staffId: number): Promise<QueueCounts> {
  const row = await db
    .selectFrom('chat_conversations')
    .select([
      sql<number>`count(*) filter (where status = 'WAITING')::int`.as('waiting'),
      sql<number>`count(*) filter (where status = 'ACTIVE' and staff_id = ${staffId})::int`.as('mine'),
      sql<number>`count(*)::int`.as('open'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('status', '<>', 'CLOSED')
    .executeTakeFirstOrThrow();
  return { waiting: row.waiting, mine: row.mine, open: row.open };
}

/** The brand's conversations not closed and their last seq: where a new staff socket starts. */
export async function openConversationSeqs(db: Db, merchantId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chat_conversations')
    .select([sql<string>`id::text`.as('id'), 'last_seq'])
    .where('merchant_id', '=', merchantId)
    .where('status', '<>', 'CLOSED')
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.last_seq)]));
}

/** The customer's earlier conversations (at most 10, newest first), beside the open one. */
export async function earlierConversations(
  db: Db,
  row: { id: string; merchant_id: number; member_id: number | null; visitor_id: string | null },
): Promise<StaffChatConversation[]> {
  let rows = conversationRows(db).where('c.merchant_id', '=', row.merchant_id).where('c.id', '<>', row.id);
  rows =
    row.member_id !== null
      ? rows.where('c.member_id', '=', row.member_id)
      : rows.where('c.visitor_id', '=', row.visitor_id);
  const found = await rows.orderBy('c.id', 'desc').limit(10).execute();
  return found.map(toStaffConversation);
}
