import { randomBytes } from 'node:crypto';
import { type ChaosOdds, NO_CHAOS } from './chaos.js';
import type { ProviderClient } from './provider-client.js';
import { childSeed, type Random, randomSource } from './random.js';
import { playRound, type RoundPlayer, type RoundRecord } from './round.js';

/** A player's game after the launch token was traded for them (`authenticate`). */
export interface PlaySession extends RoundPlayer {
  id: string;
  vendor: string;
  /** Minor units, as the API last answered. */
  balance: number;
  usedAt: number;
}

export interface RoundsSummary {
  rounds: number;
  settled: number;
  rolledBack: number;
  overtaken: number;
  refused: number;
  unsettled: number;
  /** Minor units: the stakes of the settled rounds, and what they paid. */
  totalBet: number;
  totalWon: number;
  duplicates: number;
  lostAnswers: number;
  /** Late bets (overtaken by their rollback) that the API refused, as it must. */
  lateBetsRefused: number;
  /** The wallet's balance by a `balance` call after the last round (minor units). */
  finalBalance: number;
  currency: string;
  records: RoundRecord[];
}

const IDLE_MS = 2 * 60 * 60_000;
const MAX_SESSIONS = 10_000;

interface Entry {
  session: PlaySession;
  random: Random;
  rounds: number;
  /** Rounds of one session run one after another (a double click waits its turn). */
  queue: Promise<unknown>;
}

/** Play sessions in memory: the simulator is a demo vendor, a restart forgets them. */
export class PlaySessions {
  private readonly entries = new Map<string, Entry>();
  private opened = 0;

  constructor(
    private readonly seed: string | undefined,
    private readonly odds: ChaosOdds,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  open(player: Omit<PlaySession, 'id' | 'usedAt'>): PlaySession {
    this.sweep();
    const id = randomBytes(16).toString('base64url');
    const session: PlaySession = { ...player, id, usedAt: Date.now() };
    const random = randomSource(childSeed(this.seed, `session-${++this.opened}`));
    this.entries.set(id, { session, random, rounds: 0, queue: Promise.resolve() });
    return session;
  }

  get(id: string): PlaySession | null {
    const entry = this.entries.get(id);
    if (!entry || Date.now() - entry.session.usedAt > IDLE_MS) return null;
    entry.session.usedAt = Date.now();
    return entry.session;
  }

  /** `count` rounds in a row at `stake` (stops at the first refused bet). */
  play(
    session: PlaySession,
    client: ProviderClient,
    options: { count: number; stake: number; chaos: boolean },
  ): Promise<RoundRecord[]> {
    const entry = this.entries.get(session.id);
    if (!entry) throw new Error(`no play session ${session.id}`);
    const odds = options.chaos ? this.odds : NO_CHAOS;
    const run = async () => {
      const records: RoundRecord[] = [];
      for (let i = 0; i < options.count; i++) {
        const record = await playRound({
          client,
          player: session,
          roundId: `${session.id}-${++entry.rounds}`,
          stake: options.stake,
          random: entry.random,
          odds,
          balanceBefore: session.balance,
        });
        session.balance = record.balance;
        records.push(record);
        if (record.outcome === 'REFUSED' || record.outcome === 'UNSETTLED') break;
      }
      return records;
    };
    const result = entry.queue.then(run, run);
    entry.queue = result.catch(() => undefined);
    return result;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, entry] of this.entries) {
      if (now - entry.session.usedAt > IDLE_MS || this.entries.size >= MAX_SESSIONS) this.entries.delete(id);
    }
  }
}

/** What a headless run did, counted from its rounds. */
export function summarise(
  records: RoundRecord[],
  final: { balance: number; currency: string },
): RoundsSummary {
  const count = (outcome: RoundRecord['outcome']) => records.filter((r) => r.outcome === outcome).length;
  const settled = records.filter((r) => r.outcome === 'SETTLED');
  const calls = records.flatMap((r) => r.calls);
  return {
    rounds: records.length,
    settled: settled.length,
    rolledBack: count('ROLLED_BACK'),
    overtaken: count('OVERTAKEN'),
    refused: count('REFUSED'),
    unsettled: count('UNSETTLED'),
    totalBet: settled.reduce((sum, r) => sum + r.stake, 0),
    totalWon: settled.reduce((sum, r) => sum + r.win, 0),
    duplicates: calls.filter((c) => c.note === 'duplicate').length,
    lostAnswers: calls.filter((c) => c.note === 'answer-lost').length,
    lateBetsRefused: calls.filter((c) => c.note === 'late-bet' && c.status !== 'OK').length,
    finalBalance: final.balance,
    currency: final.currency,
    records,
  };
}
