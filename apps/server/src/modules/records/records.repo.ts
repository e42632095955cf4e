import type { GameCategory } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { LOTTERY_VENDOR } from '../lottery/lottery-bets.repo.js';
import {
  lotteryCategory,
  lotteryStake,
  lotteryStatus,
  memberBets,
  takesLottery,
  type Whose,
  whose,
} from './lottery-records.repo.js';
import { roundCategory } from './round-category.js';

/** Rounds (`r`) with their vendor (`v`) and, when the catalog knows the game code, their game (`g`). */
export function roundsWithGames(db: Db) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('game_vendors as v', 'v.code', 'r.vendor_code')
    .leftJoin('games as g', (join) =>
      join.onRef('g.vendor_code', '=', 'r.vendor_code').onRef('g.game_code', '=', 'r.game_code'),
    );
}

/**
 * One member's rounds, or an agent's team's (`team`: the team's path, issue 14), opened within
 * [start, end), optionally of one category or vendor.
 */
export type RoundFilter = Whose & {
  start: Date;
  end: Date;
  category?: GameCategory;
  vendor?: string;
};

/** Served by game_rounds_member_opened (member_id, opened_at desc, id desc), per member of a team too. */
function matching(db: Db, filter: RoundFilter) {
  let query = roundsWithGames(db)
    .where(whose('r.member_id', filter))
    .where('r.merchant_id', '=', filter.merchantId)
    .where('r.opened_at', '>=', filter.start)
    .where('r.opened_at', '<', filter.end);
  if (filter.vendor) query = query.where('r.vendor_code', '=', filter.vendor);
  if (filter.category) query = query.where(roundCategory, '=', filter.category);
  return query;
}

/** The member's lottery bets placed within the days: served by lottery_bets_member_placed (0019). */
function matchingBets(db: Db, filter: RoundFilter) {
  return memberBets(db, filter, filter.category)
    .where('b.placed_at', '>=', filter.start)
    .where('b.placed_at', '<', filter.end);
}

/** Which source a row of the record comes from; its id is unique within its source. */
export type RecordSource = 'ROUND' | 'LOTTERY';
const source = (kind: RecordSource) => sql<RecordSource>`${sql.lit(kind)}::text`.as('source');

const RECORD_COLUMNS = [
  'r.id',
  'r.member_id',
  'r.round_id',
  'r.vendor_code',
  'r.game_code',
  'r.status',
  'r.stake',
  'r.payout',
  'r.opened_at',
  'r.closed_at',
  'g.names',
] as const;

/**
 * The first `upto` rows the filter matches in the record's order, rounds and (when the filter can
 * match them) lottery bets in one UNION ALL. Each branch is ordered and cut on its own, so it reads
 * its own (member_id, time desc, id desc) index and stops after `upto` rows; only those are sorted
 * together. (A branch without its own ORDER BY would be planned unordered: PostgreSQL does not
 * merge the branches of a UNION ALL of joins by an outer ORDER BY.)
 */
function firstRows(db: Db, filter: RoundFilter, upto: number) {
  const rounds = matching(db, filter)
    .select(source('ROUND'))
    .select(RECORD_COLUMNS)
    .select(roundCategory.as('category'))
    .orderBy('r.opened_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(upto);
  const roundRows = db.selectFrom(rounds.as('x')).selectAll('x');
  if (!takesLottery(filter)) return roundRows;
  const bets = matchingBets(db, filter)
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .select(source('LOTTERY'))
    .select([
      'b.id',
      'b.member_id',
      'd.numero as round_id',
      sql<string>`${sql.lit(LOTTERY_VENDOR)}::text`.as('vendor_code'),
      'b.game_code',
      lotteryStatus.as('status'),
      lotteryStake.as('stake'),
      'b.payout',
      'b.placed_at as opened_at',
      'b.settled_at as closed_at',
      'lg.names',
      lotteryCategory.as('category'),
    ])
    .orderBy('b.placed_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(upto);
  return roundRows.unionAll(db.selectFrom(bets.as('y')).selectAll('y'));
}

/** The money of every row the filter matches: settled state, stake and payout. */
function moneyRows(db: Db, filter: RoundFilter) {
  const rounds = matching(db, filter).select(['r.status', 'r.stake', 'r.payout']);
  if (!takesLottery(filter)) return rounds;
  return rounds.unionAll(
    matchingBets(db, filter).select([lotteryStatus.as('status'), lotteryStake.as('stake'), 'b.payout']),
  );
}

/** Round counts and sums, minor units: valid bet and profit count settled (CLOSED) rounds only. */
const TOTALS = [
  sql<number>`count(*)::int`.as('rounds'),
  sql<bigint>`coalesce(sum(r.stake), 0)::bigint`.as('stake'),
  sql<bigint>`coalesce(sum(r.payout), 0)::bigint`.as('payout'),
  sql<bigint>`coalesce(sum(r.stake) filter (where r.status = 'CLOSED'), 0)::bigint`.as('valid_bet'),
  sql<bigint>`coalesce(sum(r.payout - r.stake) filter (where r.status = 'CLOSED'), 0)::bigint`.as('profit'),
] as const;

/** One page of the record, newest first by opening (a bet's placing) time, then id, then source. */
export async function findRecordPage(db: Db, filter: RoundFilter, limit: number, offset: number) {
  return db
    .selectFrom(firstRows(db, filter, offset + limit).as('r'))
    .selectAll('r')
    .orderBy('r.opened_at', 'desc')
    .orderBy('r.id', 'desc')
    .orderBy('r.source')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type RecordRow = Awaited<ReturnType<typeof findRecordPage>>[number];
export type TotalsRow = { rounds: number; stake: bigint; payout: bigint; valid_bet: bigint; profit: bigint };

/** Totals over every row the filter matches (not one page). */
export async function sumRecords(db: Db, filter: RoundFilter): Promise<TotalsRow> {
  return db.selectFrom(moneyRows(db, filter).as('r')).select(TOTALS).executeTakeFirstOrThrow();
}

/** One of the member's rounds by our id; undefined for anyone else's. */
export async function findMemberRound(db: Db, merchantId: number, memberId: number, id: bigint) {
  return roundsWithGames(db)
    .select(source('ROUND'))
    .select(RECORD_COLUMNS)
    .select([roundCategory.as('category'), 'r.member_id'])
    .where('r.id', '=', id)
    .where('r.member_id', '=', memberId)
    .where('r.merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/**
 * The booked calls of a round (tombstones excluded), oldest first, each rollback with the amount of
 * the bet it names (served by provider_transactions_round and the primary key).
 */
export async function findRoundCalls(
  db: Db,
  round: { vendor_code: string; round_id: string; member_id: number },
) {
  return db
    .selectFrom('provider_transactions as t')
    .leftJoin('provider_transactions as b', (join) =>
      join
        .onRef('b.vendor_code', '=', 't.vendor_code')
        .onRef('b.transaction_id', '=', 't.reference_transaction_id')
        .on('t.action', '=', 'rollback')
        .on('b.action', '=', 'bet')
        .on('b.status', '=', 'OK'),
    )
    .select([
      't.action',
      't.transaction_id',
      't.amount',
      't.created_at',
      't.reference_transaction_id',
      'b.amount as bet_amount',
    ])
    .where('t.vendor_code', '=', round.vendor_code)
    .where('t.round_id', '=', round.round_id)
    .where('t.member_id', '=', round.member_id)
    .where('t.status', '=', 'OK')
    .orderBy('t.created_at')
    .orderBy('t.transaction_id')
    .execute();
}

/**
 * Settled rounds closed and settled lottery bets (won or lost) within [start, end), summed by
 * category (profit and loss). Rounds are served by game_rounds_settled (merchant_id, member_id,
 * closed_at) where status = 'CLOSED'; bets by lottery_bets_member_placed, up to `end` (a bet is
 * placed before it is settled): no index holds a bet's settling time, so settlement stays a HOT
 * update (migration 0014).
 */
export async function sumSettledByCategory(
  db: Db,
  filter: { merchantId: number; memberId: number; start: Date; end: Date },
) {
  const rounds = roundsWithGames(db)
    .select([roundCategory.as('category'), 'r.status', 'r.stake', 'r.payout'])
    .where('r.merchant_id', '=', filter.merchantId)
    .where('r.member_id', '=', filter.memberId)
    // A literal, not a parameter: a generic plan of the prepared statement still uses the index.
    .where(sql<boolean>`r.status = 'CLOSED'`)
    .where('r.closed_at', '>=', filter.start)
    .where('r.closed_at', '<', filter.end);
  const bets = memberBets(db, filter)
    .select([lotteryCategory.as('category'), lotteryStatus.as('status'), 'b.stake', 'b.payout'])
    .where(sql<boolean>`b.status in ('WON', 'LOST')`)
    .where('b.placed_at', '<', filter.end)
    .where('b.settled_at', '>=', filter.start)
    .where('b.settled_at', '<', filter.end);
  return db
    .selectFrom(rounds.unionAll(bets).as('r'))
    .select('r.category')
    .select(TOTALS)
    .groupBy('r.category')
    .execute();
}
