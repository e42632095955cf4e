/**
 * The provider wallet API (domain.md §4): each vendor's signing secret, the player tokens a game
 * launch hands to a vendor, every vendor call booked once, and the game rounds that group a bet with
 * its wins and rollbacks. Rows are never deleted: they are the bet records.
 */
export const statements = [
  `create table provider_vendor_secrets (
    vendor_code text primary key references game_vendors(code),
    secret text not null,
    updated_at timestamptz not null default now()
  )`,
  `create table player_tokens (
    token_hash text primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    vendor_code text not null references game_vendors(code),
    game_code text not null,
    currency text not null,
    wallet text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`,
  'create index player_tokens_expiry on player_tokens (expires_at)',
  `create table game_rounds (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    vendor_code text not null references game_vendors(code),
    round_id text not null,
    game_code text not null,
    currency text not null,
    wallet text not null,
    stake bigint not null default 0 check (stake >= 0),
    payout bigint not null default 0 check (payout >= 0),
    bet_count int not null default 0 check (bet_count >= 0),
    status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED', 'VOID')),
    has_win boolean not null default false,
    opened_at timestamptz not null,
    closed_at timestamptz,
    unique (vendor_code, round_id, member_id)
  )`,
  // Valid bet (turnover) sums settled rounds by member and time.
  `create index game_rounds_settled on game_rounds (merchant_id, member_id, closed_at)
     where status = 'CLOSED'`,
  // status OK: a booked call (its answer in response); TOMBSTONE: the id of a bet that was rolled
  // back before it arrived, so the late bet is refused.
  `create table provider_transactions (
    vendor_code text not null references game_vendors(code),
    transaction_id text not null,
    action text not null check (action in ('bet', 'win', 'rollback')),
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    round_id text,
    game_code text,
    amount bigint not null default 0 check (amount >= 0),
    currency text not null,
    reference_transaction_id text,
    request_hash text not null,
    status text not null check (status in ('OK', 'TOMBSTONE')),
    response jsonb,
    created_at timestamptz not null,
    primary key (vendor_code, transaction_id)
  )`,
  `create index provider_transactions_reference on provider_transactions
     (vendor_code, reference_transaction_id) where reference_transaction_id is not null`,
];
