import type { GameCategory } from '@tessera/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { memberOfTeam } from '../../db/team-path.js';
import { LOTTERY_VENDOR } from '../lottery/lottery-bets.repo.js';

/**
 * Our own lottery's bets as rows of the betting record and the profit and loss, beside vendors'
 * rounds (records.repo.ts). One bet is one row: its draw's number stands for the round, its game's
 * kind gives the category (our fast draws ELOTT, official and Vietnamese draws LOTT), and it shows
 * under the lottery's vendor code. For a query with the bet as `b` and its game as `lg`.
 */

/** The record's categories a lottery bet can have. */
export const LOTTERY_CATEGORIES: ReadonlySet<GameCategory> = new Set(['LOTT', 'ELOTT']);

/** Ids of lottery bets in the record: the bet's id behind this prefix (rounds' ids are bare). */
export const LOTTERY_ID_PREFIX = 'L';

export const lotteryCategory: RawBuilder<GameCategory> = sql<GameCategory>`(case
  when lg.kind = 'FAST' then 'ELOTT' else 'LOTT' end)`;

/** A bet's state as a round's: open; won or lost is closed; refunded or cancelled is void. */
export const lotteryStatus = sql<'OPEN' | 'CLOSED' | 'VOID'>`(case b.status
  when 'OPEN' then 'OPEN' when 'WON' then 'CLOSED' when 'LOST' then 'CLOSED' else 'VOID' end)`;

/** What stays at stake: a void bet's stake was given back (as a vendor's void round shows 0). */
export const lotteryStake = sql<bigint>`(case when b.status in ('REFUNDED', 'CANCELLED')
  then 0::bigint else b.stake end)`;

/** The member's bets with their game, of one category when asked (LOTT or ELOTT only). */
/** Whose bets: one member's, or every member's of an agent's team (the team's path). */
export type Whose = { merchantId: number } & (
  | { memberId: number; team?: never }
  | { team: string; memberId?: never }
);

/** The rows of `column` (a member id) that are the member's or the team's. */
export function whose(column: string, who: Whose) {
  return who.team !== undefined
    ? memberOfTeam(column, who.merchantId, who.team)
    : sql<boolean>`${sql.ref(column)} = ${who.memberId}`;
}

export function memberBets(db: Db, who: Whose, category?: GameCategory) {
  let query = db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_games as lg', 'lg.code', 'b.game_code')
    .where(whose('b.member_id', who))
    .where('b.merchant_id', '=', who.merchantId);
  if (category === 'ELOTT') query = query.where('lg.kind', '=', 'FAST');
  if (category === 'LOTT') query = query.where('lg.kind', '<>', 'FAST');
  return query;
}

/** Whether a record filter can match lottery bets at all. */
export const takesLottery = (filter: { category?: GameCategory; vendor?: string }) =>
  (!filter.vendor || filter.vendor === LOTTERY_VENDOR) &&
  (!filter.category || LOTTERY_CATEGORIES.has(filter.category));

/** One of the member's bets by id, as a record row, with its ledger times; undefined for anyone else's. */
export async function findMemberBet(db: Db, who: { merchantId: number; memberId: number }, id: bigint) {
  return memberBets(db, who)
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .select([
      'b.id',
      'b.status as bet_status',
      'b.stake as placed_stake',
      'b.payout',
      'b.placed_at',
      'b.settled_at',
      'd.numero',
      'b.game_code',
      'lg.names',
      lotteryStatus.as('status'),
      lotteryStake.as('stake'),
      lotteryCategory.as('category'),
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}
