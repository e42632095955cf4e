import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { startOfDay } from '../../lib/brand-days.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Bonuses } from './bonuses.js';
import { playFolded } from './period-settlement.js';
import { nextPeriod, PERIOD_TYPES, periodRewardFor, periodStart } from './promotion-rules.js';
import type { PromotionRow } from './promotions.repo.js';

/** Rewards claimed by the job per pass, each in its own transaction. */
const CLAIM_BATCH = 200;

/**
 * Rebate and cash back promotions (decision 0041): a percent of each period's valid bet (in the
 * promotion's categories) or of its net loss, rounded down, within the cap, for the members the
 * rule admits (VIP levels, new members, joined where joining is needed). Once a period is over
 * and its play folded, one statement writes every member's reward as an entry waiting in `CLAIM`
 * (the entry's unique key: once per member and period) and moves the promotion's `settled_until`
 * in the same transaction, so several nodes may run it and each period is settled once. A
 * promotion that gives by itself has its entries claimed by the same job, through the same guarded
 * move as the member's own claim, so a claim racing the job gives once.
 */
export class PeriodPromotions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly bonuses: Bonuses,
  ) {}

  /** Settles every period that is due, then claims what gives by itself. Answers rewards written. */
  async run(): Promise<number> {
    return (await this.settleDue()) + (await this.claimAuto());
  }

  async settleDue(): Promise<number> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('promotions')
      .innerJoin('merchants', 'merchants.id', 'promotions.merchant_id')
      .selectAll('promotions')
      .select(['merchants.time_zone', 'merchants.currency'])
      .where('promotions.type', 'in', PERIOD_TYPES)
      .where('promotions.status', '!=', 'DRAFT')
      .where('promotions.starts_at', '<=', now)
      .execute();
    let written = 0;
    for (const { time_zone, currency, ...promotion } of rows) {
      if (promotion.frequency === 'ONCE') continue;
      const current = periodStart(promotion.frequency, now, time_zone);
      const last = promotion.ends_at ? periodStart(promotion.frequency, promotion.ends_at, time_zone) : null;
      let mark = promotion.settled_until;
      let start = mark ?? periodStart(promotion.frequency, promotion.starts_at, time_zone);
      while (start < current && (last === null || start <= last)) {
        const end = nextPeriod(promotion.frequency, start);
        if (!(await playFolded(this.db, promotion.merchant_id, startOfDay(end, time_zone)))) break;
        const settled = await this.settle(promotion, mark, currency, start, end);
        if (settled === null) break;
        written += settled;
        [mark, start] = [end, end];
      }
    }
    return written;
  }

  /**
   * One period of one promotion, claimed by moving `settled_until` on from `mark` (what this pass
   * read); null when another node settled it first.
   */
  private settle(promotion: PromotionRow, mark: string | null, currency: string, start: string, end: string) {
    const now = this.clock.now();
    return this.db.transaction().execute(async (tx) => {
      const { rows: claimed } = await sql`update promotions set settled_until = ${end}::date
        where id = ${promotion.id} and settled_until is not distinct from ${mark}::date
        returning id`.execute(tx);
      if (claimed.length === 0) return null;
      const { rows } = await sql`
        with basis as (${basisOf(promotion, start, end, now)}),
        reward as (
          select member_id, basis, least(basis * ${promotion.reward_bp} / 10000,
            coalesce(${promotion.reward_cap}::bigint, basis * ${promotion.reward_bp} / 10000)) as amount
          from basis where basis > 0
        )
        insert into promotion_entries as e (merchant_id, promotion_id, member_id, period_start, state,
          joined_at, amount, currency, basis_amount)
        select ${promotion.merchant_id}, ${promotion.id}, member_id, ${start}, 'CLAIM', ${now},
          amount, ${currency}, basis
        from reward where amount > 0
        on conflict (promotion_id, member_id, period_start) do update
          set state = 'CLAIM', amount = excluded.amount, currency = excluded.currency,
            basis_amount = excluded.basis_amount, note = null, note_params = null
          where e.state = 'JOINED'
        returning e.id`.execute(tx);
      return rows.length;
    });
  }

  /** Entries of promotions that give by themselves, claimed for their members. */
  async claimAuto(): Promise<number> {
    const waiting = await this.db
      .selectFrom('promotion_entries as e')
      .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
      .innerJoin('merchants as b', 'b.id', 'p.merchant_id')
      .select(['e.id', 'e.promotion_id', 'b.currency'])
      .where('e.state', '=', 'CLAIM')
      .where('p.claim_mode', '=', 'AUTO')
      .where('p.type', 'in', PERIOD_TYPES)
      .orderBy('e.id')
      .limit(CLAIM_BATCH)
      .execute();
    if (waiting.length === 0) return 0;
    // Each promotion read once for the batch, not once per entry.
    const rows = await this.db
      .selectFrom('promotions')
      .selectAll()
      .where('id', 'in', [...new Set(waiting.map((entry) => entry.promotion_id))])
      .execute();
    const promotions = new Map(rows.map((row) => [row.id, row]));
    let given = 0;
    for (const entry of waiting) {
      const promotion = promotions.get(entry.promotion_id)!;
      const done = await this.ledger.transaction((book) =>
        this.bonuses.claimEntry(book, promotion, entry.id, entry.currency),
      );
      if (done) given += 1;
    }
    return given;
  }
}

/**
 * A member's current period of a rebate or cash back so far: its basis and what it would pay
 * (within the cap); null when the rule does not admit them (not joined, another level).
 */
export async function accrualOf(
  db: Db,
  promotion: PromotionRow,
  memberId: number,
  timeZone: string,
  now: Date,
): Promise<{ periodStart: string; basis: bigint; amount: bigint } | null> {
  if (promotion.frequency === 'ONCE') return null;
  const start = periodStart(promotion.frequency, now, timeZone);
  const end = nextPeriod(promotion.frequency, start);
  const { rows } = await sql<{ basis: string }>`
    select basis::text from (${basisOf(promotion, start, end, now, memberId)}) b`.execute(db);
  if (!rows[0]) return null;
  // A week that won so far has no net loss to speak of.
  const basis = BigInt(rows[0].basis) > 0n ? BigInt(rows[0].basis) : 0n;
  return { periodStart: start, basis, amount: periodRewardFor(promotion, basis) };
}

/**
 * Each admitted member's basis for the period (minor units): valid bet in the promotion's
 * categories (rebate) or net loss over them (cash back), from the folded play; one member's only
 * when `memberId` is given.
 */
function basisOf(
  promotion: PromotionRow,
  start: string,
  end: string,
  now: Date,
  memberId?: number,
): RawBuilder<unknown> {
  const amount = promotion.type === 'REBATE' ? sql`sum(p.stake)` : sql`sum(p.stake - p.payout)`;
  const categories = promotion.categories;
  return sql`
    select p.member_id, ${amount} as basis
    from member_category_play p
    join members m on m.id = p.member_id and not m.is_trial
    left join member_vip v on v.member_id = p.member_id
    where p.merchant_id = ${promotion.merchant_id} and p.day >= ${start}::date and p.day < ${end}::date
      and ${memberId === undefined ? sql`true` : sql`p.member_id = ${memberId}`}
      and ${categories ? sql`p.category = any(${categories}::text[])` : sql`true`}
      and ${promotion.vip_levels ? sql`coalesce(v.level, 0) = any(${promotion.vip_levels}::int[])` : sql`true`}
      and ${
        promotion.new_member_days === null
          ? sql`true`
          : sql`m.created_at > ${new Date(now.getTime() - promotion.new_member_days * 86_400_000)}`
      }
      and ${
        promotion.join_required
          ? sql`exists (select 1 from promotion_entries j where j.promotion_id = ${promotion.id}
              and j.member_id = p.member_id and j.period_start = ${start} and j.state = 'JOINED')`
          : sql`true`
      }
    group by p.member_id`;
}
