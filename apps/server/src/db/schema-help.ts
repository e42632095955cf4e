import type { HelpKind } from '@tessera/contracts';
import type { ColumnType, Generated } from 'kysely';

/** The help centre and written pages (migration 0050, decision 0053). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface HelpTopicTable {
  id: Generated<number>;
  merchant_id: number;
  kind: HelpKind;
  title: Json<Record<string, string>>;
  sort: Defaulted<number>;
  published: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface HelpArticleTable {
  id: Generated<number>;
  topic_id: number;
  title: Json<Record<string, string>>;
  body: Json<Record<string, string>>;
  sort: Defaulted<number>;
  published: Defaulted<boolean>;
  updated_at: Timestamp;
}

/** Pictures staff upload into articles (migration 0053). */
export interface HelpImageTable {
  id: string;
  merchant_id: number;
  content_type: string;
  size: number;
  bytes: Uint8Array;
  created_by: number;
  created_at: Timestamp;
}

export interface HelpTables {
  help_topics: HelpTopicTable;
  help_articles: HelpArticleTable;
  help_images: HelpImageTable;
}
