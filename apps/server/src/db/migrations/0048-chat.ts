/**
 * Live chat (issue 17, decision 0050).
 * - `chat_visitors`: anonymous visitors, known by the SHA-256 of the token the site keeps.
 * - `chat_conversations`: one customer (a member or a visitor) of a brand; WAITING → ACTIVE →
 *   CLOSED, at most one open per customer; `last_seq` numbers its messages (bumped under the row's
 *   lock), the read marks of both sides, the rating.
 * - `chat_messages`: `seq` 1, 2, 3… per conversation; `(conversation, sender, client_id)` unique,
 *   so a retried send is a replay.
 * - `chat_images`: an image's checked bytes and type.
 * - `chat_canned_replies`: staff's ready answers per brand and language.
 * - `chat_duty` (what a staff member chose) and `chat_presence` (which node holds their chat
 *   sockets, refreshed while open): on duty = available and present lately.
 */
export const statements: string[] = [
  `create table chat_visitors (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    token_hash text not null unique,
    name text,
    created_at timestamptz not null,
    last_seen_at timestamptz not null
  )`,
  `create table chat_conversations (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int references members(id),
    visitor_id bigint references chat_visitors(id),
    customer_name text,
    status text not null check (status in ('WAITING', 'ACTIVE', 'CLOSED')),
    staff_id int references staff(id),
    offline boolean not null default false,
    last_seq int not null default 0,
    customer_read_seq int not null default 0,
    staff_read_seq int not null default 0,
    last_text text,
    last_message_at timestamptz,
    rating smallint check (rating between 1 and 5),
    rating_comment text,
    rated_at timestamptz,
    opened_at timestamptz not null,
    assigned_at timestamptz,
    closed_at timestamptz,
    closed_by text check (closed_by in ('CUSTOMER', 'STAFF')),
    check ((member_id is null) <> (visitor_id is null)),
    check ((status = 'ACTIVE') = (staff_id is not null) or status = 'CLOSED')
  )`,
  `create unique index chat_conversations_open_member on chat_conversations (member_id) where status <> 'CLOSED'`,
  `create unique index chat_conversations_open_visitor on chat_conversations (visitor_id) where status <> 'CLOSED'`,
  'create index chat_conversations_member on chat_conversations (member_id, id desc)',
  'create index chat_conversations_visitor on chat_conversations (visitor_id, id desc)',
  `create index chat_conversations_open on chat_conversations (merchant_id, opened_at) where status <> 'CLOSED'`,
  `create index chat_conversations_closed on chat_conversations (merchant_id, closed_at desc) where status = 'CLOSED'`,
  `create table chat_images (
    id bigserial primary key,
    conversation_id bigint not null references chat_conversations(id),
    content_type text not null,
    bytes bytea not null,
    size int not null,
    created_at timestamptz not null
  )`,
  `create table chat_messages (
    id bigserial primary key,
    conversation_id bigint not null references chat_conversations(id),
    seq int not null,
    sender text not null check (sender in ('MEMBER', 'VISITOR', 'STAFF')),
    staff_id int references staff(id),
    client_id text not null,
    text text not null,
    image_id bigint references chat_images(id),
    offline boolean not null default false,
    created_at timestamptz not null,
    unique (conversation_id, seq),
    unique (conversation_id, sender, client_id)
  )`,
  `create table chat_canned_replies (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    language text not null,
    title text not null,
    text text not null,
    sort_order int not null default 0,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  'create index chat_canned_replies_brand on chat_canned_replies (merchant_id, language, sort_order)',
  `create table chat_duty (
    staff_id int primary key references staff(id),
    merchant_id int not null references merchants(id),
    available boolean not null,
    updated_at timestamptz not null
  )`,
  `create table chat_presence (
    node text not null,
    staff_id int not null references staff(id),
    merchant_id int not null references merchants(id),
    sockets int not null,
    seen_at timestamptz not null,
    primary key (node, staff_id)
  )`,
  'create index chat_presence_staff on chat_presence (staff_id, seen_at)',
];
