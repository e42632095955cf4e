import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { GroupCommit } from '../../lib/group-commit.js';
import { SESSION_IDLE_MS } from './provider-launch.js';

/** One `provider_bet` call's arguments (migrations 0012, 0023 and 0025). */
export interface BetCall {
  vendor: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  merchant: number;
  member: number;
  amount: bigint;
  currency: string;
  walletCurrency: string;
  walletKind: string;
  memberAccount: bigint;
  houseAccount: bigint;
  legId: string;
  hash: string;
  /** The SHA-256 of the launch's player token; null for an in-house game (decision 0022). */
  tokenHash: string | null;
  now: Date;
}

/** `provider_bet`'s answer. */
export interface BetRow {
  outcome:
    | 'SEEN'
    | 'INVALID_TOKEN'
    | 'TOKEN_EXPIRED'
    | 'USER_DISABLED'
    | 'SLOW'
    | 'WRONG_CURRENCY'
    | 'ROUND_CLOSED'
    | 'NOT_ENOUGH_MONEY'
    | 'BONUS_MAX_BET'
    | 'OK';
  balance: string | null;
  seen_status: string | null;
  seen_hash: string | null;
  seen_response: unknown;
}

/**
 * Group commit for vendors' bets (`GroupCommit`): bets that arrive while statements are running go
 * together as one `provider_bets` statement and one commit (migrations 0013 and 0025), answered as
 * if alone. A refusal writes nothing; a racing copy of a call (a unique key) fails the statement,
 * and the group is then retried call by call, so that only the copy fails.
 */
export class BetBatcher extends GroupCommit<BetCall, BetRow> {
  constructor(db: Db, inFlight?: number, largest?: number) {
    super((calls) => runBets(db, calls), inFlight, largest);
  }
}

/** Several bets as one `provider_bets` statement; answers each bet's row in the calls' order. */
async function runBets(db: Db, calls: BetCall[]): Promise<BetRow[]> {
  const bets = calls.map((c, ord) => ({
    ord,
    vendor: c.vendor,
    transaction_id: c.transactionId,
    round_id: c.roundId,
    game_code: c.gameCode,
    merchant: c.merchant,
    member: c.member,
    amount: c.amount.toString(),
    currency: c.currency,
    wallet_currency: c.walletCurrency,
    wallet_kind: c.walletKind,
    member_account: c.memberAccount.toString(),
    house_account: c.houseAccount.toString(),
    leg_id: c.legId,
    hash: c.hash,
    now: c.now.toISOString(),
    token_hash: c.tokenHash,
    idle_ms: SESSION_IDLE_MS,
  }));
  const { rows } = await sql<
    BetRow & { ord: number }
  >`select * from provider_bets(${JSON.stringify(bets)}::jsonb)`.execute(db);
  const answers: BetRow[] = new Array(calls.length);
  for (const row of rows) answers[row.ord] = row;
  return answers;
}
