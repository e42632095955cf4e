import { toMajor, toMinor } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Merchant } from '../site/merchant.js';

export interface AdjustmentInput {
  requestId?: string;
  /** Major units; positive credits the member, negative debits them. */
  amount: number;
  reason: string;
}

/**
 * A staff correction of a member's main wallet: a ledger transfer with the house adjustments
 * account and an audit entry, committed together. A debit is guarded like any other.
 */
export async function adjustMember(
  ledger: Ledger,
  merchant: Merchant,
  actor: StaffSession,
  memberId: number,
  input: AdjustmentInput,
  ip: string,
) {
  const reason = input.reason.trim();
  if (!reason) throw new AppError('reason.required');
  const amount = toMinor(Math.abs(input.amount), merchant.currencyScale);
  if (amount === null) throw new AppError('amount.invalid', { scale: merchant.currencyScale });
  const credit = input.amount > 0;
  const member = { member: memberId, kind: 'MAIN' } as const;
  const house = { house: 'ADJUSTMENTS' } as const;
  return ledger.transaction(async (book) => {
    const target = await book.tx
      .selectFrom('members')
      .select(['id', 'is_trial'])
      .where('id', '=', memberId)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (!target || target.is_trial) throw new AppError('member.not.found');
    const { transfers, replayed } = await book.post({
      merchantId: merchant.id,
      currency: merchant.currency,
      legs: [
        {
          id: transferId(input.requestId, `adjust:${memberId}`),
          debit: credit ? house : member,
          credit: credit ? member : house,
          amount,
          kind: 'ADJUSTMENT',
          refType: 'adjustment',
          refId: input.requestId,
        },
      ],
    });
    const posted = transfers[0]!;
    if (!replayed) {
      await recordAudit(book.tx, {
        merchantId: merchant.id,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'member.adjustment',
        target: `member:${memberId}`,
        details: { amount: input.amount, reason, transferId: posted.id },
        ip,
      });
    }
    const after = credit ? posted.credit_balance_after : posted.debit_balance_after;
    return { transferId: posted.id, balance: toMajor(after ?? 0n, merchant.currencyScale) };
  });
}
