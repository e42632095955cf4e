/** Withdrawals, their review and receipt confirmation; proof images; open wagering requirements. */
export const statements: string[] = [
  // The card's details are copied in: staff pay the card the member chose, even if it is unbound later.
  `create table withdrawals (
    id uuid primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    currency text not null,
    amount bigint not null check (amount > 0),
    state text not null check (state in ('PENDING_REVIEW', 'APPROVED', 'DISBURSED', 'RECEIVED',
      'PARTIALLY_RECEIVED', 'NOT_RECEIVED', 'REJECTED')),
    card_id int not null,
    bank_name text not null,
    holder_name text not null,
    card_number text not null,
    branch text,
    request_id uuid,
    created_at timestamptz not null,
    reviewed_at timestamptz,
    reviewed_by int references staff(id),
    reject_reason text,
    disbursed_at timestamptz,
    disbursed_by int references staff(id),
    auto_receive_at timestamptz,
    receipt_result text check (receipt_result in ('RECEIVED', 'PARTIAL', 'NOT_RECEIVED')),
    received_amount bigint check (received_amount > 0),
    remaining_amount bigint check (remaining_amount > 0),
    forced boolean not null default false,
    confirmed_at timestamptz,
    unique (member_id, request_id)
  )`,
  'create index withdrawals_member on withdrawals (member_id, created_at desc)',
  'create index withdrawals_queue on withdrawals (merchant_id, state, created_at)',
  // The auto-receive job only ever looks at disbursed rows that are due.
  `create index withdrawals_auto_receive on withdrawals (auto_receive_at) where state = 'DISBURSED'`,
  `create table withdrawal_proofs (
    withdrawal_id uuid not null references withdrawals(id),
    proof_no int not null check (proof_no between 1 and 3),
    content_type text not null check (content_type in ('image/png', 'image/jpeg')),
    size int not null check (size > 0 and size <= 5242880),
    bytes bytea not null,
    created_at timestamptz not null,
    primary key (withdrawal_id, proof_no)
  )`,
  // Turnover a member still owes (a bonus's wagering multiple): withdrawal waits until it is met.
  `create table wagering_requirements (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    required bigint not null check (required > 0),
    progress bigint not null default 0 check (progress >= 0),
    state text not null default 'OPEN' check (state in ('OPEN', 'MET')),
    source text not null,
    created_at timestamptz not null default now()
  )`,
  `create index wagering_requirements_open on wagering_requirements (member_id) where state = 'OPEN'`,
];
