import { type GameCategory, toMajor, type VipLevel, type VipStanding } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Texts } from '../../db/schema-rewards.js';
import { transferId } from '../../lib/transfer-ids.js';
import { pickText } from '../announcements/announcement-views.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import type { Merchant } from '../site/merchant.js';
import { textOrder } from './promotion-view.js';

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
    }
  );
}

/**
 * VIP standing (decision 0040): members rise by cumulative valid bet (added by the play roll-up's
 * pass) and approved deposits (added in the deposit's transaction). Reaching a level is checked
 * where either grows (`review`); each level's upgrade bonus is paid once per member (its row in
 * `vip_upgrades`), from `PROMOTIONS` to `MAIN`. Levels are kept once reached.
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
    return {
      hasVip: level > 0,
      vipRankLevel: level,
      vipLabelName: current ? pickText(current.name, textOrder(merchant, language)) : '',
      validBet: toMajor(validBet, scale),
      deposits: toMajor(deposits, scale),
      next: next
        ? {
            level: next.level,
            name: pickText(next.name, textOrder(merchant, language)),
            validBetLeft: left(next.minValidBet, validBet),
            depositsLeft: left(next.minDeposits, deposits),
          }
        : null,
    };
  }

  /** The job's pass: members whose cumulative figures reach a higher level rise to it. */
  async reviewAll(): Promise<number> {
    const { rows } = await sql<{ member_id: number }>`
      select v.member_id from member_vip v join members m on m.id = v.member_id and not m.is_trial
      where exists (select 1 from vip_levels l where l.merchant_id = v.merchant_id and l.level > v.level
        and v.valid_bet >= l.min_valid_bet and v.deposits >= l.min_deposits)
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
      valid_bet: string;
      deposits: string;
      currency: string;
    }>`
      select v.merchant_id, v.level, v.valid_bet::text, v.deposits::text, b.currency
      from member_vip v join merchants b on b.id = v.merchant_id
      where v.member_id = ${memberId} for update of v`.execute(book.tx);
    const standing = rows[0];
    if (!standing) return false;
    const [validBet, deposits] = [BigInt(standing.valid_bet), BigInt(standing.deposits)];
    const reached = (await findLevels(book.tx, standing.merchant_id)).filter(
      (l) => l.level > standing.level && validBet >= l.minValidBet && deposits >= l.minDeposits,
    );
    if (reached.length === 0) return false;
    const now = this.clock.now();
    const top = reached.at(-1)!;
    await sql`update member_vip set level = ${top.level}, reached_at = ${now} where member_id = ${memberId}`.execute(
      book.tx,
    );
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
  };
}
