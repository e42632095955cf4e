import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.js';

const RELEASE = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end return 0`;

/**
 * Rate-limit windows in Redis, shared by every node: INCR, and PEXPIRE only when the key is new
 * (NX), so a window ends where it began whatever the traffic.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly prefix: string;

  /** `namespace` is the deployment's REDIS_PREFIX. */
  constructor(
    private readonly redis: Redis,
    namespace = 'tessera:',
  ) {
    this.prefix = `${namespace}rl:`;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const results = await this.redis
      .multi()
      .incr(this.prefix + key)
      .pexpire(this.prefix + key, windowMs, 'NX')
      .exec();
    const [error, count] = results?.[0] ?? [new Error('empty reply'), 0];
    if (error) throw error;
    return Number(count);
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async release(key: string): Promise<void> {
    // One script, so a window that ends between the read and the DECR is never recreated at -1.
    await this.redis.eval(RELEASE, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async retryAfterMs(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }
}
