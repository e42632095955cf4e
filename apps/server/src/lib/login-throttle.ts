import { AppError } from '../http/app-error.js';
import type { RateLimiter } from './rate-limiter.js';

/** Attempts allowed per account and per IP in one window (decision 0019). */
export interface LoginLimits {
  windowMs: number;
  /** Earlier failures in the window after which a captcha is asked (omit: never). */
  captchaAfterAccount?: number;
  captchaAfterIp?: number;
  /** Failures in the window after which attempts are refused without checking the password. */
  refuseAfterAccount: number;
  refuseAfterIp: number;
}

/** The two counters one login attempt is counted in. */
export interface LoginKeys {
  account: string;
  ip: string;
}

/**
 * Login throttling that cannot be raced (decision 0019): every attempt is counted, atomically, in
 * its account's and its IP's window BEFORE the password is checked, and refused without a check
 * when either count passes its limit. An attempt that ends without checking a secret gives its
 * count back, so a window holds exactly the secrets checked (and being checked) in it: a burst of
 * any size checks at most the limit's number of passwords, and a burst without captchas cannot
 * lock an honest member out. With REDIS_URL the counts live in Redis, shared by every node.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: LoginLimits,
  ) {}

  /**
   * Count one attempt. Throws `too.many.requests` (429, retry seconds, value `{ captcha }` when the
   * limits have a captcha step) when the account or the IP is over its limit.
   */
  async begin(keys: LoginKeys): Promise<LoginAttempt> {
    const { limits, limiter } = this;
    const [account, ip] = await Promise.all([
      limiter.hit(keys.account, limits.windowMs),
      limiter.hit(keys.ip, limits.windowMs),
    ]);
    const attempt = new LoginAttempt(limiter, keys, limits, account, ip);
    if (account > limits.refuseAfterAccount || ip > limits.refuseAfterIp) {
      const [accountWait, ipWait] = await Promise.all([
        account > limits.refuseAfterAccount ? limiter.retryAfterMs(keys.account) : 0,
        ip > limits.refuseAfterIp ? limiter.retryAfterMs(keys.ip) : 0,
      ]);
      await attempt.refused();
      const seconds = Math.max(1, Math.ceil(Math.max(accountWait, ipWait) / 1000));
      throw new AppError('too.many.requests', { seconds }, hasCaptchaStep(limits) ? { captcha: true } : null);
    }
    return attempt;
  }
}

function hasCaptchaStep(limits: LoginLimits): boolean {
  return limits.captchaAfterAccount !== undefined || limits.captchaAfterIp !== undefined;
}

/** One counted attempt; end it with exactly one of `refused`, `failed`, `succeeded`. */
export class LoginAttempt {
  private settled = false;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly keys: LoginKeys,
    private readonly limits: LoginLimits,
    private readonly accountCount: number,
    private readonly ipCount: number,
  ) {}

  /** Earlier attempts in the window (this one not included) reached a captcha threshold. */
  get captchaNeeded(): boolean {
    return reached(this.accountCount - 1, this.ipCount - 1, this.limits);
  }

  /** No secret was checked (captcha missing or wrong, slider failed, a step still to come): give the count back. */
  async refused(): Promise<void> {
    if (this.take())
      await Promise.all([this.limiter.release(this.keys.account), this.limiter.release(this.keys.ip)]);
  }

  /** A wrong secret: the count stays. Answers whether the next attempt needs a captcha. */
  failed(): { captcha: boolean } {
    this.take();
    return { captcha: reached(this.accountCount, this.ipCount, this.limits) };
  }

  /** The right secret: the account starts afresh, and this attempt no longer counts against the IP. */
  async succeeded(): Promise<void> {
    if (this.take())
      await Promise.all([this.limiter.reset(this.keys.account), this.limiter.release(this.keys.ip)]);
  }

  private take(): boolean {
    const first = !this.settled;
    this.settled = true;
    return first;
  }
}

function reached(account: number, ip: number, limits: LoginLimits): boolean {
  return (
    (limits.captchaAfterAccount !== undefined && account >= limits.captchaAfterAccount) ||
    (limits.captchaAfterIp !== undefined && ip >= limits.captchaAfterIp)
  );
}
