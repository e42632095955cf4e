/**
 * The progressive jackpot (issue 16, decision 0046).
 * - `jackpot_settings`: per brand, on/off, the categories whose valid bet feeds the pool, the
 *   contribution in basis points of valid bet, the seed (start) value and the must-drop range;
 *   `feeds_from`, the brand day it was first switched on (play of earlier days never feeds).
 * - `jackpot_cycles`: one pool's life from its seed to its win. The server seed stays here, unshown,
 *   until the win reveals it; `amount` is the pool now (its money is the ledger's `JACKPOT` house
 *   account); `carry` the basis-point remainder below one minor unit, so contributions add up to
 *   rate × valid bet exactly; `feeds` numbers the cycle's feed postings (their transfer ids).
 * - `jackpot_fed`: how much of each (member, day, category) play row has fed the pool: the
 *   watermark of the feed, so each unit of valid bet feeds once.
 */
export const statements: string[] = [
  `create table jackpot_settings (
    merchant_id int primary key references merchants(id),
    enabled boolean not null default false,
    categories text[] not null default '{}',
    contribution_bp int not null check (contribution_bp between 1 and 1000),
    seed_amount bigint not null check (seed_amount >= 0),
    drop_min bigint not null,
    drop_max bigint not null,
    feeds_from date,
    updated_at timestamptz not null default now(),
    check (drop_min > seed_amount and drop_max >= drop_min)
  )`,
  `create table jackpot_cycles (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    cycle int not null,
    server_seed text not null,
    commitment text not null,
    drop_min bigint not null,
    drop_max bigint not null,
    drop_point bigint not null,
    seed_amount bigint not null,
    amount bigint not null check (amount >= 0),
    carry int not null default 0,
    feeds int not null default 0,
    opened_at timestamptz not null,
    won_at timestamptz,
    winner_id int references members(id),
    win_amount bigint,
    unique (merchant_id, cycle)
  )`,
  'create unique index jackpot_cycles_open on jackpot_cycles (merchant_id) where won_at is null',
  'create index jackpot_cycles_wins on jackpot_cycles (merchant_id, cycle desc) where won_at is not null',
  `create table jackpot_fed (
    member_id int not null,
    day date not null,
    category text not null,
    merchant_id int not null,
    stake bigint not null,
    primary key (member_id, day, category)
  )`,
];
