/**
 * Contracts between an upline and a direct downline, and their bills (issue 14, domain.md §7).
 * A contract is offered (P), accepted into force (V) or rejected (R), and ended (C); at most one
 * live (P or V) per holder and type. `upline_id` null: the house offered it (a top agent's) and pays.
 * A bill is one settled period of one contract, claimed once by its unique (contract, period start):
 * its inputs, the tier reached, the rate and amount, and whether it was paid (the ledger leg's id is
 * derived from the bill, so a retried payment cannot pay twice).
 */
export const statements: string[] = [
  `create table agent_contracts (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    type text not null check (type in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
    period text check (period in ('WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
    upline_id int references members(id),
    member_id int not null references members(id),
    state text not null default 'P' check (state in ('P', 'V', 'R', 'C')),
    tiers jsonb not null,
    max_rate_bp int not null,
    suspended boolean not null default false,
    termination_requested_by text check (termination_requested_by in ('UPLINE', 'DOWNLINE')),
    offered_at timestamptz not null,
    decided_at timestamptz,
    ended_at timestamptz,
    ended_reason text,
    settled_until timestamptz,
    check ((type = 'DIVIDEND') = (period is not null))
  )`,
  `create unique index agent_contracts_live on agent_contracts (member_id, type) where state in ('P', 'V')`,
  'create index agent_contracts_upline on agent_contracts (upline_id, id desc) where upline_id is not null',
  'create index agent_contracts_member on agent_contracts (member_id, id desc)',
  `create index agent_contracts_in_force on agent_contracts (type, id) where state = 'V'`,
  'create index agent_contracts_merchant on agent_contracts (merchant_id, id desc)',
  `create table agent_bills (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    contract_id bigint not null references agent_contracts(id),
    type text not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    payer_id int references members(id),
    payee_id int not null references members(id),
    valid_bet bigint not null,
    net_loss bigint not null,
    active_members int not null,
    tier_index int,
    rate_bp int not null,
    amount bigint not null check (amount >= 0),
    state text not null check (state in ('PENDING', 'PAID', 'INSUFFICIENT_BALANCE', 'NOTHING_DUE')),
    held boolean not null default false,
    attempts int not null default 0,
    transfer_id text,
    settled_at timestamptz not null,
    paid_at timestamptz,
    unique (contract_id, period_start)
  )`,
  'create index agent_bills_payee on agent_bills (payee_id, id desc)',
  'create index agent_bills_payer on agent_bills (payer_id, id desc) where payer_id is not null',
  'create index agent_bills_merchant on agent_bills (merchant_id, id desc)',
  `create index agent_bills_unpaid on agent_bills (id) where state in ('PENDING', 'INSUFFICIENT_BALANCE')`,
];
