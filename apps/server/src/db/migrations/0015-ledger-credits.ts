/**
 * `ledger_post_credits`: many independent credits from one house account to member accounts in one
 * set-based statement (decision 0016) — a lottery draw's payouts or refunds. Each credit is its own
 * transfer (its id the idempotency key, no link between them); member accounts are locked in
 * ascending id order, the ledger's lock order, and each updated once by its total; every transfer
 * carries the member's balance after it, in the order the credits are given; the house's side
 * waits for the roll-up job. A credit whose id exists fails the whole statement on the primary key.
 */
export const statements: string[] = [
  `create function ledger_post_credits(
    p_merchant int, p_currency text, p_house bigint, p_ids uuid[], p_accounts bigint[],
    p_amounts bigint[], p_kind text, p_ref_type text, p_ref_ids text[], p_now timestamptz
  ) returns int language plpgsql set enable_seqscan = off as $$
  declare
    v_count int;
  begin
    if exists (select 1 from unnest(p_amounts) as a where a <= 0) then
      raise exception 'a credit must be positive' using errcode = '22023';
    end if;
    perform 1 from ledger_accounts a where a.id = any(p_accounts) order by a.id for update;
    with legs as (
      select l.id, l.account, l.amount, l.ref_id, l.ord
      from unnest(p_ids, p_accounts, p_amounts, p_ref_ids) with ordinality as l(id, account, amount, ref_id, ord)
    ), totals as (
      select account, sum(amount)::bigint as total from legs group by account
    ), moved as (
      update ledger_accounts a set balance = a.balance + t.total from totals t
        where a.id = t.account and a.owner_type = 'member'
        returning a.id, a.balance - t.total as before
    ), inserted as (
      insert into ledger_transfers (id, merchant_id, debit_account_id, credit_account_id, amount,
          currency, kind, ref_type, ref_id, debit_balance_after, credit_balance_after, created_at)
        select l.id, p_merchant, p_house, l.account, l.amount, p_currency, p_kind, p_ref_type,
          l.ref_id, null, m.before + sum(l.amount) over (partition by l.account order by l.ord), p_now
        from legs l join moved m on m.id = l.account
        order by l.ord
        returning 1
    )
    select count(*) into v_count from inserted;
    if v_count <> cardinality(p_ids) then
      raise exception 'credits must go to member accounts' using errcode = '22023';
    end if;
    insert into ledger_house_pending (account_id, delta)
      select p_house, -sum(a)::bigint from unnest(p_amounts) as a having count(*) > 0;
    return v_count;
  end $$`,
];
