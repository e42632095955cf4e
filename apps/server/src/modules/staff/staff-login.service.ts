import type { StaffRole } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { type LoginAttempt, type LoginLimits, LoginThrottle } from '../../lib/login-throttle.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Challenges } from '../challenges/challenges.service.js';
import type { Merchant } from '../site/merchant.js';
import type { StaffSessions } from './staff-sessions.js';
import { type StaffTotp, totpStepNeeded } from './staff-totp.js';

/**
 * Staff login limits in a 15-minute window. The "account" counter is the account AND the IP
 * together, so nobody can lock `admin` out from elsewhere: a captcha after 3 failures, refusal
 * after 5. An IP is refused after 20 failures over every account.
 */
export const STAFF_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60_000,
  captchaAfterAccount: 3,
  refuseAfterAccount: 5,
  captchaAfterIp: 10,
  refuseAfterIp: 20,
};
/** Failures on one account from every IP together after which each login asks a captcha (never a lock). */
export const STAFF_ACCOUNT_CAPTCHA_AFTER = 5;
const TOTP_TICKET = 'staff-totp';
const TOTP_TICKET_MINUTES = 5;
/** Wrong codes a ticket takes before it is spent (they count toward the login limits as well). */
const TOTP_TICKET_TRIES = 5;

interface LoginInput {
  username: string;
  password: string;
  captcha?: string | undefined;
}

/** One counted attempt: the account-and-IP and IP counters, and the account's count over every IP. */
class StaffAttempt {
  constructor(
    private readonly attempt: LoginAttempt,
    private readonly limiter: RateLimiter,
    private readonly everywhereKey: string,
    private readonly everywhere: number,
  ) {}

  get captchaNeeded(): boolean {
    return this.attempt.captchaNeeded || this.everywhere - 1 >= STAFF_ACCOUNT_CAPTCHA_AFTER;
  }

  /** Nothing was checked (or a step is still to come): the attempt counts nowhere. */
  async refused(): Promise<void> {
    await Promise.all([this.attempt.refused(), this.limiter.release(this.everywhereKey)]);
  }

  failed(): { captcha: boolean } {
    const { captcha } = this.attempt.failed();
    return { captcha: captcha || this.everywhere >= STAFF_ACCOUNT_CAPTCHA_AFTER };
  }

  async succeeded(): Promise<void> {
    await Promise.all([this.attempt.succeeded(), this.limiter.reset(this.everywhereKey)]);
  }
}

/**
 * Staff sign-in: the password step (counted before the password is checked, decision 0019's
 * LoginThrottle), then for admins and finance staff on brands that require it, and for anyone who
 * set one up, the authenticator step on a single-use ticket.
 */
export class StaffLogins {
  /** Verified against when the username is unknown, so both answers take the same time. */
  private readonly decoyHash: Promise<string>;
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly challenges: Challenges,
    private readonly sessions: StaffSessions,
    private readonly totp: StaffTotp,
  ) {
    this.decoyHash = hasher.hash('decoy-password-for-timing');
    this.throttle = new LoginThrottle(limiter, STAFF_LOGIN_LIMITS);
  }

  private async begin(merchant: Merchant, username: string, ip: string): Promise<StaffAttempt> {
    const name = username.toLowerCase();
    const attempt = await this.throttle.begin({
      account: `staff-login:pair:${merchant.id}:${name}:${ip}`,
      ip: `staff-login:ip:${merchant.id}:${ip}`,
    });
    const everywhereKey = `staff-login:account:${merchant.id}:${name}`;
    const everywhere = await this.limiter.hit(everywhereKey, STAFF_LOGIN_LIMITS.windowMs);
    return new StaffAttempt(attempt, this.limiter, everywhereKey, everywhere);
  }

  async login(merchant: Merchant, input: LoginInput, captchaId: string | undefined, ip: string) {
    const attempt = await this.begin(merchant, input.username, ip);
    if (attempt.captchaNeeded) {
      const code = !input.captcha
        ? 'captcha.required'
        : (await this.challenges.checkCaptcha(merchant, captchaId, input.captcha))
          ? null
          : 'captcha.invalid';
      if (code) {
        await attempt.refused();
        throw new AppError(code, {}, { captcha: true });
      }
    }
    const staff = await this.db
      .selectFrom('staff')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', input.username)
      .executeTakeFirst();
    const valid = await this.hasher.verify(staff?.password_hash ?? (await this.decoyHash), input.password);
    if (!staff || !valid) throw new AppError('staff.login.failed', {}, attempt.failed());
    if (staff.status !== 'ACTIVE') {
      await attempt.succeeded();
      throw new AppError('staff.disabled');
    }
    if (totpStepNeeded(merchant, staff)) {
      // The password was right but a code is still to come: earlier failures stay counted, so a
      // right password cannot be used to wipe the count of wrong codes.
      await attempt.refused();
      const ticket = await this.challenges.issueTicket(
        merchant,
        TOTP_TICKET,
        String(staff.id),
        { staffId: staff.id },
        TOTP_TICKET_MINUTES,
      );
      if (staff.totp_secret) throw new AppError('staff.totp.required', {}, { ticket });
      const setup = await this.totp.begin(merchant, staff.id, staff.username);
      throw new AppError('staff.totp.setup.required', {}, { ticket, ...setup });
    }
    await attempt.succeeded();
    return this.signIn(merchant, staff, ip, 'password');
  }

  /** The authenticator step: a code from the secret (or, on first setup, from the new secret). */
  async loginTotp(merchant: Merchant, ticket: string, code: string, ip: string) {
    const data = await this.challenges.readTicket(merchant, TOTP_TICKET, ticket);
    const staff = data
      ? await this.db
          .selectFrom('staff')
          .selectAll()
          .where('id', '=', Number(data.staffId))
          .where('merchant_id', '=', merchant.id)
          .executeTakeFirst()
      : undefined;
    if (!staff) throw new AppError('staff.totp.expired');
    const attempt = await this.begin(merchant, staff.username, ip);
    const accepted = staff.totp_secret
      ? await this.totp.verify(staff.id, code)
      : await this.totp.confirm(staff.id, code);
    if (!accepted) {
      attempt.failed();
      const spent = await this.challenges.failTicket(merchant, TOTP_TICKET, ticket, TOTP_TICKET_TRIES);
      throw new AppError(spent ? 'staff.totp.expired' : 'staff.totp.invalid');
    }
    if (!(await this.challenges.spendTicket(merchant, TOTP_TICKET, ticket))) {
      await attempt.refused();
      throw new AppError('staff.totp.expired');
    }
    await attempt.succeeded();
    if (staff.status !== 'ACTIVE') throw new AppError('staff.disabled');
    return this.signIn(merchant, staff, ip, staff.totp_secret ? 'totp' : 'totp-setup');
  }

  private async signIn(merchant: Merchant, staff: { id: number; role: string }, ip: string, step: string) {
    return this.db.transaction().execute(async (tx) => {
      const token = await this.sessions.open(tx, staff.id);
      await recordAudit(tx, {
        merchantId: merchant.id,
        actorType: 'staff',
        actorId: staff.id,
        action: 'staff.login',
        details: { step },
        ip,
      });
      return { token, role: staff.role as StaffRole };
    });
  }
}
