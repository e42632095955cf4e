import { type GameCategory, toMajor, type VipLevel, type VipStanding } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Texts } from '../../db/schema-rewards.js';
import { localDate } from '../../lib/brand-days.js';
import { transferId } from '../../lib/transfer-ids.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import type { Merchant } from '../site/merchant.js';
import { monthOf } from './promotion-rules.js';

/** A level as stored (minor units). */
export interface LevelRow {
  level: number;
  name: Texts;
  minValidBet: bigint;
  minDeposits: bigint;
  upgradeBonus: bigint;
  rebates: Partial<Record<string, number>>;
  cashbackBp: number;
  cashbackCap: bigint | null;
  /** Valid bet per brand month that keeps the level; 0: kept for good. */
  keepValidBet: bigint;
}

export const VIP_BONUS_KIND = 'VIP_BONUS';

export async function findLevels(db: Executor, merchantId: number): Promise<LevelRow[]> {
  const rows = await db
    .selectFrom('vip_levels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('level')
    .execute();
  return rows.map((row) => ({
    level: row.level,
    name: row.name,
    minValidBet: row.min_valid_bet,
    minDeposits: row.min_deposits,
    upgradeBonus: row.upgrade_bonus,
    rebates: row.rebate_bp,
    cashbackBp: row.cashback_bp,
    cashbackCap: row.cashback_cap,
    keepValidBet: row.keep_valid_bet,
  }));
}

/**
 * The member's level row: level 0's for a member with no standing yet or for nobody (`null`), an
 * empty one for a brand without levels.
 */
export async function levelOf(db: Executor, merchantId: number, memberId: number | null): Promise<LevelRow> {
  const levels = await findLevels(db, merchantId);
  const standing =
    memberId === null
      ? undefined
      : await db
          .selectFrom('member_vip')
          .select('level')
          .where('member_id', '=', memberId)
          .executeTakeFirst();
  return (
    levels.find((l) => l.level === (standing?.level ?? 0)) ??
    levels[0] ?? {
      level: 0,
      name: {},
      minValidBet: 0n,
      minDeposits: 0n,
      upgradeBonus: 0n,
      rebates: {},
      cashbackBp: 0,
      cashbackCap: null,
      keepValidBet: 0n,
    }
  );
}

/**
 * VIP standing (decisions 0040, 0041): members rise by cumulative valid bet (added by the play
 * roll-up's pass) and approved deposits (added in the deposit's transaction). Reaching a level is
 * checked where either grows (`review`); each level's upgrade bonus is paid once per member (its
 * row in `vip_upgrades`), from `PROMOTIONS` to `MAIN`. A level with a keep amount is held by that
 * much valid bet a month (vip-keep.ts); a level lost that way is regained by betting its keep
 * amount within a month, not by the cumulative figures that reached it the first time.
 */
export class VipLevels {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  async levels(merchant: Merchant, language: string): Promise<VipLevel[]> {
    return (await findLevels(this.db, merchant.id)).map((row) => toLevel(row, merchant, language));
  }

  async standing(merchant: Merchant, language: string, memberId: number): Promise<VipStanding> {
    const levels = await findLevels(this.db, merchant.id);
    const row = await this.db
      .selectFrom('member_vip')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const level = row?.level ?? 0;
    const validBet = row?.valid_bet ?? 0n;
    const deposits = row?.deposits ?? 0n;
    const current = levels.find((l) => l.level === level);
    const next = levels.find((l) => l.level > level);
    const scale = merchant.currencyScale;
    const left = (need: bigint, have: bigint) => toMajor(need > have ? need - have : 0n, scale);
    const name = (row: LevelRow | undefined) =>
      row ? pickText(row.name, textOrder(merchant, language)) : '';
    // A lower level than one held before is regained by its keep amount within a month.
    const regain = next && next.level <= (row?.peak_level ?? 0) ? next.keepValidBet : null;
    const thisMonth =
      (current && current.keepValidBet > 0n) || regain !== null
        ? await monthValidBet(this.db, memberId, monthOf(localDate(this.clock.now(), merchant.timeZone)))
        : 0n;
    const dropped = row?.dropped_from != null && row.dropped_at ? row : null;
    return {
      hasVip: level > 0,
      vipRankLevel: level,
      vipLabelName: name(current),
      validBet: toMajor(validBet, scale),
      deposits: toMajor(deposits, scale),
      next: next
        ? {
            level: next.level,
            name: pickText(next.name, textOrder(merchant, language)),
            validBetLeft: left(next.minValidBet, validBet),
            depositsLeft: left(next.minDeposits, deposits),
            regainLeft: regain === null ? null : left(regain, thisMonth),
          }
        : null,
      keep:
        current && current.keepValidBet > 0n
          ? {
              validBet: toMajor(current.keepValidBet, scale),
              thisMonth: toMajor(thisMonth, scale),
              left: left(current.keepValidBet, thisMonth),
            }
          : null,
      dropped: dropped && {
        from: dropped.dropped_from!,
        fromName: name(levels.find((l) => l.level === dropped.dropped_from)),
        at: dropped.dropped_at!.toISOString(),
      },
    };
  }

  /**
   * The job's pass: members whose cumulative figures reach a level never held rise to it, and
   * members who fell (below their peak) regain a level whose keep amount this month's bets reach.
   */
  async reviewAll(): Promise<number> {
    const now = this.clock.now();
    const { rows } = await sql<{ member_id: number }>`
      select v.member_id from member_vip v join members m on m.id = v.member_id and not m.is_trial
      join merchants b on b.id = v.merchant_id
      where exists (select 1 from vip_levels l where l.merchant_id = v.merchant_id and l.level > v.level
        and v.valid_bet >= l.min_valid_bet and v.deposits >= l.min_deposits
        and (l.level > v.peak_level or l.keep_valid_bet <= (select coalesce(sum(p.stake), 0)
          from member_category_play p where p.member_id = v.member_id
            and p.day >= date_trunc('month', ${now}::timestamptz at time zone b.time_zone)::date)))
      limit 500`.execute(this.db);
    let risen = 0;
    for (const { member_id } of rows) {
      if (await this.ledger.transaction((book) => this.review(book, member_id))) risen += 1;
    }
    return risen;
  }

  /** In the caller's transaction: add a deposit to the member's standing, then review it. */
  async deposited(book: Book, merchantId: number, memberId: number, amount: bigint): Promise<void> {
    await sql`insert into member_vip as v (member_id, merchant_id, deposits, reached_at)
      values (${memberId}, ${merchantId}, ${amount}, ${this.clock.now()})
      on conflict (member_id) do update set deposits = v.deposits + excluded.deposits`.execute(book.tx);
    await this.review(book, memberId);
  }

  /**
   * Raises the member to the highest level their figures reach, paying each newly reached level's
   * bonus once. Answers whether they rose.
   */
  async review(book: Book, memberId: number): Promise<boolean> {
    const { rows } = await sql<{
      merchant_id: number;
      level: number;
      peak_level: number;
      valid_bet: string;
      deposits: string;
      currency: string;
      time_zone: string;
    }>`
      select v.merchant_id, v.level, v.peak_level, v.valid_bet::text, v.deposits::text, b.currency, b.time_zone
      from member_vip v join merchants b on b.id = v.merchant_id
      where v.member_id = ${memberId} for update of v`.execute(book.tx);
    const standing = rows[0];
    if (!standing) return false;
    const now = this.clock.now();
    const [validBet, deposits] = [BigInt(standing.valid_bet), BigInt(standing.deposits)];
    // A level held before and lost is regained by its keep amount within this month.
    const thisMonth =
      standing.level < standing.peak_level
        ? await monthValidBet(book.tx, memberId, monthOf(localDate(now, standing.time_zone)))
        : 0n;
    const reached = (await findLevels(book.tx, standing.merchant_id)).filter(
      (l) =>
        l.level > standing.level &&
        validBet >= l.minValidBet &&
        deposits >= l.minDeposits &&
        (l.level > standing.peak_level || thisMonth >= l.keepValidBet),
    );
    if (reached.length === 0) return false;
    const top = reached.at(-1)!;
    await sql`update member_vip set level = ${top.level}, peak_level = greatest(peak_level, ${top.level}),
      reached_at = ${now}, dropped_from = null, dropped_at = null
      where member_id = ${memberId}`.execute(book.tx);
    for (const level of reached) {
      const { rows: first } =
        await sql`insert into vip_upgrades (member_id, level, merchant_id, amount, reached_at)
        values (${memberId}, ${level.level}, ${standing.merchant_id}, ${level.upgradeBonus}, ${now})
        on conflict do nothing returning level`.execute(book.tx);
      if (first.length === 0 || level.upgradeBonus === 0n) continue;
      await book.post({
        merchantId: standing.merchant_id,
        currency: standing.currency,
        legs: [
          {
            id: transferId(`${memberId}:${level.level}`, 'vip-upgrade'),
            debit: { house: 'PROMOTIONS' },
            credit: { member: memberId, kind: 'MAIN' },
            amount: level.upgradeBonus,
            kind: VIP_BONUS_KIND,
            refType: 'vip_upgrade',
            refId: `${memberId}:${level.level}`,
          },
        ],
      });
    }
    return true;
  }
}

/** A member's valid bet (folded stake) from a brand day on. */
export async function monthValidBet(db: Executor, memberId: number, from: string): Promise<bigint> {
  const { rows } = await sql<{ stake: string }>`
    select coalesce(sum(stake), 0)::text as stake from member_category_play
    where member_id = ${memberId} and day >= ${from}::date`.execute(db);
  return BigInt(rows[0]?.stake ?? '0');
}

export function toLevel(row: LevelRow, merchant: Merchant, language: string): VipLevel {
  const scale = merchant.currencyScale;
  return {
    level: row.level,
    name: pickText(row.name, textOrder(merchant, language)),
    minValidBet: toMajor(row.minValidBet, scale),
    minDeposits: toMajor(row.minDeposits, scale),
    upgradeBonus: toMajor(row.upgradeBonus, scale),
    rebates: Object.entries(row.rebates)
      .filter(([, rate]) => (rate ?? 0) > 0)
      .map(([category, rate]) => ({ category: category as GameCategory, rateBp: rate ?? 0 })),
    cashbackBp: row.cashbackBp,
    cashbackCap: row.cashbackCap === null ? null : toMajor(row.cashbackCap, scale),
    keepValidBet: toMajor(row.keepValidBet, scale),
  };
}
