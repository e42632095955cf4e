import { createHash } from 'node:crypto';
import type { LotteryBet } from '@tessera/contracts';
import { toMajor } from '@tessera/contracts';
import { readJson } from '../../lib/json-column.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { HouseAccountKind } from '../ledger/ledger-accounts.js';

/**
 * A stake's ledger leg id as `lottery_place` derives it in SQL (`md5('lottery-stake:' || id)::uuid`),
 * for code that books stakes itself (the crash drill's bulk set-up).
 */
export function stakeLegId(betId: bigint | string): string {
  const hex = createHash('md5').update(`lottery-stake:${betId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A refund's or payout's ledger leg id: derived from the bet, so a replay posts nothing twice. */
export const betLegId = (betId: bigint | string, purpose: 'refund' | 'payout') =>
  transferId(`lottery-bet:${betId}:0`, `lottery-${purpose}`);

/** The ledger leg id of the difference a correction pays a member for a bet. */
export const correctionLegId = (betId: bigint | string, correction: number) =>
  transferId(`lottery-bet:${betId}:${correction}`, 'lottery-correction');

/** The vendor code our own lottery goes by (its bets show under it in the betting record). */
export const LOTTERY_VENDOR = 'LOTTO';

/** The house account of our own lottery: stakes go in, payouts and refunds come out. */
export const LOTTERY_HOUSE: HouseAccountKind = `GAME:${LOTTERY_VENDOR}`;

const SHOWN = ['DRAWN', 'SETTLED'];

/** A member's bets by slip request or by id (newest first, a slip's in line order), with their draw's number and (once drawn) result. */
export function findBets(executor: Executor, memberId: number, requestId?: string, ids?: bigint | bigint[]) {
  let query = executor
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .selectAll('b')
    .select(['d.numero', 'd.status as draw_status', 'd.numbers'])
    .where('b.member_id', '=', memberId);
  if (requestId) query = query.where('b.request_id', '=', requestId);
  if (ids !== undefined) query = query.where('b.id', 'in', Array.isArray(ids) ? ids : [ids]);
  const order = requestId ? 'asc' : 'desc';
  return query.orderBy('b.placed_at', order).orderBy('b.id', order).execute();
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
    corrected: row.settled_under > 0,
  };
}
