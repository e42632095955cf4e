import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import { SETTLE_GRACE_MS } from './provider-launch.js';

/**
 * A launch's token is kept as long as a call may still name it: its session's rounds settle for
 * `SETTLE_GRACE_MS` after the session ended (a token never traded, after its own expiry).
 */
export const PLAYER_TOKEN_KEEP_MS = SETTLE_GRACE_MS;
/** Rows one statement deletes at most, so a backlog never holds one long transaction. */
const BATCH = 5_000;

/**
 * Player tokens past that are deleted (served by player_tokens_end), in batches. Safe on every node at once: rows are claimed with SKIP LOCKED.
 */
export function playerTokenPurgeJob(db: Db): Job {
  return {
    name: 'player-token-purge',
    everyMs: 10 * 60_000,
    async run(now) {
      const cutoff = new Date(now.getTime() - PLAYER_TOKEN_KEEP_MS);
      let purged = 0;
      for (;;) {
        const result = await db
          .deleteFrom('player_tokens')
          .where(
            'token_hash',
            'in',
            db
              .selectFrom('player_tokens')
              .select('token_hash')
              .where(sql`coalesce(session_ends_at, expires_at)`, '<', cutoff)
              .limit(BATCH)
              .forUpdate()
              .skipLocked(),
          )
          .executeTakeFirst();
        const deleted = Number(result.numDeletedRows);
        purged += deleted;
        if (deleted < BATCH) return purged;
      }
    },
  };
}
