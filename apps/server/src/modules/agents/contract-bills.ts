import { type Bill, type ContractType, type StaffBill, toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { addDays, startOfDay } from '../../lib/brand-days.js';
import { isoOrNull } from '../../lib/iso-time.js';
import type { Merchant } from '../site/merchant.js';
import { brakeNote } from './brake-note.js';

export interface BillFilter {
  merchant: Merchant;
  /** Bills paid to this member, or by them. */
  payee?: number | undefined;
  payer?: number | undefined;
  /** One bill. */
  billId?: bigint | undefined;
  type?: ContractType | undefined;
  state?: string | undefined;
  /** Brand days on the period's start. */
  from?: string | undefined;
  to?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * Bills with their parties' names (and the staff's who last held or released one), newest first;
 * paged, with what the matching bills paid.
 */
export async function findBills(db: Db, filter: BillFilter) {
  let base = db
    .selectFrom('agent_bills as b')
    .innerJoin('members as payee', 'payee.id', 'b.payee_id')
    .leftJoin('members as payer', 'payer.id', 'b.payer_id')
    .leftJoin('staff as s', 's.id', 'b.hold_by')
    .where('b.merchant_id', '=', filter.merchant.id);
  if (filter.payee !== undefined) base = base.where('b.payee_id', '=', filter.payee);
  if (filter.payer !== undefined) base = base.where('b.payer_id', '=', filter.payer);
  if (filter.billId !== undefined) base = base.where('b.id', '=', filter.billId);
  if (filter.type) base = base.where('b.type', '=', filter.type);
  if (filter.state === 'HELD') base = base.where('b.held', '=', true);
  else if (filter.state) base = base.where('b.state', '=', filter.state as 'PAID');
  const zone = filter.merchant.timeZone;
  if (filter.from) base = base.where('b.period_start', '>=', startOfDay(filter.from, zone));
  if (filter.to) base = base.where('b.period_start', '<', startOfDay(addDays(filter.to, 1), zone));
  const [rows, total] = await Promise.all([
    base
      .selectAll('b')
      .select(['payee.username as payee', 'payer.username as payer', 's.username as hold_staff'])
      .orderBy('b.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
    base
      .select([
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(b.amount) filter (where b.state = 'PAID'), 0)`.as('paid'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), paid: BigInt(total.paid) };
}

type BillRow = Awaited<ReturnType<typeof findBills>>['rows'][number];

/** A bill as members see it: whose it is by account and member id, its inputs, what it paid. */
export function toBill(row: BillRow, scale: number): Bill {
  const money = (value: bigint | string) => toMajor(BigInt(value), scale);
  return {
    id: String(row.id),
    contractId: String(row.contract_id),
    type: row.type as ContractType,
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd: new Date(row.period_end).toISOString(),
    payer: row.payer,
    payerId: row.payer_id,
    payee: row.payee,
    payeeId: row.payee_id,
    validBet: money(row.valid_bet),
    netLoss: money(row.net_loss),
    activeMembers: row.active_members,
    tierIndex: row.tier_index,
    rateBp: row.rate_bp,
    amount: money(row.amount),
    state: row.held && row.state !== 'PAID' ? 'HELD' : row.state,
    settledAt: new Date(row.settled_at).toISOString(),
    paidAt: isoOrNull(row.paid_at),
  };
}

/** A bill as staff see it: also held, its payment attempts, and why it was last held or released. */
export function toStaffBill(row: BillRow, scale: number): StaffBill {
  return {
    ...toBill(row, scale),
    held: row.held,
    attempts: row.attempts,
    holdNote: brakeNote(row.hold_reason, row.hold_staff, row.hold_at),
  };
}
