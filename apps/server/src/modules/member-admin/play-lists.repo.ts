import { toMajor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { isoOrNull } from '../../lib/iso-time.js';

interface Page {
  memberId?: number | undefined;
  before?: string | undefined;
  pageSize: number;
}

/** A brand's game rounds, newest first (by id), optionally one member's, one vendor's, one status. */
export async function listRounds(
  db: Db,
  merchantId: number,
  scale: number,
  page: Page & { vendor?: string | undefined; status?: 'OPEN' | 'CLOSED' | 'VOID' | undefined },
) {
  let query = db
    .selectFrom('game_rounds as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'r.id',
      'r.member_id',
      'm.username',
      'r.vendor_code',
      'r.game_code',
      'r.round_id',
      'r.stake',
      'r.payout',
      'r.status',
      'r.opened_at',
      'r.closed_at',
    ])
    .where('r.merchant_id', '=', merchantId);
  if (page.memberId !== undefined) query = query.where('r.member_id', '=', page.memberId);
  if (page.vendor) query = query.where('r.vendor_code', '=', page.vendor);
  if (page.status) query = query.where('r.status', '=', page.status);
  if (page.before) query = query.where('r.id', '<', BigInt(page.before));
  const rows = await query
    .orderBy('r.id', 'desc')
    .limit(page.pageSize + 1)
    .execute();
  return {
    list: rows.slice(0, page.pageSize).map((r) => ({
      id: String(r.id),
      memberId: r.member_id,
      username: r.username,
      vendorCode: r.vendor_code,
      gameCode: r.game_code,
      roundId: r.round_id,
      stake: toMajor(BigInt(r.stake), scale),
      payout: toMajor(BigInt(r.payout), scale),
      status: r.status,
      openedAt: isoOrNull(r.opened_at)!,
      closedAt: isoOrNull(r.closed_at),
    })),
    hasMore: rows.length > page.pageSize,
  };
}

type BetStatus = 'OPEN' | 'WON' | 'LOST' | 'REFUNDED' | 'CANCELLED';

/** A brand's lottery bets, newest first (by id), optionally one member's, one game's, one status. */
export async function listLotteryBets(
  db: Db,
  merchantId: number,
  scale: number,
  page: Page & { gameCode?: string | undefined; status?: BetStatus | undefined },
) {
  let query = db
    .selectFrom('lottery_bets as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select([
      'b.id',
      'b.member_id',
      'm.username',
      'b.game_code',
      'b.bet_type',
      'b.stake',
      'b.payout',
      'b.status',
      'b.placed_at',
      'b.settled_at',
    ])
    .where('b.merchant_id', '=', merchantId);
  if (page.memberId !== undefined) query = query.where('b.member_id', '=', page.memberId);
  if (page.gameCode) query = query.where('b.game_code', '=', page.gameCode);
  if (page.status) query = query.where('b.status', '=', page.status);
  if (page.before) query = query.where('b.id', '<', BigInt(page.before));
  const rows = await query
    .orderBy('b.id', 'desc')
    .limit(page.pageSize + 1)
    .execute();
  return {
    list: rows.slice(0, page.pageSize).map((b) => ({
      id: String(b.id),
      memberId: b.member_id,
      username: b.username,
      gameCode: b.game_code,
      betType: b.bet_type,
      stake: toMajor(BigInt(b.stake), scale),
      payout: toMajor(BigInt(b.payout), scale),
      status: b.status,
      placedAt: isoOrNull(b.placed_at)!,
      settledAt: isoOrNull(b.settled_at),
    })),
    hasMore: rows.length > page.pageSize,
  };
}
