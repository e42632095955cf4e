/**
 * `ledger_post`: a whole posting in one statement, so a posting outside a caller's transaction is
 * one round trip (decision 0009). The steps are those `Book.post` used to send one by one:
 *   1. a replay: when any leg id exists, answer the stored legs (`replayed` = true) and write nothing;
 *   2. the net change of each member account, in ascending id order (a fixed lock order: no
 *      deadlocks), debits guarded by the account's lower bound;
 *   3. house legs queued for the roll-up job;
 *   4. each leg in turn must leave its member sides covered; the transfers are inserted with the
 *      member side's balance after the leg.
 * A shortfall raises SQLSTATE `TS001`; a racing replay fails on the id's unique key (23505).
 *
 * Every row here is reached by its primary key. A function's plans are cached per connection, and
 * a plan made while the tables were new and nearly empty would scan `ledger_transfers` whole on
 * every call for the life of that connection; `enable_seqscan = off` keeps them on the keys.
 */
export const statements: string[] = [
  `create function ledger_post(
    p_merchant int, p_currency text, p_ids uuid[], p_debits bigint[], p_credits bigint[],
    p_amounts bigint[], p_kinds text[], p_ref_types text[], p_ref_ids text[],
    p_house bigint[], p_now timestamptz
  ) returns table (
    replayed boolean, seq bigint, id uuid, merchant_id int, debit_account_id bigint,
    credit_account_id bigint, amount bigint, currency text, kind text, ref_type text, ref_id text,
    linked_id uuid, debit_balance_after bigint, credit_balance_after bigint, created_at timestamptz
  ) language plpgsql set enable_seqscan = off as $$
  #variable_conflict use_column
  declare
    v_accounts bigint[] := '{}';
    v_running bigint[] := '{}';
    v_bounds bigint[] := '{}';
    v_debit_after bigint[] := array_fill(null::bigint, array[cardinality(p_ids)]);
    v_credit_after bigint[] := array_fill(null::bigint, array[cardinality(p_ids)]);
    v_balance bigint;
    v_bound bigint;
    v_change record;
    k int;
  begin
    if exists (select 1 from ledger_transfers t where t.id = any(p_ids)) then
      return query select true, t.* from ledger_transfers t where t.id = any(p_ids);
      return;
    end if;

    for v_change in
      select c.account, sum(c.delta)::bigint as delta
      from unnest(p_debits, p_credits, p_amounts) as l(debit, credit, amount)
      cross join lateral (values (l.debit, -l.amount), (l.credit, l.amount)) as c(account, delta)
      where c.account <> all(p_house)
      group by c.account order by c.account
    loop
      if v_change.delta < 0 then
        update ledger_accounts a set balance = a.balance + v_change.delta
          where a.id = v_change.account and a.balance + v_change.delta >= a.lower_bound
          returning a.balance, a.lower_bound into v_balance, v_bound;
        if not found then
          raise exception 'balance.insufficient' using errcode = 'TS001';
        end if;
      elsif v_change.delta > 0 then
        update ledger_accounts a set balance = a.balance + v_change.delta where a.id = v_change.account
          returning a.balance, a.lower_bound into v_balance, v_bound;
      else
        select a.balance, a.lower_bound into v_balance, v_bound
          from ledger_accounts a where a.id = v_change.account for update;
      end if;
      v_accounts := v_accounts || v_change.account;
      v_running := v_running || (v_balance - v_change.delta);
      v_bounds := v_bounds || v_bound;
    end loop;

    insert into ledger_house_pending (account_id, delta)
      select c.account, sum(c.delta)
      from unnest(p_debits, p_credits, p_amounts) as l(debit, credit, amount)
      cross join lateral (values (l.debit, -l.amount), (l.credit, l.amount)) as c(account, delta)
      where c.account = any(p_house)
      group by c.account having sum(c.delta) <> 0;

    for i in 1 .. cardinality(p_ids) loop
      k := array_position(v_accounts, p_debits[i]);
      if k is not null then
        v_running[k] := v_running[k] - p_amounts[i];
        if v_running[k] < v_bounds[k] then
          raise exception 'balance.insufficient' using errcode = 'TS001';
        end if;
        v_debit_after[i] := v_running[k];
      end if;
      k := array_position(v_accounts, p_credits[i]);
      if k is not null then
        v_running[k] := v_running[k] + p_amounts[i];
        v_credit_after[i] := v_running[k];
      end if;
    end loop;

    return query
      with inserted as (
        insert into ledger_transfers as t (id, merchant_id, debit_account_id, credit_account_id,
          amount, currency, kind, ref_type, ref_id, linked_id, debit_balance_after,
          credit_balance_after, created_at)
        select l.id, p_merchant, l.debit, l.credit, l.amount, p_currency, l.kind, l.ref_type,
          l.ref_id, case when cardinality(p_ids) > 1 then p_ids[1] end, l.debit_after,
          l.credit_after, p_now
        from unnest(p_ids, p_debits, p_credits, p_amounts, p_kinds, p_ref_types, p_ref_ids,
          v_debit_after, v_credit_after)
          as l(id, debit, credit, amount, kind, ref_type, ref_id, debit_after, credit_after)
        returning t.*
      )
      select false, inserted.* from inserted;
  end $$`,
];
