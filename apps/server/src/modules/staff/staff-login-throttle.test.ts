import { randomUUID } from 'node:crypto';
import { staffLogin } from '@tessera/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { solveCaptcha } from '../../../test/helpers.js';
import { type CallResult, createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { RedisRateLimiter } from '../../lib/redis-rate-limiter.js';

/**
 * Staff login throttling (decision 0021): each attempt is counted before the password is
 * checked, per account and IP together (captcha after 3, refusal after 5), with a captcha for the
 * account from every IP after 5 failures, never a lock. The app's real argon2 hasher is watched
 * (not replaced) to count the password checks.
 */
function staffLoginRaces(name: string, redisUrl?: string) {
  describe(`staff login bursts (${name})`, () => {
    let t: TestApp;
    let redis: Redis | undefined;
    let verify: MockInstance;
    beforeAll(async () => {
      redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
      t = await createTestApp({
        limiter: redis ? new RedisRateLimiter(redis, `tessera:test:${randomUUID()}:`) : undefined,
      });
    });
    afterAll(async () => {
      await t.close();
      await redis?.quit();
    });
    // A fresh watch per test: the console guard restores every spy after each test.
    beforeEach(() => {
      verify = vi.spyOn(t.services.hasher, 'verify');
    });
    /** Captchas are drawn from their own addresses: the captcha image limit is not what is tested. */
    let visitors = 0;
    const captcha = () => {
      visitors += 1;
      return solveCaptcha(t, `10.200.${visitors % 250}.${Math.floor(visitors / 250)}`);
    };

    /** Each test its own administrator, so no window carries over (Redis windows run in real time). */
    let serial = 0;
    async function newAdmin(): Promise<string> {
      serial += 1;
      const username = `boss${serial}`;
      const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
      await t.services.staff.createStaff(merchant.id, username, t.adminPassword, 'admin');
      return username;
    }

    const attempt = (
      username: string,
      password: string,
      ip: string,
      captcha?: { id: string; text: string },
    ) =>
      t.call(staffLogin, {
        body: { username, password, ...(captcha ? { captcha: captcha.text } : {}) },
        headers: captcha ? { cookie: `tessera_captcha=${captcha.id}` } : {},
        ip,
      });
    const codes = (results: CallResult<unknown>[]) => results.map((result) => result.body.errorCode);
    const count = (results: CallResult<unknown>[], code: string | null) =>
      codes(results).filter((c) => c === code).length;

    it('checks at most the limit of passwords in a burst of 30, the right one 20th, even with captchas', async () => {
      const ip = '10.1.0.1';
      const admin = await newAdmin();
      const captchas = [];
      for (let i = 0; i < 30; i++) captchas.push(await captcha());
      const results = await Promise.all(
        captchas.map((captcha, i) => attempt(admin, i === 19 ? t.adminPassword : `wrong-${i}`, ip, captcha)),
      );
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      expect(count(results, 'too.many.requests')).toBeGreaterThanOrEqual(25);
      expect(count(results, null)).toBe(0);
    });

    it('refuses the right password once the limit is reached, and lets another IP in after a captcha', async () => {
      const ip = '10.2.0.1';
      const admin = await newAdmin();
      for (let i = 0; i < 3; i++) expectRefusal(await attempt(admin, `wrong-${i}`, ip), 'staff.login.failed');
      // The fourth asks a captcha first (nothing is checked without one) …
      expectRefusal(await attempt(admin, 'wrong-3', ip), 'captcha.required');
      expectRefusal(await attempt(admin, 'wrong-3', ip, await captcha()), 'staff.login.failed');
      expectRefusal(await attempt(admin, 'wrong-4', ip, await captcha()), 'staff.login.failed');
      // … and after five the right password with a right captcha is refused without a check.
      verify.mockClear();
      expectRefusal(await attempt(admin, t.adminPassword, ip, await captcha()), 'too.many.requests', 429);
      expect(verify).not.toHaveBeenCalled();

      // From another IP admin is not locked out: a captcha is asked (the account had five failures), then it works.
      const elsewhere = '10.2.0.9';
      expect(
        expectRefusal(await attempt(admin, t.adminPassword, elsewhere), 'captcha.required').value,
      ).toEqual({
        captcha: true,
      });
      expectRefusal(
        await attempt(admin, t.adminPassword, elsewhere, { id: 'made-up', text: 'ABCD' }),
        'captcha.invalid',
      );
      const ok = await attempt(admin, t.adminPassword, elsewhere, await captcha());
      expect(ok.body.value).toMatchObject({ role: 'admin' });
      if (!redis) {
        // Once the window ends (on the test clock), the first IP logs in again without a captcha.
        t.clock.advance(15 * 60_000 + 1_000);
        expect((await attempt(admin, t.adminPassword, ip)).body.value).toMatchObject({ role: 'admin' });
      }
    });

    it('checks at most five passwords of 100 concurrent guesses for admin from 100 IPs', async () => {
      const admin = await newAdmin();
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => attempt(admin, `guess-${i}`, `10.3.${i}.1`)),
      );
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      expect([...new Set(codes(results))].sort()).toEqual(['captcha.required', 'staff.login.failed']);
      expect(count(results, 'staff.login.failed')).toBe(verify.mock.calls.length);
      expect(count(results, 'captcha.required')).toBe(100 - verify.mock.calls.length);
    });

    it('checks at most three passwords of 100 concurrent guesses without captchas from one IP', async () => {
      const admin = await newAdmin();
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => attempt(admin, `g-${i}`, '10.4.0.1')),
      );
      expect(verify.mock.calls.length).toBeLessThanOrEqual(3);
      expect(count(results, null)).toBe(0);
    });
  });
}

staffLoginRaces('in memory');
if (process.env.REDIS_URL) staffLoginRaces('Redis, shared by every node', process.env.REDIS_URL);
