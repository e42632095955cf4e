import type { ChatConversation, ChatMessage, StaffChatConversation } from '@tessera/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isoOrNull } from '../../lib/iso-time.js';

/** A conversation with its staff member's name, as every view of it reads it. */
export function conversationRows(db: Kysely<DB>) {
  return (
    db
      .selectFrom('chat_conversations as c')
      .leftJoin('staff as s', 's.id', 'c.staff_id')
      // Ids as text: int8 comes back as bigint from PGlite and as a string from pg.
      .select([
        sql<string>`c.id::text`.as('id'),
        'c.merchant_id',
        'c.member_id',
        sql<string | null>`c.visitor_id::text`.as('visitor_id'),
        'c.customer_name',
        'c.status',
        'c.staff_id',
        's.username as staff_name',
        'c.offline',
        'c.last_seq',
        'c.customer_read_seq',
        'c.staff_read_seq',
        'c.last_text',
        'c.last_message_at',
        'c.rating',
        'c.rating_comment',
        'c.opened_at',
        'c.assigned_at',
        'c.closed_at',
        'c.closed_by',
      ])
  );
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>['executeTakeFirstOrThrow']>>;

/** The key every node matches a customer's sockets by: `m<member id>` or `v<visitor id>`. */
export const customerKeyOf = (row: { member_id: number | null; visitor_id: string | null }) =>
  row.member_id !== null ? `m${row.member_id}` : `v${row.visitor_id}`;

export function toStaffConversation(row: ConversationRow): StaffChatConversation {
  return {
    id: String(row.id),
    status: row.status,
    customer: row.member_id !== null ? 'MEMBER' : 'VISITOR',
    customerName: row.customer_name,
    staffName: row.staff_name ?? null,
    offline: row.offline,
    lastSeq: row.last_seq,
    customerReadSeq: row.customer_read_seq,
    staffReadSeq: row.staff_read_seq,
    rating: row.rating,
    ratingComment: row.rating_comment,
    openedAt: new Date(row.opened_at).toISOString(),
    closedAt: isoOrNull(row.closed_at),
    closedBy: row.closed_by,
    memberId: row.member_id,
    staffId: row.staff_id,
    unread: Math.max(0, row.last_seq - row.staff_read_seq),
    lastText: row.last_text,
    lastMessageAt: isoOrNull(row.last_message_at),
    assignedAt: isoOrNull(row.assigned_at),
  };
}

/** What the customer sees of their conversation: nothing of staff's bookkeeping. */
export function toCustomerConversation(conversation: StaffChatConversation): ChatConversation {
  const { memberId, staffId, unread, lastText, lastMessageAt, assignedAt, ...seen } = conversation;
  return seen;
}

/** Messages with their image's type and size. */
export function messageRows(db: Kysely<DB>) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_images as i', 'i.id', 'm.image_id')
    .leftJoin('staff as s', 's.id', 'm.staff_id')
    .select([
      sql<string>`m.id::text`.as('id'),
      sql<string>`m.conversation_id::text`.as('conversation_id'),
      'm.seq',
      'm.client_id',
      'm.sender',
      's.username as staff_name',
      'm.text',
      sql<string | null>`m.image_id::text`.as('image_id'),
      'i.content_type',
      'i.size',
      'm.offline',
      'm.created_at',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: String(row.id),
    conversationId: String(row.conversation_id),
    seq: row.seq,
    clientId: row.client_id,
    sender: row.sender,
    staffName: row.sender === 'STAFF' ? (row.staff_name ?? null) : null,
    text: row.text,
    attachment:
      row.image_id === null
        ? null
        : {
            id: String(row.image_id),
            contentType: row.content_type as NonNullable<ChatMessage['attachment']>['contentType'],
            size: row.size ?? 0,
          },
    offline: row.offline,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
