/**
 * VIP levels, rebates and cash back (issue 15, decision 0040):
 * - `member_category_play`: settled play per member, brand day and category, folded by the play
 *   roll-up's pass; rebates and cash back read it.
 * - `vip_levels`: the brand's levels (level 0 is everyone's: the spec §9 rebate table by default),
 *   each reached by cumulative valid bet and approved deposits, with its upgrade bonus, rebate rates
 *   per category and weekly cash back.
 * - `member_vip`: a member's level and the cumulative valid bet (added by the pass) and deposits
 *   (added in the deposit's transaction) it is judged on; `vip_upgrades`: each level reached once,
 *   with its bonus.
 * - `rebate_payouts` (member, day, category) and `cashback_payouts` (member, week): each paid once,
 *   claimed by its primary key; `reward_settlements`: how far each brand period has got (periods are
 *   settled in windows of members).
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
    upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0),
    rebate_bp jsonb not null default '{}',
    cashback_bp int not null default 0 check (cashback_bp between 0 and 5000),
    cashback_cap bigint check (cashback_cap > 0),
    primary key (merchant_id, level)
  )`,
  `insert into vip_levels (merchant_id, level, name, rebate_bp)
    select id, 0, '{"EN": "Member", "BN": "সদস্য"}',
      '{"LOTT": 100, "ELOTT": 100, "FISH": 100, "RNG": 120, "INHOUSE": 120, "LIVE": 80, "SPORTS": 100, "ESPORTS": 100}'
    from merchants`,
  `create table member_vip (
    member_id int primary key references members(id),
    merchant_id int not null references merchants(id),
    level int not null default 0,
    valid_bet bigint not null default 0,
    deposits bigint not null default 0,
    reached_at timestamptz not null
  )`,
  // Members who played or deposited before: their standing from what is on record.
  `insert into member_vip (member_id, merchant_id, valid_bet, deposits, reached_at)
    select m.id, m.merchant_id,
      coalesce((select sum(p.stake) from member_play p where p.member_id = m.id and p.span = 'M'), 0),
      coalesce((select sum(d.amount) from deposits d where d.member_id = m.id and d.state = 'APPROVED'), 0),
      now()
    from members m where not m.is_trial`,
  `create table vip_upgrades (
    member_id int not null references members(id),
    level int not null,
    merchant_id int not null,
    amount bigint not null,
    reached_at timestamptz not null,
    primary key (member_id, level)
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
  'create index rebate_payouts_member on rebate_payouts (member_id, day desc)',
  'create index rebate_payouts_merchant_day on rebate_payouts (merchant_id, day)',
  `create table cashback_payouts (
    member_id int not null,
    week_start date not null,
    merchant_id int not null,
    net_loss bigint not null,
    level int not null,
    rate_bp int not null,
    amount bigint not null check (amount > 0),
    paid_at timestamptz not null,
    primary key (member_id, week_start)
  )`,
  'create index cashback_payouts_merchant_week on cashback_payouts (merchant_id, week_start)',
  `create table reward_settlements (
    merchant_id int not null references merchants(id),
    kind text not null check (kind in ('REBATE', 'CASHBACK')),
    period_start date not null,
    after_member int not null default 0,
    done boolean not null default false,
    settled_at timestamptz,
    primary key (merchant_id, kind, period_start)
  )`,
];
