import { login } from '@tessera/contracts';
import { solveHumanCheck } from '../../../test/helpers.js';
import type { ProviderClient } from '../../../test/provider-client.js';
import type { TestApp } from '../../../test/test-app.js';
import { newId } from '../provider/provider-test-kit.js';

/** Test helpers for the bet records: rounds played for real through the provider API. */

export interface RoundPlay {
  gameCode: string;
  /** Minor units, one bet each. */
  bets: number[];
  /** Minor units; omitted: the round stays open. */
  win?: number;
  currency?: string;
}

/**
 * Play one round as a vendor would: its bets, then (when given) a win that closes it; the clock
 * moves a second before each call, so the calls of a round keep their order.
 */
export async function playRound(t: TestApp, client: ProviderClient, memberId: number, play: RoundPlay) {
  const user = String(memberId);
  const roundId = newId('round');
  const currency = play.currency ?? 'BDT';
  const betIds: string[] = [];
  for (const amount of play.bets) {
    const transactionId = newId('bet');
    t.clock.advance(1_000);
    const answer = await client.bet({
      user,
      transactionId,
      roundId,
      gameCode: play.gameCode,
      amount,
      currency,
    });
    if (answer.status !== 'OK') throw new Error(`bet refused: ${JSON.stringify(answer)}`);
    betIds.push(transactionId);
  }
  if (play.win !== undefined) {
    t.clock.advance(1_000);
    const answer = await client.win({
      user,
      transactionId: newId('win'),
      roundId,
      gameCode: play.gameCode,
      amount: play.win,
      currency,
      roundClosed: true,
    });
    if (answer.status !== 'OK') throw new Error(`win refused: ${JSON.stringify(answer)}`);
  }
  const rollback = async (referenceTransactionId: string) => {
    t.clock.advance(1_000);
    const answer = await client.rollback({
      user,
      transactionId: newId('rb'),
      referenceTransactionId,
      roundId,
    });
    if (answer.status !== 'OK') throw new Error(`rollback refused: ${JSON.stringify(answer)}`);
  };
  return { roundId, betIds, rollback };
}

/** A listed game of a vendor (the first in catalog order), for rounds with a real name and category. */
export async function gameOf(t: TestApp, vendor: string, gameCode?: string) {
  let query = t.db
    .selectFrom('games')
    .select(['id', 'game_code', 'game_type', 'names', 'icon'])
    .where('vendor_code', '=', vendor)
    .where('status', '=', 'ACTIVE');
  if (gameCode) query = query.where('game_code', '=', gameCode);
  return query.orderBy('sort').orderBy('id').limit(1).executeTakeFirstOrThrow();
}

/** Our id of a member's round with a vendor. */
export async function roundIdOf(t: TestApp, vendor: string, roundId: string, memberId: number) {
  const row = await t.db
    .selectFrom('game_rounds')
    .select('id')
    .where('vendor_code', '=', vendor)
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** A fresh session for a registered member (after the clock moved past the first one's time-out). */
export async function logIn(t: TestApp, who: { username: string; password: string }) {
  const result = await t.call(login, {
    body: { username: who.username, password: who.password, humanCheck: await solveHumanCheck(t) },
  });
  if (!result.body.success) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
  return result.body.value!.token;
}
