import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, type MockInstance, vi } from 'vitest';
import { RedisRateLimiter } from '../src/lib/redis-rate-limiter.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * For the login burst tests: a test app whose rate limits are in memory, or in Redis (as every node
 * of a deployment shares them; one namespace per run) when `redisUrl` is given, and a watch on its
 * real argon2 hasher (not a replacement) to count password checks. The watch is made afresh for
 * each test: the console guard restores every spy after each test.
 */
export function useThrottledApp(redisUrl?: string): { readonly t: TestApp; readonly verify: MockInstance } {
  const state = {} as { t: TestApp; verify: MockInstance; redis?: Redis };
  beforeAll(async () => {
    state.redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
    state.t = await createTestApp({
      limiter: state.redis ? new RedisRateLimiter(state.redis, `tessera:test:${randomUUID()}:`) : undefined,
    });
  });
  afterAll(async () => {
    await state.t.close();
    await state.redis?.quit();
  });
  beforeEach(() => {
    state.verify = vi.spyOn(state.t.services.hasher, 'verify');
  });
  return state;
}
