import {
  type ReceiptResult,
  type StaffWithdrawal,
  toMajor,
  type Withdrawal,
  type WithdrawalState,
} from '@tessera/contracts';
import { maskCardNumber } from '../security/bank-cards.service.js';
import type { WithdrawalRow } from './withdrawals.repo.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const major = (minor: bigint | null, scale: number) => (minor === null ? null : toMajor(minor, scale));

/** A withdrawal as its member sees it: the card number masked. */
export function toWithdrawal(row: WithdrawalRow, scale: number, maskCard = true): Withdrawal {
  return {
    id: row.id,
    amount: toMajor(row.amount, scale),
    state: row.state as WithdrawalState,
    card: {
      id: row.card_id,
      bankName: row.bank_name,
      holderName: row.holder_name,
      cardNumber: maskCard ? maskCardNumber(row.card_number) : row.card_number,
      branch: row.branch,
    },
    createdAt: row.created_at.toISOString(),
    reviewedAt: iso(row.reviewed_at),
    disbursedAt: iso(row.disbursed_at),
    autoReceiveAt: iso(row.auto_receive_at),
    rejectReason: row.reject_reason,
    receipt:
      row.receipt_result && row.confirmed_at
        ? {
            result: row.receipt_result as ReceiptResult,
            receivedAmount: major(row.received_amount, scale),
            remainingAmount: major(row.remaining_amount, scale),
            forced: row.forced,
            proofCount: row.proof_count,
            confirmedAt: row.confirmed_at.toISOString(),
          }
        : null,
  };
}

/** Staff see whose it is and the full card number: they pay it. */
export function toStaffWithdrawal(row: WithdrawalRow, scale: number): StaffWithdrawal {
  return {
    ...toWithdrawal(row, scale, false),
    memberId: row.member_id,
    username: row.username,
    reviewedBy: row.reviewed_by,
    disbursedBy: row.disbursed_by,
  };
}
