import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';

/** A spent launch token is kept this long past its expiry (for support questions), then deleted. */
export const PLAYER_TOKEN_KEEP_MS = 86_400_000;
/** Rows one statement deletes at most, so a backlog never holds one long transaction. */
const BATCH = 5_000;

/**
 * Player tokens more than a day past their `expires_at` are deleted (served by
 * player_tokens_expiry), in batches. Safe on every node at once: rows are claimed with SKIP LOCKED.
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
              .where('expires_at', '<', cutoff)
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
