import {
  type PromotionCard,
  type PromotionChoices,
  type PromotionInput,
  type PromotionStatus,
  type StaffPromotion,
  toMajor,
  toMinor,
} from '@tessera/contracts';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { PromotionTable } from '../../db/schema-rewards.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { cleanRichText } from '../announcements/announcement-html.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import { recordAudit } from '../audit/audit.repo.js';
import { memberState, paidFromPlay } from './promotion-rules.js';
import { ruleNames, toCard } from './promotion-view.js';
import {
  findPromotion,
  findPromotions,
  insertPromotion,
  type PromotionRow,
  updatePromotionRow,
} from './promotions.repo.js';
import { findLevels } from './vip-levels.js';

/** A promotion's own fields (everything but its id, brand, status and times). */
type PromotionFields = Omit<
  PromotionRow,
  'id' | 'merchant_id' | 'status' | 'created_by' | 'created_at' | 'updated_at' | 'settled_until'
>;

/** The moves a promotion's status may make (a draft goes live; live ends; a live one nobody entered may go back). */
const MOVES: Record<PromotionStatus, PromotionStatus[]> = {
  DRAFT: ['LIVE', 'ENDED'],
  LIVE: ['ENDED', 'DRAFT'],
  ENDED: [],
};

/**
 * Promotions as staff run them (issue 15; decision 0039): written as drafts, put live, ended; each
 * with what it has given. A change applies to rewards given after it; those given keep theirs
 * (a bonus copies its wagering, weights and max bet when issued).
 */
export class PromotionsAdmin {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(ctx: RequestContext, filter: { status?: PromotionStatus; type?: PromotionRow['type'] }) {
    const rows = await findPromotions(this.db, ctx.merchant.id, filter);
    const stats = await this.stats(rows.map((row) => row.id));
    return { list: rows.map((row) => this.view(ctx, row, stats.get(String(row.id)))) };
  }

  /** The channels and VIP levels a rule may name, in the request's language. */
  async choices(ctx: RequestContext): Promise<PromotionChoices> {
    const levels = await findLevels(this.db, ctx.merchant.id);
    return {
      channels: ctx.merchant.cashier.deposit.channels.map(({ code, name, enabled }) => ({
        code,
        name,
        enabled,
      })),
      vipLevels: levels.map((row) => ({
        level: row.level,
        name: pickText(row.name, textOrder(ctx.merchant, ctx.language)),
      })),
    };
  }

  async get(ctx: RequestContext, id: string): Promise<StaffPromotion> {
    const row = await this.find(ctx, id);
    return this.view(ctx, row, (await this.stats([row.id])).get(id));
  }

  async create(ctx: RequestContext, staff: StaffSession, input: PromotionInput): Promise<StaffPromotion> {
    const now = this.clock.now();
    const values = await this.stored(ctx, input);
    const row = await this.db.transaction().execute(async (tx) => {
      const created = await insertPromotion(tx, {
        ...values,
        merchant_id: ctx.merchant.id,
        created_by: staff.staffId,
        created_at: now,
        updated_at: now,
      });
      await this.audit(tx, ctx, staff, 'promotion.create', created.id, { type: input.type });
      return created;
    });
    return this.view(ctx, row, undefined);
  }

  async update(
    ctx: RequestContext,
    staff: StaffSession,
    id: string,
    input: PromotionInput,
  ): Promise<StaffPromotion> {
    const before = await this.find(ctx, id);
    if (before.status === 'ENDED')
      throw new AppError('promotion.status.invalid', { from: 'ENDED', to: 'ENDED' });
    if (before.type !== input.type)
      throw new AppError('promotion.rules.invalid', { rule: 'the type cannot change' });
    const values = await this.stored(ctx, input);
    const row = await this.db.transaction().execute(async (tx) => {
      const after = await updatePromotionRow(tx, ctx.merchant.id, id, {
        ...values,
        updated_at: this.clock.now(),
      });
      await this.audit(tx, ctx, staff, 'promotion.update', before.id, { status: before.status });
      return after!;
    });
    return this.get(ctx, String(row.id));
  }

  async setStatus(ctx: RequestContext, staff: StaffSession, id: string, status: PromotionStatus) {
    const before = await this.find(ctx, id);
    if (before.status === status) return this.get(ctx, id);
    if (!MOVES[before.status].includes(status)) {
      throw new AppError('promotion.status.invalid', { from: before.status, to: status });
    }
    await this.db.transaction().execute(async (tx) => {
      if (status === 'DRAFT') {
        const entered = await tx
          .selectFrom('promotion_entries')
          .select('id')
          .where('promotion_id', '=', before.id)
          .limit(1)
          .executeTakeFirst();
        if (entered) throw new AppError('promotion.status.invalid', { from: before.status, to: status });
      }
      const moved = await tx
        .updateTable('promotions')
        .set({ status, updated_at: this.clock.now() })
        .where('id', '=', before.id)
        .where('status', '=', before.status)
        .returning('id')
        .executeTakeFirst();
      if (!moved) throw new AppError('promotion.status.invalid', { from: before.status, to: status });
      await this.audit(tx, ctx, staff, 'promotion.status', before.id, { from: before.status, to: status });
    });
    return this.get(ctx, id);
  }

  /** The card a visitor would see for this input, in a language (nothing is saved). */
  async preview(ctx: RequestContext, input: PromotionInput, language: string): Promise<PromotionCard> {
    const now = this.clock.now();
    const row: PromotionRow = {
      ...(await this.checked(ctx, input)),
      id: 0n,
      merchant_id: ctx.merchant.id,
      status: 'LIVE',
      created_by: null,
      created_at: now,
      updated_at: now,
      settled_until: null,
    };
    const state = memberState({
      live: true,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      now,
      type: row.type,
      joinRequired: row.join_required,
      entry: null,
      barred: null,
    });
    const names = await ruleNames(this.db, ctx.merchant, language);
    return toCard({ row, entry: null, state, note: null, merchant: ctx.merchant, language, names });
  }

  private async find(ctx: RequestContext, id: string): Promise<PromotionRow> {
    const row = await findPromotion(this.db, ctx.merchant.id, id);
    if (!row) throw new AppError('object.not.found');
    return row;
  }

  /** The input as a row's fields: minor units, cleaned HTML, and the rules between fields checked. */
  private async checked(ctx: RequestContext, input: PromotionInput): Promise<PromotionFields> {
    const scale = ctx.merchant.currencyScale;
    const minor = (amount: number, what: string) => {
      const value = amount === 0 ? 0n : toMinor(amount, scale);
      if (value === null)
        throw new AppError('promotion.rules.invalid', { rule: `${what} has too many decimals` });
      return value;
    };
    const rule = (ok: boolean, text: string) => {
      if (!ok) throw new AppError('promotion.rules.invalid', { rule: text });
    };
    rule(
      Object.values(input.title).some((t) => t?.trim()),
      'a title in at least one language',
    );
    rule(
      !input.endsAt || Date.parse(input.endsAt) > Date.parse(input.startsAt),
      'it must end after it starts',
    );
    const period = paidFromPlay(input.type);
    const deposit = input.type === 'FIRST_DEPOSIT' || input.type === 'DEPOSIT';
    if (period) {
      rule(
        input.rewardBp > 0 && input.rewardBp <= 10_000 && input.rewardFixed === 0,
        'a rebate or cash back is a percent (at most 100 %) of the period’s play, with no fixed part',
      );
      rule(input.frequency !== 'ONCE', 'a rebate or cash back is paid per day, week or month');
    } else {
      rule(input.rewardFixed > 0 || input.rewardBp > 0, 'a fixed reward or a percent of the deposit');
    }
    rule(
      input.type !== 'APPLIED' || input.rewardBp === 0,
      'an applied promotion has no deposit to take a percent of',
    );
    // Exactly, from the number's decimal text (1.15 * 100 is 114.99999999999999 in floating point).
    const wageringX100 = input.wagering === 0 ? 0n : toMinor(input.wagering, 2);
    rule(wageringX100 !== null, 'the wagering multiple has at most two decimals');
    rule(input.maxBet === null || input.wagering > 0, 'a max bet only applies while wagering');
    const known = new Set(ctx.merchant.cashier.deposit.channels.map((c) => c.code));
    rule(
      !input.channels || input.channels.every((c) => known.has(c)),
      'every channel must be one of the brand’s',
    );
    if (input.vipLevels) {
      const levels = new Set((await findLevels(this.db, ctx.merchant.id)).map((l) => l.level));
      rule(
        input.vipLevels.every((level) => levels.has(level)),
        'every VIP level must be one of the brand’s',
      );
    }
    const content: Record<string, string> = {};
    for (const [language, html] of Object.entries(input.content)) {
      if (typeof html === 'string') content[language] = await cleanRichText(html);
    }
    return {
      type: input.type,
      title: input.title,
      summary: input.summary,
      content,
      image: input.image,
      starts_at: new Date(input.startsAt),
      ends_at: input.endsAt ? new Date(input.endsAt) : null,
      join_required: input.type === 'APPLIED' ? true : input.joinRequired,
      frequency: input.frequency,
      new_member_days: input.newMemberDays,
      vip_levels: input.vipLevels && [...new Set(input.vipLevels)].sort((a, b) => a - b),
      categories: period ? input.categories : null,
      channels: deposit ? input.channels : null,
      min_deposit: deposit ? minor(input.minDeposit, 'the minimum deposit') : 0n,
      reward_fixed: minor(input.rewardFixed, 'the fixed reward'),
      reward_bp: input.rewardBp,
      reward_cap: input.rewardCap === null ? null : minor(input.rewardCap, 'the cap'),
      claim_mode: input.claimMode,
      wagering_x100: Number(wageringX100),
      weights: input.weights,
      bonus_days: input.bonusDays,
      max_bet: input.maxBet === null ? null : minor(input.maxBet, 'the max bet'),
      exclusive: input.exclusive,
      sort_order: input.sortOrder,
    };
  }

  /** The fields as the database takes them (JSON columns as text). */
  private async stored(ctx: RequestContext, input: PromotionInput) {
    const fields = await this.checked(ctx, input);
    return {
      ...fields,
      title: JSON.stringify(fields.title),
      summary: JSON.stringify(fields.summary),
      content: JSON.stringify(fields.content),
      weights: JSON.stringify(fields.weights),
    } satisfies Partial<Insertable<PromotionTable>>;
  }

  private async stats(ids: bigint[]) {
    const stats = new Map<string, StaffPromotion['stats'] & { costMinor: bigint }>();
    if (ids.length === 0) return stats;
    const { rows } = await sql<{
      id: string;
      entries: string;
      rewarded: string;
      cost: string;
      converted: string;
      applying: string;
    }>`
      select e.promotion_id::text as id, count(*) as entries,
        count(*) filter (where e.state in ('ISSUED', 'CLAIMED', 'LAPSED')) as rewarded,
        coalesce(sum(e.amount) filter (where e.state in ('ISSUED', 'CLAIMED')), 0) as cost,
        count(b.id) filter (where b.state = 'CONVERTED') as converted,
        count(*) filter (where e.state = 'APPLYING') as applying
      from promotion_entries e left join bonuses b on b.id = e.bonus_id
      where e.promotion_id = any(${ids.map(String)}::bigint[])
      group by e.promotion_id`.execute(this.db);
    for (const row of rows) {
      stats.set(row.id, {
        entries: Number(row.entries),
        rewarded: Number(row.rewarded),
        cost: 0,
        costMinor: BigInt(row.cost),
        converted: Number(row.converted),
        applying: Number(row.applying),
      });
    }
    return stats;
  }

  private view(
    ctx: RequestContext,
    row: PromotionRow,
    stats: (StaffPromotion['stats'] & { costMinor: bigint }) | undefined,
  ): StaffPromotion {
    const scale = ctx.merchant.currencyScale;
    const major = (minor: bigint | null) => (minor === null ? null : toMajor(minor, scale));
    return {
      id: String(row.id),
      type: row.type,
      status: row.status,
      title: row.title,
      summary: row.summary,
      content: row.content,
      image: row.image,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      joinRequired: row.join_required,
      frequency: row.frequency,
      newMemberDays: row.new_member_days,
      vipLevels: row.vip_levels,
      categories: row.categories as StaffPromotion['categories'],
      channels: row.channels,
      minDeposit: major(row.min_deposit)!,
      rewardFixed: major(row.reward_fixed)!,
      rewardBp: row.reward_bp,
      rewardCap: major(row.reward_cap),
      claimMode: row.claim_mode,
      wagering: row.wagering_x100 / 100,
      weights: row.weights,
      bonusDays: row.bonus_days,
      maxBet: major(row.max_bet),
      exclusive: row.exclusive,
      sortOrder: row.sort_order,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      stats: {
        entries: stats?.entries ?? 0,
        rewarded: stats?.rewarded ?? 0,
        cost: toMajor(stats?.costMinor ?? 0n, scale),
        converted: stats?.converted ?? 0,
        applying: stats?.applying ?? 0,
      },
    };
  }

  private audit(
    tx: Db,
    ctx: RequestContext,
    staff: StaffSession,
    action: string,
    id: bigint,
    details: Record<string, unknown>,
  ) {
    return recordAudit(tx, {
      merchantId: ctx.merchant.id,
      actorType: 'staff',
      actorId: staff.staffId,
      action,
      target: String(id),
      details,
      ip: ctx.ip,
    });
  }
}
