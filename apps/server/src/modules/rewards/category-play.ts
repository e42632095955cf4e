import { sql } from 'kysely';

/**
 * Settled play per member, brand day and category (`member_category_play`, decision 0040), added by
 * the play roll-up's pass: a CTE of its statement after `moves`, as the wagering's is. Rebates are
 * read from it (each category's valid bet of a day), so settling a day reads one row per member and
 * category, not their bets. A correction's negative move takes its stake back here too. The same
 * CTEs add each member's valid bet to their VIP standing (`member_vip`), which the VIP review reads.
 */
export const categoryMoves = sql`category_up as (
    insert into member_category_play as c (member_id, day, category, merchant_id, stake, payout, bets)
    select mv.member_id, (mv.at at time zone b.time_zone)::date, mv.category, mv.merchant_id,
      sum(mv.stake), sum(mv.payout), sum(mv.bets)
    from moves mv join merchants b on b.id = mv.merchant_id
    group by 1, 2, 3, 4
    on conflict (member_id, day, category) do update
      set stake = c.stake + excluded.stake, payout = c.payout + excluded.payout, bets = c.bets + excluded.bets
  ), vip_bet_up as (
    insert into member_vip as v (member_id, merchant_id, valid_bet, reached_at)
    select mv.member_id, mv.merchant_id, sum(mv.stake), now() from moves mv group by 1, 2
    on conflict (member_id) do update set valid_bet = v.valid_bet + excluded.valid_bet
  )`;
