import { randomUUID } from 'node:crypto';
import { POINTS_CURRENCY, toMajor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession, RequestContext, StaffSession } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import { memberBalance } from '../ledger/ledger.repo.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import type { PaymentPasswords } from '../security/payment-passwords.js';
import { conversionOf, findPointRules } from './points-settings.js';

/** A member's points account (whole points; 0 before it exists). */
export function pointsOf(
  ledger: Ledger,
  merchantId: number,
  memberId: number,
  kind: 'POINTS' | 'POINTS_HOLD' = 'POINTS',
) {
  return ledger.balanceOf(merchantId, POINTS_CURRENCY, memberId, kind);
}

/**
 * Posts a move of the member's points in `book`. A move out of their `POINTS` is checked against
 * the balance first (read in the transaction: a failed statement would end it), so a shortfall is
 * answered with what they have (`points.not.enough`); the ledger's guarded debit still decides
 * under a race, answered the same way.
 */
export async function postPoints(
  book: Book,
  move: {
    merchantId: number;
    memberId: number;
    id: string;
    points: bigint;
    from: PointsAccount;
    to: PointsAccount;
    kind: string;
    refType: string;
    refId: string;
  },
) {
  const spends = 'member' in move.from && move.from.kind === 'POINTS';
  const have = spends
    ? await memberBalance(book.tx, move.merchantId, POINTS_CURRENCY, move.memberId, 'POINTS')
    : null;
  const short = () =>
    new AppError('points.not.enough', { needed: String(move.points), points: String(have ?? 0n) });
  if (have !== null && have < move.points) throw short();
  try {
    return await book.post({
      merchantId: move.merchantId,
      currency: POINTS_CURRENCY,
      legs: [
        {
          id: move.id,
          debit: move.from,
          credit: move.to,
          amount: move.points,
          kind: move.kind,
          refType: move.refType,
          refId: move.refId,
        },
      ],
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'balance.insufficient') throw short();
    throw error;
  }
}

type PointsAccount =
  | { member: number; kind: 'POINTS' | 'POINTS_HOLD' }
  | { house: 'POINTS_ISSUER' | 'POINTS_MALL' };

/**
 * A member's points as money (decision 0042): the balance, conversion to cash at the brand's ratio
 * (points back to the issuer, cash from the promotions account, one transaction, replayed by its
 * request id), and staff's adjustments.
 */
export class PointWallet {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly paymentPasswords: PaymentPasswords,
  ) {}

  async balance(ctx: RequestContext, session: MemberSession) {
    const [points, rules] = await Promise.all([
      session.isTrial ? 0n : pointsOf(this.ledger, ctx.merchant.id, session.memberId),
      findPointRules(this.db, ctx.merchant.id),
    ]);
    const cash = rules.convertEnabled ? conversionOf(rules, points).amount : 0n;
    return { points: Number(points), cashValue: toMajor(cash, ctx.merchant.currencyScale) };
  }

  async convert(
    ctx: RequestContext,
    session: MemberSession,
    input: { points: number; paymentPassword: string; requestId?: string | undefined },
  ) {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const { merchant } = ctx;
    const memberId = session.memberId;
    const rules = await findPointRules(this.db, merchant.id);
    if (!rules.convertEnabled) throw new AppError('points.convert.off');
    const asked = BigInt(input.points);
    const conversion = conversionOf(rules, asked);
    if (conversion.points !== asked || conversion.steps === 0n) {
      throw new AppError('points.convert.step', {
        step: String(rules.convertPoints),
        amount: `${merchant.currencySymbol} ${toMajor(rules.convertAmount, merchant.currencyScale)}`,
      });
    }
    await this.paymentPasswords.verify(merchant, memberId, input.paymentPassword);
    const requestId = input.requestId ?? randomUUID();
    const done = await this.ledger.transaction(async (book) => {
      const inserted = await book.tx
        .insertInto('point_conversions')
        .values({
          merchant_id: merchant.id,
          member_id: memberId,
          request_id: requestId,
          points: conversion.points,
          amount: conversion.amount,
          convert_points: rules.convertPoints,
          convert_amount: rules.convertAmount,
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .returning(['id', 'points', 'amount'])
        .executeTakeFirst();
      if (!inserted) return null;
      const refId = String(inserted.id);
      await postPoints(book, {
        merchantId: merchant.id,
        memberId,
        id: transferId(requestId, `points-convert:${memberId}`),
        points: conversion.points,
        from: { member: memberId, kind: 'POINTS' },
        to: { house: 'POINTS_ISSUER' },
        kind: 'POINTS_CONVERT',
        refType: 'point-conversion',
        refId,
      });
      await book.post({
        merchantId: merchant.id,
        currency: merchant.currency,
        legs: [
          {
            id: transferId(requestId, `points-convert:${memberId}`, 1),
            debit: { house: 'PROMOTIONS' },
            credit: { member: memberId, kind: 'MAIN' },
            amount: conversion.amount,
            kind: 'POINTS_CONVERT',
            refType: 'point-conversion',
            refId,
          },
        ],
      });
      return inserted;
    });
    // A replay answers the first conversion of this request id.
    const row =
      done ??
      (await this.db
        .selectFrom('point_conversions')
        .select(['id', 'points', 'amount'])
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow());
    const [pointBalance, balance] = await Promise.all([
      pointsOf(this.ledger, merchant.id, memberId),
      this.ledger.balanceOf(merchant.id, merchant.currency, memberId),
    ]);
    return {
      points: Number(row.points),
      amount: toMajor(BigInt(row.amount), merchant.currencyScale),
      pointBalance: Number(pointBalance),
      balance: toMajor(balance, merchant.currencyScale),
      replayed: done === null,
    };
  }

  /** Staff give (points > 0) or take points, never below zero; the reason is the member's remark. */
  async adjust(
    ctx: RequestContext,
    staff: StaffSession,
    memberId: number,
    input: { points: number; reason: string; requestId?: string | undefined },
  ) {
    const { merchant } = ctx;
    const member = await this.db
      .selectFrom('members')
      .select(['id', 'is_trial'])
      .where('id', '=', memberId)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (!member || member.is_trial) throw new AppError('object.not.found');
    const requestId = input.requestId ?? randomUUID();
    const points = BigInt(input.points);
    const wallet = { member: memberId, kind: 'POINTS' as const };
    const issuer = { house: 'POINTS_ISSUER' as const };
    await this.ledger.transaction(async (book) => {
      const inserted = await book.tx
        .insertInto('point_adjustments')
        .values({
          merchant_id: merchant.id,
          member_id: memberId,
          request_id: requestId,
          points,
          reason: input.reason,
          staff_id: staff.staffId,
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return;
      await postPoints(book, {
        merchantId: merchant.id,
        memberId,
        id: transferId(requestId, `points-adjust:${memberId}`),
        points: points > 0n ? points : -points,
        from: points > 0n ? issuer : wallet,
        to: points > 0n ? wallet : issuer,
        kind: 'POINTS_ADJUST',
        refType: 'point-adjustment',
        refId: String(inserted.id),
      });
      await recordStaffAudit(book.tx, ctx, staff, {
        action: 'points.adjust',
        target: String(memberId),
        details: { points: input.points, reason: input.reason },
      });
    });
    return {
      points: input.points,
      balance: Number(await pointsOf(this.ledger, merchant.id, memberId)),
    };
  }
}
