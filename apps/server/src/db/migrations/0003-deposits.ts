/**
 * Deposits and payment-gateway notifications (domain.md §3, decision 0007): the deposits, the
 * journal of every verified gateway notification, the gateways' signing secrets, and the payments
 * the bundled sandbox gateway keeps on its own side.
 */
export const statements: string[] = [
  `create table deposits (
    id uuid primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    channel text not null,
    channel_type text not null check (channel_type in ('BANK', 'GATEWAY')),
    channel_name text not null,
    gateway text,
    amount bigint not null check (amount > 0),
    currency text not null,
    reference text not null,
    state text not null default 'PENDING'
      check (state in ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED')),
    request_id uuid,
    bank jsonb,
    payment_id text,
    pay_url text,
    reason text,
    decided_via text check (decided_via in ('STAFF', 'GATEWAY', 'EXPIRY')),
    decided_by int references staff(id),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    decided_at timestamptz,
    unique (merchant_id, reference),
    unique (member_id, request_id),
    check ((state = 'PENDING') = (decided_at is null)),
    check ((channel_type = 'GATEWAY') = (gateway is not null))
  )`,
  'create index deposits_member on deposits (member_id, created_at desc, id)',
  'create index deposits_merchant_state on deposits (merchant_id, state, created_at)',
  // The expiry job's work list: only what is still pending.
  `create index deposits_expiry on deposits (expires_at) where state = 'PENDING'`,
  'create unique index deposits_payment on deposits (gateway, payment_id) where payment_id is not null',
  // Every verified notification a gateway sent, with what it did: duplicates and late copies show.
  `create table deposit_notifications (
    id bigserial primary key,
    deposit_id uuid not null references deposits(id),
    gateway text not null,
    payment_id text not null,
    status text not null,
    outcome text not null,
    received_at timestamptz not null
  )`,
  'create index deposit_notifications_deposit on deposit_notifications (deposit_id, id)',
  // Shared secret per gateway for signing notifications; the sandbox's is drawn on first use.
  `create table payment_gateway_secrets (
    gateway text primary key,
    secret text not null,
    created_at timestamptz not null default now()
  )`,
  // The sandbox gateway's own books: what it was asked to collect and what the payer did.
  `create table sandbox_payments (
    id text primary key,
    merchant_id int not null references merchants(id),
    merchant_name text not null,
    deposit_id uuid not null unique,
    reference text not null,
    amount bigint not null check (amount > 0),
    currency text not null,
    scale int not null,
    callback_path text not null,
    return_path text not null,
    status text not null default 'PENDING' check (status in ('PENDING', 'PAID', 'FAILED')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    completed_at timestamptz
  )`,
];
