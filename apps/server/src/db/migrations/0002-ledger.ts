/**
 * The double-entry ledger (domain.md §2): accounts, immutable transfers, and the queue of house
 * postings the roll-up job folds into house balances. Plus the game vendors whose wallets members
 * hold in transfer-wallet mode, and the brand's wallet and cashier settings.
 */
export const statements = [
  `alter table merchants
     add column wallet_settings jsonb not null default '{"isSingle":false,"trialCredit":200000}',
     add column cashier_settings jsonb not null default '{}'`,
  `create table game_vendors (
    code text primary key,
    name text not null,
    wallet_type_id int not null unique check (wallet_type_id >= 100),
    status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DISABLED'))
  )`,
  `create table ledger_accounts (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    owner_type text not null check (owner_type in ('member', 'house')),
    owner_id int not null default 0,
    currency text not null,
    kind text not null,
    lower_bound bigint,
    balance bigint not null default 0,
    created_at timestamptz not null default now(),
    unique (merchant_id, owner_type, owner_id, currency, kind),
    check ((owner_type = 'member') = (lower_bound is not null)),
    check (lower_bound is null or balance >= lower_bound)
  )`,
  `create table ledger_transfers (
    seq bigserial unique,
    id uuid primary key,
    merchant_id int not null references merchants(id),
    debit_account_id bigint not null references ledger_accounts(id),
    credit_account_id bigint not null references ledger_accounts(id),
    amount bigint not null check (amount > 0),
    currency text not null,
    kind text not null,
    ref_type text,
    ref_id text,
    linked_id uuid,
    debit_balance_after bigint,
    credit_balance_after bigint,
    created_at timestamptz not null,
    check (debit_account_id <> credit_account_id)
  )`,
  'create index ledger_transfers_debit on ledger_transfers (debit_account_id, seq)',
  'create index ledger_transfers_credit on ledger_transfers (credit_account_id, seq)',
  'create index ledger_transfers_ref on ledger_transfers (ref_type, ref_id)',
  'create index ledger_transfers_linked on ledger_transfers (linked_id) where linked_id is not null',
  // Transfers are facts: a mistake is corrected by a new transfer, never by changing an old one.
  `create function ledger_transfers_immutable() returns trigger language plpgsql as $$
   begin raise exception 'ledger_transfers is append-only'; end $$`,
  `create trigger ledger_transfers_no_change before update or delete on ledger_transfers
     for each row execute function ledger_transfers_immutable()`,
  // House legs wait here until the roll-up job adds them to the house balance in one update.
  `create table ledger_house_pending (
    id bigserial primary key,
    account_id bigint not null references ledger_accounts(id),
    delta bigint not null
  )`,
];
