/**
 * Provider calls need a live launch (decision 0022). A launch's player token, once traded with
 * `authenticate`, names a game session of one vendor, one member and one brand; bets, wins and
 * rollbacks carry it.
 * - `player_tokens.session_ends_at`: null until `authenticate`; then the session's end, which a
 *   bet moves on (a sliding idle time-out) when less than half of it is left: most bets write nothing.
 * - `merchant_vendors_off`: the vendors a brand has switched off. A brand offers every ACTIVE vendor
 *   of the catalog but these (`vendor_offered`).
 * - `provider_session`: the one rule, used by `provider_bet` and by the service's other calls. PLAY
 *   (bet, balance): the token is this vendor's, this member's and this brand's, its session is
 *   live and the brand offers the vendor. SETTLE (win, rollback): the same launch, whose session
 *   may have ended up to a grace period ago, so a vendor can settle the rounds it opened.
 * - `provider_bet` and `provider_bets` again, with the session check inside the one statement
 *   (a null token hash: an in-house game, played under the member's own site session). An identical
 *   replay still answers first; a refused session answers no balance; an id taken by another call
 *   is told (`SEEN`, which the caller answers DUPLICATE_TRANSACTION with the balance) only after.
 */
export const statements: string[] = [
  'alter table player_tokens add column session_ends_at timestamptz',
  'drop index player_tokens_expiry',
  // The purge finds tokens no call can use any more: past their session's end (or, never
  // authenticated, their own expiry).
  'create index player_tokens_end on player_tokens ((coalesce(session_ends_at, expires_at)))',
  `create table merchant_vendors_off (
    merchant_id int not null references merchants(id),
    vendor_code text not null references game_vendors(code),
    created_at timestamptz not null default now(),
    primary key (merchant_id, vendor_code)
  )`,
  `create function vendor_offered(p_merchant int, p_vendor text) returns boolean
  language sql stable as $$
    select exists (select 1 from game_vendors v where v.code = p_vendor and v.status = 'ACTIVE')
      and not exists (select 1 from merchant_vendors_off o
        where o.merchant_id = p_merchant and o.vendor_code = p_vendor)
  $$`,
  `create function provider_session(
    p_token_hash text, p_vendor text, p_merchant int, p_member int, p_mode text, p_now timestamptz,
    p_idle_ms bigint, p_grace_ms bigint
  ) returns text language plpgsql as $$
  declare
    v_token player_tokens%rowtype;
  begin
    select * into v_token from player_tokens t where t.token_hash = p_token_hash;
    if not found or v_token.vendor_code <> p_vendor or v_token.member_id <> p_member
        or v_token.merchant_id <> p_merchant or v_token.session_ends_at is null then
      return 'INVALID_TOKEN';
    end if;
    if p_mode = 'SETTLE' then
      return case when v_token.session_ends_at + p_grace_ms * interval '1 millisecond' > p_now
        then 'OK' else 'TOKEN_EXPIRED' end;
    end if;
    if v_token.session_ends_at <= p_now then
      return 'TOKEN_EXPIRED';
    end if;
    if not vendor_offered(p_merchant, p_vendor) then
      return 'INVALID_TOKEN';
    end if;
    -- Less than half the idle time left: move the end on. A session being moved on by another
    -- transaction is skipped (it moves it as far), so a bet never waits here.
    if v_token.session_ends_at < p_now + (p_idle_ms / 2) * interval '1 millisecond' then
      update player_tokens set session_ends_at = p_now + p_idle_ms * interval '1 millisecond'
        where token_hash = (select t.token_hash from player_tokens t
          where t.token_hash = p_token_hash for update skip locked);
    end if;
    return 'OK';
  end $$`,
  'drop function provider_bets(jsonb)',
  `drop function provider_bet(text, text, text, text, int, int, bigint, text, text, text, bigint,
    bigint, uuid, text, timestamptz)`,
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
    v_seen provider_transactions%rowtype;
    v_round game_rounds%rowtype;
    v_status text;
    v_session text;
    v_booked boolean;
    v_after bigint;
  begin
    -- A replay gets its stored answer even once the session has ended.
    select * into v_seen from provider_transactions t
      where t.vendor_code = p_vendor and t.transaction_id = p_transaction_id;
    v_booked := found;
    if v_booked and v_seen.status = 'OK' and v_seen.request_hash = p_hash then
      return query select 'SEEN', a.balance, v_seen.status, v_seen.request_hash, v_seen.response
        from ledger_accounts a where a.id = p_member_account;
      return;
    end if;

    if p_token_hash is not null then
      v_session := provider_session(p_token_hash, p_vendor, p_merchant, p_member, 'PLAY', p_now,
        p_idle_ms, 0);
      -- Refused before the member is known to this vendor: not even the balance is told.
      if v_session <> 'OK' then
        return query select v_session, null::bigint, null::text, null::text, null::jsonb;
        return;
      end if;
    end if;

    -- The id is taken by another call (or a tombstone): the caller answers DUPLICATE_TRANSACTION.
    if v_booked then
      return query select 'SEEN', a.balance, v_seen.status, v_seen.request_hash, v_seen.response
        from ledger_accounts a where a.id = p_member_account;
      return;
    end if;

    select m.status into v_status from members m where m.id = p_member;
    if v_status is distinct from 'ACTIVE' then
      return query select 'USER_DISABLED', a.balance, null::text, null::text, null::jsonb
        from ledger_accounts a where a.id = p_member_account;
      return;
    end if;

    select * into v_round from game_rounds r
      where r.vendor_code = p_vendor and r.round_id = p_round_id and r.member_id = p_member
      for update;
    if found then
      if v_round.currency <> p_wallet_currency or v_round.wallet <> p_wallet_kind then
        return query select 'SLOW', null::bigint, null::text, null::text, null::jsonb;
        return;
      end if;
      if p_currency <> v_round.currency then
        return query select 'WRONG_CURRENCY', a.balance, null::text, null::text, null::jsonb
          from ledger_accounts a where a.id = p_member_account;
        return;
      end if;
      if v_round.status <> 'OPEN' then
        select * into v_seen from provider_transactions t
          where t.vendor_code = p_vendor and t.transaction_id = p_transaction_id;
        return query select case when found then 'SEEN' else 'ROUND_CLOSED' end, a.balance,
            v_seen.status, v_seen.request_hash, v_seen.response
          from ledger_accounts a where a.id = p_member_account;
        return;
      end if;
      update game_rounds set stake = stake + p_amount, bet_count = bet_count + 1
        where id = v_round.id;
    else
      if p_currency <> p_wallet_currency then
        return query select 'WRONG_CURRENCY', a.balance, null::text, null::text, null::jsonb
          from ledger_accounts a where a.id = p_member_account;
        return;
      end if;
      insert into game_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
          wallet, stake, bet_count, opened_at)
        values (p_merchant, p_member, p_vendor, p_round_id, p_game_code, p_wallet_currency,
          p_wallet_kind, p_amount, 1, p_now)
        returning * into v_round;
    end if;

    if p_amount > 0 then
      select p.debit_balance_after into v_after from ledger_post(
        p_merchant, p_wallet_currency, array[p_leg_id], array[p_member_account],
        array[p_house_account], array[p_amount], array['BET'], array['game_round'],
        array[v_round.id::text], array[p_house_account], p_now) p;
    else
      select a.balance into v_after from ledger_accounts a where a.id = p_member_account;
    end if;
    insert into provider_transactions (vendor_code, transaction_id, action, merchant_id, member_id,
        round_id, game_code, amount, currency, request_hash, status, response, created_at)
      values (p_vendor, p_transaction_id, 'bet', p_merchant, p_member, p_round_id, p_game_code,
        p_amount, p_wallet_currency, p_hash, 'OK',
        jsonb_build_object('status', 'OK', 'balance', v_after, 'currency', p_wallet_currency), p_now);
    return query select 'OK', v_after, null::text, null::text, null::jsonb;
  end $$`,
  `create function provider_bets(p_bets jsonb) returns table (
    ord int, outcome text, balance bigint, seen_status text, seen_hash text, seen_response jsonb,
    error_code text
  ) language plpgsql as $$
  #variable_conflict use_column
  declare
    b record;
  begin
    for b in select * from jsonb_to_recordset(p_bets) as x(
        ord int, vendor text, transaction_id text, round_id text, game_code text, merchant int,
        member int, amount bigint, currency text, wallet_currency text, wallet_kind text,
        member_account bigint, house_account bigint, leg_id uuid, hash text, now timestamptz,
        token_hash text, idle_ms bigint)
      order by x.member_account, x.ord
    loop
      begin
        return query select b.ord, p.outcome, p.balance, p.seen_status, p.seen_hash,
            p.seen_response, null::text
          from provider_bet(b.vendor, b.transaction_id, b.round_id, b.game_code, b.merchant,
            b.member, b.amount, b.currency, b.wallet_currency, b.wallet_kind, b.member_account,
            b.house_account, b.leg_id, b.hash, b.now, b.token_hash, b.idle_ms) p;
      exception when sqlstate 'TS001' or unique_violation then
        return query select b.ord, null::text, null::bigint, null::text, null::text, null::jsonb,
          sqlstate::text;
      end;
    end loop;
  end $$`,
];
