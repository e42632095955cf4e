import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

/** The same behaviour from both implementations: in-process, and Redis when the run has one. */
function behavesAsALimiter(
  name: string,
  make: () => { limiter: RateLimiter; wait: (ms: number) => Promise<void> },
) {
  describe(name, () => {
    it('counts hits in a window, peeks without counting, and resets', async () => {
      const { limiter } = make();
      const key = `k${Math.random()}`;
      expect(await limiter.peek(key)).toBe(0);
      expect(await limiter.hit(key, 60_000)).toBe(1);
      expect(await limiter.hit(key, 60_000)).toBe(2);
      expect(await limiter.peek(key)).toBe(2);
      const retry = await limiter.retryAfterMs(key);
      expect(retry).toBeGreaterThan(50_000);
      expect(retry).toBeLessThanOrEqual(60_000);
      await limiter.reset(key);
      expect(await limiter.peek(key)).toBe(0);
    });

    it('takes back one count at a time, never below zero and never into a new window', async () => {
      const { limiter } = make();
      const key = `r${Math.random()}`;
      await limiter.release(key);
      expect(await limiter.peek(key)).toBe(0);
      expect(await limiter.retryAfterMs(key)).toBe(0);
      await limiter.hit(key, 60_000);
      await limiter.hit(key, 60_000);
      await limiter.release(key);
      expect(await limiter.peek(key)).toBe(1);
      await limiter.release(key);
      await limiter.release(key);
      expect(await limiter.peek(key)).toBe(0);
      expect(await limiter.hit(key, 60_000)).toBe(1);
      expect(await limiter.retryAfterMs(key)).toBeGreaterThan(50_000);
    });

    it('starts a new window when the old one ends, without extending it on later hits', async () => {
      const { limiter, wait } = make();
      const key = `w${Math.random()}`;
      await limiter.hit(key, 200);
      await wait(120);
      await limiter.hit(key, 200);
      await wait(120);
      expect(await limiter.peek(key)).toBe(0);
      expect(await limiter.hit(key, 200)).toBe(1);
    });
  });
}

let now = 0;
behavesAsALimiter('MemoryRateLimiter', () => ({
  limiter: new MemoryRateLimiter(() => now),
  wait: async (ms) => {
    now += ms;
  },
}));

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());
  behavesAsALimiter('RedisRateLimiter', () => ({
    limiter: new RedisRateLimiter(redis, `tessera:test:${process.pid}:`),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));
}
