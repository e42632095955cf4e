import { randomUUID } from 'node:crypto';
import {
  type getWithdrawInfo,
  type postWithdraw,
  type postWithdrawReceipt,
  toMajor,
  toMinor,
  type ValueOf,
  type Withdrawal,
  type WithdrawalState,
} from '@tessera/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { type BankCards, maskCardNumber, normaliseName } from '../security/bank-cards.service.js';
import type { PaymentPasswords } from '../security/payment-passwords.js';
import type { Merchant } from '../site/merchant.js';
import { moneyText } from '../site/money-text.js';
import { readProofImages, toDataUrl } from './proof-images.js';
import { withdrawalLegId } from './transfer-ids.js';
import type { Wagering } from './wagering.service.js';
import { toWithdrawal } from './withdrawal-view.js';
import {
  countRequestedSince,
  findByRequestId,
  findMemberWithdrawal,
  findProof,
  insertProofs,
  insertWithdrawal,
  listMemberWithdrawals,
  lockMember,
  moveState,
  type Page,
} from './withdrawals.repo.js';

type WithdrawBody = z.output<NonNullable<(typeof postWithdraw)['body']>>;
type ReceiptBody = z.output<NonNullable<(typeof postWithdrawReceipt)['body']>>;

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The member's side of withdrawals (domain.md §3): asking (the amount moves MAIN → WITHDRAW_HOLD
 * with the request, in one transaction), reading, and confirming receipt after the payout.
 */
export class Withdrawals {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly paymentPasswords: PaymentPasswords,
    private readonly bankCards: BankCards,
    private readonly wagering: Wagering,
  ) {}

  async info(merchant: Merchant, memberId: number): Promise<ValueOf<typeof getWithdrawInfo>> {
    const { min, max, dailyCount } = merchant.cashier.withdraw;
    const scale = merchant.currencyScale;
    const [available, requested, cards, hasPaymentPassword, remaining] = await Promise.all([
      this.ledger.balanceOf(merchant.id, merchant.currency, memberId),
      countRequestedSince(this.db, memberId, startOfUtcDay(this.clock.now())),
      this.bankCards.list(memberId),
      this.paymentPasswords.isSet(memberId),
      this.wagering.remaining(memberId),
    ]);
    return {
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      scale,
      min: toMajor(BigInt(min), scale),
      max: toMajor(BigInt(max), scale),
      available: toMajor(available, scale),
      dailyCount: Math.max(0, dailyCount - requested),
      dailyLimit: dailyCount,
      cards: cards.map((card) => ({
        id: card.id,
        bankName: card.bankName,
        holderName: card.holderName,
        cardNumber: maskCardNumber(card.cardNumber),
        branch: card.branch,
      })),
      hasPaymentPassword,
      remainingTurnover: toMajor(remaining, scale),
    };
  }

  /** Ask for a withdrawal. A retry with the same `requestId` answers the first withdrawal. */
  async request(merchant: Merchant, memberId: number, body: WithdrawBody, ip: string): Promise<Withdrawal> {
    const scale = merchant.currencyScale;
    const amount = toMinor(body.amount, scale);
    if (amount === null) throw new AppError('amount.invalid', { scale });
    const { min, max, dailyCount } = merchant.cashier.withdraw;
    if (amount < BigInt(min))
      throw new AppError('amount.below.minimum', { min: moneyText(merchant, BigInt(min)) });
    if (amount > BigInt(max))
      throw new AppError('amount.above.maximum', { max: moneyText(merchant, BigInt(max)) });
    const remaining = await this.wagering.remaining(memberId);
    if (remaining > 0n) {
      throw new AppError(
        'withdrawal.wagering.open',
        { remaining: moneyText(merchant, remaining) },
        {
          remaining: toMajor(remaining, scale),
        },
      );
    }
    await this.paymentPasswords.verify(merchant, memberId, body.paymentPassword);
    const card = await this.bankCards.find(memberId, body.cardId);

    const id = randomUUID();
    const now = this.clock.now();
    const row = await this.ledger.transaction(async (book) => {
      // One member's requests run one at a time from here: the daily count cannot be raced past.
      const member = await lockMember(book.tx, memberId);
      if (body.requestId) {
        const first = await findByRequestId(book.tx, memberId, body.requestId);
        if (first) {
          if (first.amount !== amount || first.card_id !== card.id)
            throw new AppError('transfer.id.conflict');
          return first;
        }
      }
      if (!member.payee_name) throw new AppError('real.name.required');
      if (normaliseName(card.holderName) !== normaliseName(member.payee_name)) {
        throw new AppError('card.holder.mismatch');
      }
      if ((await countRequestedSince(book.tx, memberId, startOfUtcDay(now))) >= dailyCount) {
        throw new AppError('withdrawal.daily.limit', { count: dailyCount });
      }
      await insertWithdrawal(book.tx, {
        id,
        merchant_id: merchant.id,
        member_id: memberId,
        currency: merchant.currency,
        amount,
        state: 'PENDING_REVIEW',
        card_id: card.id,
        bank_name: card.bankName,
        holder_name: card.holderName,
        card_number: card.cardNumber,
        branch: card.branch,
        request_id: body.requestId ?? null,
        created_at: now,
      });
      // Insufficient funds refuse here and roll the row back with it: nothing is left behind.
      await book.post({
        merchantId: merchant.id,
        currency: merchant.currency,
        legs: [
          {
            id: withdrawalLegId(id, 'hold'),
            debit: { member: memberId, kind: 'MAIN' },
            credit: { member: memberId, kind: 'WITHDRAW_HOLD' },
            amount,
            kind: 'WITHDRAW_HOLD',
            refType: 'withdrawal',
            refId: id,
          },
        ],
      });
      await recordAudit(book.tx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: memberId,
        action: 'withdrawal.request',
        target: `withdrawal:${id}`,
        details: { amount: amount.toString(), cardId: card.id },
        ip,
        at: this.clock.now(),
      });
      return (await findMemberWithdrawal(book.tx, memberId, id))!;
    });
    return toWithdrawal(row, scale);
  }

  async list(merchant: Merchant, memberId: number, state: WithdrawalState | undefined, page: Page) {
    const { rows, total } = await listMemberWithdrawals(this.db, memberId, state, page);
    return {
      list: rows.map((row) => toWithdrawal(row, merchant.currencyScale)),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }

  async get(merchant: Merchant, memberId: number, id: string): Promise<Withdrawal> {
    const row = await findMemberWithdrawal(this.db, memberId, id);
    if (!row || row.merchant_id !== merchant.id) throw new AppError('withdrawal.not.found');
    return toWithdrawal(row, merchant.currencyScale);
  }

  /**
   * The withdrawal confirmation: only a disbursed withdrawal still inside its confirmation window.
   * No money moves: the payout has left already. A partial or missing payment is a dispute staff
   * settle with the member (the proofs are for them), never an automatic refund.
   */
  async confirmReceipt(
    merchant: Merchant,
    memberId: number,
    id: string,
    body: ReceiptBody,
    ip: string,
  ): Promise<Withdrawal> {
    const row = await findMemberWithdrawal(this.db, memberId, id);
    if (!row || row.merchant_id !== merchant.id) throw new AppError('withdrawal.not.found');
    const now = this.clock.now();
    const open = row.state === 'DISBURSED' && row.auto_receive_at !== null && row.auto_receive_at > now;
    if (!open) throw new AppError('withdrawal.state.invalid');

    const scale = merchant.currencyScale;
    const proofs = body.proofs ?? [];
    let received: bigint | null = null;
    let remaining: bigint | null = null;
    const hasAmounts = body.receivedAmount !== undefined || body.remainingAmount !== undefined;
    if (body.result === 'PARTIAL') {
      if (body.receivedAmount === undefined || body.remainingAmount === undefined) {
        throw new AppError('receipt.amounts.invalid');
      }
      received = toMinor(body.receivedAmount, scale);
      remaining = toMinor(body.remainingAmount, scale);
      if (received === null || remaining === null) throw new AppError('amount.invalid', { scale });
      if (received + remaining !== row.amount) throw new AppError('receipt.amounts.invalid');
    } else if (hasAmounts) {
      throw new AppError('receipt.amounts.invalid');
    }
    if (body.result === 'RECEIVED' && proofs.length > 0) throw new AppError('receipt.proof.invalid');
    if (body.result === 'NOT_RECEIVED' && proofs.length === 0) throw new AppError('receipt.proof.invalid');
    const images = readProofImages(proofs);

    const state: WithdrawalState =
      body.result === 'RECEIVED'
        ? 'RECEIVED'
        : body.result === 'PARTIAL'
          ? 'PARTIALLY_RECEIVED'
          : 'NOT_RECEIVED';
    await this.db.transaction().execute(async (tx) => {
      const moved = await moveState(tx, { merchantId: merchant.id, id, memberId }, ['DISBURSED'], {
        state,
        receipt_result: body.result,
        received_amount: received,
        remaining_amount: remaining,
        confirmed_at: now,
      });
      if (!moved) throw new AppError('withdrawal.state.invalid');
      await insertProofs(tx, id, images, now);
      await recordAudit(tx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: memberId,
        action: 'withdrawal.receipt',
        target: `withdrawal:${id}`,
        details: {
          result: body.result,
          receivedAmount: received?.toString() ?? null,
          remainingAmount: remaining?.toString() ?? null,
          proofs: images.length,
        },
        ip,
      });
    });
    return this.get(merchant, memberId, id);
  }

  /** A proof image of one of the member's own withdrawals. */
  async proof(merchant: Merchant, memberId: number, id: string, proofNo: number) {
    const row = await findMemberWithdrawal(this.db, memberId, id);
    if (!row || row.merchant_id !== merchant.id) throw new AppError('withdrawal.not.found');
    return readProof(this.db, id, proofNo);
  }
}

/** One stored proof as the wire carries it; a number past the stored ones is `object.not.found`. */
export async function readProof(db: Db, withdrawalId: string, proofNo: number) {
  const proof = await findProof(db, withdrawalId, proofNo);
  if (!proof) throw new AppError('object.not.found');
  return {
    contentType: proof.content_type as 'image/png' | 'image/jpeg',
    dataUrl: toDataUrl(proof.content_type, proof.bytes),
    size: proof.size,
  };
}
