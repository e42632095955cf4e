/**
 * `provider_bets`: several vendors' bets in one statement and one commit (decision 0012). Each
 * element of `p_bets` is one `provider_bet` call, run in its own savepoint so that a shortfall
 * (TS001) or a racing copy (23505) undoes that bet alone and is answered as its `error_code`.
 * Bets run in ascending member-account order (a fixed lock order, as `ledger_post` keeps: no
 * deadlock between two batches), each member's bets in the order they came.
 */
export const statements: string[] = [
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
        member_account bigint, house_account bigint, leg_id uuid, hash text, now timestamptz)
      order by x.member_account, x.ord
    loop
      begin
        return query select b.ord, p.outcome, p.balance, p.seen_status, p.seen_hash,
            p.seen_response, null::text
          from provider_bet(b.vendor, b.transaction_id, b.round_id, b.game_code, b.merchant,
            b.member, b.amount, b.currency, b.wallet_currency, b.wallet_kind, b.member_account,
            b.house_account, b.leg_id, b.hash, b.now) p;
      exception when sqlstate 'TS001' or unique_violation then
        return query select b.ord, null::text, null::bigint, null::text, null::text, null::jsonb,
          sqlstate::text;
      end;
    end loop;
  end $$`,
];
