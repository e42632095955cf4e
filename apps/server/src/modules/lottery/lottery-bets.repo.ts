import type { LotteryBet } from '@tessera/contracts';
import { toMajor } from '@tessera/contracts';
import { readJson } from '../../lib/json-column.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { HouseAccountKind } from '../ledger/ledger-accounts.js';

/** The house account of our own lottery: stakes go in, payouts and refunds come out. */
export const LOTTERY_HOUSE: HouseAccountKind = 'GAME:LOTTO';

const SHOWN = ['DRAWN', 'SETTLED'];

/** A member's bets by slip request or by id, with their draw's number and (once drawn) result. */
export function findBets(executor: Executor, memberId: number, requestId?: string, ids?: bigint | bigint[]) {
  let query = executor
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .selectAll('b')
    .select(['d.numero', 'd.status as draw_status', 'd.numbers'])
    .where('b.member_id', '=', memberId);
  if (requestId) query = query.where('b.request_id', '=', requestId);
  if (ids !== undefined) query = query.where('b.id', 'in', Array.isArray(ids) ? ids : [ids]);
  return query.orderBy('b.id', requestId ? 'asc' : 'desc').execute();
}

export type BetRow = Awaited<ReturnType<typeof findBets>>[number];

export function toLotteryBet(row: BetRow, scale: number): LotteryBet {
  return {
    id: String(row.id),
    gameCode: row.game_code,
    numero: row.numero,
    prizeMode: row.prize_mode,
    betType: row.bet_type,
    picks: readJson<string[][]>(row.picks),
    units: row.units,
    combinations: row.combinations,
    stake: toMajor(row.stake, scale),
    payout: toMajor(row.payout, scale),
    status: row.status,
    chaseId: row.chase_id === null ? null : String(row.chase_id),
    placedAt: new Date(row.placed_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
    numbers: SHOWN.includes(row.draw_status) && row.numbers ? readJson<string[]>(row.numbers) : null,
  };
}

/**
 * The draw named by `numero` and the next `count − 1` draws of the game, locked against closing
 * and cancelling while the bets go in; 'CLOSED' unless the first takes bets now by the clock.
 */
export async function lockOpenDraws(
  executor: Executor,
  merchantId: number,
  gameCode: string,
  numero: string,
  count: number,
  now: Date,
): Promise<{ id: bigint; draws_at: Date }[] | 'CLOSED' | 'UNKNOWN'> {
  const first = await executor
    .selectFrom('lottery_draws')
    .select(['id', 'status', 'opens_at', 'closes_at', 'draws_at'])
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .forShare()
    .executeTakeFirst();
  if (!first) return 'UNKNOWN';
  const open =
    (first.status === 'SCHEDULED' || first.status === 'OPEN') &&
    new Date(first.opens_at) <= now &&
    new Date(first.closes_at) > now;
  if (!open) return 'CLOSED';
  if (count === 1) return [first];
  const next = await executor
    .selectFrom('lottery_draws')
    .select(['id', 'draws_at'])
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['SCHEDULED', 'OPEN'])
    .where('draws_at', '>', first.draws_at)
    .orderBy('draws_at')
    .limit(count - 1)
    .forShare()
    .execute();
  return [first, ...next];
}
