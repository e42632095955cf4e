import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GameRoundTable } from '../../db/schema.js';
import type { Executor } from '../ledger/ledger.repo.js';
import { registerLedgerCheck } from '../ledger/ledger-verify.js';

export type GameRoundRow = Selectable<GameRoundTable>;

/** Ledger transfer kinds of game money (the account record lists them under GAME). */
export const GAME_KINDS = { bet: 'BET', win: 'WIN', rollback: 'ROLLBACK' } as const;
/** Game legs point at their round: `ref_type` this, `ref_id` the round's id. */
export const ROUND_REF_TYPE = 'game_round';

const roundQuery = (executor: Executor, vendor: string, roundId: string, memberId: number) =>
  executor
    .selectFrom('game_rounds')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId);

export async function findRound(
  executor: Executor,
  vendor: string,
  roundId: string,
  memberId: number,
): Promise<GameRoundRow | undefined> {
  return roundQuery(executor, vendor, roundId, memberId).executeTakeFirst();
}

/** A member's round with a vendor, locked for this transaction (rounds lock before accounts). */
export async function lockRound(
  executor: Executor,
  vendor: string,
  roundId: string,
  memberId: number,
): Promise<GameRoundRow | undefined> {
  return roundQuery(executor, vendor, roundId, memberId).forUpdate().executeTakeFirst();
}

/** The round, opened by this call when it is the round's first bet; locked either way. */
export async function openRound(
  executor: Executor,
  values: Insertable<GameRoundTable>,
): Promise<GameRoundRow> {
  const inserted = await executor
    .insertInto('game_rounds')
    .values(values)
    .onConflict((conflict) => conflict.columns(['vendor_code', 'round_id', 'member_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  // A concurrent first bet opened it (the insert waited for that commit): lock the winner's row.
  const round = await lockRound(executor, values.vendor_code, values.round_id, values.member_id);
  if (!round) throw new Error('game round vanished after a conflicting insert');
  return round;
}

export async function updateRound(
  executor: Executor,
  id: bigint,
  changes: Updateable<GameRoundTable>,
): Promise<void> {
  await executor.updateTable('game_rounds').set(changes).where('id', '=', id).execute();
}

/** Reads over the bet records that other modules (rebates, wagering, missions) build on. */
export class GameRounds {
  constructor(private readonly db: Db) {}

  /**
   * Valid bet (turnover, domain.md §4): the stake of the member's settled rounds, those CLOSED (not
   * open, not void) within [from, to) by their closing time. Minor units, per currency.
   */
  async validBet(query: {
    merchantId: number;
    memberId: number;
    from?: Date;
    to?: Date;
  }): Promise<Array<{ currency: string; validBet: bigint; rounds: number }>> {
    let select = this.db
      .selectFrom('game_rounds')
      .select([
        'currency',
        sql<bigint>`coalesce(sum(stake), 0)::bigint`.as('valid_bet'),
        sql<number>`count(*)::int`.as('rounds'),
      ])
      .where('merchant_id', '=', query.merchantId)
      .where('member_id', '=', query.memberId)
      .where('status', '=', 'CLOSED');
    if (query.from) select = select.where('closed_at', '>=', query.from);
    if (query.to) select = select.where('closed_at', '<', query.to);
    const rows = await select.groupBy('currency').orderBy('currency').execute();
    return rows.map((row) => ({
      currency: row.currency,
      validBet: BigInt(row.valid_bet),
      rounds: row.rounds,
    }));
  }
}

// domain.md §2: every game round's money equals its bets minus its wins minus its rollbacks.
registerLedgerCheck({
  invariant: "every game round's money equals its bets minus its wins minus its rollbacks",
  async query(executor) {
    const { rows } = await sql<{ id: string; expected: string; booked: string }>`
      with booked as (
        select ref_id, sum(case kind when ${GAME_KINDS.bet} then amount else -amount end) as net
        from ledger_transfers
        where ref_type = ${ROUND_REF_TYPE} and kind in (${GAME_KINDS.bet}, ${GAME_KINDS.win}, ${GAME_KINDS.rollback})
        group by ref_id
      )
      select r.id::text, (r.stake - r.payout)::text as expected, coalesce(b.net, 0)::text as booked
      from game_rounds r left join booked b on b.ref_id = r.id::text
      where r.stake - r.payout <> coalesce(b.net, 0)
      order by r.id limit 100`.execute(executor);
    return rows.map((r) => `game round ${r.id}: stake less payout ${r.expected}, ledger says ${r.booked}`);
  },
});
