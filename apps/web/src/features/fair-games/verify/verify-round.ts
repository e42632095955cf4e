import type { FairOutcome, FairRound } from '@tessera/contracts';
import { commitmentOf, FairInputError, isServerSeed, payoutOf, verifyCommitment } from '@tessera/fair';
import { balanceToMinor } from '../../wallet/transfer-rules';
import { hundredthsText } from '../outcome-display';
import { capAtMaxWin, minorToText } from '../stake-rules';
import { minesPicksOf, type Recomputed, recompute } from './recompute';

/** What one line of a verification compares; each has its label in the catalogue. */
export type CheckKey =
  | 'commitment'
  | 'roll'
  | 'win'
  | 'minePositions'
  | 'revealed'
  | 'hitTile'
  | 'status'
  | 'path'
  | 'bucket'
  | 'drawn'
  | 'hits'
  | 'stops'
  | 'grid'
  | 'wins'
  | 'payout';

export interface Check {
  key: CheckKey;
  /** What the server said, as text. */
  server: string;
  /** What the browser computed, as text. */
  browser: string;
  ok: boolean;
}

export type RoundReport =
  /** A Mines round still in play: its mines are secret until it ends. */
  | { kind: 'open' }
  /** The seed pair is still active: its server seed shows after a rotation. */
  | { kind: 'unrevealed' }
  /** The revealed seed or the round's data could not be replayed (a FairInputError message). */
  | { kind: 'failed'; message: string }
  | { kind: 'checked'; matches: boolean; checks: Check[]; recomputed: Recomputed };

/** The outcome fields each game compares, in the order they are listed. */
const OUTCOME_FIELDS: Record<FairOutcome['game'], readonly CheckKey[]> = {
  dice: ['roll', 'win'],
  mines: ['minePositions', 'revealed', 'hitTile', 'status'],
  plinko: ['path', 'bucket'],
  keno: ['drawn', 'hits'],
  slot: ['stops', 'grid', 'wins'],
};

/** JSON with object keys sorted, so equal values give equal text whatever order the keys came in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** A value as people read it: lists comma-separated, nested lists by " | ", objects by their values. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) {
    const nested = value.some((item) => Array.isArray(item) || (item !== null && typeof item === 'object'));
    return value.map(valueText).join(nested ? ' | ' : ', ');
  }
  if (typeof value === 'object') return Object.values(value).map(valueText).join(' ');
  return String(value);
}

/** A dice roll as the game shows it (hundredths: 4190 is 41.90). */
const rollText = (value: unknown) => (typeof value === 'number' ? hundredthsText(value) : valueText(value));

/** Slot line wins as `#4 3×BAR 10`: the line (from 1), the count and symbol, the pay in line bets. */
const winsText = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map(
          (win: { line?: number; count?: number; symbol?: string; pay?: number }) =>
            `#${(win.line ?? 0) + 1} ${win.count}×${win.symbol} ${win.pay}`,
        )
        .join(', ') || '—'
    : valueText(value);

const SHOW: Partial<Record<CheckKey, (value: unknown) => string>> = { roll: rollText, wins: winsText };

function compareField(key: CheckKey, server: unknown, browser: unknown, show = valueText): Check {
  return {
    key,
    server: show(server),
    browser: show(browser),
    ok: canonical(server) === canonical(browser),
  };
}

/**
 * The expected payout in minor units: stake × multiplier rounded down, capped at FAIR_MAX_WIN,
 * exactly as the server pays it.
 */
export function expectedPayoutMinor(stake: number, recomputed: Recomputed, scale: number): bigint {
  return capAtMaxWin(payoutOf(balanceToMinor(stake, scale), recomputed.multiplier), scale);
}

/**
 * Verifies a round the server answered: the revealed seed against the commitment shown before the
 * bet, the outcome recomputed from the seeds, nonce and choices, and the payout from the stake.
 */
export function verifyRound(round: FairRound, scale: number): RoundReport {
  if (round.status === 'playing') return { kind: 'open' };
  if (round.serverSeed === null) return { kind: 'unrevealed' };
  const serverSeed = round.serverSeed;
  let recomputed: Recomputed;
  try {
    recomputed = recompute({
      serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      params: round.params,
      minesPicks: round.outcome.game === 'mines' ? minesPicksOf(round.outcome) : undefined,
    });
  } catch (error) {
    if (error instanceof FairInputError) return { kind: 'failed', message: error.message };
    throw error;
  }
  const checks: Check[] = [
    {
      key: 'commitment',
      server: round.commitment,
      browser: isServerSeed(serverSeed) ? commitmentOf(serverSeed) : '—',
      ok: verifyCommitment(serverSeed, round.commitment),
    },
  ];
  const server = round.outcome as Record<string, unknown>;
  const browser = recomputed.outcome as Record<string, unknown>;
  if (round.outcome.game !== recomputed.outcome.game) {
    checks.push(compareField('status', round.outcome.game, recomputed.outcome.game));
  } else {
    for (const key of OUTCOME_FIELDS[recomputed.outcome.game]) {
      checks.push(compareField(key, server[key], browser[key], SHOW[key]));
    }
  }
  const payout = expectedPayoutMinor(round.stake, recomputed, scale);
  checks.push({
    key: 'payout',
    server: minorToText(balanceToMinor(round.payout, scale), scale),
    browser: minorToText(payout, scale),
    ok: balanceToMinor(round.payout, scale) === payout,
  });
  return { kind: 'checked', matches: checks.every((check) => check.ok), checks, recomputed };
}
