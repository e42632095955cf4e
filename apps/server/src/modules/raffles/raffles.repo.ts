import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../ledger/ledger.repo.js';
import type { DrawRow, RaffleRow } from './raffle-view.js';

/** A raffle takes draws from its start until its end (if it has one). */
export const isOpen = (raffle: RaffleRow, now: Date) =>
  raffle.starts_at <= now && (raffle.ends_at === null || raffle.ends_at > now);

/** The brand's raffles that are on and open now, in the brand's order. */
export function openRaffles(db: Executor, merchantId: number, now: Date): Promise<RaffleRow[]> {
  return db
    .selectFrom('raffles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findRaffle(db: Executor, merchantId: number, id: bigint): Promise<RaffleRow | undefined> {
  return db
    .selectFrom('raffles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The member's tickets per raffle, by the raffle's id as text. */
export async function ticketsOf(db: Executor, memberId: number, raffleIds: bigint[]) {
  const held = new Map<string, number>();
  if (raffleIds.length === 0) return held;
  const rows = await db
    .selectFrom('raffle_holdings')
    .select(['raffle_id', 'tickets'])
    .where('member_id', '=', memberId)
    .where('raffle_id', 'in', raffleIds)
    .execute();
  for (const row of rows) held.set(String(row.raffle_id), row.tickets);
  return held;
}

/** Draws with their seed pair (the server seed only once revealed) and their raffle's kind and title. */
export function drawsQuery(db: Executor) {
  return db
    .selectFrom('raffle_draws as d')
    .innerJoin('fair_seed_pairs as p', 'p.id', 'd.seed_pair_id')
    .innerJoin('raffles as r', 'r.id', 'd.raffle_id')
    .selectAll('d')
    .select([
      'p.commitment',
      'p.client_seed',
      sql<string | null>`case when p.status = 'REVEALED' then p.server_seed end`.as('server_seed'),
      'r.kind',
      'r.title',
    ])
    .$narrowType<DrawRow>();
}

/** Who gets tickets of one raffle, from one source (one rule of it, or staff). */
export interface GrantTarget {
  raffleId: bigint;
  merchantId: number;
  source: 'DEPOSIT' | 'VALID_BET' | 'MISSION' | 'REFERRAL' | 'STAFF';
  staffId?: number | null;
  reason?: string | null;
}

/**
 * Give tickets to the rows of `candidates` (member_id, source_key, tickets), once per (raffle,
 * source, source key): the grants' rows and the holdings' counts move in one statement, and a grant
 * already made adds nothing. Answers the members whose tickets grew.
 */
export async function grantTickets(
  db: Executor,
  target: GrantTarget,
  candidates: RawBuilder<unknown>,
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with c as (${candidates}), g as (
      insert into raffle_grants
        (raffle_id, member_id, merchant_id, source, source_key, tickets, staff_id, reason, created_at)
      select ${target.raffleId}::bigint, c.member_id, ${target.merchantId}::int, ${target.source}::text,
        c.source_key, c.tickets, ${target.staffId ?? null}::int, ${target.reason ?? null}::text,
        ${now}::timestamptz
      from c where c.tickets > 0
      on conflict (raffle_id, source, source_key) do nothing
      returning member_id, tickets
    ), h as (
      insert into raffle_holdings (raffle_id, member_id, merchant_id, tickets, given, updated_at)
      select ${target.raffleId}::bigint, member_id, ${target.merchantId}::int, sum(tickets)::int,
        sum(tickets)::int, ${now}::timestamptz
      from g group by member_id
      on conflict (raffle_id, member_id) do update
        set tickets = raffle_holdings.tickets + excluded.tickets,
          given = raffle_holdings.given + excluded.given, updated_at = excluded.updated_at
      returning 1
    )
    select count(*)::int as n from h`.execute(db);
  return rows[0]?.n ?? 0;
}
