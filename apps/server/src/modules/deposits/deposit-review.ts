import type { DepositState, StaffDeposit } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { brandDayRange } from '../../lib/brand-days.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { creditApproved, type DepositListener } from './deposit-credit.js';
import { toStaffDepositView } from './deposit-view.js';
import { decideDeposit, findDeposit, findUsername, listMerchantDeposits } from './deposits.repo.js';

/**
 * Staff decisions on deposits (bank transfers mostly; a stuck online payment too). Approving
 * moves the deposit and credits the member in one ledger transaction; the guarded state change
 * means a second approval finds nothing to approve and answers `deposit.not.pending`.
 */
export class DepositReview {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly listener: DepositListener | null = null,
  ) {}

  async list(
    ctx: RequestContext,
    query: {
      state: DepositState;
      memberId?: number | undefined;
      from?: string | undefined;
      to?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    const { rows, total } = await listMerchantDeposits(this.db, ctx.merchant.id, {
      ...query,
      ...brandDayRange(ctx.merchant.timeZone, query.from, query.to),
    });
    return {
      list: rows.map((row) => toStaffDepositView(row, row.username, ctx.merchant.currencyScale)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /**
   * PENDING, or EXPIRED (the bank transfer arrived after we stopped waiting: expiry is a timer,
   * not a verdict), becomes APPROVED and the amount is credited, once.
   */
  async approve(ctx: RequestContext, staff: StaffSession, id: string): Promise<StaffDeposit> {
    const approved = await this.ledger.transaction(async (book) => {
      const row = await decideDeposit(book.tx, id, ctx.merchant.id, ['PENDING', 'EXPIRED'], {
        state: 'APPROVED',
        decided_at: this.clock.now(),
        decided_via: 'STAFF',
        decided_by: staff.staffId,
      });
      if (!row) return null;
      await creditApproved(book, row, this.listener);
      await recordAudit(book.tx, {
        merchantId: ctx.merchant.id,
        actorType: 'staff',
        actorId: staff.staffId,
        action: 'deposit.approve',
        target: row.id,
        details: { member: row.member_id, amount: row.amount.toString(), channel: row.channel },
        ip: ctx.ip,
      });
      return { row, username: await findUsername(book.tx, row.member_id) };
    });
    if (!approved) throw await this.whyNot(ctx, id);
    return toStaffDepositView(approved.row, approved.username, ctx.merchant.currencyScale);
  }

  /** PENDING becomes REJECTED with the reason the member will read; no money moves. */
  async reject(ctx: RequestContext, staff: StaffSession, id: string, reason: string): Promise<StaffDeposit> {
    const rejected = await this.db.transaction().execute(async (tx) => {
      const row = await decideDeposit(tx, id, ctx.merchant.id, ['PENDING'], {
        state: 'REJECTED',
        reason,
        decided_at: this.clock.now(),
        decided_via: 'STAFF',
        decided_by: staff.staffId,
      });
      if (!row) return null;
      await recordAudit(tx, {
        merchantId: ctx.merchant.id,
        actorType: 'staff',
        actorId: staff.staffId,
        action: 'deposit.reject',
        target: row.id,
        details: { member: row.member_id, amount: row.amount.toString(), reason },
        ip: ctx.ip,
      });
      return { row, username: await findUsername(tx, row.member_id) };
    });
    if (!rejected) throw await this.whyNot(ctx, id);
    return toStaffDepositView(rejected.row, rejected.username, ctx.merchant.currencyScale);
  }

  /** Nothing was decided: the deposit is another brand's (or nobody's), or already settled. */
  private async whyNot(ctx: RequestContext, id: string): Promise<AppError> {
    const row = await findDeposit(this.db, id);
    if (!row || row.merchant_id !== ctx.merchant.id) return new AppError('deposit.not.found');
    return new AppError('deposit.not.pending');
  }
}
