import type { Contract, ContractType } from '@tessera/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AgentContractTable } from '../../db/schema.js';
import { isoOrNull } from '../../lib/iso-time.js';
import { readJson } from '../../lib/json-column.js';
import { wireTiers } from './contract-tiers.js';

export type ContractRow = Selectable<AgentContractTable> & {
  upline: string | null;
  member: string;
  /** The staff account that last suspended it or lifted the suspension. */
  suspension_staff: string | null;
};

/** Contracts with their parties' account names (and the staff's who last suspended or lifted). */
export function contractsWithNames(db: Db) {
  return db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .leftJoin('staff as s', 's.id', 'c.suspension_by')
    .selectAll('c')
    .select(['m.username as member', 'u.username as upline', 's.username as suspension_staff']);
}

/** A page of contracts, newest first, of the brand, filtered (by holder, upline, account, type, state). */
export async function findContracts(
  db: Db,
  filter: {
    merchantId: number;
    memberId?: number | undefined;
    uplineId?: number | undefined;
    account?: string | undefined;
    type?: ContractType | undefined;
    state?: Contract['state'] | undefined;
    pageNo: number;
    pageSize: number;
  },
) {
  let base = contractsWithNames(db).where('c.merchant_id', '=', filter.merchantId);
  if (filter.memberId !== undefined) base = base.where('c.member_id', '=', filter.memberId);
  if (filter.uplineId !== undefined) base = base.where('c.upline_id', '=', filter.uplineId);
  if (filter.account) base = base.where('m.username_lower', '=', filter.account.toLowerCase());
  if (filter.type) base = base.where('c.type', '=', filter.type);
  if (filter.state) base = base.where('c.state', '=', filter.state);
  const [rows, total] = await Promise.all([
    base
      .orderBy('c.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findContract(db: Db, merchantId: number, id: bigint): Promise<ContractRow | undefined> {
  return contractsWithNames(db)
    .where('c.id', '=', id)
    .where('c.merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export function toContract(row: ContractRow, scale: number): Contract {
  return {
    id: String(row.id),
    type: row.type,
    state: row.state,
    period: row.period,
    tiers: wireTiers(readJson(row.tiers), scale),
    upline: row.upline,
    member: row.member,
    terminationRequestedBy: row.termination_requested_by,
    offeredAt: new Date(row.offered_at).toISOString(),
    decidedAt: isoOrNull(row.decided_at),
    endedAt: isoOrNull(row.ended_at),
    endedReason: row.ended_reason,
  };
}
