import { sql } from 'kysely';
import { hashToken } from '../../lib/tokens.js';
import type { Executor } from '../ledger/ledger.repo.js';

/**
 * A vendor books only for a member who holds a live launch of that vendor (decision 0022): the
 * player token of the launch, traded with `authenticate`, names a game session of one vendor, one
 * member and one brand, and every later call carries it.
 */

/** A game session ends this long after its last bet (or its `authenticate`). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Wins and rollbacks still settle the rounds of a launch this long after its session ended. */
export const SETTLE_GRACE_MS = 7 * 24 * 60 * 60_000;

/**
 * Who vouches that the member is playing: a vendor's launch (the SHA-256 of its player token, as
 * stored), or `SITE` for the in-house games, which the site plays under the member's own session.
 * Only our own code says `SITE`; every call through the provider API names a launch.
 */
export type Launch = { tokenHash: string } | 'SITE';

export const launchOf = (token: string): Launch => ({ tokenHash: hashToken(token) });

/** PLAY: bet, balance (a live session, on a brand that offers the vendor). SETTLE: win, rollback. */
export type SessionMode = 'PLAY' | 'SETTLE';

export type LaunchRefusal = 'INVALID_TOKEN' | 'TOKEN_EXPIRED';

/**
 * Why a call's launch does not let it through, or null when it does: `provider_session` (migration
 * 0023), the same rule the one-statement bet applies inside `provider_bet`. A PLAY call that finds
 * the session near its end moves the end on.
 */
export async function launchRefusal(
  executor: Executor,
  launch: Launch,
  call: { vendor: string; merchant: number; member: number; mode: SessionMode; now: Date },
): Promise<LaunchRefusal | null> {
  if (launch === 'SITE') return null;
  const { rows } = await sql<{ verdict: string }>`select provider_session(${launch.tokenHash},
    ${call.vendor}, ${call.merchant}::int, ${call.member}::int, ${call.mode}, ${call.now}::timestamptz,
    ${SESSION_IDLE_MS}::bigint, ${SETTLE_GRACE_MS}::bigint) as verdict`.execute(executor);
  const verdict = rows[0]?.verdict;
  if (verdict === 'OK') return null;
  if (verdict === 'INVALID_TOKEN' || verdict === 'TOKEN_EXPIRED') return verdict;
  throw new Error(`provider_session answered ${verdict}`);
}
