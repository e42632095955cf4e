import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Merchant } from '../site/merchant.js';

/** Wrong payment passwords allowed per member in the window before money calls are refused. */
export const PAYMENT_PW_LIMITS = { windowMs: 15 * 60_000, maxFailures: 5 } as const;

/** A payment password is exactly six digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/**
 * The second secret money calls ask for (withdrawals, bank cards, transfers between people).
 * Hashed with argon2id into `members.payment_password_hash`; wrong guesses are throttled per member.
 */
export class PaymentPasswords {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  /** Whether the member has set one. */
  async isSet(memberId: number): Promise<boolean> {
    return (await this.hashOf(memberId)) !== null;
  }

  /**
   * Check the member's payment password. Refuses with `not.exists.payment.password` when none is
   * set, `invalid.payment.pw` when wrong, `too.many.requests` after 5 wrong tries in 15 minutes.
   * Reads through `services.db`: call it before opening a transaction (PGlite has one connection).
   */
  verify(merchant: Merchant, memberId: number, password: string): Promise<void> {
    const key = failuresKey(merchant.id, memberId);
    // One check at a time per member on this node: a burst of parallel guesses cannot all slip
    // past the count before the first failure is recorded.
    return this.oneAtATime(key, async () => {
      if ((await this.limiter.peek(key)) >= PAYMENT_PW_LIMITS.maxFailures) {
        const wait = await this.limiter.retryAfterMs(key);
        throw new AppError('too.many.requests', { seconds: Math.max(1, Math.ceil(wait / 1000)) });
      }
      const hash = await this.hashOf(memberId);
      if (hash === null) throw new AppError('not.exists.payment.password');
      if (!PAYMENT_PASSWORD_PATTERN.test(password) || !(await this.hasher.verify(hash, password))) {
        await this.limiter.hit(key, PAYMENT_PW_LIMITS.windowMs);
        throw new AppError('invalid.payment.pw');
      }
      await this.limiter.reset(key);
    });
  }

  /** Forget the failures after the password was reset another way (an SMS code). */
  async clearFailures(merchant: Merchant, memberId: number): Promise<void> {
    await this.limiter.reset(failuresKey(merchant.id, memberId));
  }

  private async hashOf(memberId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.payment_password_hash ?? null;
  }

  private readonly queues = new Map<string, Promise<void>>();

  /** Run `work` after every earlier call for `key` has finished (a per-key queue). */
  private async oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => gate);
    this.queues.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.queues.get(key) === tail) this.queues.delete(key);
    }
  }
}

function failuresKey(merchantId: number, memberId: number): string {
  return `paypw:${merchantId}:${memberId}`;
}
