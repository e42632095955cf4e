import { staffLogin } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../test/helpers.js';
import { type CallResult, expectRefusal } from '../../../test/test-app.js';
import { useThrottledApp } from '../../../test/throttled-app.js';

/**
 * Staff login throttling (decision 0021): each attempt is counted before the password is
 * checked, per account and IP together (captcha after 3, refusal after 5), with a captcha for the
 * account from every IP after 5 failures, never a lock. The app's real argon2 hasher is watched
 * (not replaced) to count the password checks.
 */
function staffLoginRaces(name: string, redisUrl?: string) {
  describe(`staff login bursts (${name})`, () => {
    const app = useThrottledApp(redisUrl);
    /** Captchas are drawn from their own addresses: the captcha image limit is not what is tested. */
    let visitors = 0;
    const captcha = () => {
      visitors += 1;
      return solveCaptcha(app.t, `10.200.${visitors % 250}.${Math.floor(visitors / 250)}`);
    };

    /** Each test its own administrator, so no window carries over (Redis windows run in real time). */
    let serial = 0;
    async function newAdmin(): Promise<string> {
      serial += 1;
      const username = `boss${serial}`;
      const merchant = await app.t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
      await app.t.services.staff.createStaff(merchant.id, username, app.t.adminPassword, 'admin');
      return username;
    }

    const attempt = (
      username: string,
      password: string,
      ip: string,
      captcha?: { id: string; text: string },
    ) =>
      app.t.call(staffLogin, {
        body: { username, password, ...(captcha ? { captcha: captcha.text } : {}) },
        headers: captcha ? { cookie: `tessera_captcha=${captcha.id}` } : {},
        ip,
      });
    const codes = (results: CallResult<unknown>[]) => results.map((result) => result.body.errorCode);
    const count = (results: CallResult<unknown>[], code: string | null) =>
      codes(results).filter((c) => c === code).length;

    // Which five are counted first depends on which finish their captcha check first: the right
    // password is tried once the limit is reached (next test), not inside the burst.
    it('checks at most the limit of passwords in a burst of 30, even with captchas', async () => {
      const ip = '10.1.0.1';
      const admin = await newAdmin();
      const captchas = [];
      for (let i = 0; i < 30; i++) captchas.push(await captcha());
      const results = await Promise.all(
        captchas.map((captcha, i) => attempt(admin, `wrong-${i}`, ip, captcha)),
      );
      expect(app.verify.mock.calls.length).toBeLessThanOrEqual(5);
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
      app.verify.mockClear();
      expectRefusal(await attempt(admin, app.t.adminPassword, ip, await captcha()), 'too.many.requests', 429);
      expect(app.verify).not.toHaveBeenCalled();

      // From another IP admin is not locked out: a captcha is asked (the account had five failures), then it works.
      const elsewhere = '10.2.0.9';
      expect(
        expectRefusal(await attempt(admin, app.t.adminPassword, elsewhere), 'captcha.required').value,
      ).toEqual({
        captcha: true,
      });
      expectRefusal(
        await attempt(admin, app.t.adminPassword, elsewhere, { id: 'made-up', text: 'ABCD' }),
        'captcha.invalid',
      );
      const ok = await attempt(admin, app.t.adminPassword, elsewhere, await captcha());
      expect(ok.body.value).toMatchObject({ role: 'admin' });
      if (!redisUrl) {
        // Once the window ends (on the test clock), the first IP logs in again without a captcha.
        app.t.clock.advance(15 * 60_000 + 1_000);
        expect((await attempt(admin, app.t.adminPassword, ip)).body.value).toMatchObject({ role: 'admin' });
      }
    });

    it('checks at most five passwords of 100 concurrent guesses for admin from 100 IPs', async () => {
      const admin = await newAdmin();
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => attempt(admin, `guess-${i}`, `10.3.${i}.1`)),
      );
      expect(app.verify.mock.calls.length).toBeLessThanOrEqual(5);
      expect([...new Set(codes(results))].sort()).toEqual(['captcha.required', 'staff.login.failed']);
      expect(count(results, 'staff.login.failed')).toBe(app.verify.mock.calls.length);
      expect(count(results, 'captcha.required')).toBe(100 - app.verify.mock.calls.length);
    });

    it('checks at most three passwords of 100 concurrent guesses without captchas from one IP', async () => {
      const admin = await newAdmin();
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => attempt(admin, `g-${i}`, '10.4.0.1')),
      );
      expect(app.verify.mock.calls.length).toBeLessThanOrEqual(3);
      expect(count(results, null)).toBe(0);
    });
  });
}

staffLoginRaces('in memory');
if (process.env.REDIS_URL) staffLoginRaces('Redis, shared by every node', process.env.REDIS_URL);
