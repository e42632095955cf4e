import { type ChaosKind, type ChaosOdds, chaosOf, planRound } from './chaos.js';
import type { ProviderClient, ProviderReply } from './provider-client.js';
import type { Random } from './random.js';
import { spinWheel } from './wheel.js';

/** Why a call was sent, when it is not the plain call of the round. */
export type CallNote =
  | 'duplicate'
  | 'answer-lost'
  | 'retry'
  | 'rollback-before-bet'
  | 'late-bet'
  | 'rollback';

export interface CallRecord {
  action: 'bet' | 'win' | 'rollback';
  transactionId: string;
  /** The API's status, or `NO_ANSWER` when every attempt failed on the network or with a 5xx. */
  status: string;
  /** Minor units, as the API answered. */
  balance: number;
  /** HTTP attempts it took (a 5xx or a network failure is retried with the same body). */
  attempts: number;
  note: CallNote | null;
}

export type RoundOutcome = 'SETTLED' | 'ROLLED_BACK' | 'OVERTAKEN' | 'REFUSED' | 'UNSETTLED';

export interface RoundRecord {
  roundId: string;
  betId: string;
  /** Minor units. */
  stake: number;
  /** Where the wheel stopped, for a round that reached its win (else null). */
  segment: number | null;
  multiplier: number | null;
  /** Minor units credited by the win (0 when the wheel paid nothing or no win was booked). */
  win: number;
  outcome: RoundOutcome;
  chaos: ChaosKind[];
  calls: CallRecord[];
  /** The wallet's balance after the round, as the API last answered (minor units). */
  balance: number;
}

/** The player a session plays for, as `authenticate` answered, and the launch's token it named. */
export interface RoundPlayer {
  /** The player token of the launch: every call of the session names it. */
  token: string;
  user: string;
  currency: string;
  gameCode: string;
}

const ATTEMPTS = 4;
const BACKOFF_MS = [100, 300, 900];
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One call, sent again with the same body after a network failure or a 5xx. */
async function send(
  client: ProviderClient,
  action: CallRecord['action'],
  body: { transactionId: string },
  note: CallNote | null,
): Promise<{ record: CallRecord; reply: ProviderReply | null }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const reply = await client.call(action, body);
      if (reply.httpStatus < 500) {
        const record = {
          action,
          transactionId: body.transactionId,
          status: reply.status,
          balance: reply.balance,
        };
        return { record: { ...record, attempts: attempt, note }, reply };
      }
    } catch {
      // No answer: the same call again.
    }
    if (attempt === ATTEMPTS) {
      const record = { action, transactionId: body.transactionId, status: 'NO_ANSWER', balance: -1 };
      return { record: { ...record, attempts: attempt, note }, reply: null };
    }
    await sleep(BACKOFF_MS[attempt - 1] ?? 1_000);
  }
}

/**
 * One round of the wheel against the wallet API: a bet, then one win that closes the round, with
 * the chaos this round drew on the way (see `chaos.ts`). Every id derives from `roundId`, so a
 * retry is always the same call.
 */
export async function playRound(input: {
  client: ProviderClient;
  player: RoundPlayer;
  roundId: string;
  stake: number;
  random: Random;
  odds: ChaosOdds;
  balanceBefore: number;
}): Promise<RoundRecord> {
  const { client, player, roundId, stake, random } = input;
  const plan = planRound(random, input.odds);
  const spin = spinWheel(random);
  const betId = `${roundId}-bet`;
  const round: RoundRecord = {
    roundId,
    betId,
    stake,
    segment: null,
    multiplier: null,
    win: 0,
    outcome: 'UNSETTLED',
    chaos: chaosOf(plan),
    calls: [],
    balance: input.balanceBefore,
  };
  const call = async (
    action: CallRecord['action'],
    body: { transactionId: string },
    note: CallNote | null,
  ) => {
    const sent = await send(client, action, body, note);
    round.calls.push(sent.record);
    if (sent.reply && sent.reply.currency !== null) round.balance = sent.reply.balance;
    return sent.reply;
  };
  const common = {
    token: player.token,
    user: player.user,
    roundId,
    gameCode: player.gameCode,
    currency: player.currency,
  };
  const bet = { ...common, transactionId: betId, amount: stake };
  const rollback = {
    token: player.token,
    user: player.user,
    transactionId: `${roundId}-rollback`,
    referenceTransactionId: betId,
    roundId,
  };

  if (plan.cancel === 'before-bet') {
    await call('rollback', rollback, 'rollback-before-bet');
    const late = await call('bet', bet, 'late-bet');
    round.outcome = late?.status === 'OK' ? 'UNSETTLED' : 'OVERTAKEN';
    return round;
  }

  if (plan.lostAnswer === 'bet') await call('bet', bet, 'answer-lost');
  const placed = await call('bet', bet, plan.lostAnswer === 'bet' ? 'retry' : null);
  if (!placed) {
    // The bet's fate is unknown: cancel it (a rollback of a bet that never arrived leaves a tombstone).
    const cancelled = await call('rollback', rollback, 'rollback');
    round.outcome = cancelled?.status === 'OK' ? 'ROLLED_BACK' : 'UNSETTLED';
    return round;
  }
  if (placed.status !== 'OK') {
    round.outcome = 'REFUSED';
    return round;
  }
  if (plan.duplicateBet) await call('bet', bet, 'duplicate');
  if (plan.cancel === 'after-bet') {
    const cancelled = await call('rollback', rollback, 'rollback');
    round.outcome = cancelled?.status === 'OK' ? 'ROLLED_BACK' : 'UNSETTLED';
    return round;
  }

  round.segment = spin.segment;
  round.multiplier = spin.multiplier;
  const win = {
    ...common,
    transactionId: `${roundId}-win`,
    amount: stake * spin.multiplier,
    referenceTransactionId: betId,
    roundClosed: true,
  };
  if (plan.lostAnswer === 'win') await call('win', win, 'answer-lost');
  const paid = await call('win', win, plan.lostAnswer === 'win' ? 'retry' : null);
  if (paid?.status === 'OK') {
    round.win = win.amount;
    round.outcome = 'SETTLED';
  }
  return round;
}
