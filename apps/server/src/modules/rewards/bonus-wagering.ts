import { sql } from 'kysely';

/**
 * The wagering of bonuses, moved by the play roll-up's pass (decision 0039): a CTE of that pass's
 * statement, after its `moves` (settled bets, each with its category and whether it is counted for
 * the first time). Each wagering bonus of the bet's member that was issued before the bet settled
 * gains the bet's stake at its category's percent (`weights`; none given: every category in full),
 * rounded down per bet, up to what it requires. A bet counts once: a lottery bet re-folded by a
 * correction is not fresh, and a stake taken back (a negative move) takes no progress back.
 */
export const wageringMoves = sql`wagering_up as (
    update bonuses b set progress = least(b.required, b.progress + w.gain)
    from (
      select b.id, sum(mv.stake * ${countedPercent('b.weights', 'mv.category')} / 100) as gain
      from moves mv
      join bonuses b on b.member_id = mv.member_id and b.state = 'WAGERING' and b.issued_at <= mv.at
      where mv.fresh and mv.stake > 0
      group by b.id
    ) w
    where b.id = w.id and w.gain > 0 and b.state = 'WAGERING'
  )`;

/** The percent of a category's valid bet that counts under `weights` (empty: 100 for every one). */
function countedPercent(weights: string, category: string) {
  return sql.raw(
    `(case when ${weights} = '{}'::jsonb then 100 else coalesce((${weights} ->> ${category})::int, 0) end)`,
  );
}
