import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { type LoginLimits, LoginThrottle } from './login-throttle.js';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

const LIMITS: LoginLimits = {
  windowMs: 60_000,
  captchaAfterAccount: 3,
  captchaAfterIp: 10,
  refuseAfterAccount: 10,
  refuseAfterIp: 50,
};

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

function behavesAsAThrottle(name: string, makeLimiter: () => RateLimiter) {
  describe(`LoginThrottle over ${name}`, () => {
    const keysFor = (tag: string) => ({ account: `a:${tag}`, ip: `i:${tag}` });

    it('lets a burst of 30 check at most the limit, and refuses every attempt after', async () => {
      const throttle = new LoginThrottle(makeLimiter(), LIMITS);
      const keys = keysFor(`burst${Math.random()}`);
      let checks = 0;
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, async () => {
          try {
            const attempt = await throttle.begin(keys);
            checks += 1; // a password is checked here, and it is wrong
            await new Promise((resolve) => setTimeout(resolve, 5));
            attempt.failed();
            return 'failed';
          } catch (error) {
            return codeOf(error);
          }
        }),
      );
      expect(checks).toBe(10);
      expect(outcomes.filter((o) => o === 'too.many.requests')).toHaveLength(20);
      await expect(throttle.begin(keys)).rejects.toMatchObject({
        code: 'too.many.requests',
        value: { captcha: true },
      });
    });

    it('gives back attempts that checked nothing, so refusals alone never lock an account', async () => {
      const throttle = new LoginThrottle(makeLimiter(), LIMITS);
      const keys = keysFor(`refused${Math.random()}`);
      for (let i = 0; i < 3; i++) expect((await throttle.begin(keys)).failed().captcha).toBe(i >= 2);
      for (let i = 0; i < 40; i++) {
        const attempt = await throttle.begin(keys);
        expect(attempt.captchaNeeded).toBe(true);
        await attempt.refused(); // no captcha given: the password was never checked
      }
      const honest = await throttle.begin(keys);
      expect(honest.captchaNeeded).toBe(true);
      await honest.succeeded();
      expect((await throttle.begin(keys)).captchaNeeded).toBe(false);
    });

    it('counts the IP across accounts, and a success does not count against it', async () => {
      const throttle = new LoginThrottle(makeLimiter(), { ...LIMITS, refuseAfterIp: 4 });
      const ip = `i:shared${Math.random()}`;
      for (let i = 0; i < 10; i++) await (await throttle.begin({ account: `a:ok${i}${ip}`, ip })).succeeded();
      for (let i = 0; i < 4; i++) (await throttle.begin({ account: `a:bad${i}${ip}`, ip })).failed();
      await expect(throttle.begin({ account: `a:fresh${ip}`, ip })).rejects.toMatchObject({
        code: 'too.many.requests',
      });
    });
  });
}

const now = 0;
behavesAsAThrottle('memory', () => new MemoryRateLimiter(() => now));

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());
  behavesAsAThrottle('Redis', () => new RedisRateLimiter(redis, `tessera:test:${process.pid}:`));

  it('shares the counts between nodes: a burst split over two checks at most the limit', async () => {
    const other = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const namespace = `tessera:test:${process.pid}:nodes${Math.random()}:`;
      const nodes = [redis, other].map(
        (client) => new LoginThrottle(new RedisRateLimiter(client, namespace), LIMITS),
      );
      let checks = 0;
      await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          try {
            const attempt = await nodes[i % 2]!.begin({ account: 'a:shared', ip: `i:${i}` });
            checks += 1;
            attempt.failed();
          } catch (error) {
            expect(codeOf(error)).toBe('too.many.requests');
          }
        }),
      );
      expect(checks).toBe(10);
    } finally {
      await other.quit();
    }
  });
}
