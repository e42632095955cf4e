import {
  GAME_CATEGORIES,
  type GameCategory,
  type JackpotSettings,
  toMajor,
  toMinor,
} from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { localDate } from '../../lib/brand-days.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { Executor } from '../ledger/ledger.repo.js';

/** A brand's jackpot settings in minor units (decision 0046). */
export interface JackpotSettingsRow {
  merchant_id: number;
  enabled: boolean;
  categories: string[];
  contribution_bp: number;
  seed_amount: bigint;
  drop_min: bigint;
  drop_max: bigint;
  feeds_from: string | null;
}

export async function findJackpotSettings(
  db: Executor,
  merchantId: number,
): Promise<JackpotSettingsRow | null> {
  const row = await db
    .selectFrom('jackpot_settings')
    .select([
      'merchant_id',
      'enabled',
      'categories',
      'contribution_bp',
      'seed_amount',
      'drop_min',
      'drop_max',
      sql<string | null>`feeds_from::text`.as('feeds_from'),
    ])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ?? null;
}

export function settingsView(row: JackpotSettingsRow, scale: number): JackpotSettings {
  return {
    enabled: row.enabled,
    categories: row.categories as GameCategory[],
    contributionBp: row.contribution_bp,
    seed: toMajor(row.seed_amount, scale),
    dropMin: toMajor(row.drop_min, scale),
    dropMax: toMajor(row.drop_max, scale),
  };
}

/** The settings in minor units, or `jackpot.settings.invalid` naming what does not fit. */
export function settingsRow(input: JackpotSettings, scale: number) {
  const minor = (value: number, name: string) => {
    const amount = toMinor(value, scale);
    if (amount === null)
      throw new AppError('jackpot.settings.invalid', { rule: `${name} has too many decimals` });
    return amount;
  };
  const row = {
    enabled: input.enabled,
    // In the catalog's order, each once.
    categories: GAME_CATEGORIES.filter((category) => input.categories.includes(category)),
    contribution_bp: input.contributionBp,
    seed_amount: minor(input.seed, 'the seed'),
    drop_min: minor(input.dropMin, 'the must-drop minimum'),
    drop_max: minor(input.dropMax, 'the must-drop maximum'),
  };
  if (row.enabled && row.categories.length === 0) {
    throw new AppError('jackpot.settings.invalid', {
      rule: 'a jackpot that is on needs at least one category',
    });
  }
  if (row.drop_min <= row.seed_amount) {
    throw new AppError('jackpot.settings.invalid', { rule: 'the must-drop minimum must be above the seed' });
  }
  if (row.drop_max < row.drop_min) {
    throw new AppError('jackpot.settings.invalid', {
      rule: 'the must-drop maximum must not be below its minimum',
    });
  }
  return row;
}

/**
 * When a brand switches its jackpot on, play already counted is marked fed (its rows of
 * `jackpot_fed` at their stake): the pool grows from the bets settled after that moment. The first
 * time, earlier days never feed (`feeds_from` is today); switched on again, what was played while
 * it was off does not feed either.
 */
export async function startFeeding(tx: Executor, merchantId: number, today: string): Promise<void> {
  const started = await tx
    .updateTable('jackpot_settings')
    .set({ feeds_from: sql`coalesce(feeds_from, ${today}::date)` })
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .returning(sql<string>`feeds_from::text`.as('feeds_from'))
    .executeTakeFirst();
  if (!started) return;
  await sql`
    insert into jackpot_fed (member_id, day, category, merchant_id, stake)
    select member_id, day, category, merchant_id, stake from member_category_play
    where merchant_id = ${merchantId} and day >= ${started.feeds_from}::date
    on conflict (member_id, day, category) do update set stake = excluded.stake`.execute(tx);
}

/** Staff's jackpot settings, saved whole and audited. */
export class JackpotSettingsAdmin {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(ctx: RequestContext): Promise<JackpotSettings | null> {
    const row = await findJackpotSettings(this.db, ctx.merchant.id);
    return row ? settingsView(row, ctx.merchant.currencyScale) : null;
  }

  async save(ctx: RequestContext, staff: StaffSession, input: JackpotSettings): Promise<JackpotSettings> {
    const row = { ...settingsRow(input, ctx.merchant.currencyScale), updated_at: this.clock.now() };
    const before = await this.get(ctx);
    const today = localDate(this.clock.now(), ctx.merchant.timeZone);
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('jackpot_settings')
        .values({ merchant_id: ctx.merchant.id, ...row })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(row))
        .execute();
      // Switched on (from off, or the first time): the play so far is not the pool's.
      if (row.enabled && !before?.enabled) await startFeeding(tx, ctx.merchant.id, today);
      await recordStaffAudit(tx, ctx, staff, {
        action: 'jackpot.settings',
        target: String(ctx.merchant.id),
        details: { before, after: input },
      });
    });
    return (await this.get(ctx))!;
  }
}
