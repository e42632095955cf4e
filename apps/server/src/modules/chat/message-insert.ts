import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface MessageInsert {
  conversationId: string;
  side: 'CUSTOMER' | 'STAFF';
  sender: 'MEMBER' | 'VISITOR' | 'STAFF';
  staffId: number | null;
  clientId: string;
  text: string;
  imageId: string | null;
  offline: boolean;
  now: Date;
}

export interface Inserted {
  /** The conversation as the statement found it, under its row's lock. */
  status: 'WAITING' | 'ACTIVE' | 'CLOSED';
  staffId: number | null;
  wasOffline: boolean;
  staffName: string | null;
  /** The new message; null when nothing was written (a replay, a closed or taken conversation). */
  id: string | null;
  seq: number | null;
}

/** What a send changes on the conversation besides its last message (constant SQL, by side). */
const SIDE_SET = {
  STAFF: sql`status = 'ACTIVE', staff_id = ins.staff_id, assigned_at = coalesce(c.assigned_at, ins.created_at),
    offline = false, staff_read_seq = ins.seq`,
  CUSTOMER: sql`offline = c.offline or ins.offline, customer_read_seq = ins.seq`,
};

/**
 * A message in one statement (decision 0050): the conversation's row locked, the message inserted
 * with the next seq unless its `(conversation, sender, clientId)` exists (a replay), the row's
 * `last_seq` and marks moved. A staff member writes only into a waiting conversation or their own;
 * nobody writes into a closed one. A racing twin waits on the row's lock and then finds the first.
 */
export async function insertMessage(db: Kysely<DB>, m: MessageInsert): Promise<Inserted> {
  const result = await sql<{
    status: Inserted['status'];
    staff_id: number | null;
    was_offline: boolean;
    staff_name: string | null;
    id: string | null;
    seq: number | null;
  }>`
    with conv as (
      select id, status, staff_id, last_seq, offline from chat_conversations
      where id = ${m.conversationId} for update
    ), ins as (
      insert into chat_messages
        (conversation_id, seq, sender, staff_id, client_id, text, image_id, offline, created_at)
      select conv.id, conv.last_seq + 1, ${m.sender}, ${m.staffId}, ${m.clientId}, ${m.text},
        ${m.imageId}, ${m.offline}, ${m.now}
      from conv
      where conv.status <> 'CLOSED'
        and (${m.side} = 'CUSTOMER' or conv.status = 'WAITING' or conv.staff_id = ${m.staffId})
      on conflict (conversation_id, sender, client_id) do nothing
      returning id, seq, staff_id, offline, created_at
    ), moved as (
      update chat_conversations c
      set last_seq = ins.seq, last_text = left(${m.text}, 200), last_message_at = ins.created_at,
        ${SIDE_SET[m.side]}
      from ins
      where c.id = ${m.conversationId}
      returning c.id
    )
    select conv.status, conv.staff_id, conv.offline as was_offline,
      (select username from staff where id = ${m.staffId}) as staff_name,
      ins.id::text as id, ins.seq
    from conv left join ins on true
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`conversation ${m.conversationId} vanished`);
  return {
    status: row.status,
    staffId: row.staff_id,
    wasOffline: row.was_offline,
    staffName: row.staff_name,
    id: row.id,
    seq: row.seq === null ? null : Number(row.seq),
  };
}
