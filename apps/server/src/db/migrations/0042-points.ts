/**
 * Points and the points mall (issue 16, decision 0042). Points are whole numbers in their own book
 * of the ledger (currency `PTS`: member accounts `POINTS` and `POINTS_HOLD`, house `POINTS_ISSUER`
 * and `POINTS_MALL`), so the verifier's invariants hold for them as for money.
 * - `points_settings`: per brand, the earning rate per category (`earn_bp`: basis points of a point
 *   per unit of the currency of valid bet) and the exchange ratio (`convert_points` points give
 *   `convert_amount` minor units), the mall's copy text per language.
 * - `point_accruals` (member, day, category): the points credited for that play so far, raised as
 *   it grows (the rebates' mechanism: raised-accruals.ts); `reward_settlements` gains `POINTS`.
 * - `point_items`: the mall; `stock` null is unlimited. `point_redeems`: a request holds its points
 *   (`POINTS` → `POINTS_HOLD`) and its pieces until staff approve (held → `POINTS_MALL`) or reject
 *   (held → back, pieces back). `point_conversions` and `point_adjustments`: what the points details
 *   say about those moves.
 */
export const statements: string[] = [
  `create table points_settings (
    merchant_id int primary key references merchants(id),
    earn_bp jsonb not null default '{}',
    convert_points bigint not null default 100 check (convert_points > 0),
    convert_amount bigint not null default 100 check (convert_amount > 0),
    convert_enabled boolean not null default true,
    copy_text jsonb not null default '{}',
    updated_at timestamptz not null default now()
  )`,
  `create table point_accruals (
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
  'create index point_accruals_merchant_day on point_accruals (merchant_id, day)',
  'alter table reward_settlements drop constraint reward_settlements_kind_check',
  `alter table reward_settlements add constraint reward_settlements_kind_check
    check (kind in ('REBATE', 'CASHBACK', 'VIP_KEEP', 'POINTS'))`,
  `create table point_items (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    name jsonb not null,
    description jsonb not null default '{}',
    image text,
    points bigint not null check (points > 0),
    amount_required bigint not null default 0 check (amount_required >= 0),
    stock int check (stock is null or stock >= 0),
    enabled boolean not null default true,
    sort_order int not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index point_items_merchant on point_items (merchant_id, sort_order, id)',
  `create table point_redeems (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    item_id bigint not null references point_items(id),
    request_id uuid not null,
    quantity int not null check (quantity > 0),
    points bigint not null check (points > 0),
    amount_required bigint not null,
    receiver_name text not null,
    address text not null,
    mobile text not null,
    status text not null default 'IN_PROCESS' check (status in ('IN_PROCESS', 'APPROVED', 'REJECTED')),
    paid_account text,
    paid_amount bigint,
    reason text,
    decided_by int,
    decided_at timestamptz,
    created_at timestamptz not null default now(),
    unique (member_id, request_id)
  )`,
  'create index point_redeems_member on point_redeems (member_id, id desc)',
  'create index point_redeems_queue on point_redeems (merchant_id, status, id)',
  `create table point_conversions (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    request_id uuid not null,
    points bigint not null check (points > 0),
    amount bigint not null check (amount > 0),
    convert_points bigint not null,
    convert_amount bigint not null,
    created_at timestamptz not null default now(),
    unique (member_id, request_id)
  )`,
  `create table point_adjustments (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    request_id uuid not null,
    points bigint not null check (points <> 0),
    reason text not null,
    staff_id int not null,
    created_at timestamptz not null default now(),
    unique (member_id, request_id)
  )`,
];
