import { type Deposit, type StaffDeposit, toMajor } from '@tessera/contracts';
import type { DepositBankJson } from '../../db/schema.js';
import { readJson } from '../../lib/json-column.js';
import type { DepositRow } from './deposits.repo.js';

/** A deposit row as the member sees it (amounts in major units of the brand's currency). */
export function toDepositView(row: DepositRow, scale: number): Deposit {
  return {
    id: row.id,
    reference: row.reference,
    channel: row.channel,
    channelName: row.channel_name,
    type: row.channel_type,
    amount: toMajor(row.amount, scale),
    currency: row.currency,
    state: row.state,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
    bank: row.bank ? readJson<DepositBankJson>(row.bank) : null,
    // Only a payment still open can be paid; afterwards the link is history, not an invitation.
    payUrl: row.state === 'PENDING' ? row.pay_url : null,
  };
}

export function toStaffDepositView(row: DepositRow, username: string, scale: number): StaffDeposit {
  return {
    ...toDepositView(row, scale),
    memberId: row.member_id,
    username,
    paymentId: row.payment_id,
    decidedVia: row.decided_via,
    decidedBy: row.decided_by,
  };
}
