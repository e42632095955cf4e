import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { readJson } from '../../lib/json-column.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import { resettle } from './lottery-correction.js';
import {
  lockWallets,
  payWinners,
  postCredits,
  refundAll,
  stopWonChases,
  type Window,
} from './lottery-settle-steps.js';

/** Bets per transaction: big enough to be set-based, small enough to hold members' rows briefly. */
const WINDOW = 20_000;
/** A claimed draw is this node's for half a minute unless configured; each window renews the claim. */
const LEASE_MS = 30_000;
/**
 * Windows of one draw settled at once: two keep both the engine (this process) and the database
 * busy. Their members' wallets are locked in one ordered statement each, so they cannot deadlock.
 */
const IN_FLIGHT = 2;

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
 * committed whole or is settled again. A corrected draw comes back DRAWN and its settled bets are
 * settled again the same way (lottery-correction.ts, decision 0017).
 */
export class LotterySettlement {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly leaseMs = LEASE_MS,
  ) {}

  /** Settle every drawn or cancelled draw due now; answers how many bets were settled. */
  async run(now: Date): Promise<number> {
    let settled = 0;
    for (let draw = await this.claim(now); draw; draw = await this.claim(this.clock.now())) {
      const numbers = draw.status === 'CANCELLED' ? null : readJson<string[]>(draw.numbers);
      settled += await this.settleDraw(draw.id, draw.merchant_id, numbers, draw.corrections);
    }
    return settled;
  }

  private claim(now: Date) {
    return this.db
      .updateTable('lottery_draws')
      .set({ lease_until: new Date(now.getTime() + this.leaseMs) })
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
      .returning(['id', 'merchant_id', 'numbers', 'status', 'corrections'])
      .executeTakeFirst();
  }

  /**
   * Settle a draw's open bets window by window, then mark it settled; a cancelled draw (no
   * numbers) refunds every stake instead, and a corrected one (`correction` > 0) settles its
   * settled bets again (lottery-correction.ts).
   */
  async settleDraw(
    drawId: bigint,
    merchantId: number,
    numbers: readonly string[] | null,
    correction = 0,
  ): Promise<number> {
    const ends = await windowEnds(this.db, drawId);
    let settled = 0;
    let next = 0;
    // Windows are disjoint, so IN_FLIGHT of them run at once, each its own transaction.
    const worker = async () => {
      while (next < ends.length) {
        const i = next++;
        const window = { drawId, after: i === 0 ? 0n : ends[i - 1]!, upto: ends[i]!, now: this.clock.now() };
        await this.db
          .updateTable('lottery_draws')
          .set({ lease_until: new Date(window.now.getTime() + this.leaseMs) })
          .where('id', '=', drawId)
          .execute();
        const count = await this.ledger.transaction((book) =>
          numbers && correction > 0
            ? resettle(book, merchantId, window, numbers, correction)
            : settleWindow(book, merchantId, window, numbers),
        );
        settled += count;
        // Let the node's other work in between windows (PGlite never yields inside a query).
        await new Promise((resume) => setImmediate(resume));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
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
              .where((w) =>
                w.or([
                  w('status', '=', 'OPEN'),
                  w.and([w('status', 'in', ['WON', 'LOST']), w('settled_under', '<', correction)]),
                ]),
              ),
          ),
        ),
      )
      .execute();
    return settled;
  }
}

/**
 * A window settled for the first time: pay (or, for a cancelled draw, refund) its open bets, and
 * cancel and refund the later bets of chases a win stopped; answers how many bets were settled.
 */
async function settleWindow(
  book: Book,
  merchantId: number,
  window: Window,
  numbers: readonly string[] | null,
): Promise<number> {
  const credits = numbers ? await payWinners(book.tx, window, numbers) : await refundAll(book.tx, window);
  const stopped = numbers ? await stopWonChases(book.tx, window, credits) : [];
  if (stopped.length > 0)
    await lockWallets(
      book.tx,
      merchantId,
      [...credits, ...stopped].map((credit) => credit.member_id),
    );
  await postCredits(book, merchantId, credits, numbers ? 'LOTTERY_WIN' : 'LOTTERY_REFUND');
  await postCredits(book, merchantId, stopped, 'LOTTERY_REFUND');
  return credits.settled;
}

/**
 * The ids closing each window of a draw's bets, in order: every WINDOW-th bet and the last one.
 * No bet joins a draw that settlement holds: betting closed (or the draw was cancelled) after
 * every slip in flight had committed (`holdDraw`).
 */
async function windowEnds(db: Db, drawId: bigint): Promise<bigint[]> {
  const { rows } = await sql<{ id: string }>`
    select id from (
      select id, row_number() over (order by id) as n from lottery_bets where draw_id = ${drawId}
    ) w where n % ${WINDOW} = 0
    union select max(id) from lottery_bets where draw_id = ${drawId}
    order by id`.execute(db);
  return rows.filter((row) => row.id !== null).map((row) => BigInt(row.id));
}
