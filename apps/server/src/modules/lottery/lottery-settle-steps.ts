import { betTypeOf } from '@tessera/lottery';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Book } from '../ledger/ledger.service.js';
import { betLegId, LOTTERY_HOUSE } from './lottery-bets.repo.js';

/**
 * The steps of settling one window of a draw's bets (lottery-settlement.ts), each set-based and
 * inside the window's transaction: settle the distinct selections with the engine, pay or refund
 * the bets in one UPDATE, credit the members in one ledger statement, stop won chases.
 */

type Tx = Transaction<DB>;

/** A bet that gained money in a window: a winner's payout or a refunded stake. */
export interface Credit {
  id: bigint;
  member_id: number;
  currency: string;
  amount: bigint;
  chase_id: bigint | null;
}

export interface Window {
  drawId: bigint;
  after: bigint;
  upto: bigint;
  now: Date;
}

export type Credits = Credit[] & { settled: number };

/**
 * The engine's result for each bet of a window, as parallel arrays: its id and its selection's
 * payout per unit in milli.
 */
export interface Selections {
  ids: string[];
  milli: string[];
}

/**
 * Step 1: the distinct selections (bet type, picks, odds) of the window's bets that `which`
 * picks, each settled once by the engine to Σ(hits × payout per unit), then given to each of its
 * bets (so the UPDATE joins bets by id, not by comparing selections).
 */
export async function settleSelections(
  tx: Tx,
  window: Window,
  numbers: readonly string[],
  which: RawBuilder<boolean>,
): Promise<Selections> {
  const { drawId, after, upto } = window;
  const groups = await sql<{ bet_type: string; picks: string; odds: string; ids: string }>`
    select bet_type, picks::text as picks, payout_milli::text as odds, string_agg(id::text, ',') as ids
    from lottery_bets
    where draw_id = ${drawId} and id > ${after} and id <= ${upto} and ${which}
    group by bet_type, picks, payout_milli`.execute(tx);
  const selections: Selections = { ids: [], milli: [] };
  for (const group of groups.rows) {
    const rates = JSON.parse(group.odds) as Record<string, number>;
    let sum = 0n;
    for (const hit of betTypeOf(group.bet_type)!.settle(JSON.parse(group.picks) as string[][], numbers)) {
      const rate = rates[hit.prize];
      if (rate === undefined) throw new Error(`no odds for prize ${hit.prize} of ${group.bet_type}`);
      sum += BigInt(hit.count) * BigInt(rate);
    }
    const milli = String(sum);
    for (const id of group.ids.split(',')) {
      selections.ids.push(id);
      selections.milli.push(milli);
    }
  }
  return selections;
}

/** The selections as a table `g(id, milli)` for an UPDATE … FROM. */
export const selectionTable = ({ ids, milli }: Selections) =>
  sql`unnest(${ids}::bigint[], ${milli}::numeric[]) as g(id, milli)`;

/**
 * Steps 1 and 2: settle the window's distinct selections with the engine, then every open bet of
 * the window in one UPDATE. payout = ⌊units × unit price × Σ(hits × payout per unit) / 1000⌋, the
 * same sum `payoutOf` rounds once.
 */
export async function payWinners(tx: Tx, window: Window, numbers: readonly string[]): Promise<Credits> {
  const { drawId, after, upto, now } = window;
  const selections = await settleSelections(tx, window, numbers, sql<boolean>`status = 'OPEN'`);
  const { rows } = await sql<Credit & { settled: string }>`
    with g as (select * from ${selectionTable(selections)}), paid as (
      update lottery_bets b set
        payout = floor(b.units * b.unit_price * g.milli / 1000)::bigint,
        status = case when floor(b.units * b.unit_price * g.milli / 1000) > 0 then 'WON' else 'LOST' end,
        settled_at = ${now}
      from g
      where b.draw_id = ${drawId} and b.id > ${after} and b.id <= ${upto} and b.status = 'OPEN'
        and b.id = g.id
      returning b.id, b.member_id, b.currency, b.payout as amount, b.chase_id
    )
    select c.settled, p.* from (select count(*) as settled from paid) c left join paid p on p.amount > 0`.execute(
    tx,
  );
  return credited(rows);
}

/** A cancelled draw: every open bet of the window refunded. */
export async function refundAll(tx: Tx, window: Window): Promise<Credits> {
  const { drawId, after, upto, now } = window;
  const { rows } = await sql<Credit & { settled: string }>`
    with refunded as (
      update lottery_bets set status = 'REFUNDED', settled_at = ${now}
      where draw_id = ${drawId} and id > ${after} and id <= ${upto} and status = 'OPEN'
      returning id, member_id, currency, stake as amount, chase_id
    )
    select c.settled, r.* from (select count(*) as settled from refunded) c
      left join refunded r on r.amount > 0`.execute(tx);
  return credited(rows);
}

/**
 * The rows that gained money (payout or refund above zero; the statement returns only those, or one
 * empty row), and how many bets were settled.
 */
function credited(rows: (Credit & { settled: string })[]): Credits {
  const credits = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: BigInt(row.id),
      member_id: row.member_id,
      currency: row.currency,
      amount: BigInt(row.amount),
      chase_id: row.chase_id === null ? null : BigInt(row.chase_id),
    })) as Credits;
  credits.settled = rows.length > 0 ? Number(rows[0]!.settled) : 0;
  return credits;
}

/**
 * Step 3: each currency's credits as one set-based ledger statement, ids derived from the bets
 * (by default the payout's or refund's leg id).
 */
export async function postCredits(
  book: Book,
  merchantId: number,
  credits: Pick<Credit, 'id' | 'member_id' | 'currency' | 'amount'>[],
  kind: 'LOTTERY_WIN' | 'LOTTERY_REFUND' | 'LOTTERY_CORRECTION',
  legId = (betId: bigint) => betLegId(betId, kind === 'LOTTERY_WIN' ? 'payout' : 'refund'),
) {
  const byCurrency = new Map<string, typeof credits>();
  for (const credit of credits) {
    const list = byCurrency.get(credit.currency);
    if (list) list.push(credit);
    else byCurrency.set(credit.currency, [credit]);
  }
  for (const [currency, list] of byCurrency) {
    await book.postCredits({
      merchantId,
      currency,
      house: LOTTERY_HOUSE,
      kind,
      refType: 'lottery_bet',
      credits: list.map((credit) => ({
        id: legId(credit.id),
        member: credit.member_id,
        kind: 'MAIN',
        amount: credit.amount,
        refId: String(credit.id),
      })),
    });
  }
}

/**
 * The main wallets of the given members, locked in ascending id order (the ledger's lock order)
 * before any of them moves, so a window that credits in more than one statement cannot deadlock
 * with another transaction that locks wallets in order (a group of slips or vendors' bets).
 */
export async function lockWallets(tx: Tx, merchantId: number, memberIds: number[]) {
  const members = [...new Set(memberIds)];
  if (members.length === 0) return;
  await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('owner_type', '=', 'member')
    .where('owner_id', 'in', members)
    .where('kind', '=', 'MAIN')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * A chase set to stop after a win: once one of its bets wins, its bets on later draws are cancelled,
 * in the same transaction as the win; answers their stakes to refund.
 */
export async function stopWonChases(tx: Tx, window: Window, winners: Credit[]): Promise<Credit[]> {
  const chases = [...new Set(winners.filter((w) => w.chase_id !== null).map((w) => w.chase_id!))];
  if (chases.length === 0) return [];
  const stopped = await tx
    .updateTable('lottery_chases')
    .set({ status: 'STOPPED' })
    .where('id', 'in', chases)
    .where('stop_on_win', '=', true)
    .where('status', '=', 'RUNNING')
    .returning('id')
    .execute();
  if (stopped.length === 0) return [];
  const later = await tx
    .updateTable('lottery_bets')
    .set({ status: 'CANCELLED', settled_at: window.now })
    .where(
      'chase_id',
      'in',
      stopped.map((chase) => chase.id),
    )
    .where('status', '=', 'OPEN')
    .where('draw_id', '<>', window.drawId)
    .returning(['id', 'member_id', 'currency', 'stake'])
    .execute();
  return later.map((bet) => ({ ...bet, amount: bet.stake, chase_id: null }));
}
