import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { localDate, startOfDay } from '../../lib/brand-days.js';
import { playFolded } from './period-settlement.js';
import { monthOf } from './promotion-rules.js';

/** The first day of the brand month before the one `day` falls in. */
export function monthBefore(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/**
 * The VIP keep rule (decision 0041): once a brand month is over and its play folded, each member
 * whose level asks a monthly valid bet they did not make falls to the highest lower level whose
 * keep amount they did make (level 0 at worst). A level reached during that month is kept. One
 * statement per brand and month, claimed by its row in `reward_settlements` (kind `VIP_KEEP`) in
 * the same transaction, so several nodes may run it and each month is judged once. Only the last
 * month over is judged: a month the job missed entirely is not judged late.
 */
export class VipKeep {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Judges every brand's last month once it is folded. Answers the members who fell. */
  async reviewDue(): Promise<number> {
    const now = this.clock.now();
    const brands = await this.db.selectFrom('merchants').select(['id', 'time_zone']).execute();
    let fallen = 0;
    for (const brand of brands) {
      const current = monthOf(localDate(now, brand.time_zone));
      const start = monthBefore(current);
      const end = startOfDay(current, brand.time_zone);
      if (!(await playFolded(this.db, brand.id, end))) continue;
      fallen += await this.judge(brand.id, start, current, startOfDay(start, brand.time_zone));
    }
    return fallen;
  }

  private judge(merchantId: number, start: string, end: string, startsAt: Date): Promise<number> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (tx) => {
      const { rows: claimed } = await sql`
        insert into reward_settlements (merchant_id, kind, period_start, done, settled_at)
        values (${merchantId}, 'VIP_KEEP', ${start}::date, true, ${now})
        on conflict do nothing returning period_start`.execute(tx);
      if (claimed.length === 0) return 0;
      const { rows } = await sql`
        with month as (
          select member_id, sum(stake) as bet from member_category_play
          where merchant_id = ${merchantId} and day >= ${start}::date and day < ${end}::date
          group by member_id
        ), fall as (
          select v.member_id, v.level as from_level, coalesce((
            select max(l.level) from vip_levels l where l.merchant_id = v.merchant_id
              and l.level < v.level and l.keep_valid_bet <= coalesce(mo.bet, 0)), 0) as to_level
          from member_vip v
          join vip_levels kept on kept.merchant_id = v.merchant_id and kept.level = v.level
          left join month mo on mo.member_id = v.member_id
          where v.merchant_id = ${merchantId} and v.level > 0 and v.reached_at < ${startsAt}
            and kept.keep_valid_bet > coalesce(mo.bet, 0)
        )
        update member_vip v set level = f.to_level, dropped_from = f.from_level, dropped_at = ${now}
        from fall f where v.member_id = f.member_id
        returning v.member_id`.execute(tx);
      return rows.length;
    });
  }
}
