import { GAME_CATEGORIES, type GameCategory, type PointSettings, toMajor, toMinor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Merchant } from '../site/merchant.js';

/** A brand's points rules in minor units (decision 0042). */
export interface PointRules {
  /** Category → basis points of a point per unit of the currency of valid bet. */
  earn: Partial<Record<string, number>>;
  convertPoints: bigint;
  /** Minor units that `convertPoints` points give. */
  convertAmount: bigint;
  convertEnabled: boolean;
  copyText: Partial<Record<string, string>>;
}

/** A brand that has not set points up earns none and converts none. */
const UNSET: PointRules = {
  earn: {},
  convertPoints: 100n,
  convertAmount: 100n,
  convertEnabled: false,
  copyText: {},
};

export async function findPointRules(db: Executor, merchantId: number): Promise<PointRules> {
  const row = await db
    .selectFrom('points_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return UNSET;
  return {
    earn: row.earn_bp,
    convertPoints: BigInt(row.convert_points),
    convertAmount: BigInt(row.convert_amount),
    convertEnabled: row.convert_enabled,
    copyText: row.copy_text,
  };
}

/** The cash whole steps of `points` give, and the points those steps take. */
export function conversionOf(
  rules: PointRules,
  points: bigint,
): { steps: bigint; amount: bigint; points: bigint } {
  const steps = points / rules.convertPoints;
  return { steps, amount: steps * rules.convertAmount, points: steps * rules.convertPoints };
}

/** Earning rates in the categories' order, those that earn only. */
function earnList(earn: PointRules['earn']) {
  return GAME_CATEGORIES.filter((category) => (earn[category] ?? 0) > 0).map((category) => ({
    category: category as GameCategory,
    rateBp: earn[category]!,
  }));
}

/** What a member reads (`MCS2_getPointConfig`). */
export function memberConfig(rules: PointRules, merchant: Merchant, language: string) {
  return {
    earn: earnList(rules.earn),
    convertPoints: Number(rules.convertPoints),
    convertAmount: toMajor(rules.convertAmount, merchant.currencyScale),
    convertEnabled: rules.convertEnabled,
    copyText: pickText(rules.copyText, textOrder(merchant, language)),
  };
}

/** The points rules as staff run them (decision 0042): read by every promotions role, written by some. */
export class PointsSettingsAdmin {
  constructor(private readonly db: Db) {}

  async get(ctx: RequestContext): Promise<PointSettings> {
    const rules = await findPointRules(this.db, ctx.merchant.id);
    return {
      earn: earnList(rules.earn),
      convertPoints: Number(rules.convertPoints),
      convertAmount: toMajor(rules.convertAmount, ctx.merchant.currencyScale),
      convertEnabled: rules.convertEnabled,
      copyText: rules.copyText,
    };
  }

  async save(ctx: RequestContext, staff: StaffSession, input: PointSettings): Promise<PointSettings> {
    const amount = toMinor(input.convertAmount, ctx.merchant.currencyScale);
    if (amount === null) {
      throw new AppError('points.settings.invalid', {
        rule: `convertAmount has at most ${ctx.merchant.currencyScale} decimals`,
      });
    }
    const earn: Record<string, number> = {};
    for (const { category, rateBp } of input.earn) {
      if (category in earn)
        throw new AppError('points.settings.invalid', { rule: `${category} is named twice` });
      if (rateBp > 0) earn[category] = rateBp;
    }
    const before = await this.get(ctx);
    const row = {
      earn_bp: JSON.stringify(earn),
      convert_points: BigInt(input.convertPoints),
      convert_amount: amount,
      convert_enabled: input.convertEnabled,
      copy_text: JSON.stringify(input.copyText),
      updated_at: new Date(),
    };
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('points_settings')
        .values({ merchant_id: ctx.merchant.id, ...row })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(row))
        .execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'points.settings.save',
        target: String(ctx.merchant.id),
        details: { before, after: input },
      });
    });
    return this.get(ctx);
  }
}
