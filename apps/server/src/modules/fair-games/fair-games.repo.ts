import type { FairGame } from '@tessera/contracts';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { FairRoundTable, FairSeedPairTable } from '../../db/schema.js';
import type { Executor } from '../ledger/ledger.repo.js';

export type SeedPairRow = Selectable<FairSeedPairTable>;
export type FairRoundRow = Selectable<FairRoundTable>;

// Seed pairs

const activePair = (executor: Executor, memberId: number) =>
  executor
    .selectFrom('fair_seed_pairs')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'ACTIVE');

export async function findActivePair(executor: Executor, memberId: number): Promise<SeedPairRow | undefined> {
  return activePair(executor, memberId).executeTakeFirst();
}

/**
 * The member's active pair, locked for this transaction. A pair a concurrent rotation retired while
 * this waited is no longer ACTIVE and is skipped (undefined: look again).
 */
export async function lockActivePair(executor: Executor, memberId: number): Promise<SeedPairRow | undefined> {
  return activePair(executor, memberId).forUpdate().executeTakeFirst();
}

/** Opens a pair unless the member already has an active one (then undefined). */
export async function insertPair(
  executor: Executor,
  values: Insertable<FairSeedPairTable>,
): Promise<SeedPairRow | undefined> {
  // The partial index's predicate as a literal: a bound parameter cannot infer it once the text
  // runs as a named prepared statement (decision 0010).
  return executor
    .insertInto('fair_seed_pairs')
    .values(values)
    .onConflict((conflict) => conflict.column('member_id').where(sql<boolean>`status = 'ACTIVE'`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function revealPair(executor: Executor, id: bigint, now: Date): Promise<void> {
  await executor
    .updateTable('fair_seed_pairs')
    .set({ status: 'REVEALED', revealed_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setNextNonce(executor: Executor, id: bigint, nextNonce: number): Promise<void> {
  await executor.updateTable('fair_seed_pairs').set({ next_nonce: nextNonce }).where('id', '=', id).execute();
}

export async function latestRevealedPair(
  executor: Executor,
  memberId: number,
): Promise<SeedPairRow | undefined> {
  return executor
    .selectFrom('fair_seed_pairs')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'REVEALED')
    .orderBy('revealed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// Rounds

export async function findRoundByRequest(
  executor: Executor,
  memberId: number,
  requestId: string,
): Promise<FairRoundRow | undefined> {
  return executor
    .selectFrom('fair_rounds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** A member's round by id, locked for this transaction (another member's is not found). */
export async function lockRound(
  executor: Executor,
  memberId: number,
  id: bigint,
): Promise<FairRoundRow | undefined> {
  return executor
    .selectFrom('fair_rounds')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRound(
  executor: Executor,
  values: Insertable<FairRoundTable>,
): Promise<FairRoundRow> {
  return executor.insertInto('fair_rounds').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateRound(
  executor: Executor,
  id: bigint,
  changes: Updateable<FairRoundTable>,
): Promise<FairRoundRow> {
  return executor
    .updateTable('fair_rounds')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks a round paid; undefined when a concurrent settlement got there first. */
export async function settleRound(
  executor: Executor,
  id: bigint,
  settled: { payout: bigint; capped: boolean; settled_at: Date },
): Promise<FairRoundRow | undefined> {
  return executor
    .updateTable('fair_rounds')
    .set({ ...settled, status: 'SETTLED' })
    .where('id', '=', id)
    .where('status', '=', 'PLAYING')
    .returningAll()
    .executeTakeFirst();
}

/** Removes a reservation whose stake was never taken (only while it has not been drawn). */
export async function deleteReservation(executor: Executor, id: bigint): Promise<void> {
  await executor.deleteFrom('fair_rounds').where('id', '=', id).where('nonce', 'is', null).execute();
}

/** The member's Mines round that is not settled: reserved, in play, or awaiting its payout. */
export async function findUnsettledMines(
  executor: Executor,
  memberId: number,
): Promise<FairRoundRow | undefined> {
  return executor
    .selectFrom('fair_rounds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'PLAYING')
    .where('game', '=', 'mines')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Rounds a play left unfinished (its process stopped between two steps) before `before`: reserved
 * but not drawn, or drawn and over but not paid. A Mines round in play is the member's to finish.
 */
export async function findStranded(executor: Executor, before: Date, limit: number): Promise<FairRoundRow[]> {
  return executor
    .selectFrom('fair_rounds')
    .selectAll()
    .where('status', '=', 'PLAYING')
    .where('created_at', '<', before)
    .where((eb) =>
      eb.or([eb('nonce', 'is', null), eb('game', '<>', 'mines'), eb(sql`state->>'status'`, '<>', 'playing')]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

// Views: a drawn round with its pair; the server seed only once the pair is revealed.

export type RoundViewRow = FairRoundRow & {
  commitment: string;
  client_seed: string;
  server_seed: string | null;
};

const roundViews = (executor: Executor, memberId: number) =>
  executor
    .selectFrom('fair_rounds as r')
    .innerJoin('fair_seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .selectAll('r')
    .select([
      'p.commitment',
      'p.client_seed',
      // Never read for an active pair: the secret does not leave the database.
      sql<string | null>`case when p.status = 'REVEALED' then p.server_seed end`.as('server_seed'),
    ])
    .where('r.member_id', '=', memberId)
    .where('r.nonce', 'is not', null);

export async function findRoundView(
  executor: Executor,
  memberId: number,
  id: bigint,
): Promise<RoundViewRow | undefined> {
  return roundViews(executor, memberId).where('r.id', '=', id).executeTakeFirst();
}

export async function listRoundViews(
  executor: Executor,
  memberId: number,
  query: { game?: FairGame | undefined; pageNo: number; pageSize: number },
): Promise<{ rows: RoundViewRow[]; total: number }> {
  let select = roundViews(executor, memberId);
  if (query.game) select = select.where('r.game', '=', query.game);
  const rows = await select
    .orderBy('r.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  let count = executor
    .selectFrom('fair_rounds')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('member_id', '=', memberId)
    .where('nonce', 'is not', null);
  if (query.game) count = count.where('game', '=', query.game);
  const { total } = await count.executeTakeFirstOrThrow();
  return { rows, total };
}
