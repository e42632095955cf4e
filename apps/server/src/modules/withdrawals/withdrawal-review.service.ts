import type { StaffWithdrawal, WithdrawalState } from '@tessera/contracts';
import type { Updateable } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { WithdrawalTable } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { brandDayRange } from '../../lib/brand-days.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { AccountRef } from '../ledger/ledger-accounts.js';
import type { Merchant } from '../site/merchant.js';
import { withdrawalLegId } from './transfer-ids.js';
import { toStaffWithdrawal } from './withdrawal-view.js';
import {
  findMerchantWithdrawal,
  listMerchantWithdrawals,
  moveState,
  type Page,
  receiveOverdue,
} from './withdrawals.repo.js';
import { readProof } from './withdrawals.service.js';

/** Where paid-out withdrawals go: the brand's cash clearing account for withdrawals. */
export const PAYOUT_ACCOUNT: AccountRef = { house: 'CASH:WITHDRAW' };

interface Step {
  from: readonly WithdrawalState[];
  to: WithdrawalState;
  set: Updateable<WithdrawalTable>;
  /** The ledger leg this step posts, if any: where the held amount goes. */
  leg?: { step: 'release' | 'payout'; kind: string; credit: (memberId: number) => AccountRef };
  audit: { action: string; details?: Record<string, unknown> };
}

/**
 * The staff side (domain.md §3): approve, reject (the hold goes back to MAIN), disburse (the hold
 * leaves for the cash account). Each is one guarded state change plus its ledger leg in one
 * transaction, so a double click moves money once; the second click answers the state it found.
 */
export class WithdrawalReview {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  async list(
    merchant: Merchant,
    state: WithdrawalState,
    page: Page & { memberId?: number | undefined; from?: string | undefined; to?: string | undefined },
  ) {
    const { rows, total } = await listMerchantWithdrawals(this.db, merchant.id, state, {
      ...page,
      ...brandDayRange(merchant.timeZone, page.from, page.to),
    });
    return {
      list: rows.map((row) => toStaffWithdrawal(row, merchant.currencyScale)),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }

  approve(merchant: Merchant, staff: StaffSession, id: string, ip: string) {
    const now = this.clock.now();
    return this.act(merchant, staff, id, ip, {
      from: ['PENDING_REVIEW'],
      to: 'APPROVED',
      set: { state: 'APPROVED', reviewed_at: now, reviewed_by: staff.staffId },
      audit: { action: 'withdrawal.approve' },
    });
  }

  /** A withdrawal under review, or approved but not yet paid, may be refused. */
  reject(merchant: Merchant, staff: StaffSession, id: string, reason: string, ip: string) {
    const now = this.clock.now();
    return this.act(merchant, staff, id, ip, {
      from: ['PENDING_REVIEW', 'APPROVED'],
      to: 'REJECTED',
      set: { state: 'REJECTED', reviewed_at: now, reviewed_by: staff.staffId, reject_reason: reason },
      leg: { step: 'release', kind: 'WITHDRAW_RELEASE', credit: (member) => ({ member, kind: 'MAIN' }) },
      audit: { action: 'withdrawal.reject', details: { reason } },
    });
  }

  disburse(merchant: Merchant, staff: StaffSession, id: string, ip: string) {
    const now = this.clock.now();
    const minutes = merchant.cashier.withdraw.autoReceiveMinutes;
    return this.act(merchant, staff, id, ip, {
      from: ['APPROVED'],
      to: 'DISBURSED',
      set: {
        state: 'DISBURSED',
        disbursed_at: now,
        disbursed_by: staff.staffId,
        auto_receive_at: new Date(now.getTime() + minutes * 60_000),
      },
      leg: { step: 'payout', kind: 'WITHDRAW_PAYOUT', credit: () => PAYOUT_ACCOUNT },
      audit: { action: 'withdrawal.disburse' },
    });
  }

  async proof(merchant: Merchant, id: string, proofNo: number) {
    if (!(await findMerchantWithdrawal(this.db, merchant.id, id))) throw new AppError('withdrawal.not.found');
    return readProof(this.db, id, proofNo);
  }

  /** The auto-receive job's pass: overdue disbursements count as received (forced, no refund). */
  autoReceive(now: Date): Promise<number> {
    return receiveOverdue(this.db, now, 500);
  }

  private async act(
    merchant: Merchant,
    staff: StaffSession,
    id: string,
    ip: string,
    step: Step,
  ): Promise<StaffWithdrawal> {
    const moved = await this.ledger.transaction(async (book) => {
      const row = await moveState(book.tx, { merchantId: merchant.id, id }, step.from, step.set);
      if (!row) return false;
      if (step.leg) {
        await book.post({
          merchantId: merchant.id,
          currency: row.currency,
          legs: [
            {
              id: withdrawalLegId(id, step.leg.step),
              debit: { member: row.member_id, kind: 'WITHDRAW_HOLD' },
              credit: step.leg.credit(row.member_id),
              amount: row.amount,
              kind: step.leg.kind,
              refType: 'withdrawal',
              refId: id,
            },
          ],
        });
      }
      await recordAudit(book.tx, {
        merchantId: merchant.id,
        actorType: 'staff',
        actorId: staff.staffId,
        action: step.audit.action,
        target: `withdrawal:${id}`,
        details: { amount: row.amount.toString(), memberId: row.member_id, ...step.audit.details },
        ip,
        at: this.clock.now(),
      });
      return true;
    });
    const current = await findMerchantWithdrawal(this.db, merchant.id, id);
    if (!current) throw new AppError('withdrawal.not.found');
    // The other click of a double click: it already happened, so answer what it led to.
    if (!moved && current.state !== step.to) throw new AppError('withdrawal.state.invalid');
    return toStaffWithdrawal(current, merchant.currencyScale);
  }
}
