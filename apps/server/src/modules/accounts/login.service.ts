import type { LoginValue, ZLoginRequest } from '@tessera/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { type LoginAttempt, type LoginLimits, LoginThrottle } from '../../lib/login-throttle.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Challenges } from '../challenges/challenges.service.js';
import { FLAGS, isFlagOn, type Merchant } from '../site/merchant.js';
import type { SiteService } from '../site/site.service.js';
import {
  claimTotpStep,
  findMemberByMobile,
  findMemberByUsername,
  isKnownIp,
  type MemberRow,
} from './accounts.repo.js';
import { phoneOf } from './registration.service.js';
import type { Caller, SignIn } from './sign-in.js';
import { totpStepOf } from './totp.js';

type LoginRequest = z.output<typeof ZLoginRequest>;

/**
 * Failures (wrong passwords, SMS codes or second factors) in a 15-minute window before a captcha
 * is asked, and before attempts are refused unchecked (decision 0019).
 */
export const LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60_000,
  captchaAfterAccount: 3,
  captchaAfterIp: 10,
  refuseAfterAccount: 10,
  refuseAfterIp: 50,
};

/** Wrong codes one second-factor ticket takes; the last one spends it. */
const SECOND_FACTOR_TRIES = 5;

export class LoginService {
  /** Verified against when the account is unknown, so a wrong user costs as long as a wrong password. */
  private readonly decoyHash: Promise<string>;
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    limiter: RateLimiter,
    private readonly challenges: Challenges,
    private readonly site: SiteService,
    private readonly signIn: SignIn,
  ) {
    this.decoyHash = hasher.hash('decoy-password-for-timing');
    this.throttle = new LoginThrottle(limiter, LOGIN_LIMITS);
  }

  async login(caller: Caller, input: LoginRequest, captchaId: string | undefined): Promise<LoginValue> {
    const { merchant, ip } = caller;
    this.site.assertOpen(merchant, ip);
    const bySms = input.type === 'sms';
    if (!isFlagOn(merchant, bySms ? FLAGS.smsLogin : FLAGS.usernameLogin))
      throw new AppError('function.not.available');

    const dialingCode = input.countryDialingCode ?? merchant.register.defaultCountryDialingCode;
    const accountKey = `login:account:${merchant.id}:${bySms ? phoneOf(dialingCode, input.username) : input.username.toLowerCase()}`;
    // Counted before any secret is checked, so concurrent attempts cannot all pass a peek.
    const attempt = await this.throttle.begin({ account: accountKey, ip: `login:ip:${merchant.id}:${ip}` });
    const member = await this.checkSecrets(caller, input, captchaId, attempt, accountKey);
    await attempt.succeeded();

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

  /**
   * Everything the attempt must get right, in order: the captcha once earlier failures asked for
   * one, the slider, the password or SMS code, then a second factor. Ends `attempt`: given back
   * when nothing was checked or the right password still waits for its second factor; kept when
   * a secret was wrong. The caller ends it as a success.
   */
  private async checkSecrets(
    caller: Caller,
    input: LoginRequest,
    captchaId: string | undefined,
    attempt: LoginAttempt,
    accountKey: string,
  ): Promise<MemberRow> {
    const { merchant } = caller;
    const bySms = input.type === 'sms';
    const dialingCode = input.countryDialingCode ?? merchant.register.defaultCountryDialingCode;
    const ticket = input.secondFactor
      ? await this.challenges.readTicket(merchant, 'second-factor', input.secondFactor.ticket)
      : null;
    // A live ticket of this account was issued to its right password, after any captcha asked
    // then: the codes typed on it are limited by the ticket's tries and the window, not a captcha
    // (the second-factor step has none to show).
    const captchaNeeded = attempt.captchaNeeded && ticket?.account !== accountKey;
    try {
      if (captchaNeeded) {
        if (!input.captcha) throw new AppError('captcha.required', {}, { captcha: true });
        if (!(await this.challenges.checkCaptcha(merchant, captchaId, input.captcha))) {
          throw new AppError('captcha.invalid', {}, { captcha: true });
        }
      }
      if (!bySms) await this.challenges.assertHuman(merchant, input.humanCheck);
    } catch (error) {
      await attempt.refused();
      throw error;
    }

    const member = bySms
      ? await this.checkSmsLogin(merchant, dialingCode, input.username, input.password)
      : await this.checkPassword(merchant, input.username, input.password);
    if (!member || member.is_trial) throw new AppError('login.failed', {}, attempt.failed());
    if (member.status !== 'ACTIVE') {
      await attempt.refused();
      throw new AppError('member.disabled');
    }
    const secondFactor = await this.secondFactorOf(caller, member);
    if (secondFactor && !input.secondFactor) {
      await attempt.refused();
      const ticket = await this.challenges.issueTicket(
        merchant,
        'second-factor',
        String(member.id),
        { memberId: member.id, account: accountKey },
        10,
      );
      throw new AppError('second.factor.required', {}, { ticket, methods: secondFactor });
    }
    if (secondFactor && input.secondFactor) {
      if (!ticket) {
        await attempt.refused(); // no code was checked: the ticket was spent, or it expired
        throw new AppError('second.factor.spent');
      }
      const answer = await this.checkSecondFactor(caller, member, secondFactor, input.secondFactor, ticket);
      if (answer !== 'passed') {
        attempt.failed();
        throw new AppError(answer === 'spent' ? 'second.factor.spent' : 'second.factor.invalid');
      }
    }
    return member;
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
   * and the member has one bound (SMS to the bound mobile, or an authenticator app): the methods,
   * or null when none is asked.
   */
  private async secondFactorOf(caller: Caller, member: MemberRow): Promise<SecondFactorMethod[] | null> {
    if (!isFlagOn(caller.merchant, FLAGS.unregisteredIpCheck)) return null;
    const ips = await isKnownIp(this.db, member.id, caller.ip);
    if (ips.known || !ips.any) return null;
    const methods: SecondFactorMethod[] = [
      ...(member.mobile_num ? (['SMS'] as const) : []),
      ...(member.totp_enabled && member.totp_secret ? (['TOTP'] as const) : []),
    ];
    return methods.length > 0 ? methods : null;
  }

  /**
   * A second factor on its live ticket (`data`). A wrong answer counts on the ticket (the fifth
   * spends it); an authenticator code is good once: its step must come after the last one accepted.
   */
  private async checkSecondFactor(
    caller: Caller,
    member: MemberRow,
    methods: SecondFactorMethod[],
    answer: NonNullable<LoginRequest['secondFactor']>,
    data: Record<string, unknown>,
  ): Promise<'passed' | 'wrong' | 'spent'> {
    const { merchant } = caller;
    const { ticket, method, code } = answer;
    if (data.memberId !== member.id || !methods.includes(method)) return 'wrong';
    const passed =
      method === 'TOTP'
        ? await this.claimTotp(member, code)
        : await this.challenges.checkCode(merchant, 'second-factor', ticket, code);
    if (!passed) {
      const spent = await this.challenges.failTicket(merchant, 'second-factor', ticket, SECOND_FACTOR_TRIES);
      return spent ? 'spent' : 'wrong';
    }
    // Two right answers at once: one spends the ticket, the other is refused.
    return (await this.challenges.spendTicket(merchant, 'second-factor', ticket)) ? 'passed' : 'spent';
  }

  private async claimTotp(member: MemberRow, code: string): Promise<boolean> {
    const step = totpStepOf(member.totp_secret!, code, this.clock.now());
    return step !== null && (await claimTotpStep(this.db, member.id, step));
  }
}

type SecondFactorMethod = 'SMS' | 'TOTP';
