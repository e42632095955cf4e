import { randomUUID } from 'node:crypto';
import {
  type BodyOf,
  DEPOSIT_GATEWAY_REASONS,
  type Deposit,
  type DepositChannel,
  type DepositChannelView,
  type DepositState,
  type postDeposit,
  toMajor,
  toMinor,
} from '@tessera/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import type { Merchant } from '../site/merchant.js';
import { moneyText } from '../site/money-text.js';
import { newReference } from './deposit-credit.js';
import { toDepositView } from './deposit-view.js';
import {
  countOpen,
  type DepositRow,
  findByRequestId,
  findDeposit,
  insertDeposit,
  listMemberDeposits,
  lockMember,
  updateDeposit,
} from './deposits.repo.js';
import { callbackPath, type PaymentGateways } from './payment-gateway.js';

/** Where the payer's browser returns after the gateway (the member reopens the deposit page). */
const RETURN_PATH = '/';
/** Reference codes are drawn at random; a clash with an existing one is drawn again. */
const REFERENCE_ATTEMPTS = 5;

/** The member's side of deposits: channels, starting one, and their history. */
export class DepositService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly gateways: PaymentGateways,
    private readonly log: FastifyBaseLogger,
  ) {}

  channels(merchant: Merchant) {
    const scale = merchant.currencyScale;
    const major = (minor: number) => toMajor(BigInt(minor), scale);
    const { deposit } = merchant.cashier;
    return {
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      scale,
      maxPending: deposit.maxPending,
      expiryMinutes: deposit.expiryMinutes,
      channels: this.usableChannels(merchant).map(
        (channel): DepositChannelView => ({
          code: channel.code,
          type: channel.type,
          name: channel.name,
          min: major(channel.min),
          max: major(channel.max),
          presets: channel.presets.filter((p) => p >= channel.min && p <= channel.max).map(major),
          bank: channel.type === 'BANK' ? (channel.bank ?? null) : null,
        }),
      ),
    };
  }

  async create(
    merchant: Merchant,
    session: MemberSession,
    body: BodyOf<typeof postDeposit>,
  ): Promise<Deposit> {
    assertRealMember(session);
    const channel = this.usableChannels(merchant).find((c) => c.code === body.channel);
    if (!channel) throw new AppError('channel.unknown');
    const scale = merchant.currencyScale;
    const amount = toMinor(body.amount, scale);
    if (amount === null) throw new AppError('amount.invalid', { scale });
    if (amount < BigInt(channel.min)) {
      throw new AppError('amount.below.minimum', {
        min: moneyText(merchant, BigInt(channel.min)),
      });
    }
    if (amount > BigInt(channel.max)) {
      throw new AppError('amount.above.maximum', {
        max: moneyText(merchant, BigInt(channel.max)),
      });
    }

    let row = await this.insertPending(merchant, session, channel, amount, body.requestId);
    if (row.channel_type === 'GATEWAY' && row.state === 'PENDING' && !row.payment_id) {
      row = await this.openPayment(merchant, row);
    }
    return toDepositView(row, scale);
  }

  async list(
    merchant: Merchant,
    session: MemberSession,
    query: { state?: DepositState | undefined; pageNo: number; pageSize: number },
  ) {
    assertRealMember(session);
    const { rows, total } = await listMemberDeposits(this.db, session.memberId, query);
    return {
      list: rows.map((row) => toDepositView(row, merchant.currencyScale)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async get(merchant: Merchant, session: MemberSession, id: string): Promise<Deposit> {
    assertRealMember(session);
    const row = await findDeposit(this.db, id);
    // Another member's deposit is as unknown as one that does not exist.
    if (!row || row.member_id !== session.memberId) throw new AppError('deposit.not.found');
    return toDepositView(row, merchant.currencyScale);
  }

  /** Enabled channels whose type this deployment can serve (a gateway needs its adapter). */
  private usableChannels(merchant: Merchant): DepositChannel[] {
    return merchant.cashier.deposit.channels.filter(
      (channel) =>
        channel.enabled &&
        channel.min <= channel.max &&
        (channel.type === 'BANK' || this.gateways.find(channel.gateway) !== undefined),
    );
  }

  /**
   * One transaction on the member's locked row: a retried request (same requestId) is answered
   * with the deposit it made, the pending limit is counted, the deposit is written.
   */
  private async insertPending(
    merchant: Merchant,
    session: MemberSession,
    channel: DepositChannel,
    amount: bigint,
    requestId: string | undefined,
  ): Promise<DepositRow> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction().execute(async (tx) => {
          await lockMember(tx, session.memberId);
          if (requestId) {
            const earlier = await findByRequestId(tx, session.memberId, requestId);
            if (earlier) {
              if (earlier.channel !== channel.code || earlier.amount !== amount) {
                throw new AppError('transfer.id.conflict');
              }
              return earlier;
            }
          }
          const now = this.clock.now();
          const { maxPending, expiryMinutes } = merchant.cashier.deposit;
          if ((await countOpen(tx, session.memberId, now)) >= maxPending) {
            throw new AppError('deposit.pending.limit');
          }
          return insertDeposit(tx, {
            id: randomUUID(),
            merchant_id: merchant.id,
            member_id: session.memberId,
            channel: channel.code,
            channel_type: channel.type,
            channel_name: channel.name,
            gateway: channel.type === 'GATEWAY' ? channel.gateway! : null,
            amount,
            currency: merchant.currency,
            reference: newReference(),
            request_id: requestId ?? null,
            bank: channel.type === 'BANK' && channel.bank ? JSON.stringify(channel.bank) : null,
            fee_bp: channel.feeBp ?? 0,
            fee_fixed: BigInt(channel.feeFixed ?? 0),
            created_at: now,
            expires_at: new Date(now.getTime() + expiryMinutes * 60_000),
          });
        });
      } catch (error) {
        const clash = isUniqueViolation(error);
        if (!clash || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Ask the gateway for a payment page, outside any transaction (a provider is a network call).
   * A provider that fails leaves the deposit REJECTED, so it does not hold a pending slot.
   */
  private async openPayment(merchant: Merchant, row: DepositRow): Promise<DepositRow> {
    const gateway = this.gateways.find(row.gateway)!;
    let payment: { paymentId: string; payUrl: string };
    try {
      payment = await gateway.createPayment({
        depositId: row.id,
        reference: row.reference,
        merchantId: merchant.id,
        merchantName: merchant.name,
        amount: row.amount,
        currency: row.currency,
        scale: merchant.currencyScale,
        expiresAt: row.expires_at,
        callbackPath: callbackPath(gateway.code),
        returnPath: RETURN_PATH,
      });
    } catch (error) {
      this.log.warn(
        { err: error, gateway: gateway.code, deposit: row.id },
        'payment gateway refused to open',
      );
      await this.db
        .updateTable('deposits')
        .set({
          state: 'REJECTED',
          reason: DEPOSIT_GATEWAY_REASONS.unavailable,
          decided_via: 'GATEWAY',
          decided_at: this.clock.now(),
        })
        .where('id', '=', row.id)
        .where('state', '=', 'PENDING')
        .execute();
      throw new AppError('gateway.unavailable');
    }
    return updateDeposit(this.db, row.id, { payment_id: payment.paymentId, pay_url: payment.payUrl });
  }
}

/** Trial members play with trial money only: real-money calls refuse them. */
export function assertRealMember(session: MemberSession): void {
  if (session.isTrial) throw new AppError('trial.not.allowed');
}
