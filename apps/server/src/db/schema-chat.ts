import type { ColumnType, Generated } from 'kysely';

/** Live chat (migration 0048, decision 0050). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ChatVisitorTable {
  id: Generated<string>;
  merchant_id: number;
  token_hash: string;
  name: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface ChatConversationTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: number | null;
  visitor_id: string | null;
  customer_name: string | null;
  status: 'WAITING' | 'ACTIVE' | 'CLOSED';
  staff_id: number | null;
  offline: Defaulted<boolean>;
  last_seq: Defaulted<number>;
  customer_read_seq: Defaulted<number>;
  staff_read_seq: Defaulted<number>;
  last_text: string | null;
  last_message_at: Timestamp | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: Timestamp | null;
  opened_at: Timestamp;
  assigned_at: Timestamp | null;
  closed_at: Timestamp | null;
  closed_by: 'CUSTOMER' | 'STAFF' | null;
}

export interface ChatImageTable {
  id: Generated<string>;
  conversation_id: string;
  content_type: string;
  bytes: Uint8Array;
  size: number;
  created_at: Timestamp;
}

export interface ChatMessageTable {
  id: Generated<string>;
  conversation_id: string;
  seq: number;
  sender: 'MEMBER' | 'VISITOR' | 'STAFF';
  staff_id: number | null;
  client_id: string;
  text: string;
  image_id: string | null;
  offline: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface ChatCannedReplyTable {
  id: Generated<string>;
  merchant_id: number;
  language: string;
  title: string;
  text: string;
  sort_order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatDutyTable {
  staff_id: number;
  merchant_id: number;
  available: boolean;
  updated_at: Timestamp;
}

export interface ChatPresenceTable {
  node: string;
  staff_id: number;
  merchant_id: number;
  sockets: number;
  seen_at: Timestamp;
}

export interface ChatTables {
  chat_visitors: ChatVisitorTable;
  chat_conversations: ChatConversationTable;
  chat_images: ChatImageTable;
  chat_messages: ChatMessageTable;
  chat_canned_replies: ChatCannedReplyTable;
  chat_duty: ChatDutyTable;
  chat_presence: ChatPresenceTable;
}
