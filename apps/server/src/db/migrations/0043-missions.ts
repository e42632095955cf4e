/**
 * Missions and their leaderboard (issue 16, decision 0043).
 * - `missions`: a brand's goals on real activity per period (brand day, brand week, or once between
 *   its start and end), with a reward (cash, a bonus with wagering, points) and a leaderboard score.
 *   Progress is never stored: it is read from the play roll-up, deposits and sessions.
 * - `mission_claims`: one per (mission, member, period), claimed by that key, with what it gave.
 * - `leaderboard_settings` per brand; `leaderboard_periods`: each period that has scores, its kind
 *   and end, settled once; `leaderboard_scores`: a member's score in a period and when they reached
 *   it (ties: who got there first), ranked by one index; `leaderboard_prizes`: what each rank got.
 * - `sessions_member_created`: days with a login, per member.
 */
export const statements: string[] = [
  `create table missions (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    title jsonb not null,
    summary jsonb not null default '{}',
    icon text,
    period text not null check (period in ('DAILY', 'WEEKLY', 'ONCE')),
    goal text not null check (goal in ('VALID_BET', 'BETS', 'GAME_ROUNDS', 'DEPOSIT', 'LOGIN_DAYS')),
    categories text[],
    game_id int references games(id),
    target bigint not null check (target > 0),
    reward_type text not null check (reward_type in ('CASH', 'BONUS', 'POINTS')),
    reward_amount bigint not null check (reward_amount > 0),
    wagering_x100 int not null default 0 check (wagering_x100 between 0 and 10000),
    score int not null default 0 check (score >= 0),
    status text not null default 'DRAFT' check (status in ('DRAFT', 'LIVE', 'ENDED')),
    starts_at timestamptz not null,
    ends_at timestamptz,
    sort_order int not null default 0,
    created_by int,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (goal <> 'GAME_ROUNDS' or game_id is not null)
  )`,
  'create index missions_merchant on missions (merchant_id, status, sort_order, id)',
  `create table mission_claims (
    id bigserial primary key,
    mission_id bigint not null references missions(id),
    member_id int not null references members(id),
    merchant_id int not null,
    period_start date not null,
    request_id uuid,
    progress bigint not null,
    reward_type text not null,
    amount bigint not null,
    score int not null,
    bonus_id bigint,
    claimed_at timestamptz not null,
    unique (mission_id, member_id, period_start)
  )`,
  'create index mission_claims_member on mission_claims (member_id, claimed_at desc)',
  'create index mission_claims_bonus on mission_claims (bonus_id) where bonus_id is not null',
  `create table leaderboard_settings (
    merchant_id int primary key references merchants(id),
    enabled boolean not null default true,
    period text not null default 'WEEKLY' check (period in ('DAILY', 'WEEKLY', 'MONTHLY')),
    prizes bigint[] not null default '{}',
    rank_shown int not null default 1000 check (rank_shown between 10 and 10000),
    updated_at timestamptz not null default now()
  )`,
  `create table leaderboard_periods (
    merchant_id int not null references merchants(id),
    period_start date not null,
    period text not null,
    ends_at timestamptz not null,
    participants int not null default 0,
    settled_at timestamptz,
    paid bigint not null default 0,
    primary key (merchant_id, period_start)
  )`,
  'create index leaderboard_periods_due on leaderboard_periods (ends_at) where settled_at is null',
  `create table leaderboard_scores (
    merchant_id int not null,
    period_start date not null,
    member_id int not null,
    score bigint not null check (score >= 0),
    reached_at timestamptz not null,
    primary key (merchant_id, period_start, member_id)
  )`,
  // Ascending in every column, so "the members ahead of one" is a single range of it.
  `create index leaderboard_scores_rank
    on leaderboard_scores (merchant_id, period_start, (-score), reached_at, member_id)`,
  `create table leaderboard_prizes (
    merchant_id int not null,
    period_start date not null,
    rank int not null,
    member_id int not null,
    score bigint not null,
    amount bigint not null,
    primary key (merchant_id, period_start, rank)
  )`,
  'create index sessions_member_created on sessions (member_id, created_at)',
];
