/**
 * The in-house provably fair games (domain.md §4, decision 0014): each member's seed pairs and the
 * rounds played on them. The money of a round is a provider round of vendor BGS (game_rounds and
 * the ledger); these tables hold what makes it verifiable. A server seed is secret while its pair is
 * ACTIVE and shown once the pair is REVEALED. Rows are never deleted.
 */
export const statements = [
  `create table fair_seed_pairs (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
    commitment text not null check (commitment ~ '^[0-9a-f]{64}$'),
    client_seed text not null check (length(client_seed) between 1 and 64),
    next_nonce int not null default 0 check (next_nonce >= 0),
    status text not null default 'ACTIVE' check (status in ('ACTIVE', 'REVEALED')),
    created_at timestamptz not null,
    revealed_at timestamptz,
    check ((status = 'REVEALED') = (revealed_at is not null))
  )`,
  // One active pair per member: two first bets racing to open one meet here.
  `create unique index fair_seed_pairs_active on fair_seed_pairs (member_id) where status = 'ACTIVE'`,
  'create index fair_seed_pairs_revealed on fair_seed_pairs (member_id, revealed_at desc)',
  // A play reserves its round (params and stake), takes the stake, then draws: seed_pair_id, nonce
  // and state stay null until the stake is taken, so a refused stake burns no nonce.
  // state: the game's whole state (Mines: the mine positions too, secret while in play).
  // status: PLAYING until the payout is booked (reserved, a Mines round in play, or a round between
  // its draw and its win), SETTLED after. request_id: the play request; a retry finds the round.
  `create table fair_rounds (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    seed_pair_id bigint references fair_seed_pairs(id),
    nonce int check (nonce >= 0),
    game text not null check (game in ('dice', 'mines', 'plinko', 'keno', 'slot')),
    params jsonb not null,
    state jsonb,
    currency text not null,
    stake bigint not null check (stake > 0),
    payout bigint not null default 0 check (payout >= 0),
    capped boolean not null default false,
    status text not null default 'PLAYING' check (status in ('PLAYING', 'SETTLED')),
    request_id uuid not null,
    created_at timestamptz not null,
    settled_at timestamptz,
    unique (member_id, request_id),
    unique (seed_pair_id, nonce),
    check ((nonce is null) = (seed_pair_id is null) and (nonce is null) = (state is null)),
    check (status = 'PLAYING' or nonce is not null)
  )`,
  'create index fair_rounds_member on fair_rounds (member_id, id desc)',
  `create index fair_rounds_playing on fair_rounds (member_id) where status = 'PLAYING'`,
];
