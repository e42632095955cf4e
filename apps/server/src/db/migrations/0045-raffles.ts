/**
 * Prize tickets: red envelope, prize wheel, egg (issue 16, decision 0045).
 * - `raffles`: a brand's campaigns with their prize table (`prizes`: label, weight, type, amount in
 *   minor units or points, wagering ×100) and ticket rules (`rules`), switched on or off.
 * - `raffle_holdings`: the tickets a member holds for a raffle (a count, never below 0) and how many
 *   were ever given; a claim takes one with a guarded update, so racing claims never spend one twice.
 * - `raffle_grants`: every ticket given, once per (raffle, source, source key): an approved deposit,
 *   a step of valid bet, a mission claim, a paid referral reward, or staff (audited).
 * - `raffle_draws`: one per claim (member and request id), with the seed pair and nonce it drew
 *   with, the table's weights at that moment and the prize it paid.
 */
export const statements: string[] = [
  `create table raffles (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    kind text not null check (kind in ('RED_ENVELOPE', 'WHEEL', 'EGG')),
    title jsonb not null,
    summary jsonb not null default '{}',
    icon text,
    prizes jsonb not null,
    rules jsonb not null default '[]',
    enabled boolean not null default false,
    starts_at timestamptz not null,
    ends_at timestamptz,
    sort_order int not null default 0,
    created_by int,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index raffles_merchant on raffles (merchant_id, enabled, sort_order, id)',
  `create table raffle_holdings (
    raffle_id bigint not null references raffles(id),
    member_id int not null references members(id),
    merchant_id int not null,
    tickets int not null default 0 check (tickets >= 0),
    given int not null default 0,
    updated_at timestamptz not null default now(),
    primary key (raffle_id, member_id)
  )`,
  'create index raffle_holdings_member on raffle_holdings (member_id)',
  `create table raffle_grants (
    id bigserial primary key,
    raffle_id bigint not null references raffles(id),
    member_id int not null,
    merchant_id int not null,
    source text not null check (source in ('DEPOSIT', 'VALID_BET', 'MISSION', 'REFERRAL', 'STAFF')),
    source_key text not null,
    tickets int not null check (tickets > 0),
    staff_id int,
    reason text,
    created_at timestamptz not null default now(),
    unique (raffle_id, source, source_key)
  )`,
  'create index raffle_grants_member on raffle_grants (member_id, raffle_id)',
  `create table raffle_draws (
    id bigserial primary key,
    raffle_id bigint not null references raffles(id),
    merchant_id int not null,
    member_id int not null references members(id),
    request_id uuid not null,
    seed_pair_id bigint not null references fair_seed_pairs(id),
    nonce int not null,
    weights int[] not null,
    prize_index int not null,
    prize_type text not null check (prize_type in ('CASH', 'BONUS', 'POINTS', 'NOTHING')),
    amount bigint not null default 0,
    wagering_x100 int not null default 0,
    label jsonb not null default '{}',
    bonus_id bigint,
    created_at timestamptz not null,
    unique (member_id, request_id),
    unique (seed_pair_id, nonce)
  )`,
  'create index raffle_draws_member on raffle_draws (member_id, id desc)',
  'create index raffle_draws_raffle on raffle_draws (raffle_id, id desc)',
  'create index raffle_draws_merchant on raffle_draws (merchant_id, id desc)',
];
