import type { IncomingHttpHeaders } from 'node:http';
import { DEPOSIT_GATEWAY_REASONS, type DepositState } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import { creditApproved, type DepositListener } from './deposit-credit.js';
import { type DepositRow, findDeposit, insertNotification, lockDeposit } from './deposits.repo.js';
import type { PaymentGateways, PaymentNotification } from './payment-gateway.js';

/** What a notification did; kept in `deposit_notifications` beside it. */
export type NotificationOutcome =
  /** PAID for a pending deposit: approved and credited. */
  | 'CREDITED'
  /** PAID after the deposit expired: the money arrived, so it is approved and credited all the same. */
  | 'CREDITED_LATE'
  /** FAILED for a pending deposit: rejected. */
  | 'REJECTED'
  /** The same word again (a duplicate, a retry, a replay): nothing more to do. */
  | 'DUPLICATE'
  /** FAILED for an expired deposit: it stays expired, nothing was paid. */
  | 'IGNORED'
  /** The gateway contradicts an earlier settlement (PAID after REJECTED, FAILED after APPROVED). */
  | 'CONFLICT';

export interface NotificationAnswer {
  depositId: string;
  state: DepositState;
  outcome: NotificationOutcome;
}

/**
 * The callback path every payment gateway uses. A notification is acted on only when its
 * gateway's adapter verifies the signature over the raw body and it matches the deposit it names
 * (gateway, payment id, amount, currency); the brand is the deposit's own, whatever host the
 * gateway called. Settling locks the deposit's row, so replays, duplicates racing each other and
 * late copies find it settled and change nothing: PAID credits exactly once.
 */
export class GatewayNotifications {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly gateways: PaymentGateways,
    private readonly listener: DepositListener | null = null,
  ) {}

  async receive(
    gatewayCode: string,
    headers: IncomingHttpHeaders,
    rawBody: string,
  ): Promise<NotificationAnswer> {
    const gateway = this.gateways.find(gatewayCode);
    if (!gateway) throw new AppError('route.not.found');
    const note = await gateway.parseCallback(headers, rawBody);
    if (!note) throw new AppError('gateway.signature.invalid');

    const deposit = await findDeposit(this.db, note.depositId);
    if (!deposit) throw new AppError('deposit.not.found');
    if (!matches(deposit, gateway.code, note)) {
      // Signed by the gateway yet not what we asked it to collect: refused, and left for staff to see.
      await recordAudit(this.db, {
        merchantId: deposit.merchant_id,
        actorType: 'system',
        actorId: null,
        action: 'deposit.gateway.mismatch',
        target: deposit.id,
        details: {
          gateway: gateway.code,
          paymentId: note.paymentId,
          amount: note.amount.toString(),
          currency: note.currency,
          status: note.status,
        },
      });
      throw new AppError('gateway.notification.mismatch');
    }

    return this.ledger.transaction(async (book) => {
      const row = (await lockDeposit(book.tx, deposit.id))!;
      const { state, outcome } = await this.settle(book, row, note);
      await insertNotification(book.tx, {
        deposit_id: row.id,
        gateway: gateway.code,
        payment_id: note.paymentId,
        status: note.status,
        outcome,
        received_at: this.clock.now(),
      });
      if (outcome === 'CONFLICT' || outcome === 'CREDITED_LATE') {
        await recordAudit(book.tx, {
          merchantId: row.merchant_id,
          actorType: 'system',
          actorId: null,
          action: outcome === 'CONFLICT' ? 'deposit.gateway.conflict' : 'deposit.gateway.late',
          target: row.id,
          details: { gateway: gateway.code, status: note.status, state: row.state },
        });
      }
      return { depositId: row.id, state, outcome };
    });
  }

  /** The state machine of a verified notification against the deposit's current state. */
  private async settle(
    book: Book,
    row: DepositRow,
    note: PaymentNotification,
  ): Promise<{ state: DepositState; outcome: NotificationOutcome }> {
    const now = this.clock.now();
    if (note.status === 'PAID') {
      if (row.state === 'APPROVED') return { state: row.state, outcome: 'DUPLICATE' };
      // Money the gateway took cannot be undone here: a rejected deposit it says was paid is staff's.
      if (row.state === 'REJECTED') return { state: row.state, outcome: 'CONFLICT' };
      const approved = await book.tx
        .updateTable('deposits')
        .set({ state: 'APPROVED', decided_at: now, decided_via: 'GATEWAY', decided_by: null })
        .where('id', '=', row.id)
        .where('state', 'in', ['PENDING', 'EXPIRED'])
        .returningAll()
        .executeTakeFirstOrThrow();
      await creditApproved(book, approved, this.listener);
      return { state: 'APPROVED', outcome: row.state === 'EXPIRED' ? 'CREDITED_LATE' : 'CREDITED' };
    }
    if (row.state === 'REJECTED') return { state: row.state, outcome: 'DUPLICATE' };
    if (row.state === 'EXPIRED') return { state: row.state, outcome: 'IGNORED' };
    // A failure reported after the payment was approved: the earlier PAID stands.
    if (row.state === 'APPROVED') return { state: row.state, outcome: 'CONFLICT' };
    await book.tx
      .updateTable('deposits')
      .set({
        state: 'REJECTED',
        reason: DEPOSIT_GATEWAY_REASONS.declined,
        decided_at: now,
        decided_via: 'GATEWAY',
      })
      .where('id', '=', row.id)
      .where('state', '=', 'PENDING')
      .execute();
    return { state: 'REJECTED', outcome: 'REJECTED' };
  }
}

function matches(row: DepositRow, gateway: string, note: PaymentNotification): boolean {
  return (
    row.channel_type === 'GATEWAY' &&
    row.gateway === gateway &&
    row.payment_id === note.paymentId &&
    row.amount === note.amount &&
    row.currency === note.currency
  );
}
