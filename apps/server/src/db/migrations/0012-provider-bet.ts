/**
 * `provider_bet`: a vendor's bet in one statement (decision 0012), the common case of
 * `ProviderWallet.bet` without its nine round trips:
 *   1. a booked call under (vendor, transaction id) answers `SEEN` with its row (the caller tells a
 *      replay from a duplicate by the request hash);
 *   2. a disabled member is `USER_DISABLED`;
 *   3. an open round is locked: one that plays from another wallet answers `SLOW` (the caller takes
 *      the general path), then `WRONG_CURRENCY`, then `ROUND_CLOSED` (after looking again for a copy
 *      of this call that committed while this one waited for the round); else its stake grows;
 *   4. no round yet: `WRONG_CURRENCY`, else the round is opened with this bet's stake in it;
 *   5. the debit through `ledger_post` (a shortfall raises TS001 and nothing stays) and the booked
 *      call with its answer: `OK` and the balance after.
 * Each answer carries the wallet's balance. A racing copy fails on a unique key (23505); the caller
 * then takes the general path, which finds the copy booked.
 */
export const statements: string[] = [
  `create function provider_bet(
    p_vendor text, p_transaction_id text, p_round_id text, p_game_code text, p_merchant int,
    p_member int, p_amount bigint, p_currency text, p_wallet_currency text, p_wallet_kind text,
    p_member_account bigint, p_house_account bigint, p_leg_id uuid, p_hash text, p_now timestamptz
  ) returns table (
    outcome text, balance bigint, seen_status text, seen_hash text, seen_response jsonb
  ) language plpgsql set enable_seqscan = off as $$
  #variable_conflict use_variable
  declare
    v_seen provider_transactions%rowtype;
    v_round game_rounds%rowtype;
    v_status text;
    v_after bigint;
  begin
    select * into v_seen from provider_transactions t
      where t.vendor_code = p_vendor and t.transaction_id = p_transaction_id;
    if found then
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
      -- A new round opens with this bet in it: one row written, not a row and its update.
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
];
