import { type AccountRecord, type RecordType, toMajor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { kindsOf, typeOfKind } from './record-types.js';
import { findMemberAccounts, findRecords } from './wallet.repo.js';
import type { Holder } from './wallet.service.js';

export interface RecordQuery {
  type?: RecordType;
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` as the start of that UTC day; refuses days that do not exist (2026-02-30). */
function day(text: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new AppError('validation.failed', { field: 'date' });
  }
  return date;
}

/**
 * The account record (spec §2.3 transactionHistory): every movement of the member's spendable
 * wallets, newest first. Money held for a withdrawal is shown when it leaves main, not again when
 * it is paid out from the hold.
 */
export async function accountRecords(db: Db, holder: Holder, currency: string, query: RecordQuery) {
  const from = query.from ? day(query.from) : undefined;
  const to = query.to ? new Date(day(query.to).getTime() + DAY_MS) : undefined;
  if (from && to && from >= to) throw new AppError('validation.failed', { field: 'from' });
  const accounts = (await findMemberAccounts(db, holder.merchant.id, holder.memberId, currency)).filter(
    (account) => account.kind !== 'WITHDRAW_HOLD',
  );
  const walletOf = new Map(accounts.map((account) => [account.id, account.kind]));
  const { rows, total } = await findRecords(
    db,
    { accountIds: [...walletOf.keys()], kinds: query.type ? kindsOf(query.type) : undefined, from, to },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  const scale = holder.merchant.currencyScale;
  const list: AccountRecord[] = rows.map((row) => ({
    id: row.id,
    type: typeOfKind(row.kind),
    kind: row.kind,
    amount: toMajor(BigInt(row.signed), scale),
    balanceAfter: toMajor(BigInt(row.balance_after ?? 0n), scale),
    wallet: walletOf.get(BigInt(row.account_id)) ?? 'MAIN',
    reference: row.ref_type ? `${row.ref_type}${row.ref_id ? `:${row.ref_id}` : ''}` : null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
}
