import { POINTS_CURRENCY } from '@tessera/contracts';
import { sql } from 'kysely';
import type { RewardBook } from '../rewards/period-settlement.js';
import { type RaisedReward, raisedOwed, windowOf } from '../rewards/raised-accruals.js';

/** The points book of the ledger (decision 0042): whole points, its own currency. */
export const POINTS_BOOK: RewardBook = {
  currency: POINTS_CURRENCY,
  house: 'POINTS_ISSUER',
  member: 'POINTS',
};

/**
 * Points earned by play (decision 0042): each real member's valid bet of a brand day in each
 * category at the brand's rate for it (basis points of a point per unit of the currency), rounded
 * down to a whole point per (member, day, category). Paid as bets settle by the real-time pass of
 * every brand that has points rules, and what it left of a day once the day is over (the period
 * settlement), from `POINTS_ISSUER` to the member's `POINTS`, raised as the rebates are
 * (raised-accruals.ts): a row of `point_accruals` holds what its play has earned so far.
 */
export const POINTS: RaisedReward = {
  kind: 'POINTS',
  days: 1,
  book: POINTS_BOOK,
  table: 'point_accruals',
  payouts: (window) => raisedOwed(POINTS, window),
  owed: (window) => sql`
    select p.member_id, p.day, p.category, p.merchant_id, p.stake, coalesce(v.level, 0) as level, r.rate,
      p.stake * r.rate / r.unit as amount
    from member_category_play p
    join members m on m.id = p.member_id and not m.is_trial
    join merchants b on b.id = p.merchant_id
    join points_settings s on s.merchant_id = p.merchant_id
    left join member_vip v on v.member_id = p.member_id
    cross join lateral (
      select coalesce((s.earn_bp ->> p.category)::int, 0) as rate,
        (10000 * 10 ^ b.currency_scale)::bigint as unit
    ) r
    where ${windowOf(window)} and p.stake * r.rate / r.unit > 0`,
  realtimeBrands: (db) =>
    db
      .selectFrom('merchants')
      .innerJoin('points_settings', 'points_settings.merchant_id', 'merchants.id')
      .select(['merchants.id', 'merchants.time_zone', 'merchants.currency'])
      .execute(),
};
