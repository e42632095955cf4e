import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { LoginThrottle } from '../../lib/login-throttle.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Merchant } from '../site/merchant.js';
import type { StaffSessions } from './staff-sessions.js';
import type { StaffTotp } from './staff-totp.js';

/** Wrong current passwords a session may give in 15 minutes (a stolen session guessing the password). */
const REAUTH_LIMITS = { windowMs: 15 * 60_000, refuseAfterAccount: 5, refuseAfterIp: 20 };

/** What a signed-in staff member does to their own account: logout, password, authenticator. */
export class StaffSecurity {
  private readonly reauth: LoginThrottle;

  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    limiter: RateLimiter,
    private readonly sessions: StaffSessions,
    private readonly totp: StaffTotp,
  ) {
    this.reauth = new LoginThrottle(limiter, REAUTH_LIMITS);
  }

  async logout(actor: StaffSession, ip: string): Promise<null> {
    await this.db.transaction().execute(async (tx) => {
      await this.sessions.endOne(tx, actor.tokenHash);
      await this.audit(tx, actor, 'staff.logout', {}, ip);
    });
    return null;
  }

  /** Change one's password with the current one; every other session of this staff member ends. */
  async changePassword(actor: StaffSession, current: string, next: string, ip: string) {
    await this.checkPassword(actor, current, ip);
    if (current === next) throw new AppError('staff.password.same');
    const hash = await this.hasher.hash(next);
    return this.db.transaction().execute(async (tx) => {
      await tx.updateTable('staff').set({ password_hash: hash }).where('id', '=', actor.staffId).execute();
      const endedSessions = await this.sessions.end(tx, actor.staffId, actor.tokenHash);
      await this.audit(tx, actor, 'staff.password.change', { endedSessions }, ip);
      return { endedSessions };
    });
  }

  /** A new authenticator secret (asks the password again); the old one holds until it is confirmed. */
  async setupTotp(merchant: Merchant, actor: StaffSession, password: string, ip: string) {
    await this.checkPassword(actor, password, ip);
    const setup = await this.totp.begin(merchant, actor.staffId, actor.username);
    await this.audit(this.db, actor, 'staff.totp.setup', {}, ip);
    return setup;
  }

  async confirmTotp(actor: StaffSession, code: string, ip: string): Promise<null> {
    const pending = await this.db
      .selectFrom('staff')
      .select('totp_pending_secret')
      .where('id', '=', actor.staffId)
      .executeTakeFirst();
    if (!pending?.totp_pending_secret) throw new AppError('staff.totp.none');
    if (!(await this.totp.confirm(actor.staffId, code))) throw new AppError('staff.totp.invalid');
    await this.audit(this.db, actor, 'staff.totp.enable', {}, ip);
    return null;
  }

  /** The current password again, throttled per staff member and IP like a login. */
  private async checkPassword(actor: StaffSession, password: string, ip: string): Promise<void> {
    const attempt = await this.reauth.begin({
      account: `staff-reauth:${actor.staffId}`,
      ip: `staff-reauth:ip:${actor.merchantId}:${ip}`,
    });
    const row = await this.db
      .selectFrom('staff')
      .select('password_hash')
      .where('id', '=', actor.staffId)
      .executeTakeFirstOrThrow();
    if (!(await this.hasher.verify(row.password_hash, password))) {
      attempt.failed();
      throw new AppError('staff.password.wrong');
    }
    await attempt.succeeded();
  }

  private audit(
    executor: Db,
    actor: StaffSession,
    action: string,
    details: Record<string, unknown>,
    ip: string,
  ) {
    return recordAudit(executor, {
      merchantId: actor.merchantId,
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      target: `staff:${actor.staffId}`,
      details,
      ip,
    });
  }
}
