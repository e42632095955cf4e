import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { StaffSession } from '../../http/context.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Executor } from '../ledger/ledger.repo.js';

const STAFF_SESSION_MS = 12 * 60 * 60_000;
const STAFF_IDLE_MS = 60 * 60_000;
/** last_seen_at is written at most this often (the idle time-out is an hour: a minute is noise in it). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Staff sessions: the token goes to the client once, only its SHA-256 is kept. Nothing is cached,
 * so a logout, a password change or a disabled account ends a session on every node at once.
 */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async open(executor: Executor, staffId: number): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await executor
      .insertInto('staff_sessions')
      .values({
        token_hash: hashToken(token),
        staff_id: staffId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + STAFF_SESSION_MS),
      })
      .execute();
    return token;
  }

  /** A live session of an active staff member of this brand, or null. */
  async find(token: string, merchantId: number): Promise<StaffSession | null> {
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .select(['staff.id', 'staff.merchant_id', 'staff.username', 'staff.role', 'staff.status'])
      .select(['staff_sessions.expires_at', 'staff_sessions.last_seen_at', 'staff_sessions.revoked_at'])
      .where('staff_sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    const now = this.clock.now();
    if (!row || row.revoked_at || row.status !== 'ACTIVE' || row.merchant_id !== merchantId) return null;
    if (row.expires_at <= now || now.getTime() - row.last_seen_at.getTime() > STAFF_IDLE_MS) return null;
    // As members' sessions: last_seen_at is written at most once a minute, so a read is not a write.
    if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await this.db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return {
      tokenHash,
      staffId: row.id,
      merchantId: row.merchant_id,
      username: row.username,
      role: row.role,
    };
  }

  /** End a staff member's live sessions, all of them or all but `keep`; answers how many ended. */
  async end(executor: Executor, staffId: number, keep?: string): Promise<number> {
    let query = executor
      .updateTable('staff_sessions')
      .set({ revoked_at: this.clock.now() })
      .where('staff_id', '=', staffId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.clock.now());
    if (keep) query = query.where('token_hash', '<>', keep);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async endOne(executor: Executor, tokenHash: string): Promise<void> {
    await executor
      .updateTable('staff_sessions')
      .set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Which of these sessions are still live (not revoked, not idle, not expired, staff active), read
   * without touching `last_seen_at`: an open socket is not activity (the queue socket asks this).
   */
  async liveTokenHashes(tokenHashes: readonly string[]): Promise<Set<string>> {
    if (tokenHashes.length === 0) return new Set();
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .select('staff_sessions.token_hash')
      .where('staff_sessions.token_hash', 'in', tokenHashes)
      .where('staff_sessions.revoked_at', 'is', null)
      .where('staff_sessions.expires_at', '>', now)
      .where('staff_sessions.last_seen_at', '>=', new Date(now.getTime() - STAFF_IDLE_MS))
      .where('staff.status', '=', 'ACTIVE')
      .execute();
    return new Set(rows.map((row) => row.token_hash));
  }
}
