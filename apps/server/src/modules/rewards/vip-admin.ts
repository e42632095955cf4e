import { createHash } from 'node:crypto';
import { type RebateMode, toMajor, toMinor, type VipLevelInput } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Executor } from '../ledger/ledger.repo.js';
import { findLevels, type LevelRow } from './vip-levels.js';

/** The table's version: a digest of what is stored, so a save names the table it was written over. */
export function tableVersion(levels: LevelRow[]): string {
  const text = JSON.stringify(levels, (_key, value) => (typeof value === 'bigint' ? String(value) : value));
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

const versionOf = async (db: Executor, merchantId: number) => tableVersion(await findLevels(db, merchantId));

/**
 * The VIP level table as staff run it (decisions 0040, 0041): replaced whole, levels 0, 1, 2… in
 * order, each asking at least as much as the one below; a level members hold cannot be removed;
 * a save over a table someone saved since it was read is refused (its version). A change applies
 * from then on: members keep the level they reached, and upgrades already paid stand.
 */
export class VipAdmin {
  constructor(private readonly db: Db) {}

  async list(ctx: RequestContext) {
    const levels = await findLevels(this.db, ctx.merchant.id);
    // Members with no standing yet are at level 0.
    const { rows } = await sql<{ level: number; n: string }>`
      select coalesce(v.level, 0) as level, count(*)::text as n from members m
      left join member_vip v on v.member_id = m.id
      where m.merchant_id = ${ctx.merchant.id} and not m.is_trial group by 1`.execute(this.db);
    const held = new Map(rows.map((row) => [row.level, Number(row.n)]));
    const scale = ctx.merchant.currencyScale;
    const { rebate_mode } = await this.db
      .selectFrom('merchants')
      .select('rebate_mode')
      .where('id', '=', ctx.merchant.id)
      .executeTakeFirstOrThrow();
    return {
      levels: levels.map((row) => ({
        level: row.level,
        name: row.name,
        minValidBet: toMajor(row.minValidBet, scale),
        minDeposits: toMajor(row.minDeposits, scale),
        upgradeBonus: toMajor(row.upgradeBonus, scale),
        rebateBp: row.rebates,
        cashbackBp: row.cashbackBp,
        cashbackCap: row.cashbackCap === null ? null : toMajor(row.cashbackCap, scale),
        keepValidBet: toMajor(row.keepValidBet, scale),
        members: held.get(row.level) ?? 0,
      })),
      version: tableVersion(levels),
      rebateMode: rebate_mode,
    };
  }

  async replace(
    ctx: RequestContext,
    staff: StaffSession,
    levels: VipLevelInput[],
    version: string,
    rebateMode?: RebateMode,
  ) {
    const scale = ctx.merchant.currencyScale;
    const rule = (ok: boolean, text: string) => {
      if (!ok) throw new AppError('vip.levels.invalid', { rule: text });
    };
    const minor = (amount: number, what: string) => {
      const value = amount === 0 ? 0n : toMinor(amount, scale);
      if (value === null) throw new AppError('vip.levels.invalid', { rule: `${what} has too many decimals` });
      return value;
    };
    const rows = levels.map((input, index) => {
      rule(input.level === index, 'levels are numbered 0, 1, 2… in order');
      rule(
        Object.values(input.name).some((n) => n?.trim()),
        'every level has a name',
      );
      return {
        merchant_id: ctx.merchant.id,
        level: input.level,
        name: JSON.stringify(input.name),
        min_valid_bet: minor(input.minValidBet, 'a minimum valid bet'),
        min_deposits: minor(input.minDeposits, 'a minimum deposit total'),
        upgrade_bonus: minor(input.upgradeBonus, 'an upgrade bonus'),
        rebate_bp: JSON.stringify(input.rebateBp),
        cashback_bp: input.cashbackBp,
        cashback_cap: input.cashbackCap === null ? null : minor(input.cashbackCap, 'a cash back cap'),
        keep_valid_bet: minor(input.keepValidBet, 'a keep amount'),
      };
    });
    rule(
      rows[0]!.min_valid_bet === 0n && rows[0]!.min_deposits === 0n && rows[0]!.keep_valid_bet === 0n,
      'level 0 is everyone’s: it asks nothing',
    );
    for (let i = 1; i < rows.length; i += 1) {
      rule(
        rows[i]!.min_valid_bet >= rows[i - 1]!.min_valid_bet &&
          rows[i]!.min_deposits >= rows[i - 1]!.min_deposits,
        'each level asks at least as much as the one below',
      );
    }
    await this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext('vip-levels'), ${ctx.merchant.id})`.execute(tx);
      if ((await versionOf(tx, ctx.merchant.id)) !== version) throw new AppError('vip.levels.stale');
      const { rows: held } = await sql<{ level: number }>`
        select max(level) as level from member_vip where merchant_id = ${ctx.merchant.id}`.execute(tx);
      rule((held[0]?.level ?? 0) < rows.length, 'a level members hold cannot be removed');
      await tx.deleteFrom('vip_levels').where('merchant_id', '=', ctx.merchant.id).execute();
      await tx.insertInto('vip_levels').values(rows).execute();
      if (rebateMode) {
        await tx
          .updateTable('merchants')
          .set({ rebate_mode: rebateMode })
          .where('id', '=', ctx.merchant.id)
          .execute();
      }
      await recordAudit(tx, {
        merchantId: ctx.merchant.id,
        actorType: 'staff',
        actorId: staff.staffId,
        action: 'vip.levels.replace',
        target: 'vip_levels',
        details: { levels: rows.length, ...(rebateMode ? { rebateMode } : {}) },
        ip: ctx.ip,
      });
    });
    return this.list(ctx);
  }
}
