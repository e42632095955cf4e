import type { GameCategory } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
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

/** One member's rounds opened within [start, end), optionally of one category or vendor. */
export interface RoundFilter {
  merchantId: number;
  memberId: number;
  start: Date;
  end: Date;
  category?: GameCategory;
  vendor?: string;
}

/** Served by game_rounds_member_opened (member_id, opened_at desc, id desc). */
function matching(db: Db, filter: RoundFilter) {
  let query = roundsWithGames(db)
    .where('r.member_id', '=', filter.memberId)
    .where('r.merchant_id', '=', filter.merchantId)
    .where('r.opened_at', '>=', filter.start)
    .where('r.opened_at', '<', filter.end);
  if (filter.vendor) query = query.where('r.vendor_code', '=', filter.vendor);
  if (filter.category) query = query.where(roundCategory, '=', filter.category);
  return query;
}

const RECORD_COLUMNS = [
  'r.id',
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

/** Round counts and sums, minor units: valid bet and profit count settled (CLOSED) rounds only. */
const TOTALS = [
  sql<number>`count(*)::int`.as('rounds'),
  sql<bigint>`coalesce(sum(r.stake), 0)::bigint`.as('stake'),
  sql<bigint>`coalesce(sum(r.payout), 0)::bigint`.as('payout'),
  sql<bigint>`coalesce(sum(r.stake) filter (where r.status = 'CLOSED'), 0)::bigint`.as('valid_bet'),
  sql<bigint>`coalesce(sum(r.payout - r.stake) filter (where r.status = 'CLOSED'), 0)::bigint`.as('profit'),
] as const;

export async function findRecordPage(db: Db, filter: RoundFilter, limit: number, offset: number) {
  return matching(db, filter)
    .select(RECORD_COLUMNS)
    .select(roundCategory.as('category'))
    .orderBy('r.opened_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type RecordRow = Awaited<ReturnType<typeof findRecordPage>>[number];
export type TotalsRow = { rounds: number; stake: bigint; payout: bigint; valid_bet: bigint; profit: bigint };

/** Totals over every round the filter matches (not one page). */
export async function sumRecords(db: Db, filter: RoundFilter): Promise<TotalsRow> {
  return matching(db, filter).select(TOTALS).executeTakeFirstOrThrow();
}

/** One of the member's rounds by our id; undefined for anyone else's. */
export async function findMemberRound(db: Db, merchantId: number, memberId: number, id: bigint) {
  return roundsWithGames(db)
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
 * Settled rounds closed within [start, end) summed by category (profit and loss). Served by
 * game_rounds_settled (merchant_id, member_id, closed_at) where status = 'CLOSED'.
 */
export async function sumSettledByCategory(
  db: Db,
  filter: { merchantId: number; memberId: number; start: Date; end: Date },
) {
  return (
    roundsWithGames(db)
      .select(roundCategory.as('category'))
      .select(TOTALS)
      .where('r.merchant_id', '=', filter.merchantId)
      .where('r.member_id', '=', filter.memberId)
      // A literal, not a parameter: a generic plan of the prepared statement still uses the index.
      .where(sql<boolean>`r.status = 'CLOSED'`)
      .where('r.closed_at', '>=', filter.start)
      .where('r.closed_at', '<', filter.end)
      .groupBy(roundCategory)
      .execute()
  );
}
