import {
  CONTRACT_TYPES,
  type Contract,
  type ContractTier,
  type ContractType,
  MAX_RATE_BP,
  type TerminatesLowerRefusal,
} from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import type { Caller } from '../accounts/sign-in.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Merchant } from '../site/merchant.js';
import type { DividendPeriod } from './contract-periods.js';
import { maxRate, storeTiers } from './contract-tiers.js';
import {
  type ContractRow,
  contractsWithNames,
  findContract,
  findContracts,
  toContract,
} from './contracts.repo.js';
import { type Agent, requireAgent } from './team.js';

type Tx = Db;

export interface OfferInput {
  type: ContractType;
  period?: DividendPeriod | undefined;
  tiers: ContractTier[];
}

/**
 * Contracts between an upline and a direct downline (domain.md §7): offered (P), accepted (V) or
 * rejected (R), ended (C), with termination asked by either side and agreed by the other. The rate
 * invariant: no tier pays more than the offerer's own contract of that type (when they hold one);
 * a holder who accepts a contract paying less than what they offer their own downlines ends those.
 */
export class Contracts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async offer(
    caller: Caller,
    session: MemberSession,
    input: OfferInput & { account: string; acknowledgeTerminations: boolean },
  ) {
    const agent = await requireAgent(this.db, caller, session);
    const downline = await this.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('merchant_id', '=', agent.merchantId)
      .where('parent_id', '=', agent.id)
      .where('username_lower', '=', input.account.toLowerCase())
      .where('is_trial', '=', false)
      .executeTakeFirst();
    if (!downline) throw new AppError('object.not.found');
    const row = await this.db.transaction().execute(async (tx) => {
      const own = await this.ownRate(tx, agent.id, input.type);
      const rate = maxRate(input.tiers);
      if (own !== null && rate > own) throw new AppError('contract.rate.above.own', { rate: own / 100 });
      const lower = await this.lowerAbove(tx, downline.id, input.type, rate);
      if (lower.length > 0 && !input.acknowledgeTerminations) {
        const refusal: TerminatesLowerRefusal = {
          accounts: [...new Set(lower.map((c) => c.member))],
          contracts: lower.map((c) => ({
            contractId: String(c.id),
            type: c.type,
            state: c.state,
            account: c.member,
            rateBp: c.max_rate_bp,
          })),
        };
        throw new AppError('contract.terminates.lower', { accounts: refusal.accounts.join(', ') }, refusal);
      }
      const id = await this.insert(tx, caller.merchant, {
        ...input,
        uplineId: agent.id,
        memberId: downline.id,
      });
      await recordAudit(tx, {
        merchantId: agent.merchantId,
        actorType: 'member',
        actorId: agent.id,
        action: 'agent.contract.offer',
        target: `member:${downline.id}`,
        details: { contractId: String(id), type: input.type, maxRateBp: rate },
        ip: caller.ip,
      });
      return (await findContract(tx, agent.merchantId, id))!;
    });
    return toContract(row, caller.merchant.currencyScale);
  }

  /** Write an offer (P); a live one of the type already held is `contract.exists`. */
  async insert(
    tx: Tx,
    merchant: Merchant,
    input: OfferInput & { uplineId: number | null; memberId: number },
  ): Promise<bigint> {
    if ((input.type === 'DIVIDEND') !== (input.period !== undefined)) {
      throw new AppError('validation.failed', { field: 'period' });
    }
    const tiers = storeTiers(input.tiers, merchant.currencyScale);
    try {
      const row = await tx
        .insertInto('agent_contracts')
        .values({
          merchant_id: merchant.id,
          type: input.type,
          period: input.type === 'DIVIDEND' ? input.period! : null,
          upline_id: input.uplineId,
          member_id: input.memberId,
          tiers: JSON.stringify(tiers),
          max_rate_bp: Math.min(maxRate(input.tiers), MAX_RATE_BP),
          offered_at: this.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('contract.exists');
      throw error;
    }
  }

  async list(
    caller: Caller,
    session: MemberSession,
    query: {
      direction: 'received' | 'offered';
      type?: ContractType | undefined;
      state?: Contract['state'] | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    const me = this.holder(session);
    const { rows, total } = await findContracts(this.db, {
      ...query,
      merchantId: caller.merchant.id,
      ...(query.direction === 'received' ? { memberId: me } : { uplineId: me }),
    });
    return {
      list: rows.map((row) => toContract(row, caller.merchant.currencyScale)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /**
   * The holder answers (`MCS2_process…`): A accepts an offer or agrees to the upline's termination,
   * R rejects either, C asks to end a contract in force. Another member's contract, or one of
   * another type than the call's, is `object.not.found`.
   */
  async process(
    caller: Caller,
    session: MemberSession,
    type: ContractType,
    id: string,
    action: 'A' | 'R' | 'C',
  ) {
    const me = this.holder(session);
    const row = await this.db.transaction().execute(async (tx) => {
      const contract = await this.locked(tx, caller.merchant.id, BigInt(id));
      if (!contract || contract.member_id !== me || contract.type !== type)
        throw new AppError('object.not.found');
      const now = this.clock.now();
      if (contract.state === 'P' && action === 'A') {
        await this.acceptOffer(tx, contract, now);
      } else if (contract.state === 'P' && action === 'R') {
        await this.end(tx, contract.id, now, 'REJECTED', 'R');
      } else if (contract.state === 'V' && contract.termination_requested_by === 'UPLINE' && action !== 'C') {
        if (action === 'A') await this.end(tx, contract.id, now, 'TERMINATED');
        else await this.setRequest(tx, contract.id, null);
      } else if (contract.state === 'V' && action === 'C' && contract.termination_requested_by === null) {
        await this.setRequest(tx, contract.id, 'DOWNLINE');
      } else {
        throw new AppError('contract.state.invalid');
      }
      await this.audit(
        tx,
        caller,
        me,
        contract,
        `agent.contract.${{ A: 'accept', R: 'reject', C: 'terminate' }[action]}`,
      );
      return (await findContract(tx, caller.merchant.id, contract.id))!;
    });
    return toContract(row, caller.merchant.currencyScale);
  }

  /** The upline asks to end a contract in force they offered, or agrees to the holder's asking. */
  async requestTermination(caller: Caller, session: MemberSession, id: string) {
    const agent = await requireAgent(this.db, caller, session);
    const row = await this.db.transaction().execute(async (tx) => {
      const contract = await this.locked(tx, caller.merchant.id, BigInt(id));
      if (!contract || contract.upline_id !== agent.id) throw new AppError('object.not.found');
      if (contract.state !== 'V' || contract.termination_requested_by === 'UPLINE') {
        throw new AppError('contract.state.invalid');
      }
      if (contract.termination_requested_by === 'DOWNLINE') {
        await this.end(tx, contract.id, this.clock.now(), 'TERMINATED');
      } else {
        await this.setRequest(tx, contract.id, 'UPLINE');
      }
      await this.audit(tx, caller, agent.id, contract, 'agent.contract.terminate');
      return (await findContract(tx, caller.merchant.id, contract.id))!;
    });
    return toContract(row, caller.merchant.currencyScale);
  }

  /**
   * The consolidated info's contract part: per type, 1 when an offer waits for the member's
   * answer, 2 when their upline asks to end one; and which contract pages they have.
   */
  async summary(merchantId: number, memberId: number) {
    const rows = await this.db
      .selectFrom('agent_contracts')
      .select(['type', 'state', 'termination_requested_by', 'member_id'])
      .where('merchant_id', '=', merchantId)
      .where((eb) => eb.or([eb('member_id', '=', memberId), eb('upline_id', '=', memberId)]))
      .where('state', 'in', ['P', 'V'])
      .execute();
    const request = (type: ContractType) => {
      const held = rows.filter((row) => row.type === type && row.member_id === memberId);
      if (held.some((row) => row.state === 'P')) return 1;
      return held.some((row) => row.termination_requested_by === 'UPLINE') ? 2 : 0;
    };
    const has = (type: ContractType) => rows.some((row) => row.type === type && row.state === 'V');
    return {
      divtypereq: request('DIVIDEND'),
      dailysalreqtype: request('DAILY_SALARY'),
      contracthoursalreq: request('HOURLY_SALARY'),
      realtimesalreqtype: request('REALTIME_SALARY'),
      enableCt: has('DIVIDEND'),
      salary: has('DAILY_SALARY'),
      hourSalary: has('HOURLY_SALARY'),
      realtimeSalary: has('REALTIME_SALARY'),
    };
  }

  /** Accepting an offer puts it in force and ends the holder's own offers that pay more. */
  private async acceptOffer(tx: Tx, contract: ContractRow, now: Date) {
    if (contract.upline_id !== null) {
      const own = await this.ownRate(tx, contract.upline_id, contract.type);
      if (own !== null && contract.max_rate_bp > own)
        throw new AppError('contract.rate.above.own', { rate: own / 100 });
    }
    for (const lower of await this.lowerAbove(tx, contract.member_id, contract.type, contract.max_rate_bp)) {
      await this.end(tx, lower.id, now, 'RATE_ABOVE_UPLINE');
    }
    await tx
      .updateTable('agent_contracts')
      .set({ state: 'V', decided_at: now })
      .where('id', '=', contract.id)
      .execute();
  }

  private async end(tx: Tx, id: bigint, now: Date, reason: string, state: 'R' | 'C' = 'C') {
    await tx
      .updateTable('agent_contracts')
      .set({
        state,
        ended_at: now,
        ended_reason: reason,
        termination_requested_by: null,
        ...(state === 'R' ? { decided_at: now } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  private async setRequest(tx: Tx, id: bigint, by: 'UPLINE' | 'DOWNLINE' | null) {
    await tx
      .updateTable('agent_contracts')
      .set({ termination_requested_by: by })
      .where('id', '=', id)
      .execute();
  }

  /** The highest rate of the member's own contract of the type in force, or null when they hold none. */
  private async ownRate(tx: Tx, memberId: number, type: ContractType): Promise<number | null> {
    const own = await tx
      .selectFrom('agent_contracts')
      .select('max_rate_bp')
      .where('member_id', '=', memberId)
      .where('type', '=', type)
      .where('state', '=', 'V')
      .executeTakeFirst();
    return own?.max_rate_bp ?? null;
  }

  /** The member's live offers of the type to their own downlines that pay more than `rate`. */
  private async lowerAbove(tx: Tx, memberId: number, type: ContractType, rate: number) {
    return contractsWithNames(tx)
      .where('c.upline_id', '=', memberId)
      .where('c.type', '=', type)
      .where('c.state', 'in', ['P', 'V'])
      .where('c.max_rate_bp', '>', rate)
      .orderBy('c.id')
      .execute();
  }

  private locked(tx: Tx, merchantId: number, id: bigint) {
    return tx
      .selectFrom('agent_contracts')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst()
      .then((row) => row && ({ ...row, upline: null, member: '', suspension_staff: null } as ContractRow));
  }

  /** Any member (not trial) may hold contracts; only agents offer them. */
  private holder(session: MemberSession): number {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    return session.memberId;
  }

  private audit(tx: Tx, caller: Caller, actorId: number, contract: ContractRow, action: string) {
    return recordAudit(tx, {
      merchantId: caller.merchant.id,
      actorType: 'member',
      actorId,
      action,
      target: `member:${contract.member_id}`,
      details: { contractId: String(contract.id), type: contract.type },
      ip: caller.ip,
    });
  }
}

/** The consolidated info's contract part for someone without contracts (a trial member). */
export const NO_CONTRACTS = {
  divtypereq: 0,
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  enableCt: false,
  salary: false,
  hourSalary: false,
  realtimeSalary: false,
};

export const isContractType = (value: string): value is ContractType =>
  (CONTRACT_TYPES as readonly string[]).includes(value);

export type { Agent };
