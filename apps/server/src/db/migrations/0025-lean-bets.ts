/**
 * Vendors' bets and lottery slips with fewer statements and no savepoint each (decision 0028): on
 * a 2-core host the database's CPU per bet, not the WAL flush, bounded them.
 * - `ledger_debit_member`: the ledger's posting of legs from one member account to one house
 *   account (a bet's stake, a slip's stakes), the common case of `ledger_post` (migration 0006) in
 *   three statements: one guarded debit of the total, the transfers in the order given, each with
 *   the member's balance after it (legs after the first linked to the first, as `ledger_post` links
 *   them), and the house's side queued for the roll-up job. A shortfall writes nothing and answers
 *   null instead of raising TS001, so a caller needs no savepoint to survive it.
 * - `provider_bet`: the checks and answers of migration 0023, in an order that lets a shortfall
 *   undo itself: a new round is inserted (one statement that also finds an existing one), the
 *   debit follows, and a round it has just opened is deleted again when the money is not there.
 *   It answers `NOT_ENOUGH_MONEY` with the balance where TS001 was raised.
 * - `lottery_place`: the checks of migration 0018; the bets' ids are drawn from their sequence
 *   first, so the stakes are debited before anything is written, and a shortfall answers
 *   `SHORTFALL`.
 * - `provider_bets` and `lottery_places` without a savepoint per call: nothing a call refuses
 *   raises any more. A racing copy of a call (a unique key) still fails the statement, and
 *   `GroupCommit` then retries the group call by call, so the copy alone fails.
 */
export const statements: string[] = [
  `create function ledger_debit_member(
    p_merchant int, p_currency text, p_member_account bigint, p_house bigint, p_kind text,
    p_ref_type text, p_legs uuid[], p_amounts bigint[], p_ref_ids text[], p_now timestamptz
  ) returns bigint language plpgsql set enable_seqscan = off as $$
  declare
    v_total bigint;
    v_not_positive boolean;
    v_after bigint;
  begin
    select sum(a), bool_or(a <= 0) into v_total, v_not_positive from unnest(p_amounts) as a;
    if v_total is null or v_not_positive then
      raise exception 'a debit must be positive' using errcode = '22023';
    end if;
    update ledger_accounts a set balance = a.balance - v_total
      where a.id = p_member_account and a.owner_type = 'member'
        and a.balance - v_total >= a.lower_bound
      returning a.balance into v_after;
    if not found then
      return null;
    end if;
    insert into ledger_transfers (id, merchant_id, debit_account_id, credit_account_id, amount,
        currency, kind, ref_type, ref_id, linked_id, debit_balance_after, created_at)
      select l.id, p_merchant, p_member_account, p_house, l.amount, p_currency, p_kind, p_ref_type,
        l.ref_id, case when cardinality(p_legs) > 1 then p_legs[1] end,
        v_after + v_total - sum(l.amount) over (order by l.k), p_now
      from unnest(p_legs, p_amounts, p_ref_ids) with ordinality as l(id, amount, ref_id, k)
      order by l.k;
    insert into ledger_house_pending (account_id, delta) values (p_house, v_total);
    return v_after;
  end $$`,
  'drop function provider_bets(jsonb)',
  'drop function lottery_places(jsonb)',
  `create or replace function provider_bet(
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
    v_round_id bigint;
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

    -- Most bets open their round: try that first; a round that exists is found and checked.
    if p_currency = p_wallet_currency then
      insert into game_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
          wallet, stake, bet_count, opened_at)
        values (p_merchant, p_member, p_vendor, p_round_id, p_game_code, p_wallet_currency,
          p_wallet_kind, p_amount, 1, p_now)
        on conflict (vendor_code, round_id, member_id) do nothing
        returning id into v_round_id;
    end if;
    if v_round_id is null then
      select * into v_round from game_rounds r
        where r.vendor_code = p_vendor and r.round_id = p_round_id and r.member_id = p_member
        for update;
      if not found then
        return query select 'WRONG_CURRENCY', a.balance, null::text, null::text, null::jsonb
          from ledger_accounts a where a.id = p_member_account;
        return;
      end if;
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
      v_round_id := v_round.id;
    end if;

    v_after := ledger_debit_member(p_merchant, p_wallet_currency, p_member_account,
      p_house_account, 'BET', 'game_round', array[p_leg_id], array[p_amount],
      array[v_round_id::text], p_now);
    if v_after is null then
      if v_round.id is null then
        delete from game_rounds where id = v_round_id;
      end if;
      return query select 'NOT_ENOUGH_MONEY', a.balance, null::text, null::text, null::jsonb
        from ledger_accounts a where a.id = p_member_account;
      return;
    end if;
    if v_round.id is not null then
      update game_rounds set stake = stake + p_amount, bet_count = bet_count + 1
        where id = v_round_id;
    end if;
    insert into provider_transactions (vendor_code, transaction_id, action, merchant_id, member_id,
        round_id, game_code, amount, currency, request_hash, status, response, created_at)
      values (p_vendor, p_transaction_id, 'bet', p_merchant, p_member, p_round_id, p_game_code,
        p_amount, p_wallet_currency, p_hash, 'OK',
        jsonb_build_object('status', 'OK', 'balance', v_after, 'currency', p_wallet_currency), p_now);
    return query select 'OK', v_after, null::text, null::text, null::jsonb;
  end $$`,
  `create function provider_bets(p_bets jsonb) returns table (
    ord int, outcome text, balance bigint, seen_status text, seen_hash text, seen_response jsonb
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
      return query select b.ord, p.outcome, p.balance, p.seen_status, p.seen_hash, p.seen_response
        from provider_bet(b.vendor, b.transaction_id, b.round_id, b.game_code, b.merchant,
          b.member, b.amount, b.currency, b.wallet_currency, b.wallet_kind, b.member_account,
          b.house_account, b.leg_id, b.hash, b.now, b.token_hash, b.idle_ms) p;
    end loop;
  end $$`,
  `create or replace function lottery_place(
    p_merchant int, p_member int, p_request uuid, p_game text, p_numero text, p_draws int,
    p_stop_on_win boolean, p_prize_mode text, p_lines jsonb, p_currency text,
    p_member_account bigint, p_house_account bigint, p_now timestamptz
  ) returns table (
    outcome text, detail int, balance bigint, bet_id bigint, numero text, chase_id bigint, line int
  ) language plpgsql set enable_seqscan = off as $$
  #variable_conflict use_column
  declare
    v_first lottery_draws%rowtype;
    v_draws bigint[];
    v_numeros text[];
    v_chase bigint;
    v_after bigint;
    v_ids bigint[];
    v_stakes bigint[];
  begin
    if exists (select 1 from lottery_bets b where b.member_id = p_member and b.request_id = p_request) then
      return query select 'REPLAY', null::int, null::bigint, null::bigint, null::text, null::bigint, null::int;
      return;
    end if;
    perform pg_advisory_xact_lock_shared(d.id) from lottery_draws d
      where d.merchant_id = p_merchant and d.game_code = p_game and d.numero = p_numero;
    select * into v_first from lottery_draws d
      where d.merchant_id = p_merchant and d.game_code = p_game and d.numero = p_numero;
    if not found then
      return query select 'UNKNOWN', null::int, null::bigint, null::bigint, null::text, null::bigint, null::int;
      return;
    end if;
    if v_first.status not in ('SCHEDULED', 'OPEN') or v_first.opens_at > p_now or v_first.closes_at <= p_now then
      return query select 'CLOSED', null::int, null::bigint, null::bigint, null::text, null::bigint, null::int;
      return;
    end if;
    v_draws := array[v_first.id];
    v_numeros := array[v_first.numero];
    if p_draws > 1 then
      select v_draws || coalesce(array_agg(x.id order by x.draws_at), '{}'),
          v_numeros || coalesce(array_agg(x.numero order by x.draws_at), '{}')
        into v_draws, v_numeros
        from (select d.id, d.numero, d.draws_at from lottery_draws d
          where d.merchant_id = p_merchant and d.game_code = p_game and d.status in ('SCHEDULED', 'OPEN')
            and d.draws_at > v_first.draws_at
          order by d.draws_at limit p_draws - 1) x;
      perform pg_advisory_xact_lock_shared(x) from unnest(v_draws[2:]) as x;
      if cardinality(v_draws) < p_draws then
        return query select 'SHORT', cardinality(v_draws), null::bigint, null::bigint, null::text, null::bigint, null::int;
        return;
      end if;
    end if;

    -- Every line on every draw, in that order: its stake, and an id drawn ahead in ascending order.
    v_stakes := array(select l.stake from unnest(v_draws) with ordinality as d(draw_id, k)
      cross join rows from (jsonb_to_recordset(p_lines) as (stake bigint)) with ordinality as l(stake, ord)
      order by d.k, l.ord);
    v_ids := array(select nextval('lottery_bets_id_seq') from generate_series(1, cardinality(v_stakes))
      order by 1);
    v_after := ledger_debit_member(p_merchant, p_currency, p_member_account, p_house_account,
      'LOTTERY_BET', 'lottery_bet',
      array(select md5('lottery-stake:' || i)::uuid from unnest(v_ids) with ordinality as u(i, k) order by k),
      v_stakes, array(select i::text from unnest(v_ids) with ordinality as u(i, k) order by k), p_now);
    if v_after is null then
      return query select 'SHORTFALL', null::int, null::bigint, null::bigint, null::text, null::bigint, null::int;
      return;
    end if;
    if p_draws > 1 then
      insert into lottery_chases (merchant_id, member_id, game_code, draws, stop_on_win, created_at)
        values (p_merchant, p_member, p_game, p_draws, p_stop_on_win, p_now) returning id into v_chase;
    end if;

    return query
      with placed as (
        insert into lottery_bets as b (id, merchant_id, member_id, draw_id, game_code, prize_mode,
            bet_type, picks, units, combinations, unit_price, payout_milli, currency, wallet, stake,
            chase_id, request_id, line, placed_at)
          select v_ids[((d.k - 1) * jsonb_array_length(p_lines) + l.ord)::int], p_merchant, p_member,
            d.draw_id, p_game, p_prize_mode, l.bet_type, l.picks, l.units, l.combinations,
            l.unit_price, l.payout_milli, p_currency, 'MAIN', l.stake, v_chase, p_request,
            (l.ord - 1)::int, p_now
          from unnest(v_draws) with ordinality as d(draw_id, k)
          cross join rows from (jsonb_to_recordset(p_lines) as (bet_type text, picks jsonb, units int,
            combinations int, unit_price bigint, payout_milli jsonb, stake bigint))
            with ordinality as l(bet_type, picks, units, combinations, unit_price, payout_milli, stake, ord)
          order by d.k, l.ord
          returning b.id, b.draw_id, b.line
      )
      select 'PLACED', null::int, v_after, x.id, v_numeros[array_position(v_draws, x.draw_id)],
          v_chase, x.line
        from placed x
        order by x.id;
  end $$`,
  `create function lottery_places(p_slips jsonb) returns table (
    ord int, outcome text, detail int, balance bigint, bet_id bigint, numero text, chase_id bigint,
    line int
  ) language plpgsql as $$
  #variable_conflict use_column
  declare
    s record;
  begin
    for s in select * from jsonb_to_recordset(p_slips) as x(
        ord int, merchant int, member int, request uuid, game text, numero text, draws int,
        stop_on_win boolean, prize_mode text, lines jsonb, currency text, member_account bigint,
        house_account bigint, now timestamptz)
      order by x.member_account, x.ord
    loop
      return query select s.ord, p.outcome, p.detail, p.balance, p.bet_id, p.numero, p.chase_id,
          p.line
        from lottery_place(s.merchant, s.member, s.request, s.game, s.numero, s.draws,
          s.stop_on_win, s.prize_mode, s.lines, s.currency, s.member_account, s.house_account,
          s.now) p;
    end loop;
  end $$`,
];
