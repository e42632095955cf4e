import { randomUUID } from 'node:crypto';
import { login } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { registerMember, solveCaptcha, solveHumanCheck } from '../../../test/helpers.js';
import { type CallResult, expectRefusal } from '../../../test/test-app.js';
import { useThrottledApp } from '../../../test/throttled-app.js';

/**
 * Concurrent logins against the throttle (decision 0019): the attempt is counted before the
 * password is checked, so a burst checks at most the limit's number of passwords. The real
 * argon2 hasher of the app is watched (not replaced) to count the checks.
 */
function loginRaces(name: string, redisUrl?: string) {
  describe(`login bursts (${name})`, () => {
    const app = useThrottledApp(redisUrl);

    // Slider answers and captchas are drawn from IPs of their own (as many visitors would), so
    // their own limits are not what a test measures.
    const humanCheck = (ip: string) => solveHumanCheck(app.t, ip);
    const captcha = (ip: string) => solveCaptcha(app.t, ip);

    /** Build every request first, then send them all at once from one IP. */
    async function burst(
      tries: { username: string; password: string; withCaptcha: boolean }[],
      ip: string,
    ): Promise<CallResult<unknown>[]> {
      const prepared = [];
      for (const [i, { username, password, withCaptcha }] of tries.entries()) {
        const humanCheckAnswer = await humanCheck(`10.${i}.0.1`);
        const solved = withCaptcha ? await captcha(`10.${i}.0.2`) : undefined;
        prepared.push({
          body: {
            username,
            password,
            humanCheck: humanCheckAnswer,
            ...(solved ? { captcha: solved.text } : {}),
          },
          headers: solved ? { cookie: `tessera_captcha=${solved.id}` } : ({} as Record<string, string>),
          ip,
        });
      }
      app.t.clearCookies();
      app.verify.mockClear();
      return Promise.all(prepared.map((options) => app.t.call(login, options)));
    }

    const codes = (results: CallResult<unknown>[]) =>
      results.map((r) => (r.body.success ? 'ok' : (r.body as { errorCode: string }).errorCode));
    const count = (list: string[], code: string) => list.filter((c) => c === code).length;

    it('checks at most ten passwords of 30 concurrent logins, and refuses the right one after them', async () => {
      const member = await registerMember(app.t);
      // Every request carries a right captcha: only the limit stops them. (Which ten are counted first
      // depends on which finish their slider check first, so the right password is tried after the
      // burst, not inside it, where it might be one of the ten and rightly log in.)
      const tries = Array.from({ length: 30 }, () => ({
        username: member.username,
        password: 'Wrong1234',
        withCaptcha: true,
      }));
      const outcome = codes(await burst(tries, '198.51.100.70'));
      expect(app.verify.mock.calls.length).toBeLessThanOrEqual(10);
      expect(count(outcome, 'login.failed')).toBeLessThanOrEqual(10);
      expect(count(outcome, 'too.many.requests')).toBeGreaterThanOrEqual(20);

      // Once the limit is reached the right password (with a right captcha, from elsewhere) is refused unchecked.
      app.verify.mockClear();
      const solved = await captcha('10.99.0.2');
      const late = await app.t.call(login, {
        body: {
          username: member.username,
          password: member.password,
          captcha: solved.text,
          humanCheck: await humanCheck('10.99.0.1'),
        },
        headers: { cookie: `tessera_captcha=${solved.id}` },
        ip: '198.51.100.71',
      });
      expect(expectRefusal(late, 'too.many.requests', 429).value).toEqual({ captcha: true });
      expect(app.verify).not.toHaveBeenCalled();
    });

    it('checks three passwords of a burst without captchas, and the owner still gets in with one', async () => {
      const member = await registerMember(app.t);
      const tries = Array.from({ length: 30 }, () => ({
        username: member.username,
        password: 'Wrong1234',
        withCaptcha: false,
      }));
      const outcome = codes(await burst(tries, '198.51.100.72'));
      expect(app.verify.mock.calls.length).toBeLessThanOrEqual(3);
      expect(count(outcome, 'login.failed')).toBeLessThanOrEqual(3);
      expect(count(outcome, 'ok')).toBe(0);

      // Refusals that checked nothing do not lock the owner out: with a captcha the right password works.
      const solved = await captcha('10.98.0.2');
      const owner = await app.t.call(login, {
        body: {
          username: member.username,
          password: member.password,
          captcha: solved.text,
          humanCheck: await humanCheck('10.98.0.1'),
        },
        headers: { cookie: `tessera_captcha=${solved.id}` },
        ip: '198.51.100.73',
      });
      expect(owner.body.success).toBe(true);
    });

    it('counts an IP across accounts: ten checks, then a captcha', async () => {
      const tries = Array.from({ length: 14 }, (_, i) => ({
        username: `nobody_${randomUUID().slice(0, 8)}_${i}`,
        password: 'Wrong1234',
        withCaptcha: false,
      }));
      const outcome = codes(await burst(tries, '198.51.100.74'));
      expect(app.verify.mock.calls.length).toBeLessThanOrEqual(10);
      expect(count(outcome, 'captcha.required')).toBeGreaterThanOrEqual(4);
    });
  });
}

loginRaces('in memory');
if (process.env.REDIS_URL) loginRaces('Redis, shared by every node', process.env.REDIS_URL);
