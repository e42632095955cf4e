import {
  type LeaderboardSettings,
  type MissionInput,
  type StaffMission,
  toMajor,
  toMinor,
} from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import { findLeaderboardRules } from './leaderboard.js';
import { goalInMoney, type MissionRow, rewardInMoney } from './mission-view.js';
import { claimTotals } from './missions.service.js';

const invalid = (rule: string) => new AppError('mission.invalid', { rule });

/**
 * Staff's missions and leaderboard rules (decision 0043): each save checks that the mission fits
 * together (a bonus wagers, a game's rounds name a game, money to the currency's decimals) and is
 * audited with its before and after.
 */
export class MissionsAdmin {
  constructor(private readonly db: Db) {}

  async list(ctx: RequestContext): Promise<StaffMission[]> {
    const [rows, totals] = await Promise.all([
      this.rows(ctx.merchant.id),
      claimTotals(this.db, ctx.merchant.id),
    ]);
    return rows.map((row) => this.view(ctx, row, totals.get(String(row.id))));
  }

  async create(ctx: RequestContext, staff: StaffSession, input: MissionInput): Promise<StaffMission> {
    const columns = await this.columns(ctx, input);
    const id = await this.db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto('missions')
        .values({ merchant_id: ctx.merchant.id, created_by: staff.staffId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'mission.create',
        target: String(created.id),
        details: { after: input },
      });
      return created.id;
    });
    return this.one(ctx, id);
  }

  async update(ctx: RequestContext, staff: StaffSession, id: string, input: MissionInput) {
    const columns = await this.columns(ctx, input);
    await this.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('missions')
        .selectAll()
        .where('id', '=', BigInt(id))
        .where('merchant_id', '=', ctx.merchant.id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new AppError('object.not.found');
      await tx
        .updateTable('missions')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', before.id)
        .execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'mission.update',
        target: id,
        details: { before: this.view(ctx, { ...before, game_names: null }, undefined), after: input },
      });
    });
    return this.one(ctx, BigInt(id));
  }

  async settings(ctx: RequestContext): Promise<LeaderboardSettings> {
    const rules = await findLeaderboardRules(this.db, ctx.merchant.id);
    return {
      enabled: rules.enabled,
      period: rules.period,
      prizes: rules.prizes.map((p) => toMajor(p, ctx.merchant.currencyScale)),
      rankShown: rules.rankShown,
    };
  }

  async saveSettings(ctx: RequestContext, staff: StaffSession, input: LeaderboardSettings) {
    const prizes = input.prizes.map((p, i) => {
      const minor = toMinor(p, ctx.merchant.currencyScale);
      if (minor === null) throw invalid(`the prize of rank ${i + 1} has too many decimals`);
      return minor;
    });
    const before = await this.settings(ctx);
    const row = {
      enabled: input.enabled,
      period: input.period,
      prizes,
      rank_shown: input.rankShown,
      updated_at: new Date(),
    };
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('leaderboard_settings')
        .values({ merchant_id: ctx.merchant.id, ...row })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(row))
        .execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'leaderboard.settings',
        target: String(ctx.merchant.id),
        details: { before, after: input },
      });
    });
    return this.settings(ctx);
  }

  private async one(ctx: RequestContext, id: bigint): Promise<StaffMission> {
    return (await this.list(ctx)).find((m) => m.id === String(id))!;
  }

  private rows(merchantId: number) {
    return this.db
      .selectFrom('missions as m')
      .leftJoin('games as g', 'g.id', 'm.game_id')
      .selectAll('m')
      .select('g.names as game_names')
      .where('m.merchant_id', '=', merchantId)
      .orderBy('m.sort_order')
      .orderBy('m.id')
      .execute() as Promise<MissionRow[]>;
  }

  private async columns(ctx: RequestContext, input: MissionInput) {
    const scale = ctx.merchant.currencyScale;
    if (!Object.values(input.title).some((text) => text?.trim())) throw invalid('a mission needs a title');
    const money = (value: number, name: string) => {
      const minor = toMinor(value, scale);
      if (minor === null || minor <= 0n) throw invalid(`${name} needs at most ${scale} decimals`);
      return minor;
    };
    const whole = (value: number, name: string) => {
      if (!Number.isInteger(value)) throw invalid(`${name} is a whole number`);
      return BigInt(value);
    };
    const byCategory = input.goal === 'VALID_BET' || input.goal === 'BETS';
    if (input.categories?.length && !byCategory) throw invalid('only bets and valid bet count by category');
    if (input.goal === 'GAME_ROUNDS' && input.gameId === null) throw invalid("a game's rounds need a game");
    if (input.goal !== 'GAME_ROUNDS' && input.gameId !== null)
      throw invalid("only a game's rounds name a game");
    if (input.gameId !== null) {
      const game = await this.db
        .selectFrom('games')
        .select('id')
        .where('id', '=', Number(input.gameId))
        .executeTakeFirst();
      if (!game) throw invalid('the game is not in the catalog');
    }
    if (input.rewardType === 'BONUS' && input.wageringMultiple <= 0)
      throw invalid('a bonus needs a wagering multiple');
    const wagering = Math.round(input.wageringMultiple * 100);
    if (Math.abs(wagering - input.wageringMultiple * 100) > 1e-6)
      throw invalid('the wagering multiple has two decimals at most');
    if (input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      throw invalid('the end is after the start');
    return {
      title: JSON.stringify(input.title),
      summary: JSON.stringify(input.summary),
      icon: input.icon,
      period: input.period,
      goal: input.goal,
      categories: byCategory && input.categories?.length ? input.categories : null,
      game_id: input.gameId === null ? null : Number(input.gameId),
      target: goalInMoney(input.goal) ? money(input.target, 'the target') : whole(input.target, 'the target'),
      reward_type: input.rewardType,
      reward_amount: rewardInMoney(input.rewardType)
        ? money(input.rewardAmount, 'the reward')
        : whole(input.rewardAmount, 'the reward'),
      wagering_x100: input.rewardType === 'BONUS' ? wagering : 0,
      score: input.score,
      status: input.status,
      starts_at: new Date(input.startsAt),
      ends_at: input.endsAt ? new Date(input.endsAt) : null,
      sort_order: input.sortOrder,
    };
  }

  private view(
    ctx: RequestContext,
    row: MissionRow,
    totals: { claims: number; money: bigint; points: bigint } | undefined,
  ): StaffMission {
    const scale = ctx.merchant.currencyScale;
    return {
      id: String(row.id),
      title: row.title,
      summary: row.summary,
      icon: row.icon,
      period: row.period,
      goal: row.goal,
      categories: (row.categories ?? null) as StaffMission['categories'],
      gameId: row.game_id === null ? null : String(row.game_id),
      gameName: row.game_names ? pickText(row.game_names, textOrder(ctx.merchant, ctx.language)) : null,
      target: goalInMoney(row.goal) ? toMajor(row.target, scale) : Number(row.target),
      rewardType: row.reward_type,
      rewardAmount: rewardInMoney(row.reward_type)
        ? toMajor(row.reward_amount, scale)
        : Number(row.reward_amount),
      wageringMultiple: row.wagering_x100 / 100,
      score: row.score,
      status: row.status,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      sortOrder: row.sort_order,
      claims: totals?.claims ?? 0,
      paidMoney: toMajor(totals?.money ?? 0n, scale),
      paidPoints: Number(totals?.points ?? 0n),
      updatedAt: row.updated_at.toISOString(),
    };
  }
}
