import type { AgentPeriod, ContractTier, ContractType, StaffContract } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { isAgentType } from '../accounts/member-view.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Merchant } from '../site/merchant.js';
import { agentTree, type TreeQuery } from './agent-tree.js';
import { brakeNote } from './brake-note.js';
import { findBills, toStaffBill } from './contract-bills.js';
import type { DividendPeriod } from './contract-periods.js';
import { type ContractRow, findContract, findContracts, toContract } from './contracts.repo.js';
import type { Contracts } from './contracts.service.js';
import type { TeamReports } from './team-reports.js';

interface Paging {
  pageNo: number;
  pageSize: number;
}

/**
 * The back office's agents (issue 14): the tree level by level, the brand's contracts and bills,
 * house contracts for top agents, and the brakes (a suspended contract settles nothing; a held
 * bill is not paid), each keeping the reason staff gave last, who and when. Every change is audited.
 */
export class AgentsAdmin {
  constructor(
    private readonly db: Db,
    private readonly contracts: Contracts,
    private readonly reports: TeamReports,
    private readonly clock: Clock,
  ) {}

  /** An agent's team report, as their own overview shows it; anyone else is not found. */
  async report(
    merchant: Merchant,
    memberId: number,
    query: { period: AgentPeriod; from?: string | undefined; to?: string | undefined },
  ) {
    const row = await this.db
      .selectFrom('members')
      .select(['id', 'merchant_id', 'username', 'type', 'status', 'is_trial', 'parent_id', 'path'])
      .where('id', '=', memberId)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (!row || !isAgentType(row.type)) throw new AppError('object.not.found');
    const agent = {
      id: row.id,
      merchantId: row.merchant_id,
      username: row.username,
      type: row.type,
      status: row.status,
      isTrial: row.is_trial,
      parentId: row.parent_id,
      path: row.path,
    };
    return { account: row.username, ...(await this.reports.overview(merchant, agent, query)) };
  }

  /** The tree: top agents, someone's direct downlines, or the member a search names (agent-tree.ts). */
  tree(merchant: Merchant, query: TreeQuery) {
    return agentTree(this.db, merchant, query);
  }

  async listContracts(
    merchant: Merchant,
    query: Paging & {
      account?: string | undefined;
      type?: ContractType | undefined;
      state?: 'P' | 'V' | 'R' | 'C' | undefined;
    },
  ) {
    const { rows, total } = await findContracts(this.db, { ...query, merchantId: merchant.id });
    return {
      list: rows.map((row) => this.staffContract(row, merchant)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** The house offers a top agent a contract (the house pays it). */
  async offer(
    merchant: Merchant,
    actor: StaffSession,
    input: {
      memberId: number;
      type: ContractType;
      period?: DividendPeriod | undefined;
      tiers: ContractTier[];
    },
    ip: string,
  ) {
    const row = await this.db.transaction().execute(async (tx) => {
      const member = await tx
        .selectFrom('members as m')
        .leftJoin('members as p', 'p.id', 'm.parent_id')
        .select(['m.id', 'm.type', 'p.type as parent_type'])
        .where('m.id', '=', input.memberId)
        .where('m.merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!member) throw new AppError('object.not.found');
      if (!isAgentType(member.type) || (member.parent_type !== null && isAgentType(member.parent_type))) {
        throw new AppError('contract.holder.invalid');
      }
      const id = await this.contracts.insert(tx, merchant, { ...input, uplineId: null, memberId: member.id });
      await this.audit(
        tx,
        merchant,
        actor,
        'agent.contract.offer',
        member.id,
        { contractId: String(id), type: input.type },
        ip,
      );
      return (await findContract(tx, merchant.id, id))!;
    });
    return this.staffContract(row, merchant);
  }

  async suspend(
    merchant: Merchant,
    actor: StaffSession,
    id: string,
    input: { suspended: boolean; reason: string },
    ip: string,
  ) {
    const row = await this.db.transaction().execute(async (tx) => {
      const before = await findContract(tx, merchant.id, BigInt(id));
      if (!before) throw new AppError('object.not.found');
      if (before.state !== 'V') throw new AppError('contract.state.invalid');
      await tx
        .updateTable('agent_contracts')
        .set({
          suspended: input.suspended,
          suspension_reason: input.reason,
          suspension_by: actor.staffId,
          suspension_at: this.clock.now(),
        })
        .where('id', '=', before.id)
        .execute();
      await this.audit(
        tx,
        merchant,
        actor,
        input.suspended ? 'agent.contract.suspend' : 'agent.contract.resume',
        before.member_id,
        {
          contractId: id,
          reason: input.reason,
          before: { suspended: before.suspended },
          after: { suspended: input.suspended },
        },
        ip,
      );
      return (await findContract(tx, merchant.id, before.id))!;
    });
    return this.staffContract(row, merchant);
  }

  async listBills(
    merchant: Merchant,
    query: Paging & {
      account?: string | undefined;
      type?: ContractType | undefined;
      state?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
    },
  ) {
    let payee: number | undefined;
    if (query.account) {
      const member = await this.db
        .selectFrom('members')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('username_lower', '=', query.account.toLowerCase())
        .executeTakeFirst();
      if (!member) return { list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
      payee = member.id;
    }
    const { rows, total } = await findBills(this.db, { merchant, ...query, payee });
    return {
      list: rows.map((row) => toStaffBill(row, merchant.currencyScale)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async hold(
    merchant: Merchant,
    actor: StaffSession,
    id: string,
    input: { held: boolean; reason: string },
    ip: string,
  ) {
    return this.db.transaction().execute(async (tx) => {
      const bill = await tx
        .selectFrom('agent_bills')
        .select(['id', 'state', 'held', 'payee_id'])
        .where('id', '=', BigInt(id))
        .where('merchant_id', '=', merchant.id)
        .forUpdate()
        .executeTakeFirst();
      if (!bill) throw new AppError('object.not.found');
      if (bill.state === 'PAID' || bill.state === 'NOTHING_DUE') throw new AppError('contract.state.invalid');
      await tx
        .updateTable('agent_bills')
        .set({
          held: input.held,
          hold_reason: input.reason,
          hold_by: actor.staffId,
          hold_at: this.clock.now(),
        })
        .where('id', '=', bill.id)
        .execute();
      await this.audit(
        tx,
        merchant,
        actor,
        input.held ? 'agent.bill.hold' : 'agent.bill.release',
        bill.payee_id,
        { billId: id, reason: input.reason },
        ip,
      );
      const { rows } = await findBills(tx, {
        merchant,
        pageNo: 1,
        pageSize: 1,
        payee: bill.payee_id,
        billId: bill.id,
      });
      return toStaffBill(rows[0]!, merchant.currencyScale);
    });
  }

  private staffContract(row: ContractRow, merchant: Merchant): StaffContract {
    return {
      ...toContract(row, merchant.currencyScale),
      suspended: row.suspended,
      memberId: row.member_id,
      suspensionNote: brakeNote(row.suspension_reason, row.suspension_staff, row.suspension_at),
    };
  }

  private audit(
    tx: Db,
    merchant: Merchant,
    actor: StaffSession,
    action: string,
    memberId: number,
    details: Record<string, unknown>,
    ip: string,
  ) {
    return recordAudit(tx, {
      merchantId: merchant.id,
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      target: `member:${memberId}`,
      details,
      ip,
    });
  }
}
