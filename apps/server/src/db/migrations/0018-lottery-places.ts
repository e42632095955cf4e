/**
 * Lottery slips in groups (decision 0016): several slips in one statement and one commit, as
 * `provider_bets` does for vendors' bets.
 *
 * `lottery_place` (migration 0016) now holds its draws with a shared advisory lock on the draw's
 * id instead of a `FOR SHARE` row lock. A row lock writes the row and, with several slips on one
 * draw, a multixact; and a transaction holding row locks on draws while it waits for a member's
 * account could deadlock with a settlement window (which locks accounts, then renews its draw's
 * lease). Whatever moves a draw out of betting (closing, cancelling, a result) takes the same key
 * exclusively first, so it waits for the slips in flight and every later slip sees the new state;
 * the draw is read after the lock, in the statement's fresh snapshot. Draw ids are the only
 * advisory lock keys this database uses.
 *
 * Its answer names each bet's draw from the draws it read (no join back to the draws).
 *
 * `lottery_places(p_slips)`: each element is one `lottery_place` call, run in its own savepoint so
 * that a shortfall (TS001) or a racing copy (23505) undoes that slip alone and is answered as its
 * `error_code`. Slips run in ascending member-account order, each member's in the order they came
 * (the ledger's lock order: no deadlock between two groups).
 */
export const statements: string[] = [
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
    v_draw_ids bigint[];
    v_lines int[];
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
      insert into lottery_chases (merchant_id, member_id, game_code, draws, stop_on_win, created_at)
        values (p_merchant, p_member, p_game, p_draws, p_stop_on_win, p_now) returning id into v_chase;
    end if;

    with placed as (
      insert into lottery_bets as b (merchant_id, member_id, draw_id, game_code, prize_mode, bet_type,
          picks, units, combinations, unit_price, payout_milli, currency, wallet, stake, chase_id,
          request_id, line, placed_at)
        select p_merchant, p_member, d.draw_id, p_game, p_prize_mode, l.bet_type, l.picks, l.units,
          l.combinations, l.unit_price, l.payout_milli, p_currency, 'MAIN', l.stake, v_chase,
          p_request, (l.ord - 1)::int, p_now
        from unnest(v_draws) with ordinality as d(draw_id, k)
        cross join rows from (jsonb_to_recordset(p_lines) as (bet_type text, picks jsonb, units int,
          combinations int, unit_price bigint, payout_milli jsonb, stake bigint))
          with ordinality as l(bet_type, picks, units, combinations, unit_price, payout_milli, stake, ord)
        order by d.k, l.ord
        returning b.id, b.stake, b.draw_id, b.line
    )
    select array_agg(x.id order by x.id), array_agg(x.stake order by x.id),
        array_agg(x.draw_id order by x.id), array_agg(x.line order by x.id)
      into v_ids, v_stakes, v_draw_ids, v_lines
      from placed x;

    select min(p.debit_balance_after) into v_after from ledger_post(
      p_merchant, p_currency,
      array(select md5('lottery-stake:' || i)::uuid from unnest(v_ids) with ordinality as u(i, k) order by k),
      array_fill(p_member_account, array[cardinality(v_ids)]),
      array_fill(p_house_account, array[cardinality(v_ids)]),
      v_stakes,
      array_fill('LOTTERY_BET'::text, array[cardinality(v_ids)]),
      array_fill('lottery_bet'::text, array[cardinality(v_ids)]),
      array(select i::text from unnest(v_ids) with ordinality as u(i, k) order by k),
      array[p_house_account], p_now) p;

    return query select 'PLACED', null::int, v_after, x.id, v_numeros[array_position(v_draws, x.draw_id)],
        v_chase, x.line
      from unnest(v_ids, v_draw_ids, v_lines) as x(id, draw_id, line)
      order by x.id;
  end $$`,
  `create function lottery_places(p_slips jsonb) returns table (
    ord int, outcome text, detail int, balance bigint, bet_id bigint, numero text, chase_id bigint,
    line int, error_code text
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
      begin
        return query select s.ord, p.outcome, p.detail, p.balance, p.bet_id, p.numero, p.chase_id,
            p.line, null::text
          from lottery_place(s.merchant, s.member, s.request, s.game, s.numero, s.draws,
            s.stop_on_win, s.prize_mode, s.lines, s.currency, s.member_account, s.house_account,
            s.now) p;
      exception when sqlstate 'TS001' or unique_violation then
        return query select s.ord, null::text, null::int, null::bigint, null::bigint, null::text,
          null::bigint, null::int, sqlstate::text;
      end;
    end loop;
  end $$`,
];
