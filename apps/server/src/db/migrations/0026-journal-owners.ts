/**
 * The hot journals (game rounds, vendors' calls, lottery bets, ledger transfers) no longer check
 * by foreign key that the brand, member or vendor they name exists (decision 0028). Each such check
 * is a query and a row lock per inserted row, about a fifth of a vendor's bet in the database; the
 * rows they pointed at are never deleted, and the statements that write these journals read the
 * member and the vendor they name first. The ledger's own keys stay (a transfer's accounts, a
 * queued house leg's account), as do a lottery bet's draw and chase; the ledger verifier checks the
 * rest instead (`journal-owners.ts`), more strictly than the keys did: the member is the brand's.
 */
export const statements: string[] = [
  'alter table ledger_transfers drop constraint ledger_transfers_merchant_id_fkey',
  `alter table game_rounds drop constraint game_rounds_merchant_id_fkey,
    drop constraint game_rounds_member_id_fkey, drop constraint game_rounds_vendor_code_fkey`,
  `alter table provider_transactions drop constraint provider_transactions_merchant_id_fkey,
    drop constraint provider_transactions_member_id_fkey,
    drop constraint provider_transactions_vendor_code_fkey`,
  `alter table lottery_bets drop constraint lottery_bets_merchant_id_fkey,
    drop constraint lottery_bets_member_id_fkey`,
];
