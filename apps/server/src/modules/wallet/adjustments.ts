import { type Adjustment, toMajor, toMinor } from '@tessera/contracts';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import type { Merchant } from '../site/merchant.js';
import { readAdjustment } from './adjustment-views.js';

export interface AdjustmentInput {
  requestId?: string;
  /** Major units; positive credits the member, negative debits them. */
  amount: number;
  reason: string;
}

interface AdjustmentRow {
  id: string;
  merchant_id: number;
  member_id: number;
  amount: bigint;
  reason: string;
}

/**
 * Staff corrections of a member's main wallet, with four eyes above the brand's threshold
 * (decision 0021). Every adjustment is a row of `staff_adjustments`; one at or below the threshold
 * posts at once, one above waits PENDING until a different staff member approves or rejects it.
 * The row's id is the ledger leg's id, and approving is one guarded update from PENDING in the
 * posting's transaction, so an adjustment moves money exactly once however often it is approved.
 * No call may exceed the brand's ceiling.
 */
export class StaffAdjustments {
  constructor(
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  async request(
    merchant: Merchant,
    actor: StaffSession,
    memberId: number,
    input: AdjustmentInput,
    ip: string,
  ) {
    const reason = input.reason.trim();
    if (!reason) throw new AppError('reason.required');
    const magnitude = toMinor(Math.abs(input.amount), merchant.currencyScale);
    if (magnitude === null) throw new AppError('amount.invalid', { scale: merchant.currencyScale });
    const { adjustmentCeiling, adjustmentApprovalAbove } = merchant.wallet;
    if (magnitude > BigInt(adjustmentCeiling)) {
      throw new AppError('adjustment.over.ceiling', {
        max: toMajor(BigInt(adjustmentCeiling), merchant.currencyScale),
      });
    }
    const waits = magnitude > BigInt(adjustmentApprovalAbove);
    const id = transferId(input.requestId, `adjust:${memberId}`);
    return this.ledger.transaction(async (book) => {
      const target = await book.tx
        .selectFrom('members')
        .select(['id', 'is_trial'])
        .where('id', '=', memberId)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!target || target.is_trial) throw new AppError('member.not.found');
      const row = await book.tx
        .insertInto('staff_adjustments')
        .values({
          id,
          merchant_id: merchant.id,
          member_id: memberId,
          amount: input.amount > 0 ? magnitude : -magnitude,
          reason,
          status: waits ? 'PENDING' : 'POSTED',
          requested_by: actor.staffId,
          created_at: this.clock.now(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning(['id', 'merchant_id', 'member_id', 'amount', 'reason'])
        .executeTakeFirst();
      // A retry with the same requestId answers the adjustment as it stands.
      if (!row) return this.view(book.tx, merchant, id);
      if (!waits) await this.post(book, merchant, row);
      await this.audit(book.tx, actor, waits ? 'member.adjustment.request' : 'member.adjustment', row, ip);
      return this.view(book.tx, merchant, id);
    });
  }

  /** A second staff member approves: the money moves now, once. */
  approve(merchant: Merchant, actor: StaffSession, id: string, ip: string) {
    return this.decide(merchant, actor, id, 'POSTED', ip);
  }

  /** A second staff member rejects: nothing moves. */
  reject(merchant: Merchant, actor: StaffSession, id: string, note: string | undefined, ip: string) {
    return this.decide(merchant, actor, id, 'REJECTED', ip, note);
  }

  private decide(
    merchant: Merchant,
    actor: StaffSession,
    id: string,
    outcome: 'POSTED' | 'REJECTED',
    ip: string,
    note?: string,
  ): Promise<Adjustment> {
    return this.ledger.transaction(async (book) => {
      // One guarded update: of two concurrent decisions the second finds the row no longer PENDING.
      const row = await book.tx
        .updateTable('staff_adjustments')
        .set({ status: outcome, decided_by: actor.staffId, decided_at: this.clock.now() })
        .where('id', '=', id)
        .where('merchant_id', '=', merchant.id)
        .where('status', '=', 'PENDING')
        .where('requested_by', '<>', actor.staffId)
        .returning(['id', 'merchant_id', 'member_id', 'amount', 'reason'])
        .executeTakeFirst();
      if (!row) throw await this.whyNot(book.tx, merchant, id);
      if (outcome === 'POSTED') await this.post(book, merchant, row);
      const action = outcome === 'POSTED' ? 'member.adjustment.approve' : 'member.adjustment.reject';
      await this.audit(book.tx, actor, action, row, ip, note ? { note } : {});
      return this.view(book.tx, merchant, id);
    });
  }

  private async whyNot(tx: Transaction<DB>, merchant: Merchant, id: string): Promise<AppError> {
    const existing = await tx
      .selectFrom('staff_adjustments')
      .select('status')
      .where('id', '=', id)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (!existing) return new AppError('adjustment.not.found');
    return new AppError(existing.status === 'PENDING' ? 'adjustment.same.staff' : 'adjustment.not.pending');
  }

  private async post(book: Book, merchant: Merchant, row: AdjustmentRow): Promise<void> {
    const credit = row.amount > 0n;
    const member = { member: row.member_id, kind: 'MAIN' } as const;
    const house = { house: 'ADJUSTMENTS' } as const;
    await book.post({
      merchantId: merchant.id,
      currency: merchant.currency,
      legs: [
        {
          id: row.id,
          debit: credit ? house : member,
          credit: credit ? member : house,
          amount: credit ? row.amount : -row.amount,
          kind: 'ADJUSTMENT',
          refType: 'adjustment',
          refId: row.id,
        },
      ],
    });
  }

  private async view(tx: Transaction<DB>, merchant: Merchant, id: string): Promise<Adjustment> {
    const found = await readAdjustment(tx, merchant, id);
    if (!found) throw new AppError('adjustment.not.found');
    return found;
  }

  private audit(
    tx: Transaction<DB>,
    actor: StaffSession,
    action: string,
    row: AdjustmentRow,
    ip: string,
    extra: Record<string, unknown> = {},
  ) {
    return recordAudit(tx, {
      merchantId: row.merchant_id,
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      target: `member:${row.member_id}`,
      details: { adjustmentId: row.id, amountMinor: row.amount.toString(), reason: row.reason, ...extra },
      ip,
    });
  }
}
