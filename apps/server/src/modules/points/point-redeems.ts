import { randomUUID } from 'node:crypto';
import { type Redeem, type RedeemStatus, type StaffRedeem, toMajor, toMinor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession, RequestContext, StaffSession } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { PaymentPasswords } from '../security/payment-passwords.js';
import { moneyText } from '../site/money-text.js';
import { pointsOf, postPoints } from './point-wallet.js';

export interface RedeemInput {
  itemId: string;
  quantity: number;
  receiverName: string;
  address: string;
  mobile: string;
  paymentPassword: string;
  requestId?: string | undefined;
}

/** A redeem with its item's name and image, as both lists read it. */
function redeems(db: Db) {
  return db
    .selectFrom('point_redeems as r')
    .innerJoin('point_items as i', 'i.id', 'r.item_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('staff as s', 's.id', 'r.decided_by')
    .selectAll('r')
    .select(['i.name', 'i.image', 'm.username', 's.username as decided_by_name']);
}
type RedeemRow = Awaited<ReturnType<ReturnType<typeof redeems>['executeTakeFirstOrThrow']>>;

/**
 * Redeem requests of the points mall (decision 0042). Asking holds the points (`POINTS` →
 * `POINTS_HOLD`) and takes the pieces from the stock in one transaction, by a guarded update of
 * the item's row, so the stock never oversells; staff approve (the held points go to the mall) or
 * reject (points and pieces go back). A request id makes a retried redeem a replay.
 */
export class PointRedeems {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly paymentPasswords: PaymentPasswords,
  ) {}

  async redeem(ctx: RequestContext, session: MemberSession, input: RedeemInput) {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const { merchant } = ctx;
    const memberId = session.memberId;
    const item = await this.db
      .selectFrom('point_items')
      .selectAll()
      .where('id', '=', BigInt(input.itemId))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (!item?.enabled) throw new AppError('points.item.unavailable');
    const required = BigInt(item.amount_required);
    if (required > 0n) {
      const standing = await this.db
        .selectFrom('member_vip')
        .select('valid_bet')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      const reached = BigInt(standing?.valid_bet ?? 0n);
      if (reached < required) {
        throw new AppError('points.requirement.unmet', {
          required: moneyText(merchant, required),
          reached: moneyText(merchant, reached),
        });
      }
    }
    await this.paymentPasswords.verify(merchant, memberId, input.paymentPassword);
    const requestId = input.requestId ?? randomUUID();
    const points = BigInt(item.points) * BigInt(input.quantity);
    const id = await this.ledger.transaction(async (book) => {
      // The request first: a replay (or a twin racing it) stops here, before the stock.
      const inserted = await book.tx
        .insertInto('point_redeems')
        .values({
          merchant_id: merchant.id,
          member_id: memberId,
          item_id: item.id,
          request_id: requestId,
          quantity: input.quantity,
          points,
          amount_required: required,
          receiver_name: input.receiverName,
          address: input.address,
          mobile: input.mobile,
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return null;
      const taken = await book.tx
        .updateTable('point_items')
        .set({ stock: sql`stock - ${input.quantity}` })
        .where('id', '=', item.id)
        .where('enabled', '=', true)
        .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', input.quantity)]))
        .returning('id')
        .executeTakeFirst();
      if (!taken) {
        const now = await book.tx
          .selectFrom('point_items')
          .select(['stock', 'enabled'])
          .where('id', '=', item.id)
          .executeTakeFirstOrThrow();
        if (!now.enabled) throw new AppError('points.item.unavailable');
        throw new AppError('points.out.of.stock', { left: now.stock ?? 0 });
      }
      await postPoints(book, {
        merchantId: merchant.id,
        memberId,
        id: transferId(requestId, `points-redeem:${memberId}`),
        points,
        from: { member: memberId, kind: 'POINTS' },
        to: { member: memberId, kind: 'POINTS_HOLD' },
        kind: 'POINTS_REDEEM',
        refType: 'point-redeem',
        refId: String(inserted.id),
      });
      return inserted.id;
    });
    const row = await redeems(this.db)
      .where('r.member_id', '=', memberId)
      .where('r.request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    return {
      redeem: this.memberView(ctx, row),
      points: Number(await pointsOf(this.ledger, merchant.id, memberId)),
      replayed: id === null,
    };
  }

  async mine(
    ctx: RequestContext,
    session: MemberSession,
    query: { status?: RedeemStatus | undefined; pageNo: number; pageSize: number },
  ) {
    let q = redeems(this.db).where('r.member_id', '=', session.memberId);
    if (query.status) q = q.where('r.status', '=', query.status);
    const [rows, total] = await Promise.all([
      q
        .orderBy('r.id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      q.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((row) => this.memberView(ctx, row)),
      total: total.n,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async queue(
    ctx: RequestContext,
    query: { status?: RedeemStatus | undefined; q?: string | undefined; pageNo: number; pageSize: number },
  ) {
    let q = redeems(this.db).where('r.merchant_id', '=', ctx.merchant.id);
    if (query.status) q = q.where('r.status', '=', query.status);
    if (query.q) q = q.where('m.username', '=', query.q.toLowerCase());
    const ordered =
      query.status === 'IN_PROCESS'
        ? q.orderBy('r.id', 'asc')
        : q.orderBy(sql`r.status = 'IN_PROCESS'`, 'desc').orderBy('r.id', 'desc');
    const [rows, total] = await Promise.all([
      ordered
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      q.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map((row) => this.staffView(ctx, row)), total: total.n };
  }

  async approve(
    ctx: RequestContext,
    staff: StaffSession,
    id: string,
    input: { paidAccount: string; paidAmount: number },
  ): Promise<StaffRedeem> {
    const paid =
      toMinor(input.paidAmount, ctx.merchant.currencyScale) ?? (input.paidAmount === 0 ? 0n : null);
    if (paid === null) throw new AppError('amount.invalid', { scale: ctx.merchant.currencyScale });
    await this.decide(ctx, staff, id, 'APPROVED', async (book, row) => {
      await postPoints(book, {
        merchantId: ctx.merchant.id,
        memberId: row.member_id,
        id: transferId(String(row.id), 'points-redeem-approve'),
        points: BigInt(row.points),
        from: { member: row.member_id, kind: 'POINTS_HOLD' },
        to: { house: 'POINTS_MALL' },
        kind: 'POINTS_SPENT',
        refType: 'point-redeem',
        refId: String(row.id),
      });
      return { paid_account: input.paidAccount, paid_amount: paid };
    });
    return this.staffView(ctx, await this.read(ctx, id));
  }

  async reject(ctx: RequestContext, staff: StaffSession, id: string, reason: string): Promise<StaffRedeem> {
    await this.decide(ctx, staff, id, 'REJECTED', async (book, row) => {
      await book.tx
        .updateTable('point_items')
        .set({ stock: sql`case when stock is null then null else stock + ${row.quantity} end` })
        .where('id', '=', row.item_id)
        .execute();
      await postPoints(book, {
        merchantId: ctx.merchant.id,
        memberId: row.member_id,
        id: transferId(String(row.id), 'points-redeem-reject'),
        points: BigInt(row.points),
        from: { member: row.member_id, kind: 'POINTS_HOLD' },
        to: { member: row.member_id, kind: 'POINTS' },
        kind: 'POINTS_REFUND',
        refType: 'point-redeem',
        refId: String(row.id),
      });
      return { reason };
    });
    return this.staffView(ctx, await this.read(ctx, id));
  }

  /** One decision: the request row locked, still in process, its points moved, the row and the audit written. */
  private async decide(
    ctx: RequestContext,
    staff: StaffSession,
    id: string,
    status: 'APPROVED' | 'REJECTED',
    move: (
      book: Parameters<Parameters<Ledger['transaction']>[0]>[0],
      row: { id: bigint; member_id: number; item_id: bigint; quantity: number; points: bigint },
    ) => Promise<{ paid_account?: string; paid_amount?: bigint; reason?: string }>,
  ) {
    await this.ledger.transaction(async (book) => {
      const row = await book.tx
        .selectFrom('point_redeems')
        .select(['id', 'member_id', 'item_id', 'quantity', 'points', 'status'])
        .where('id', '=', BigInt(id))
        .where('merchant_id', '=', ctx.merchant.id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new AppError('object.not.found');
      if (row.status !== 'IN_PROCESS') throw new AppError('points.redeem.decided');
      const decided = await move(book, row);
      await book.tx
        .updateTable('point_redeems')
        .set({ ...decided, status, decided_by: staff.staffId, decided_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      await recordStaffAudit(book.tx, ctx, staff, {
        action: status === 'APPROVED' ? 'points.redeem.approve' : 'points.redeem.reject',
        target: String(row.id),
        details: {
          before: { status: row.status },
          after: { status, ...decided, paid_amount: decided.paid_amount?.toString() },
        },
      });
    });
  }

  private async read(ctx: RequestContext, id: string) {
    return redeems(this.db)
      .where('r.id', '=', BigInt(id))
      .where('r.merchant_id', '=', ctx.merchant.id)
      .executeTakeFirstOrThrow();
  }

  private memberView(ctx: RequestContext, row: RedeemRow): Redeem {
    const scale = ctx.merchant.currencyScale;
    return {
      id: String(row.id),
      itemId: String(row.item_id),
      name: pickText(row.name, textOrder(ctx.merchant, ctx.language)),
      image: row.image,
      quantity: row.quantity,
      points: Number(row.points),
      amountRequired: toMajor(BigInt(row.amount_required), scale),
      status: row.status,
      receiverName: row.receiver_name,
      address: row.address,
      mobile: row.mobile,
      paidAccount: row.paid_account,
      paidAmount: row.paid_amount === null ? null : toMajor(BigInt(row.paid_amount), scale),
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    };
  }

  private staffView(ctx: RequestContext, row: RedeemRow): StaffRedeem {
    const view = this.memberView(ctx, row);
    return {
      id: view.id,
      memberId: row.member_id,
      username: row.username,
      itemId: view.itemId,
      itemName: view.name,
      quantity: view.quantity,
      points: view.points,
      status: view.status,
      receiverName: view.receiverName,
      address: view.address,
      mobile: view.mobile,
      paidAccount: view.paidAccount,
      paidAmount: view.paidAmount,
      reason: view.reason,
      decidedBy: row.decided_by_name,
      createdAt: view.createdAt,
      decidedAt: view.decidedAt,
    };
  }
}
