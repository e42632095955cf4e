import type { ColumnType, Generated } from 'kysely';

/** Platform messages (migration 0047, decision 0047). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface MessageTable {
  id: Generated<string>;
  merchant_id: number;
  source: 'STAFF' | 'SYSTEM';
  template: string | null;
  ref: string | null;
  params: Json<Record<string, string | number>>;
  title: Json<Record<string, string>>;
  body: Json<Record<string, string>>;
  audience: Json<Record<string, unknown>>;
  recipients: Defaulted<number>;
  sent_by: number | null;
  created_at: Timestamp;
}

export interface MemberMessageTable {
  member_id: number;
  message_id: string;
  read_at: Date | null;
  deleted: Defaulted<boolean>;
}

export interface MessageTables {
  messages: MessageTable;
  member_messages: MemberMessageTable;
}
