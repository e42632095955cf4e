import type { Insertable, Selectable } from 'kysely';
import type { ProviderTransactionTable } from '../../db/schema.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { GameVendor } from './wallet-for.js';

export type ProviderTransactionRow = Selectable<ProviderTransactionTable>;

export async function findVendor(executor: Executor, code: string): Promise<GameVendor | undefined> {
  const row = await executor
    .selectFrom('game_vendors')
    .select(['code', 'wallet_type_id'])
    .where('code', '=', code)
    .executeTakeFirst();
  // Null for a seamless vendor: it has no wallet of its own.
  return row && { code: row.code, walletTypeId: row.wallet_type_id };
}

export interface PlayerRow {
  id: number;
  merchant_id: number;
  status: 'ACTIVE' | 'DISABLED';
  is_trial: boolean;
}

export async function findPlayer(executor: Executor, memberId: number): Promise<PlayerRow | undefined> {
  return executor
    .selectFrom('members')
    .select(['id', 'merchant_id', 'status', 'is_trial'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function findTransaction(
  executor: Executor,
  vendor: string,
  transactionId: string,
): Promise<ProviderTransactionRow | undefined> {
  return executor
    .selectFrom('provider_transactions')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** The booked rollback that reversed a bet, if any. */
export async function findRollbackOf(
  executor: Executor,
  vendor: string,
  betTransactionId: string,
): Promise<ProviderTransactionRow | undefined> {
  return executor
    .selectFrom('provider_transactions')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('reference_transaction_id', '=', betTransactionId)
    .where('action', '=', 'rollback')
    .where('status', '=', 'OK')
    .executeTakeFirst();
}

/** Book a call. A concurrent copy of it fails here on the primary key (23505). */
export async function insertTransaction(
  executor: Executor,
  row: Insertable<ProviderTransactionTable>,
): Promise<void> {
  await executor.insertInto('provider_transactions').values(row).execute();
}
