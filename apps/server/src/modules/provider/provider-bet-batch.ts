import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One `provider_bet` call's arguments (migration 0012). */
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
  now: Date;
}

/** `provider_bet`'s answer, or the SQLSTATE that undid the bet (a shortfall or a racing copy). */
export type BetRow = (BetAnswer & { error_code: null }) | { error_code: string; outcome: null };

interface BetAnswer {
  outcome: 'SEEN' | 'USER_DISABLED' | 'SLOW' | 'WRONG_CURRENCY' | 'ROUND_CLOSED' | 'OK';
  balance: string | null;
  seen_status: string | null;
  seen_hash: string | null;
  seen_response: unknown;
}

interface Waiting {
  call: BetCall;
  resolve: (row: BetRow) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for vendors' bets: a bet goes to the database at once while fewer than
 * `inFlight` statements are running; bets that arrive meanwhile wait and then go together, as one
 * `provider_bets` statement and one commit (migration 0013). Under light load every bet goes
 * alone and waits for nothing; under heavy load the database does one round trip and one WAL
 * flush for many bets. A batch that fails as a whole (a deadlock with some other transaction)
 * is retried bet by bet, so one bet's fate never depends on its neighbours'.
 */
export class BetBatcher {
  private readonly waiting: Waiting[] = [];
  private running = 0;
  /** Statements sent and bets they carried: bets per statement tells how much was grouped. */
  readonly sent = { statements: 0, bets: 0 };

  constructor(
    private readonly db: Db,
    private readonly inFlight = 2,
    private readonly largest = 64,
  ) {}

  submit(call: BetCall): Promise<BetRow> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.inFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.largest);
      this.running += 1;
      void this.settle(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async settle(batch: Waiting[]): Promise<void> {
    try {
      const rows = await this.run(batch.map((w) => w.call));
      for (const [i, w] of batch.entries()) w.resolve(rows[i]!);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      await Promise.all(batch.map((w) => this.run([w.call]).then(([row]) => w.resolve(row!), w.reject)));
    }
  }

  private async run(calls: BetCall[]): Promise<BetRow[]> {
    this.sent.statements += 1;
    this.sent.bets += calls.length;
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
    }));
    const { rows } = await sql<
      BetRow & { ord: number }
    >`select * from provider_bets(${JSON.stringify(bets)}::jsonb)`.execute(this.db);
    const answers: BetRow[] = new Array(calls.length);
    for (const row of rows) answers[row.ord] = row;
    return answers;
  }
}
