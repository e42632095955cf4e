import type { LoginValue, ZLoginRequest } from '@tessera/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Challenges } from '../challenges/challenges.service.js';
import { FLAGS, isFlagOn, type Merchant } from '../site/merchant.js';
import type { SiteService } from '../site/site.service.js';
import { findMemberByMobile, findMemberByUsername, isKnownIp, type MemberRow } from './accounts.repo.js';
import { phoneOf } from './registration.service.js';
import type { Caller, SignIn } from './sign-in.js';
import { checkTotp } from './totp.js';

type LoginRequest = z.output<typeof ZLoginRequest>;

/** Failures in a 15-minute window before a captcha is asked, and before logins are refused. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  captchaAfterAccount: 3,
  captchaAfterIp: 10,
  refuseAfterAccount: 10,
  refuseAfterIp: 50,
} as const;

export class LoginService {
  /** Verified against when the account is unknown, so a wrong user costs as long as a wrong password. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly challenges: Challenges,
    private readonly site: SiteService,
    private readonly signIn: SignIn,
  ) {
    this.decoyHash = hasher.hash('decoy-password-for-timing');
  }

  async login(caller: Caller, input: LoginRequest, captchaId: string | undefined): Promise<LoginValue> {
    const { merchant, ip } = caller;
    this.site.assertOpen(merchant, ip);
    const bySms = input.type === 'sms';
    if (!isFlagOn(merchant, bySms ? FLAGS.smsLogin : FLAGS.usernameLogin))
      throw new AppError('function.not.available');

    const dialingCode = input.countryDialingCode ?? merchant.register.defaultCountryDialingCode;
    const accountKey = `login:account:${merchant.id}:${bySms ? phoneOf(dialingCode, input.username) : input.username.toLowerCase()}`;
    const ipKey = `login:ip:${merchant.id}:${ip}`;
    const [accountFailures, ipFailures] = await Promise.all([
      this.limiter.peek(accountKey),
      this.limiter.peek(ipKey),
    ]);
    if (accountFailures >= LOGIN_LIMITS.refuseAfterAccount || ipFailures >= LOGIN_LIMITS.refuseAfterIp) {
      const wait = Math.max(
        await this.limiter.retryAfterMs(accountKey),
        await this.limiter.retryAfterMs(ipKey),
      );
      throw new AppError('too.many.requests', { seconds: Math.ceil(wait / 1000) }, { captcha: true });
    }
    const captchaNeeded =
      accountFailures >= LOGIN_LIMITS.captchaAfterAccount || ipFailures >= LOGIN_LIMITS.captchaAfterIp;
    if (captchaNeeded) {
      if (!input.captcha) throw new AppError('captcha.required', {}, { captcha: true });
      if (!(await this.challenges.checkCaptcha(merchant, captchaId, input.captcha))) {
        throw new AppError('captcha.invalid', {}, { captcha: true });
      }
    }
    if (!bySms) await this.challenges.assertHuman(merchant, input.humanCheck);

    const member = bySms
      ? await this.checkSmsLogin(merchant, dialingCode, input.username, input.password)
      : await this.checkPassword(merchant, input.username, input.password);
    if (!member) {
      const [a, i] = await Promise.all([
        this.limiter.hit(accountKey, LOGIN_LIMITS.windowMs),
        this.limiter.hit(ipKey, LOGIN_LIMITS.windowMs),
      ]);
      const captcha = a >= LOGIN_LIMITS.captchaAfterAccount || i >= LOGIN_LIMITS.captchaAfterIp;
      throw new AppError('login.failed', {}, { captcha });
    }
    if (member.status !== 'ACTIVE') throw new AppError('member.disabled');
    if (member.is_trial) throw new AppError('login.failed');

    await this.checkSecondFactor(caller, member, input);
    await this.limiter.reset(accountKey);

    const usesDefault =
      !bySms &&
      merchant.defaultPasswordHash !== null &&
      (await this.hasher.verify(merchant.defaultPasswordHash, input.password));
    const mustChange =
      member.password_must_change || usesDefault || (!bySms && this.isExpired(merchant, member));
    return this.db.transaction().execute(async (tx) => {
      await recordAudit(tx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: member.id,
        action: 'member.login',
        details: { type: bySms ? 'sms' : 'username' },
        ip,
      });
      return this.signIn.complete(tx, caller, member, { mustChangePassword: mustChange });
    });
  }

  /** Expired passwords force a change only when the brand turned that on. */
  private isExpired(merchant: Merchant, member: MemberRow): boolean {
    if (merchant.passwordMaxAgeDays <= 0 || !isFlagOn(merchant, FLAGS.passwordExpiryForcesChange))
      return false;
    const age = this.clock.now().getTime() - member.password_changed_at.getTime();
    return age > merchant.passwordMaxAgeDays * 24 * 60 * 60_000;
  }

  private async checkPassword(merchant: Merchant, username: string, password: string) {
    const member = await findMemberByUsername(this.db, merchant.id, username);
    const valid = await this.hasher.verify(member?.password_hash ?? (await this.decoyHash), password);
    return member && valid ? member : null;
  }

  private async checkSmsLogin(merchant: Merchant, dialingCode: string, mobileNum: string, code: string) {
    const member = await findMemberByMobile(this.db, merchant.id, dialingCode, mobileNum);
    const valid = await this.challenges.checkCode(merchant, 'login', phoneOf(dialingCode, mobileNum), code);
    return member && valid ? member : null;
  }

  /**
   * A login from an IP the member never used asks for a second factor when the brand's flag is on
   * and the member has one bound (SMS to the bound mobile, or an authenticator app).
   */
  private async checkSecondFactor(caller: Caller, member: MemberRow, input: LoginRequest): Promise<void> {
    const { merchant } = caller;
    if (!isFlagOn(merchant, FLAGS.unregisteredIpCheck)) return;
    const ips = await isKnownIp(this.db, member.id, caller.ip);
    if (ips.known || !ips.any) return;
    const methods = [
      ...(member.mobile_num ? (['SMS'] as const) : []),
      ...(member.totp_enabled && member.totp_secret ? (['TOTP'] as const) : []),
    ];
    if (methods.length === 0) return;
    if (!input.secondFactor) {
      const ticket = await this.challenges.issueTicket(
        merchant,
        'second-factor',
        String(member.id),
        { memberId: member.id },
        10,
      );
      throw new AppError('second.factor.required', {}, { ticket, methods });
    }
    const { ticket, method, code } = input.secondFactor;
    const data = await this.challenges.readTicket(merchant, 'second-factor', ticket);
    if (!data || data.memberId !== member.id || !(methods as string[]).includes(method)) {
      throw new AppError('second.factor.invalid');
    }
    const passed =
      method === 'TOTP'
        ? checkTotp(member.totp_secret!, code, this.clock.now())
        : await this.challenges.checkCode(merchant, 'second-factor', ticket, code);
    if (!passed) throw new AppError('second.factor.invalid');
    await this.challenges.spendTicket(merchant, 'second-factor', ticket);
  }
}
