import { randomUUID } from 'node:crypto';
import {
  cashOutMines,
  type FairOutcome,
  type FairParams,
  type FairRound,
  getFairSeeds,
  playFairGame,
  revealMinesTile,
  rotateFairSeeds,
} from '@tessera/contracts';
import {
  minesMultiplierOf,
  type Ratio,
  verifyDice,
  verifyKeno,
  verifyMines,
  verifyPlinko,
  verifySlot,
} from '@tessera/fair';
import { registerMember } from '../../../test/helpers.js';
import type { CallResult, TestApp } from '../../../test/test-app.js';
import { fund } from '../provider/provider-test-kit.js';

/** Test helpers of the in-house games (not a test file itself). */

export interface Member {
  id: number;
  token: string;
}

/** A registered member with `minor` units in MAIN (BDT, scale 2). */
export async function memberWith(t: TestApp, minor: bigint): Promise<Member> {
  const registered = await registerMember(t);
  if (minor > 0n) await fund(t, registered.member.id, minor);
  return { id: registered.member.id, token: registered.token };
}

export type RoundAnswer = CallResult<{ round: FairRound; balance: number }>;

export function play(
  t: TestApp,
  who: Member,
  params: FairParams,
  stake = 1,
  requestId: string = randomUUID(),
): Promise<RoundAnswer> {
  return t.call(playFairGame, { token: who.token, body: { requestId, stake, params } });
}

/** A successful answer's value, or a failure naming what came back. */
export function succeeded<V>(result: CallResult<V>): V {
  if (!result.body.success)
    throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.value!;
}

export const reveal = (t: TestApp, who: Member, roundId: string, tile: number) =>
  t.call(revealMinesTile, { token: who.token, body: { roundId, tile } });

export const cashOut = (t: TestApp, who: Member, roundId: string) =>
  t.call(cashOutMines, { token: who.token, body: { roundId } });

export const seeds = async (t: TestApp, who: Member) =>
  succeeded(await t.call(getFairSeeds, { token: who.token }));

export const rotate = (t: TestApp, who: Member, clientSeed?: string) =>
  t.call(rotateFairSeeds, { token: who.token, body: clientSeed === undefined ? {} : { clientSeed } });

/** The secret mine positions of a round, read from the database (what the member cannot see). */
export async function minePositions(t: TestApp, roundId: string): Promise<number[]> {
  const row = await t.db
    .selectFrom('fair_rounds')
    .select('state')
    .where('id', '=', BigInt(roundId))
    .executeTakeFirstOrThrow();
  const state = (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as {
    minePositions: number[];
  };
  return state.minePositions;
}

/** How many ledger transfers and provider calls a member has: a replay must leave both unchanged. */
export async function moneyTrail(t: TestApp, memberId: number) {
  const calls = await t.db
    .selectFrom('provider_transactions')
    .select(['transaction_id'])
    .where('member_id', '=', memberId)
    .execute();
  const accounts = t.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId);
  const legs = await t.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where((eb) => eb.or([eb('debit_account_id', 'in', accounts), eb('credit_account_id', 'in', accounts)]))
    .execute();
  return { calls: calls.length, legs: legs.length };
}

/**
 * A round replayed from its revealed seeds with the package's `verify*` functions, as a member's
 * browser does it: the outcome the member should have seen and the multiplier it pays. Stored rounds
 * are checked against it.
 */
export function verifyRound(
  round: FairRound,
  serverSeed: string,
): { outcome: FairOutcome; multiplier: Ratio } {
  const { clientSeed, nonce, params } = round;
  switch (params.game) {
    case 'dice': {
      const o = verifyDice(serverSeed, clientSeed, nonce, params);
      return { outcome: { game: 'dice', roll: o.roll, win: o.win }, multiplier: o.multiplier };
    }
    case 'plinko': {
      const o = verifyPlinko(serverSeed, clientSeed, nonce, params);
      return { outcome: { game: 'plinko', path: [...o.path], bucket: o.bucket }, multiplier: o.multiplier };
    }
    case 'keno': {
      const o = verifyKeno(serverSeed, clientSeed, nonce, params);
      return { outcome: { game: 'keno', drawn: [...o.drawn], hits: [...o.hits] }, multiplier: o.multiplier };
    }
    case 'slot': {
      const o = verifySlot(serverSeed, clientSeed, nonce);
      const grid = o.grid.map((reel) => [...reel]);
      return {
        outcome: { game: 'slot', stops: [...o.stops], grid, wins: [...o.wins] },
        multiplier: o.multiplier,
      };
    }
    case 'mines': {
      if (round.outcome.game !== 'mines') throw new Error('a mines round without a mines outcome');
      const { revealed, hitTile } = round.outcome;
      const picks = hitTile === null ? revealed : [...revealed, hitTile];
      const state = verifyMines(serverSeed, clientSeed, nonce, { mines: params.mines, picks });
      return {
        outcome: {
          game: 'mines',
          revealed: [...state.revealed],
          status: state.status,
          hitTile: state.hitTile,
          minePositions: [...state.minePositions],
        },
        multiplier: minesMultiplierOf(state),
      };
    }
  }
}
