import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { MemberSession } from '../../http/context.js';
import { hashToken, newToken } from '../../lib/tokens.js';

export const SESSION_IDLE_MS = 2 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60_000;
/** last_seen_at is written at most this often, so a read is not a write. */
const TOUCH_EVERY_MS = 60_000;
/**
 * How long a node trusts a session it looked up without asking the database again. Logout and
 * password changes drop the entry on the node that made them at once; other nodes follow within this.
 */
const CACHE_MS = 1_000;
const CACHE_LIMIT = 50_000;

interface Cached {
  session: MemberSession;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
}

/** Member sessions: the token goes to the client once, only its SHA-256 is kept. */
export class MemberSessions {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(
    db: Db,
    input: { memberId: number; merchantId: number; ip: string | null; userAgent: string | null },
  ): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        member_id: input.memberId,
        merchant_id: input.merchantId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        ip: input.ip,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    return token;
  }

  /** The live session of a token for this brand, or null when unknown, revoked, idle or expired. */
  async find(token: string, merchantId: number): Promise<MemberSession | null> {
    const tokenHash = hashToken(token);
    const now = this.clock.now().getTime();
    let entry = this.cache.get(tokenHash);
    if (!entry || now - entry.cachedAt > CACHE_MS) {
      entry = await this.load(tokenHash, now);
      if (!entry) return null;
    }
    const { session } = entry;
    if (
      session.merchantId !== merchantId ||
      entry.expiresAt <= now ||
      now - entry.lastSeenAt > SESSION_IDLE_MS
    ) {
      return null;
    }
    if (now - entry.lastSeenAt > TOUCH_EVERY_MS) {
      entry.lastSeenAt = now;
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now) })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return session;
  }

  private async load(tokenHash: string, now: number): Promise<Cached | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .selectAll('members')
      .select([
        'sessions.last_seen_at',
        'sessions.expires_at',
        'sessions.revoked_at',
        'sessions.merchant_id as session_merchant_id',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    this.cache.delete(tokenHash);
    if (!row || row.revoked_at || row.status !== 'ACTIVE') return undefined;
    const { last_seen_at, expires_at, revoked_at, session_merchant_id, ...member } = row;
    const entry: Cached = {
      session: {
        tokenHash,
        memberId: member.id,
        merchantId: session_merchant_id,
        type: member.type,
        isTrial: member.is_trial,
        mustChangePassword: member.password_must_change,
        member,
      },
      lastSeenAt: last_seen_at.getTime(),
      expiresAt: expires_at.getTime(),
      cachedAt: now,
    };
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(tokenHash, entry);
    return entry;
  }

  /** Drop what this node remembers of a member's sessions (after the member row changed). */
  forgetMember(memberId: number): void {
    for (const [hash, entry] of this.cache) if (entry.session.memberId === memberId) this.cache.delete(hash);
  }

  async revoke(tokenHash: string): Promise<void> {
    this.cache.delete(tokenHash);
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** End every session of a member (password change, disabling). */
  async revokeAll(db: Db, memberId: number): Promise<void> {
    this.forgetMember(memberId);
    await db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now() })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async purgeExpired(): Promise<void> {
    await sql`delete from sessions where expires_at < ${new Date(this.clock.now().getTime() - SESSION_ABSOLUTE_MS)}`.execute(
      this.db,
    );
  }
}
