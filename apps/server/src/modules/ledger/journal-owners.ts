import { sql } from 'kysely';
import { registerLedgerCheck } from './ledger-verify.js';

/**
 * What the hot journals' foreign keys checked before migration 0026, checked by the verifier
 * instead, and more strictly: each row's member exists and is the named brand's, its vendor exists.
 */
registerLedgerCheck({
  invariant:
    "every game round, vendor's call and lottery bet names a member of its brand (and a known vendor)",
  async query(executor) {
    const { rows } = await sql<{ what: string; id: string }>`
      select 'game round' as what, r.id::text as id from game_rounds r
        where not exists (select 1 from members m where m.id = r.member_id and m.merchant_id = r.merchant_id)
          or not exists (select 1 from game_vendors v where v.code = r.vendor_code)
      union all
      select 'vendor call', t.vendor_code || ':' || t.transaction_id from provider_transactions t
        where not exists (select 1 from members m where m.id = t.member_id and m.merchant_id = t.merchant_id)
          or not exists (select 1 from game_vendors v where v.code = t.vendor_code)
      union all
      select 'lottery bet', b.id::text from lottery_bets b
        where not exists (select 1 from members m where m.id = b.member_id and m.merchant_id = b.merchant_id)
      union all
      select 'transfer', t.id::text from ledger_transfers t
        where not exists (select 1 from merchants m where m.id = t.merchant_id)
      limit 100`.execute(executor);
    return rows.map((row) => `${row.what} ${row.id}: names a member, brand or vendor that is not there`);
  },
});
