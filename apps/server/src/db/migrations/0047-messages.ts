/**
 * Platform messages (issue 17, decision 0047).
 * - `messages`: one per sending: staff's words per language (`title`, `body`) or the platform's
 *   template and its parameters (`template`, `params`), worded at reading time in the reader's
 *   language, once per event it tells of (`ref`: the deposit's, withdrawal's or bonus's id); the
 *   audience as staff chose it and how many it reached.
 * - `member_messages`: one row per recipient, written for a whole audience in one statement; read
 *   and deleted marks. The unread count is an index-only count of the partial index.
 */
export const statements: string[] = [
  `create table messages (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    source text not null check (source in ('STAFF', 'SYSTEM')),
    template text,
    ref text,
    params jsonb not null default '{}',
    title jsonb not null default '{}',
    body jsonb not null default '{}',
    audience jsonb not null,
    recipients int not null default 0,
    sent_by int references staff(id),
    created_at timestamptz not null,
    check ((source = 'SYSTEM') = (template is not null and ref is not null))
  )`,
  `create unique index messages_system_ref on messages (merchant_id, template, ref) where source = 'SYSTEM'`,
  `create index messages_sent on messages (merchant_id, id desc) where source = 'STAFF'`,
  `create table member_messages (
    member_id int not null references members(id),
    message_id bigint not null references messages(id),
    read_at timestamptz,
    deleted boolean not null default false,
    primary key (member_id, message_id)
  )`,
  'create index member_messages_unread on member_messages (member_id) where read_at is null and not deleted',
  'create index member_messages_message on member_messages (message_id) where read_at is not null',
];
