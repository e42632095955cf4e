import { type Application, toMajor, toMinor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { moneyText } from '../site/money-text.js';
import { toDataUrl } from '../withdrawals/proof-images.js';
import type { Bonuses } from './bonuses.js';
import { findPromotion, moveEntry } from './promotions.repo.js';

const DECIDED = ['REJECTED', 'ISSUED', 'CLAIMED', 'CLAIM'] as const;

/**
 * Applications to applied promotions (spec §7.5 `MCSFE_signUpRequestReward`; decision 0039): the
 * queue staff work through, each with the member's remark and proofs; approved once (the entry's
 * guarded move and the reward are one transaction), or rejected with the reason the member reads.
 */
export class PromotionApplications {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly bonuses: Bonuses,
  ) {}

  async list(
    ctx: RequestContext,
    query: {
      state: 'APPLYING' | 'DECIDED';
      promotionId?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    let select = this.db
      .selectFrom('promotion_entries as e')
      .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .where('e.merchant_id', '=', ctx.merchant.id)
      .where('p.type', '=', 'APPLIED');
    select =
      query.state === 'APPLYING'
        ? select.where('e.state', '=', 'APPLYING')
        : select.where('e.state', 'in', [...DECIDED]);
    if (query.promotionId) select = select.where('e.promotion_id', '=', BigInt(query.promotionId));
    const [rows, count] = await Promise.all([
      select
        .selectAll('e')
        .select(['p.title', 'm.username'])
        .select(
          sql<number>`(select count(*)::int from promotion_proofs pp where pp.entry_id = e.id)`.as('proofs'),
        )
        .orderBy('e.id', query.state === 'APPLYING' ? 'asc' : 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
      select.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((row) => this.view(ctx, row, row.title, row.username, row.proofs)),
      total: Number(count.n),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async proof(ctx: RequestContext, entryId: string, index: number) {
    const proof = await this.db
      .selectFrom('promotion_proofs as pp')
      .innerJoin('promotion_entries as e', 'e.id', 'pp.entry_id')
      .select(['pp.content_type', 'pp.bytes', 'pp.size'])
      .where('e.merchant_id', '=', ctx.merchant.id)
      .where('pp.entry_id', '=', BigInt(entryId))
      .where('pp.proof_no', '=', index)
      .executeTakeFirst();
    if (!proof) throw new AppError('object.not.found');
    return {
      contentType: proof.content_type as 'image/png' | 'image/jpeg',
      dataUrl: toDataUrl(proof.content_type, proof.bytes),
      size: proof.size,
    };
  }

  /** Grant: the promotion's fixed reward, or the amount staff set (at most its cap, or the fixed reward). */
  async approve(ctx: RequestContext, staff: StaffSession, entryId: string, amount: number | null) {
    const entry = await this.entry(ctx, entryId);
    const promotion = (await findPromotion(this.db, ctx.merchant.id, String(entry.promotion_id)))!;
    const ceiling = promotion.reward_cap ?? promotion.reward_fixed;
    const minor = amount === null ? promotion.reward_fixed : toMinor(amount, ctx.merchant.currencyScale);
    if (minor === null || minor <= 0n || minor > ceiling) {
      throw new AppError('promotion.amount.invalid', { cap: moneyText(ctx.merchant, ceiling) });
    }
    const now = this.clock.now();
    const decided = await this.ledger.transaction(async (book) => {
      const claimLater = promotion.claim_mode === 'CLAIM';
      const moved = await moveEntry(book.tx, entry.id, ['APPLYING'], {
        state: claimLater ? 'CLAIM' : 'ISSUED',
        amount: minor,
        currency: ctx.merchant.currency,
        decided_at: now,
        decided_by: staff.staffId,
      });
      if (!moved) return null;
      let final = moved;
      if (!claimLater) {
        const given = await this.bonuses.give(book, {
          merchantId: ctx.merchant.id,
          currency: ctx.merchant.currency,
          memberId: entry.member_id,
          promotion,
          entryId: entry.id,
          amount: minor,
        });
        final = (await moveEntry(book.tx, entry.id, ['ISSUED'], {
          state: given.state,
          bonus_id: given.bonusId,
        }))!;
      }
      await recordStaffAudit(book.tx, ctx, staff, {
        action: 'promotion.application.approve',
        target: String(entry.id),
        details: { member: entry.member_id, amount: minor.toString() },
      });
      return final;
    });
    if (!decided) throw new AppError('promotion.application.decided');
    return this.view(ctx, decided, promotion.title, entry.username, entry.proofs);
  }

  async reject(ctx: RequestContext, staff: StaffSession, entryId: string, reason: string) {
    const entry = await this.entry(ctx, entryId);
    const decided = await this.db.transaction().execute(async (tx) => {
      const moved = await moveEntry(tx, entry.id, ['APPLYING'], {
        state: 'REJECTED',
        reason,
        decided_at: this.clock.now(),
        decided_by: staff.staffId,
      });
      if (moved) {
        await recordStaffAudit(tx, ctx, staff, {
          action: 'promotion.application.reject',
          target: String(entry.id),
          details: { member: entry.member_id, reason },
        });
      }
      return moved;
    });
    if (!decided) throw new AppError('promotion.application.decided');
    return this.view(ctx, decided, entry.title, entry.username, entry.proofs);
  }

  private async entry(ctx: RequestContext, entryId: string) {
    const entry = await this.db
      .selectFrom('promotion_entries as e')
      .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .selectAll('e')
      .select(['p.title', 'p.type', 'm.username'])
      .select(
        sql<number>`(select count(*)::int from promotion_proofs pp where pp.entry_id = e.id)`.as('proofs'),
      )
      .where('e.merchant_id', '=', ctx.merchant.id)
      .where('e.id', '=', BigInt(entryId))
      .executeTakeFirst();
    if (entry?.type !== 'APPLIED') throw new AppError('object.not.found');
    return entry;
  }

  private view(
    ctx: RequestContext,
    row: {
      id: bigint;
      promotion_id: bigint;
      member_id: number;
      remark: string | null;
      state: string;
      amount: bigint | null;
      reason: string | null;
      joined_at: Date;
      decided_at: Date | null;
    },
    title: Partial<Record<string, string>>,
    username: string,
    proofs: number,
  ): Application {
    return {
      entryId: String(row.id),
      promotionId: String(row.promotion_id),
      promotionTitle: pickText(title, textOrder(ctx.merchant, ctx.language)),
      memberId: row.member_id,
      username,
      remark: row.remark ?? '',
      proofCount: proofs,
      state: row.state as Application['state'],
      amount: row.amount === null ? null : toMajor(row.amount, ctx.merchant.currencyScale),
      reason: row.reason,
      appliedAt: row.joined_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    };
  }
}
