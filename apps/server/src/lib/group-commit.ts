interface Waiting<C, R> {
  call: C;
  resolve: (row: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for hot writes (vendors' bets, lottery slips): a call goes to the database at once
 * while fewer than `inFlight` statements are running; calls that arrive meanwhile wait and then go
 * together, as one statement and one commit (`run`, which answers one result per call, in order).
 * Under light load every call goes alone and waits for nothing; under heavy load the database does
 * one round trip and one WAL flush for many. A batch that fails as a whole (a deadlock with some
 * other transaction) is retried call by call, so one call's fate never depends on its neighbours'.
 * Two statements in flight by default: once a bet's statement got lean, the database's CPU per
 * group rather than the WAL flush set the pace, and a second group running beside the first keeps
 * both cores busy (decisions 0012 and 0028).
 */
export class GroupCommit<C, R> {
  private readonly waiting: Waiting<C, R>[] = [];
  private running = 0;
  /** Statements sent and calls they carried: calls per statement tells how much was grouped. */
  readonly sent = { statements: 0, calls: 0 };

  constructor(
    private readonly run: (calls: C[]) => Promise<R[]>,
    private readonly inFlight = 2,
    private readonly largest = 64,
  ) {}

  submit(call: C): Promise<R> {
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

  private async settle(batch: Waiting<C, R>[]): Promise<void> {
    try {
      const rows = await this.send(batch.map((w) => w.call));
      for (const [i, w] of batch.entries()) w.resolve(rows[i]!);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      await Promise.all(batch.map((w) => this.send([w.call]).then(([row]) => w.resolve(row!), w.reject)));
    }
  }

  private send(calls: C[]): Promise<R[]> {
    this.sent.statements += 1;
    this.sent.calls += calls.length;
    return this.run(calls);
  }
}
