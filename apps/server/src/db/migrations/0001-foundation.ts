/** Brands, members, sessions, staff, single-use challenges, keys, outbox and the audit log. */
export const statements = [
  `create table merchants (
    id serial primary key,
    code text not null unique,
    name text not null,
    platform text not null,
    lottery_type text not null,
    default_language text not null,
    languages jsonb not null,
    currency text not null,
    currency_symbol text not null,
    currency_scale int not null,
    default_password_hash text,
    flags jsonb not null default '{}',
    modules jsonb not null default '{}',
    register_settings jsonb not null,
    status_settings jsonb not null,
    resources jsonb not null default '[]',
    cdn jsonb not null default '{"image":[],"launch":[]}',
    allow_plain_payloads boolean not null default false,
    dev_inbox boolean not null default false,
    password_max_age_days int not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create table merchant_domains (
    domain text primary key,
    merchant_id int not null references merchants(id),
    main boolean not null default false
  )`,
  `create table members (
    id serial primary key,
    merchant_id int not null references merchants(id),
    username text not null,
    username_lower text not null,
    password_hash text not null,
    type int not null default 0,
    status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED')),
    nickname text,
    payee_name text,
    email text,
    mobile_num text,
    country_dialing_code text,
    profile jsonb not null default '{}',
    payment_password_hash text,
    parent_id int references members(id),
    path text not null default '',
    affiliate_code text,
    referral_code text,
    recommender_id text,
    language text not null,
    is_trial boolean not null default false,
    password_changed_at timestamptz not null default now(),
    password_must_change boolean not null default false,
    totp_secret text,
    totp_enabled boolean not null default false,
    register_ip text,
    register_url text,
    created_at timestamptz not null default now(),
    last_login_at timestamptz,
    last_login_ip text,
    unique (merchant_id, username_lower)
  )`,
  `create unique index members_mobile on members (merchant_id, country_dialing_code, mobile_num)
     where mobile_num is not null and not is_trial`,
  `create unique index members_affiliate on members (merchant_id, affiliate_code) where affiliate_code is not null`,
  `create table member_known_ips (
    member_id int not null references members(id),
    ip text not null,
    first_seen_at timestamptz not null default now(),
    primary key (member_id, ip)
  )`,
  `create table sessions (
    token_hash text primary key,
    member_id int not null references members(id),
    merchant_id int not null references merchants(id),
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz,
    ip text,
    user_agent text
  )`,
  'create index sessions_member on sessions (member_id) where revoked_at is null',
  `create table staff (
    id serial primary key,
    merchant_id int not null references merchants(id),
    username text not null,
    password_hash text not null,
    role text not null check (role in ('admin', 'finance', 'support')),
    created_at timestamptz not null default now(),
    unique (merchant_id, username)
  )`,
  `create table staff_sessions (
    token_hash text primary key,
    staff_id int not null references staff(id),
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create table challenges (
    id text primary key,
    kind text not null,
    merchant_id int not null references merchants(id),
    subject text not null,
    answer text not null,
    attempts int not null default 0,
    data jsonb not null default '{}',
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    consumed_at timestamptz
  )`,
  'create index challenges_subject on challenges (merchant_id, kind, subject, created_at)',
  `create table used_nonces (
    nonce text primary key,
    expires_at timestamptz not null
  )`,
  `create table server_keys (
    id text primary key,
    private_key_pem text not null,
    public_key_spki text not null,
    created_at timestamptz not null default now()
  )`,
  `create table outbox (
    id serial primary key,
    merchant_id int not null references merchants(id),
    channel text not null,
    recipient text not null,
    body text not null,
    created_at timestamptz not null default now()
  )`,
  'create index outbox_recipient on outbox (merchant_id, recipient, id desc)',
  `create table audit_log (
    id bigserial primary key,
    merchant_id int references merchants(id),
    actor_type text not null,
    actor_id int,
    action text not null,
    target text,
    details jsonb not null default '{}',
    ip text,
    created_at timestamptz not null default now()
  )`,
  // The audit log is append-only: updates and deletes are refused by the database itself.
  `create function audit_log_append_only() returns trigger language plpgsql as $$
   begin raise exception 'audit_log is append-only'; end $$`,
  `create trigger audit_log_no_change before update or delete on audit_log
     for each row execute function audit_log_append_only()`,
];
