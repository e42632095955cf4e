import { betTypeOf } from '@tessera/lottery';
import { sql, type Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { readJson } from '../../lib/json-column.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import { betLegId, LOTTERY_HOUSE } from './lottery-bets.repo.js';

/** Bets per transaction: big enough to be set-based, small enough to hold members' rows briefly. */
const WINDOW = 20_000;
/** A claimed draw is this node's for half a minute; each window renews the claim. */
const LEASE_MS = 30_000;

type Tx = Transaction<DB>;

/** A bet that gained money in a window: a winner's payout or a refunded stake. */
interface Credit {
  id: bigint;
  member_id: number;
  currency: string;
  amount: bigint;
  chase_id: bigint | null;
}

/**
 * Settlement (domain.md §5, decision 0016): set-based, idempotent per bet, resumable. A pass
 * claims a drawn (or cancelled) draw with `FOR UPDATE SKIP LOCKED` and a lease, then walks its bets
 * in id windows, one transaction each:
 *   1. the window's distinct selections (bet type, picks, odds) are settled once each by the pure
 *      engine — a draw of a million bets holds far fewer different selections;
 *   2. one UPDATE gives every open bet of the window its status and payout from its selection's
 *      result, and returns the winners;
 *   3. one set-based ledger statement credits every winner, each credit's id derived from its bet.
 * Only OPEN bets are touched, and the update re-checks that under its row locks, so a second
 * settler (a lease that ran out) or a crash in the middle pays nothing twice: a window either
 * committed whole or is settled again.
 */
export class LotterySettlement {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  /** Settle every drawn or cancelled draw due now; answers how many bets were settled. */
  async run(now: Date): Promise<number> {
    let settled = 0;
    for (let draw = await this.claim(now); draw; draw = await this.claim(this.clock.now())) {
      const numbers = draw.status === 'CANCELLED' ? null : readJson<string[]>(draw.numbers);
      settled += await this.settleDraw(draw.id, draw.merchant_id, numbers);
    }
    return settled;
  }

  private claim(now: Date) {
    return this.db
      .updateTable('lottery_draws')
      .set({ lease_until: new Date(now.getTime() + LEASE_MS) })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('lottery_draws')
          .select('id')
          .where((w) =>
            w.or([
              w('status', '=', 'DRAWN'),
              w.and([w('status', '=', 'CANCELLED'), w('settled_at', 'is', null)]),
            ]),
          )
          .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
          .orderBy('draws_at')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'merchant_id', 'numbers', 'status'])
      .executeTakeFirst();
  }

  /**
   * Settle a draw's open bets window by window, then mark it settled; a cancelled draw (no
   * numbers) refunds every stake instead.
   */
  async settleDraw(drawId: bigint, merchantId: number, numbers: readonly string[] | null): Promise<number> {
    let settled = 0;
    for (let after = 0n; ; ) {
      const upto = await windowEnd(this.db, drawId, after);
      if (upto === null) break;
      settled += await this.ledger.transaction(async (book) => {
        const now = this.clock.now();
        const window = { drawId, after, upto, now };
        const credits = numbers
          ? await payWinners(book.tx, window, numbers)
          : await refundAll(book.tx, window);
        await postCredits(book, merchantId, credits, numbers ? 'LOTTERY_WIN' : 'LOTTERY_REFUND');
        if (numbers)
          await postCredits(
            book,
            merchantId,
            await stopWonChases(book.tx, window, credits),
            'LOTTERY_REFUND',
          );
        await book.tx
          .updateTable('lottery_draws')
          .set({ lease_until: new Date(now.getTime() + LEASE_MS) })
          .where('id', '=', drawId)
          .execute();
        return credits.settled;
      });
      after = upto;
      // Let the node's other work in between windows (PGlite never yields inside a query).
      await new Promise((resume) => setImmediate(resume));
    }
    await this.db
      .updateTable('lottery_draws')
      .set({ status: numbers ? 'SETTLED' : 'CANCELLED', settled_at: this.clock.now(), lease_until: null })
      .where('id', '=', drawId)
      .where('status', '=', numbers ? 'DRAWN' : 'CANCELLED')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('lottery_bets')
              .select('id')
              .where('draw_id', '=', drawId)
              .where('status', '=', 'OPEN'),
          ),
        ),
      )
      .execute();
    return settled;
  }
}

interface Window {
  drawId: bigint;
  after: bigint;
  upto: bigint;
  now: Date;
}

/** The id closing the next window of a draw's bets after `after`, or null when none are left. */
async function windowEnd(db: Db, drawId: bigint, after: bigint): Promise<bigint | null> {
  const { rows } = await sql<{ upto: string | null }>`select coalesce(
      (select id from lottery_bets where draw_id = ${drawId} and id > ${after} order by id offset ${WINDOW - 1} limit 1),
      (select max(id) from lottery_bets where draw_id = ${drawId} and id > ${after})) as upto`.execute(db);
  return rows[0]?.upto ? BigInt(rows[0].upto) : null;
}

type Credits = Credit[] & { settled: number };

/**
 * Steps 1 and 2: settle the window's distinct selections with the engine, then every open bet of
 * the window in one UPDATE. payout = ⌊units × unit price × Σ(hits × payout per unit) / 1000⌋, the
 * same sum `payoutOf` rounds once.
 */
async function payWinners(tx: Tx, window: Window, numbers: readonly string[]): Promise<Credits> {
  const { drawId, after, upto, now } = window;
  const groups = await sql<{ bet_type: string; picks: string; odds: string }>`
    select bet_type, picks::text as picks, payout_milli::text as odds from lottery_bets
    where draw_id = ${drawId} and id > ${after} and id <= ${upto} and status = 'OPEN'
    group by bet_type, picks, payout_milli`.execute(tx);
  const types: string[] = [];
  const picks: string[] = [];
  const odds: string[] = [];
  const milli: string[] = [];
  for (const group of groups.rows) {
    const rates = JSON.parse(group.odds) as Record<string, number>;
    let sum = 0n;
    for (const hit of betTypeOf(group.bet_type)!.settle(JSON.parse(group.picks) as string[][], numbers)) {
      const rate = rates[hit.prize];
      if (rate === undefined) throw new Error(`no odds for prize ${hit.prize} of ${group.bet_type}`);
      sum += BigInt(hit.count) * BigInt(rate);
    }
    types.push(group.bet_type);
    picks.push(group.picks);
    odds.push(group.odds);
    milli.push(String(sum));
  }
  const { rows } = await sql<Credit & { settled: string }>`
    with g as (
      select * from unnest(${types}::text[], ${picks}::jsonb[], ${odds}::jsonb[], ${milli}::numeric[])
        as g(bet_type, picks, payout_milli, milli)
    ), paid as (
      update lottery_bets b set
        payout = floor(b.units * b.unit_price * g.milli / 1000)::bigint,
        status = case when floor(b.units * b.unit_price * g.milli / 1000) > 0 then 'WON' else 'LOST' end,
        settled_at = ${now}
      from g
      where b.draw_id = ${drawId} and b.id > ${after} and b.id <= ${upto} and b.status = 'OPEN'
        and b.bet_type = g.bet_type and b.picks = g.picks and b.payout_milli = g.payout_milli
      returning b.id, b.member_id, b.currency, b.payout as amount, b.chase_id
    )
    select c.settled, p.* from (select count(*) as settled from paid) c left join paid p on p.amount > 0`.execute(
    tx,
  );
  return credited(rows);
}

/** A cancelled draw: every open bet of the window refunded. */
async function refundAll(tx: Tx, window: Window): Promise<Credits> {
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

/** Step 3: each currency's credits as one set-based ledger statement, ids derived from the bets. */
async function postCredits(
  book: Book,
  merchantId: number,
  credits: Credit[],
  kind: 'LOTTERY_WIN' | 'LOTTERY_REFUND',
) {
  const purpose = kind === 'LOTTERY_WIN' ? 'payout' : 'refund';
  const byCurrency = new Map<string, Credit[]>();
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
        id: betLegId(credit.id, purpose),
        member: credit.member_id,
        kind: 'MAIN',
        amount: credit.amount,
        refId: String(credit.id),
      })),
    });
  }
}

/**
 * A chase set to stop after a win: once one of its bets wins, its bets on later draws are cancelled,
 * in the same transaction as the win; answers their stakes to refund.
 */
async function stopWonChases(tx: Tx, window: Window, winners: Credit[]): Promise<Credit[]> {
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
