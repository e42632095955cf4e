/**
 * Rebates (issue 15, decision 0040): settled play per member, brand day and category, folded by the
 * play roll-up's pass; the brand's VIP levels with their rebate rates (level 0 is everyone's, the
 * spec §9 table by default); each member's level; and each (member, day, category) rebate paid
 * once, claimed by its primary key. A day is settled in windows of members; `rebate_days` says how
 * far each brand day has got.
 */
export const statements: string[] = [
  `create table member_category_play (
    member_id int not null,
    day date not null,
    category text not null,
    merchant_id int not null,
    stake bigint not null default 0,
    payout bigint not null default 0,
    bets int not null default 0,
    primary key (member_id, day, category)
  )`,
  'create index member_category_play_day on member_category_play (merchant_id, day, member_id)',
  `create table vip_levels (
    merchant_id int not null references merchants(id),
    level int not null check (level between 0 and 99),
    name jsonb not null,
    min_valid_bet bigint not null default 0 check (min_valid_bet >= 0),
    min_deposits bigint not null default 0 check (min_deposits >= 0),
    rebate_bp jsonb not null default '{}',
    primary key (merchant_id, level)
  )`,
  `insert into vip_levels (merchant_id, level, name, rebate_bp)
    select id, 0, '{"EN": "Member", "BN": "সদস্য"}',
      '{"LOTT": 100, "ELOTT": 100, "FISH": 100, "RNG": 120, "LIVE": 80, "SPORTS": 100, "ESPORTS": 100}'
    from merchants`,
  `create table member_vip (
    member_id int primary key references members(id),
    merchant_id int not null references merchants(id),
    level int not null default 0,
    reached_at timestamptz not null
  )`,
  `create table rebate_payouts (
    member_id int not null,
    day date not null,
    category text not null,
    merchant_id int not null,
    valid_bet bigint not null,
    level int not null,
    rate_bp int not null,
    amount bigint not null check (amount > 0),
    paid_at timestamptz not null,
    primary key (member_id, day, category)
  )`,
  'create index rebate_payouts_merchant_day on rebate_payouts (merchant_id, day)',
  `create table rebate_days (
    merchant_id int not null references merchants(id),
    day date not null,
    after_member int not null default 0,
    done boolean not null default false,
    settled_at timestamptz,
    primary key (merchant_id, day)
  )`,
];
