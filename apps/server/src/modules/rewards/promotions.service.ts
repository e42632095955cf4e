import {
  type PromotionCard,
  type PromotionType,
  REWARD_REQUEST_RULES,
  type RewardNote,
} from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession, RequestContext } from '../../http/context.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { readProofImages } from '../withdrawals/proof-images.js';
import type { Bonuses } from './bonuses.js';
import { accrualOf } from './period-promotions.js';
import { memberState, paidFromPlay, periodStart } from './promotion-rules.js';

type Accrual = NonNullable<Awaited<ReturnType<typeof accrualOf>>>;

import { noteText, type RuleNames, ruleNames, toCard } from './promotion-view.js';
import {
  type EntryRow,
  findListedPromotions,
  findMemberEntries,
  findPromotion,
  hasApprovedDeposit,
  insertEntry,
  insertProofs,
  type PromotionRow,
} from './promotions.repo.js';

/** Ended promotions stay listed (closed) this long, and those the member took part in. */
const LISTED_AFTER_END_MS = 7 * 86_400_000;

interface Viewer {
  memberId: number;
  createdAt: Date;
  deposited: boolean;
  vipLevel: number;
}

/**
 * The member side of promotions (spec §2.2, §7.5; decision 0039): the list and detail with each
 * one's state for the caller, joining, applying with proofs, claiming, and the reward badge.
 */
export class Promotions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly bonuses: Bonuses,
  ) {}

  async list(ctx: RequestContext, type?: PromotionType): Promise<PromotionCard[]> {
    const now = this.clock.now();
    const viewer = await this.viewer(ctx);
    const rows = await findListedPromotions(
      this.db,
      ctx.merchant.id,
      viewer?.memberId ?? null,
      new Date(now.getTime() - LISTED_AFTER_END_MS),
      type,
    );
    const entries = viewer
      ? await findMemberEntries(
          this.db,
          viewer.memberId,
          rows.map((row) => row.id),
        )
      : [];
    const names = await ruleNames(this.db, ctx.merchant, ctx.language);
    const accruals = await this.accruals(ctx, rows, viewer, now);
    return rows.map((row) => this.card(ctx, names, row, viewer, entries, now, accruals.get(row.id)));
  }

  /** This period so far of each rebate and cash back the member may take part in. */
  private async accruals(ctx: RequestContext, rows: PromotionRow[], viewer: Viewer | null, now: Date) {
    const found = new Map<bigint, Accrual>();
    if (!viewer) return found;
    for (const row of rows) {
      if (!paidFromPlay(row.type) || row.status !== 'LIVE' || now < row.starts_at) continue;
      const accrual = await accrualOf(this.db, row, viewer.memberId, ctx.merchant.timeZone, now);
      if (accrual) found.set(row.id, accrual);
    }
    return found;
  }

  async detail(ctx: RequestContext, id: string): Promise<PromotionCard> {
    const row = await findPromotion(this.db, ctx.merchant.id, id);
    if (!row || row.status === 'DRAFT') throw new AppError('object.not.found');
    const viewer = await this.viewer(ctx);
    const entries = viewer ? await findMemberEntries(this.db, viewer.memberId, [row.id]) : [];
    const now = this.clock.now();
    const accrual = (await this.accruals(ctx, [row], viewer, now)).get(row.id);
    return this.card(ctx, await this.names(ctx), row, viewer, entries, now, accrual);
  }

  /** JOIN → JOINED for the current period. */
  async join(ctx: RequestContext, session: MemberSession, id: string): Promise<PromotionCard> {
    const { row, viewer, now } = await this.open(ctx, session, id);
    if (row.type === 'APPLIED') throw new AppError('promotion.not.applied');
    if (!row.join_required) throw new AppError('promotion.join.not.needed');
    const inserted = await insertEntry(this.db, {
      merchant_id: ctx.merchant.id,
      promotion_id: row.id,
      member_id: session.memberId,
      period_start: periodStart(row.frequency, now, ctx.merchant.timeZone),
      state: 'JOINED',
      joined_at: now,
    });
    if (!inserted) throw new AppError('promotion.joined.already');
    return this.card(ctx, await this.names(ctx), row, viewer, [inserted], now);
  }

  /** An applied promotion: the remark and proofs wait for staff (APPLYING). */
  async apply(
    ctx: RequestContext,
    session: MemberSession,
    body: { promotionId: string; remark: string; proofs: string[] },
  ): Promise<PromotionCard> {
    const proofs = readProofImages(body.proofs, 'promotion.proof.invalid');
    if (proofs.length < 1 || proofs.length > REWARD_REQUEST_RULES.proofsMax) {
      throw new AppError('promotion.proof.invalid');
    }
    const { row, viewer, now } = await this.open(ctx, session, body.promotionId);
    if (row.type !== 'APPLIED') throw new AppError('promotion.not.applied');
    const entry = await this.db.transaction().execute(async (tx) => {
      const inserted = await insertEntry(tx, {
        merchant_id: ctx.merchant.id,
        promotion_id: row.id,
        member_id: session.memberId,
        period_start: periodStart(row.frequency, now, ctx.merchant.timeZone),
        state: 'APPLYING',
        remark: body.remark,
        joined_at: now,
      });
      if (!inserted) return null;
      await insertProofs(tx, inserted.id, proofs);
      return inserted;
    });
    if (!entry) throw new AppError('promotion.joined.already');
    return this.card(ctx, await this.names(ctx), row, viewer, [entry], now);
  }

  /**
   * A reward waiting in the reward centre (CLAIM) is given: once, however many claims race (the
   * entry's guarded move and the reward's transfer are one transaction).
   */
  async claim(ctx: RequestContext, session: MemberSession, id: string): Promise<PromotionCard> {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const row = await findPromotion(this.db, ctx.merchant.id, id);
    if (!row || row.status === 'DRAFT') throw new AppError('object.not.found');
    const entries = await findMemberEntries(this.db, session.memberId, [row.id]);
    const waiting = entries.find((entry) => entry.state === 'CLAIM');
    if (!waiting) throw new AppError('promotion.nothing.to.claim');
    const claimed = await this.ledger.transaction((book) =>
      this.bonuses.claimEntry(book, row, waiting.id, ctx.merchant.currency),
    );
    if (!claimed) throw new AppError('promotion.nothing.to.claim');
    const viewer = await this.viewer(ctx);
    return this.card(ctx, await this.names(ctx), row, viewer, [claimed], this.clock.now());
  }

  /** The reward badge: promotions the member can act on now (join, apply or claim). */
  async available(ctx: RequestContext): Promise<number> {
    const cards = await this.list(ctx);
    return cards.filter((card) => card.state === 'JOIN' || card.state === 'CLAIM').length;
  }

  /** A live, started promotion the caller (a real member) may take part in. */
  private async open(ctx: RequestContext, session: MemberSession, id: string) {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const row = await findPromotion(this.db, ctx.merchant.id, id);
    if (!row || row.status === 'DRAFT') throw new AppError('object.not.found');
    const now = this.clock.now();
    if (row.status !== 'LIVE' || now < row.starts_at || (row.ends_at && now >= row.ends_at)) {
      throw new AppError('promotion.not.open');
    }
    const viewer = (await this.viewer(ctx))!;
    const barred = barredBy(row, viewer, now);
    if (barred) throw new AppError('promotion.not.open');
    return { row, viewer, now };
  }

  private async viewer(ctx: RequestContext): Promise<Viewer | null> {
    const session = ctx.member;
    if (!session || session.isTrial) return null;
    return {
      memberId: session.memberId,
      createdAt: session.member.created_at,
      deposited: await hasApprovedDeposit(this.db, session.memberId),
      vipLevel: await vipLevelOf(this.db, session.memberId),
    };
  }

  private names(ctx: RequestContext): Promise<RuleNames> {
    return ruleNames(this.db, ctx.merchant, ctx.language);
  }

  private card(
    ctx: RequestContext,
    names: RuleNames,
    row: PromotionRow,
    viewer: Viewer | null,
    entries: EntryRow[],
    now: Date,
    accrual?: Accrual,
  ): PromotionCard {
    const period = periodStart(row.frequency, now, ctx.merchant.timeZone);
    const mine = entries.filter((entry) => entry.promotion_id === row.id);
    // The current period's entry, or the latest one that still matters (a bonus wagering, a claim).
    const entry =
      mine.find((e) => e.period_start === period) ??
      mine.find((e) => e.state === 'ISSUED' || e.state === 'CLAIM' || e.state === 'APPLYING') ??
      null;
    const barred = viewer ? barredBy(row, viewer, now) : null;
    const state = memberState({
      live: row.status === 'LIVE',
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      now,
      type: row.type,
      joinRequired: row.join_required,
      entry,
      barred,
    });
    const entryNote = entry?.note ? (entry.note as RewardNote) : null;
    const noteKey = entryNote ?? (state === 'CLOSED' ? barred : null);
    // A stored note's own figures, over what the rule names (in the request's language).
    const params = { ...ruleParams(row, names), ...(entryNote ? entry?.note_params : null) };
    return toCard({
      row,
      entry,
      state,
      note: noteKey ? noteText(noteKey, params, ctx.language) : null,
      merchant: ctx.merchant,
      language: ctx.language,
      names,
      // Shown while the period runs for a member taking part (not once it is claimable or paid).
      accrued: accrual && (state === 'PROCESS' || state === 'JOINED') ? accrual : null,
    });
  }
}

/** Why a member can never take part in this promotion's current period, if so. */
function barredBy(row: PromotionRow, viewer: Viewer, now: Date): RewardNote | null {
  if (
    row.new_member_days !== null &&
    now.getTime() - viewer.createdAt.getTime() > row.new_member_days * 86_400_000
  ) {
    return 'new.members';
  }
  if (row.vip_levels && !row.vip_levels.includes(viewer.vipLevel)) return 'vip.level';
  if (row.type === 'FIRST_DEPOSIT' && viewer.deposited) return 'not.first';
  return null;
}

/** What a note may name from the rule: the new-member days, the levels the promotion is for. */
function ruleParams(row: PromotionRow, names: RuleNames): Record<string, string> {
  return {
    days: String(row.new_member_days),
    levels: (row.vip_levels ?? []).map((level) => names.level(level)).join(', '),
  };
}

/** The member's VIP level (0 before any standing). */
export async function vipLevelOf(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_vip')
    .select('level')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.level ?? 0;
}
