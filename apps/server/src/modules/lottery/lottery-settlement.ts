import { betTypeOf, type Hit, payoutOf } from '@tessera/lottery';
import { sql, type Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { readJson } from '../../lib/json-column.js';
import type { Ledger, Leg } from '../ledger/ledger.service.js';
import { LOTTERY_HOUSE } from './lottery-bets.repo.js';
import { betLegId } from './lottery-bets.service.js';

/** Bets settled per transaction: big enough to be set-based, small enough to hold locks briefly. */
const CHUNK = 2_000;
/** A claimed draw is this node's for a minute; each chunk renews the claim. */
const LEASE_MS = 60_000;

interface OpenBet {
  id: bigint;
  member_id: number;
  bet_type: string;
  picks: unknown;
  units: number;
  unit_price: bigint;
  payout_milli: unknown;
  currency: string;
  stake: bigint;
  chase_id: bigint | null;
}

/**
 * Settlement (domain.md §5): set-based, idempotent per bet, resumable. A pass claims a drawn draw
 * (`FOR UPDATE SKIP LOCKED` and a lease), then settles its open bets a chunk per transaction: each
 * chunk's statuses and payouts in one update and its winners' credits in one ledger posting whose
 * leg ids derive from the bet ids. A crash loses at most the chunk in flight, which rolls back and
 * is settled again by the next claim; two nodes on one draw take disjoint chunks.
 */
export class LotterySettlement {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  /** Settle every drawn draw due now; answers how many bets were settled. */
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
   * Settle a draw's open bets chunk by chunk, then mark it settled; a cancelled draw (no numbers)
   * refunds every stake instead.
   */
  async settleDraw(drawId: bigint, merchantId: number, numbers: readonly string[] | null): Promise<number> {
    let settled = 0;
    for (;;) {
      const count = await this.ledger.transaction(async (book) => {
        const bets = await openBets(book.tx, drawId);
        if (bets.length === 0) return 0;
        const now = this.clock.now();
        const outcomes = outcomesOf(bets, numbers);
        await sql`update lottery_bets b set status = v.status, payout = v.payout, settled_at = ${now}
          from (select unnest(${outcomes.ids}::bigint[]) as id, unnest(${outcomes.statuses}::text[]) as status,
            unnest(${outcomes.payouts}::bigint[]) as payout) v
          where b.id = v.id`.execute(book.tx);
        await stopWonChases(book.tx, drawId, outcomes, now);
        for (const [currency, legs] of outcomes.credits) await book.post({ merchantId, currency, legs });
        await book.tx
          .updateTable('lottery_draws')
          .set({ lease_until: new Date(now.getTime() + LEASE_MS) })
          .where('id', '=', drawId)
          .execute();
        return bets.length;
      });
      if (count === 0) break;
      settled += count;
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

type Tx = Transaction<DB>;

function openBets(executor: Tx, drawId: bigint) {
  return executor
    .selectFrom('lottery_bets')
    .select([
      'id',
      'member_id',
      'bet_type',
      'picks',
      'units',
      'unit_price',
      'payout_milli',
      'currency',
      'stake',
      'chase_id',
    ])
    .where('draw_id', '=', drawId)
    .where('status', '=', 'OPEN')
    .orderBy('id')
    .limit(CHUNK)
    .forUpdate()
    .skipLocked()
    .execute() as Promise<OpenBet[]>;
}

/**
 * Each bet's status and payout by the pure engine (selections repeated in a chunk are settled once),
 * or with no numbers (a cancelled draw) each stake refunded.
 */
function outcomesOf(bets: readonly OpenBet[], numbers: readonly string[] | null) {
  const hitsOf = new Map<string, Hit[]>();
  const ids: string[] = [];
  const statuses: string[] = [];
  const payouts: string[] = [];
  const credits = new Map<string, Leg[]>();
  for (const bet of bets) {
    if (!numbers) {
      ids.push(String(bet.id));
      statuses.push('REFUNDED');
      payouts.push('0');
      addLeg(credits, bet, betLegId(bet.id, 'refund'), bet.stake, 'LOTTERY_REFUND');
      continue;
    }
    const picksText = typeof bet.picks === 'string' ? bet.picks : JSON.stringify(bet.picks);
    const key = `${bet.bet_type}|${picksText}`;
    let hits = hitsOf.get(key);
    if (!hits) {
      hits = betTypeOf(bet.bet_type)!.settle(JSON.parse(picksText) as string[][], numbers);
      hitsOf.set(key, hits);
    }
    const odds = {
      unitPrice: Number(bet.unit_price),
      payoutMilli: readJson<Record<string, number>>(bet.payout_milli),
    };
    const payout = payoutOf(hits, bet.units, odds);
    ids.push(String(bet.id));
    statuses.push(payout > 0n ? 'WON' : 'LOST');
    payouts.push(String(payout));
    if (payout > 0n) addLeg(credits, bet, betLegId(bet.id, 'payout'), payout, 'LOTTERY_WIN');
  }
  const wonChases = bets
    .filter((bet, i) => bet.chase_id !== null && statuses[i] === 'WON')
    .map((bet) => bet.chase_id!);
  return { ids, statuses, payouts, credits, wonChases };
}

/**
 * A chase set to stop after a win: once one of its bets wins, its bets on later draws are cancelled
 * and their stakes refunded, in the same transaction as the win.
 */
async function stopWonChases(tx: Tx, drawId: bigint, outcomes: ReturnType<typeof outcomesOf>, now: Date) {
  if (outcomes.wonChases.length === 0) return;
  const stopped = await tx
    .updateTable('lottery_chases')
    .set({ status: 'STOPPED' })
    .where('id', 'in', outcomes.wonChases)
    .where('stop_on_win', '=', true)
    .where('status', '=', 'RUNNING')
    .returning('id')
    .execute();
  if (stopped.length === 0) return;
  const later = (await tx
    .updateTable('lottery_bets')
    .set({ status: 'CANCELLED', settled_at: now })
    .where(
      'chase_id',
      'in',
      stopped.map((chase) => chase.id),
    )
    .where('status', '=', 'OPEN')
    .where('draw_id', '<>', drawId)
    .returning(['id', 'member_id', 'currency', 'stake', 'chase_id'])
    .execute()) as Pick<OpenBet, 'id' | 'member_id' | 'currency' | 'stake' | 'chase_id'>[];
  for (const bet of later)
    addLeg(outcomes.credits, bet, betLegId(bet.id, 'refund'), bet.stake, 'LOTTERY_REFUND');
}

/** A credit from the lottery house to the bet's member, grouped by currency (one posting each). */
function addLeg(
  credits: Map<string, Leg[]>,
  bet: Pick<OpenBet, 'id' | 'member_id' | 'currency'>,
  id: string,
  amount: bigint,
  kind: string,
) {
  const legs = credits.get(bet.currency) ?? [];
  legs.push({
    id,
    debit: { house: LOTTERY_HOUSE },
    credit: { member: bet.member_id, kind: 'MAIN' },
    amount,
    kind,
    refType: 'lottery_bet',
    refId: String(bet.id),
  });
  credits.set(bet.currency, legs);
}
