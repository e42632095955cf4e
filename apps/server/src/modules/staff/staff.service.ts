import type { StaffRole } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Merchant } from '../site/merchant.js';

const STAFF_SESSION_MS = 12 * 60 * 60_000;
const STAFF_IDLE_MS = 60 * 60_000;
/** Failed staff logins allowed per account and per IP in a 15-minute window. */
const STAFF_FAILURES = { windowMs: 15 * 60_000, perAccount: 5, perIp: 20 };

export class StaffService {
  /** Verified against when the username is unknown, so both answers take the same time. */
  private decoyHash: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {
    this.decoyHash = hasher.hash('decoy-password-for-timing');
  }

  async login(merchant: Merchant, username: string, password: string, ip: string) {
    const keys = [`staff-login:account:${merchant.id}:${username}`, `staff-login:ip:${merchant.id}:${ip}`];
    const [account, byIp] = await Promise.all(keys.map((key) => this.limiter.peek(key)));
    if (account! >= STAFF_FAILURES.perAccount || byIp! >= STAFF_FAILURES.perIp) {
      const wait = Math.max(...(await Promise.all(keys.map((key) => this.limiter.retryAfterMs(key)))));
      throw new AppError('too.many.requests', { seconds: Math.ceil(wait / 1000) });
    }
    const staff = await this.db
      .selectFrom('staff')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', username)
      .executeTakeFirst();
    const valid = await this.hasher.verify(staff?.password_hash ?? (await this.decoyHash), password);
    if (!staff || !valid) {
      await Promise.all(keys.map((key) => this.limiter.hit(key, STAFF_FAILURES.windowMs)));
      throw new AppError('staff.login.failed');
    }
    await this.limiter.reset(keys[0]!);
    const token = newToken();
    const now = this.clock.now();
    await this.db
      .insertInto('staff_sessions')
      .values({
        token_hash: hashToken(token),
        staff_id: staff.id,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + STAFF_SESSION_MS),
      })
      .execute();
    await recordAudit(this.db, {
      merchantId: merchant.id,
      actorType: 'staff',
      actorId: staff.id,
      action: 'staff.login',
      ip,
    });
    return { token, role: staff.role as StaffRole };
  }

  async findSession(token: string, merchantId: number): Promise<StaffSession | null> {
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .select(['staff.id', 'staff.merchant_id', 'staff.username', 'staff.role', 'staff_sessions.expires_at'])
      .select(['staff_sessions.last_seen_at', 'staff_sessions.revoked_at'])
      .where('staff_sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    const now = this.clock.now();
    if (!row || row.revoked_at || row.merchant_id !== merchantId || row.expires_at <= now) return null;
    if (now.getTime() - row.last_seen_at.getTime() > STAFF_IDLE_MS) return null;
    await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
    return {
      tokenHash,
      staffId: row.id,
      merchantId: row.merchant_id,
      username: row.username,
      role: row.role,
    };
  }

  /** Refuse a staff member whose role is not among those allowed. */
  assertRole(staff: StaffSession, allowed: readonly StaffRole[]): void {
    if (!allowed.includes(staff.role as StaffRole)) throw new AppError('staff.forbidden');
  }

  async createStaff(merchantId: number, username: string, password: string, role: StaffRole): Promise<void> {
    await this.db
      .insertInto('staff')
      .values({ merchant_id: merchantId, username, password_hash: await this.hasher.hash(password), role })
      .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
      .execute();
  }

  listStaff(merchantId: number) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'username', 'role', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute();
  }

  /** A new staff account, audited in the same transaction; a taken username is refused. */
  async addStaff(actor: StaffSession, username: string, password: string, role: StaffRole, ip: string) {
    const hash = await this.hasher.hash(password);
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('staff')
        .values({ merchant_id: actor.merchantId, username, password_hash: hash, role })
        .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
        .returning(['id', 'username', 'role', 'created_at'])
        .executeTakeFirst();
      if (!row) throw new AppError('staff.username.taken');
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'staff.create',
        target: `staff:${row.id}`,
        details: { username, role },
        ip,
      });
      return row;
    });
  }
}
