import {
  type MallItem,
  type PointItemInput,
  type StaffPointItem,
  toMajor,
  toMinor,
} from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PointItemTable } from '../../db/schema-points.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import { recordStaffAudit } from '../audit/audit.repo.js';

type ItemRow = {
  id: bigint;
  name: PointItemTable['name']['__select__'];
  description: PointItemTable['description']['__select__'];
  image: string | null;
  points: bigint;
  amount_required: bigint;
  stock: number | null;
  enabled: boolean;
  sort_order: number;
  updated_at: Date;
};

/** A mall item as a member reads it, in their language. */
export function toMallItem(row: ItemRow, ctx: RequestContext): MallItem {
  const order = textOrder(ctx.merchant, ctx.language);
  return {
    id: String(row.id),
    name: pickText(row.name, order),
    description: pickText(row.description, order),
    image: row.image,
    points: Number(row.points),
    amountRequired: toMajor(BigInt(row.amount_required), ctx.merchant.currencyScale),
    stock: row.stock,
  };
}

/**
 * The points mall's items (decision 0042): members read those switched on, in staff's order;
 * staff write them. The stock is what is left: a redeem takes its pieces when asked and a
 * rejection puts them back, so staff set what is left now.
 */
export class PointItems {
  constructor(private readonly db: Db) {}

  async forMembers(ctx: RequestContext): Promise<MallItem[]> {
    const rows = await this.db
      .selectFrom('point_items')
      .selectAll()
      .where('merchant_id', '=', ctx.merchant.id)
      .where('enabled', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => toMallItem(row, ctx));
  }

  async list(ctx: RequestContext): Promise<StaffPointItem[]> {
    const rows = await this.db
      .selectFrom('point_items as i')
      .selectAll('i')
      .select(
        sql<number>`(select coalesce(sum(r.quantity), 0)::int from point_redeems r
          where r.item_id = i.id and r.status <> 'REJECTED')`.as('redeemed'),
      )
      .where('i.merchant_id', '=', ctx.merchant.id)
      .orderBy('i.sort_order')
      .orderBy('i.id')
      .execute();
    return rows.map((row) => this.view(ctx, row, row.redeemed));
  }

  async create(ctx: RequestContext, staff: StaffSession, input: PointItemInput): Promise<StaffPointItem> {
    const row = await this.db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto('point_items')
        .values({ merchant_id: ctx.merchant.id, ...this.columns(ctx, input) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'points.item.create',
        target: String(created.id),
        details: { after: input },
      });
      return created;
    });
    return this.view(ctx, row, 0);
  }

  async update(ctx: RequestContext, staff: StaffSession, id: string, input: PointItemInput) {
    await this.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('point_items')
        .selectAll()
        .where('id', '=', BigInt(id))
        .where('merchant_id', '=', ctx.merchant.id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new AppError('object.not.found');
      await tx
        .updateTable('point_items')
        .set({ ...this.columns(ctx, input), updated_at: new Date() })
        .where('id', '=', before.id)
        .execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'points.item.update',
        target: String(before.id),
        details: { before: this.view(ctx, before, 0), after: input },
      });
    });
    const list = await this.list(ctx);
    return list.find((item) => item.id === id)!;
  }

  private columns(ctx: RequestContext, input: PointItemInput) {
    const required = toMinor(input.amountRequired, ctx.merchant.currencyScale) ?? 0n;
    if (input.amountRequired > 0 && required === 0n) {
      throw new AppError('points.settings.invalid', { rule: 'amountRequired has too many decimals' });
    }
    if (!Object.values(input.name).some((text) => text?.trim())) {
      throw new AppError('points.settings.invalid', { rule: 'an item needs a name' });
    }
    return {
      name: JSON.stringify(input.name),
      description: JSON.stringify(input.description),
      image: input.image,
      points: BigInt(input.points),
      amount_required: required,
      stock: input.stock,
      enabled: input.enabled,
      sort_order: input.sortOrder,
    };
  }

  private view(ctx: RequestContext, row: ItemRow, redeemed: number): StaffPointItem {
    return {
      id: String(row.id),
      name: row.name,
      description: row.description,
      image: row.image,
      points: Number(row.points),
      amountRequired: toMajor(BigInt(row.amount_required), ctx.merchant.currencyScale),
      stock: row.stock,
      enabled: row.enabled,
      sortOrder: row.sort_order,
      redeemed,
      updatedAt: row.updated_at.toISOString(),
    };
  }
}
