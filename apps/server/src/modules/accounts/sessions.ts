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

/**
 * "These sessions may have ended": a token's (logout) or a member's (password change, disabling,
 * any change to the member row). Sent after the change is committed, so whoever hears it and reads
 * the database sees the change; every node closes the sockets whose session is over.
 */
export interface SessionChange {
  memberId: number | null;
  tokenHash: string | null;
}

interface Cached {
  session: MemberSession;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
}

/** Member sessions: the token goes to the client once, only its SHA-256 is kept. */
export class MemberSessions {
  private readonly cache = new Map<string, Cached>();
  private readonly listeners: Array<(change: SessionChange) => void> = [];

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

  /**
   * The member row or its sessions changed (committed): drop what this node remembers of them and
   * tell every node (the balance bus), whose sockets then check their session again.
   */
  forgetMember(memberId: number): void {
    this.forgetLocally({ memberId, tokenHash: null });
    this.announce({ memberId, tokenHash: null });
  }

  /** Drop this node's cached sessions a change names (news from another node, or our own). */
  forgetLocally(change: SessionChange): void {
    if (change.tokenHash) this.cache.delete(change.tokenHash);
    if (change.memberId === null) return;
    for (const [hash, entry] of this.cache) {
      if (entry.session.memberId === change.memberId) this.cache.delete(hash);
    }
  }

  /** Listen for session changes made on this node (the balance socket relays them to every node). */
  onChange(listener: (change: SessionChange) => void): void {
    this.listeners.push(listener);
  }

  private announce(change: SessionChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /**
   * Which of these tokens still have a live session (not revoked, not idle, not past the absolute
   * time-out, member active), read from the database without touching `last_seen_at`: an open
   * socket is not activity, so it never keeps a session alive.
   */
  async liveTokenHashes(tokenHashes: readonly string[]): Promise<Set<string>> {
    const now = this.clock.now().getTime();
    const live = new Set<string>();
    for (let start = 0; start < tokenHashes.length; start += 1_000) {
      const rows = await this.db
        .selectFrom('sessions')
        .innerJoin('members', 'members.id', 'sessions.member_id')
        .select('sessions.token_hash')
        .where('sessions.token_hash', 'in', tokenHashes.slice(start, start + 1_000))
        .where('sessions.revoked_at', 'is', null)
        .where('members.status', '=', 'ACTIVE')
        .where('sessions.expires_at', '>', new Date(now))
        .where('sessions.last_seen_at', '>=', new Date(now - SESSION_IDLE_MS))
        .execute();
      for (const row of rows) live.add(row.token_hash);
    }
    return live;
  }

  async revoke(tokenHash: string): Promise<void> {
    // Logout looked the session up just before, so its member is known and the news names it.
    const memberId = this.cache.get(tokenHash)?.session.memberId ?? null;
    this.cache.delete(tokenHash);
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    this.announce({ memberId, tokenHash });
  }

  /**
   * End every session of a member (password change, disabling), in the caller's transaction: the
   * caller calls `forgetMember` once it has committed, so the sockets on every node close.
   */
  async revokeAll(db: Db, memberId: number): Promise<void> {
    this.forgetLocally({ memberId, tokenHash: null });
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
