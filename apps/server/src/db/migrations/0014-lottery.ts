/**
 * The lottery (domain.md §5, decision 0016). Games are one platform catalog; each brand runs its
 * own draws of them and takes its members' bets. A draw moves SCHEDULED → OPEN → CLOSED → DRAWN
 * → SETTLED, or to CANCELLED with every bet refunded. A fast draw's numbers and salt are made when
 * the draw is created and stay secret until it is drawn; only their hash is shown before. Official
 * and daily results arrive as entries (a feed's, or staff's confirmed by a second staff member).
 * Bets keep the odds they were placed at. Rows are never deleted.
 */
export const statements: string[] = [
  `create table lottery_games (
    code text primary key check (code ~ '^[A-Z0-9_]{2,32}$'),
    family text not null,
    kind text not null check (kind in ('FAST', 'DAILY', 'OFFICIAL')),
    area text not null check (area in ('CN', 'VN', 'SEA')),
    region text check (region in ('NORTH', 'CENTRAL', 'SOUTH')),
    names jsonb not null,
    cadence_seconds int check (cadence_seconds > 0),
    close_seconds int not null check (close_seconds >= 0),
    sort int not null default 0,
    check ((kind = 'FAST') = (cadence_seconds is not null))
  )`,
  `create table lottery_draws (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    game_code text not null references lottery_games(code),
    numero text not null,
    opens_at timestamptz not null,
    closes_at timestamptz not null,
    draws_at timestamptz not null,
    status text not null default 'SCHEDULED'
      check (status in ('SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED')),
    numbers jsonb,
    salt text,
    result_hash text,
    corrections int not null default 0,
    lease_until timestamptz,
    settled_at timestamptz,
    unique (merchant_id, game_code, numero),
    check (opens_at <= closes_at and closes_at <= draws_at),
    check (status not in ('DRAWN', 'SETTLED') or numbers is not null)
  )`,
  'create index lottery_draws_game on lottery_draws (merchant_id, game_code, draws_at)',
  `create index lottery_draws_moving on lottery_draws (status, draws_at)
     where status in ('SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN')`,
  // An official result, correction or cancellation waits here for a second person (or comes
  // confirmed from a feed). At most one entry per draw waits at a time.
  `create table lottery_entries (
    id bigserial primary key,
    draw_id bigint not null references lottery_draws(id),
    kind text not null check (kind in ('RESULT', 'CORRECTION', 'CANCEL')),
    numbers jsonb,
    reason text,
    source text not null check (source in ('STAFF', 'FEED')),
    entered_by int references staff(id),
    entered_at timestamptz not null,
    confirmed_by int references staff(id),
    status text not null default 'PENDING' check (status in ('PENDING', 'CONFIRMED', 'REJECTED')),
    decided_at timestamptz,
    check ((kind = 'CANCEL') = (numbers is null)),
    check (confirmed_by is null or confirmed_by <> entered_by)
  )`,
  `create unique index lottery_entries_waiting on lottery_entries (draw_id) where status = 'PENDING'`,
  `create table lottery_chases (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    game_code text not null references lottery_games(code),
    draws int not null check (draws >= 2),
    stop_on_win boolean not null,
    status text not null default 'RUNNING' check (status in ('RUNNING', 'STOPPED', 'DONE')),
    created_at timestamptz not null
  )`,
  // One row per line of a slip per draw. request_id + line + draw_id make a retried slip find its
  // bets. payout_milli: the odds at placement. wallet: the member account kind paid from.
  `create table lottery_bets (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    draw_id bigint not null references lottery_draws(id),
    game_code text not null,
    prize_mode text not null check (prize_mode in ('LOTT', 'ZY', 'ELOTT', 'SEA')),
    bet_type text not null,
    picks jsonb not null,
    units int not null check (units > 0),
    combinations int not null check (combinations > 0),
    unit_price bigint not null check (unit_price > 0),
    payout_milli jsonb not null,
    currency text not null,
    wallet text not null,
    stake bigint not null check (stake > 0),
    payout bigint not null default 0 check (payout >= 0),
    status text not null default 'OPEN' check (status in ('OPEN', 'WON', 'LOST', 'REFUNDED', 'CANCELLED')),
    chase_id bigint references lottery_chases(id),
    request_id uuid not null,
    line int not null,
    placed_at timestamptz not null,
    settled_at timestamptz,
    unique (member_id, request_id, line, draw_id)
  ) with (fillfactor = 50)`,
  // Settlement walks a draw's bets in id order. No index holds status, payout or settled_at, so
  // settling a bet is a HOT update (the room fillfactor leaves on each page): no index is touched.
  'create index lottery_bets_draw on lottery_bets (draw_id, id)',
  'create index lottery_bets_member on lottery_bets (member_id, id desc)',
  `create index lottery_bets_chase on lottery_bets (chase_id) where chase_id is not null`,
  // A brand's own odds of one bet type in one prize mode, over the built-in table.
  `create table lottery_odds (
    merchant_id int not null references merchants(id),
    prize_mode text not null check (prize_mode in ('LOTT', 'ZY', 'ELOTT', 'SEA')),
    bet_type text not null,
    unit_price bigint not null check (unit_price > 0),
    payout_milli jsonb not null,
    updated_by int references staff(id),
    updated_at timestamptz not null,
    primary key (merchant_id, prize_mode, bet_type)
  )`,
];
