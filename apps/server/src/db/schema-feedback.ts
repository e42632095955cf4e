import type { ColumnType, Generated } from 'kysely';

/** Feedback (migration 0049, decision 0052). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FeedbackTable {
  id: Generated<string>;
  merchant_id: number;
  member_id: number | null;
  question_type: string;
  content: string;
  contact: string | null;
  language: string;
  ip: string | null;
  status: ColumnType<'NEW' | 'REPLIED' | 'CLOSED', 'NEW' | 'REPLIED' | 'CLOSED' | undefined>;
  reply: string | null;
  message_id: string | null;
  handled_by: number | null;
  handled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface FeedbackImageTable {
  feedback_id: string;
  image_no: number;
  content_type: string;
  size: number;
  bytes: Uint8Array;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_images: FeedbackImageTable;
}
