/**
 * The reward engine (issue 15, domain.md §6, decision 0039): promotions staff configure, each
 * member's entry in a promotion per period, and bonuses with their wagering.
 * - `promotions`: the rule (type, window, who may take part, the reward, its wagering and limits).
 * - `promotion_entries`: a member's part in one promotion for one period (`period_start`: the brand
 *   day, week or month it counts in, as YYYY-MM-DD text; 1970-01-01 for once-only), unique, so a rule rewards a member
 *   at most once per period. `note` says why a qualifying event gave nothing (transparency).
 * - `promotion_proofs`: an applied promotion's images (png or jpg, read from their bytes).
 * - `bonuses`: money given with a wagering requirement. It sits in the member's `BONUS` account
 *   until the valid bet of counting categories (at their percent, `weights`) reaches `required`;
 *   then it moves to `MAIN`. Expiry or forfeit takes it back. Replaces `wagering_requirements`,
 *   which nothing wrote.
 * - `provider_bet` is wrapped: a new bet above the lowest `max_bet` of the member's wagering
 *   bonuses is refused (`BONUS_MAX_BET`) before the vendor's call is booked.
 */
export const statements: string[] = [
  `create table promotions (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    type text not null check (type in ('FIRST_DEPOSIT', 'DEPOSIT', 'APPLIED')),
    status text not null default 'DRAFT' check (status in ('DRAFT', 'LIVE', 'ENDED')),
    title jsonb not null,
    summary jsonb not null default '{}',
    content jsonb not null default '{}',
    image text,
    starts_at timestamptz not null,
    ends_at timestamptz,
    join_required boolean not null default true,
    frequency text not null default 'ONCE' check (frequency in ('ONCE', 'DAILY', 'WEEKLY', 'MONTHLY')),
    new_member_days int check (new_member_days > 0),
    channels text[],
    min_deposit bigint not null default 0 check (min_deposit >= 0),
    reward_fixed bigint not null default 0 check (reward_fixed >= 0),
    reward_bp int not null default 0 check (reward_bp between 0 and 100000),
    reward_cap bigint check (reward_cap > 0),
    claim_mode text not null default 'AUTO' check (claim_mode in ('AUTO', 'CLAIM')),
    wagering_x100 int not null default 0 check (wagering_x100 between 0 and 10000),
    weights jsonb not null default '{}',
    bonus_days int check (bonus_days > 0),
    max_bet bigint check (max_bet > 0),
    exclusive boolean not null default true,
    sort_order int not null default 0,
    created_by int,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    check (ends_at is null or ends_at > starts_at),
    check (reward_fixed > 0 or reward_bp > 0)
  )`,
  'create index promotions_merchant on promotions (merchant_id, sort_order, id)',
  `create table promotion_entries (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    promotion_id bigint not null references promotions(id),
    member_id int not null references members(id),
    period_start text not null check (period_start ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    state text not null check (state in ('JOINED', 'CLAIM', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'LAPSED')),
    amount bigint check (amount > 0),
    currency text,
    basis_ref text,
    basis_amount bigint,
    bonus_id bigint,
    remark text,
    note text,
    note_params jsonb,
    reason text,
    joined_at timestamptz not null,
    decided_at timestamptz,
    decided_by int,
    unique (promotion_id, member_id, period_start)
  )`,
  'create index promotion_entries_member on promotion_entries (member_id, id desc)',
  `create index promotion_entries_applying on promotion_entries (merchant_id, id) where state = 'APPLYING'`,
  `create table promotion_proofs (
    entry_id bigint not null references promotion_entries(id),
    proof_no int not null check (proof_no between 1 and 3),
    content_type text not null check (content_type in ('image/png', 'image/jpeg')),
    size int not null check (size > 0 and size <= 5242880),
    bytes bytea not null,
    primary key (entry_id, proof_no)
  )`,
  `create table bonuses (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    promotion_id bigint references promotions(id),
    entry_id bigint references promotion_entries(id),
    currency text not null,
    amount bigint not null check (amount > 0),
    required bigint not null check (required > 0),
    progress bigint not null default 0 check (progress >= 0),
    weights jsonb not null default '{}',
    max_bet bigint check (max_bet > 0),
    state text not null default 'WAGERING' check (state in ('WAGERING', 'CONVERTED', 'EXPIRED', 'FORFEITED')),
    issued_at timestamptz not null,
    expires_at timestamptz,
    ended_at timestamptz,
    ended_by int
  )`,
  'create index bonuses_member on bonuses (member_id, id desc)',
  `create index bonuses_wagering on bonuses (member_id) include (max_bet) where state = 'WAGERING'`,
  `create index bonuses_expiring on bonuses (expires_at) where state = 'WAGERING' and expires_at is not null`,
  `create index bonuses_met on bonuses (id) where state = 'WAGERING' and progress >= required`,
  'drop table wagering_requirements',
  // The vendors' bet, with the wagering bonus's max bet checked first. A replay of a bet already
  // booked is answered by the original (it never reaches the check).
  'alter function provider_bet(text, text, text, text, int, int, bigint, text, text, text, bigint, bigint, uuid, text, timestamptz, text, bigint) rename to provider_bet_booked',
  `create function provider_bet(
    p_vendor text, p_transaction_id text, p_round_id text, p_game_code text, p_merchant int,
    p_member int, p_amount bigint, p_currency text, p_wallet_currency text, p_wallet_kind text,
    p_member_account bigint, p_house_account bigint, p_leg_id uuid, p_hash text, p_now timestamptz,
    p_token_hash text, p_idle_ms bigint
  ) returns table (
    outcome text, balance bigint, seen_status text, seen_hash text, seen_response jsonb
  ) language plpgsql set enable_seqscan = off as $$
  #variable_conflict use_variable
  declare
    v_max bigint;
  begin
    select min(b.max_bet) into v_max from bonuses b
      where b.member_id = p_member and b.state = 'WAGERING';
    if v_max is not null and p_amount > v_max and not exists (
        select 1 from provider_transactions t
        where t.vendor_code = p_vendor and t.transaction_id = p_transaction_id) then
      return query select 'BONUS_MAX_BET', a.balance, null::text, null::text,
          jsonb_build_object('maxBet', v_max)
        from ledger_accounts a where a.id = p_member_account;
      return;
    end if;
    return query select * from provider_bet_booked(p_vendor, p_transaction_id, p_round_id,
      p_game_code, p_merchant, p_member, p_amount, p_currency, p_wallet_currency, p_wallet_kind,
      p_member_account, p_house_account, p_leg_id, p_hash, p_now, p_token_hash, p_idle_ms);
  end $$`,
];
