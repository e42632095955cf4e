import {
  getCaptcha,
  getDevInbox,
  getHumanCheck,
  login,
  putSiteFlags,
  sendSecondFactorSms,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { newTotpSecret, totpCode } from './totp.js';

const readData = (data: unknown) =>
  (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;

/** Second factors are limited like passwords (decision 0019): per ticket, per login window, once per code. */
describe('second-factor limits', () => {
  let t: TestApp;
  let draws = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await t.call(putSiteFlags, { token: await staffToken(t), body: { flags: { UNREGIPVERF3: true } } });
  });
  afterAll(() => t.close());

  /** A member registered from the test's usual IP, with an authenticator bound (and a mobile if asked). */
  async function memberWithTotp(mobile = false) {
    const mobileNum = mobile ? `17${String(Date.now()).slice(-8)}` : undefined;
    const member = await registerMember(t);
    const secret = newTotpSecret();
    await t.db
      .updateTable('members')
      .set({
        totp_secret: secret,
        totp_enabled: true,
        ...(mobileNum ? { mobile_num: mobileNum, country_dialing_code: '+880' } : {}),
      })
      .where('username', '=', member.username)
      .execute();
    return { ...member, secret, phone: mobileNum ? `+880${mobileNum}` : '' };
  }

  /** A right captcha drawn from its own IP (the limit per IP is not what these tests measure). */
  async function captcha() {
    draws += 1;
    t.clearCookies();
    const image = await t.call(getCaptcha, { ip: `10.200.${draws}.1` });
    const id = image.cookies.tessera_captcha!;
    const row = await t.db
      .selectFrom('challenges')
      .select('data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    t.clearCookies();
    return { captcha: String(readData(row.data).text), cookie: `tessera_captcha=${id}` };
  }

  type Member = Awaited<ReturnType<typeof memberWithTotp>>;
  /** A login from `ip` (a new one for the member), with a captcha when asked and a second factor when given. */
  async function attempt(
    member: Member,
    ip: string,
    options: {
      secondFactor?: { ticket: string; method: 'TOTP' | 'SMS'; code: string };
      withCaptcha?: boolean;
    } = {},
  ) {
    const solved = options.withCaptcha ? await captcha() : undefined;
    const puzzle = await t.call(getHumanCheck, { ip });
    const row = await t.db
      .selectFrom('challenges')
      .select('data')
      .where('id', '=', puzzle.body.value!.id)
      .executeTakeFirstOrThrow();
    return t.call(login, {
      body: {
        username: member.username,
        password: member.password,
        humanCheck: { id: puzzle.body.value!.id, x: Number(readData(row.data).x) },
        ...(solved ? { captcha: solved.captcha } : {}),
        ...(options.secondFactor ? { secondFactor: options.secondFactor } : {}),
      },
      headers: solved ? { cookie: solved.cookie } : {},
      ip,
    });
  }

  async function ticketFor(member: Member, ip: string, withCaptcha = false) {
    const refused = expectRefusal(await attempt(member, ip, { withCaptcha }), 'second.factor.required');
    return (refused.value as { ticket: string }).ticket;
  }

  const wrongTotp = (member: Member) => {
    const right = totpCode(member.secret, t.clock.now());
    return right === '000000' ? '111111' : '000000';
  };

  it('spends a ticket after five wrong authenticator codes: the right code on it then fails', async () => {
    const member = await memberWithTotp();
    const ip = '192.0.2.101';
    const ticket = await ticketFor(member, ip);
    for (let i = 0; i < 5; i++) {
      // Codes typed on a live ticket need no captcha: the ticket's own tries limit them.
      const code = wrongTotp(member);
      expectRefusal(
        await attempt(member, ip, { secondFactor: { ticket, method: 'TOTP', code } }),
        i < 4 ? 'second.factor.invalid' : 'second.factor.spent',
      );
    }
    const code = totpCode(member.secret, t.clock.now());
    const spent = expectRefusal(
      await attempt(member, ip, { secondFactor: { ticket, method: 'TOTP', code }, withCaptcha: true }),
      'second.factor.spent',
    );
    expect(spent.message).toMatch(/log in again/u);
  });

  it('counts wrong second factors toward the login limits: a captcha after three, refusal after ten', async () => {
    const member = await memberWithTotp();
    const ip = '192.0.2.102';
    let ticket = await ticketFor(member, ip);
    const wrongOn = async (on: string) =>
      attempt(member, ip, { secondFactor: { ticket: on, method: 'TOTP', code: wrongTotp(member) } });
    for (let i = 0; i < 3; i++) expectRefusal(await wrongOn(ticket), 'second.factor.invalid');
    // Three failures: asking for a new ticket (the password step) now needs a captcha.
    expect(expectRefusal(await attempt(member, ip), 'captcha.required').value).toEqual({ captcha: true });
    expectRefusal(await wrongOn(ticket), 'second.factor.invalid');
    expectRefusal(await wrongOn(ticket), 'second.factor.spent');
    ticket = await ticketFor(member, ip, true);
    for (let i = 5; i < 10; i++)
      expectRefusal(await wrongOn(ticket), i < 9 ? 'second.factor.invalid' : 'second.factor.spent');
    // The password and the code are right, but the account has spent its ten failures.
    expectRefusal(await attempt(member, ip, { withCaptcha: true }), 'too.many.requests', 429);
    t.clock.advance(16 * 60_000);
    const fresh = await ticketFor(member, ip);
    const ok = await attempt(member, ip, {
      secondFactor: { ticket: fresh, method: 'TOTP', code: totpCode(member.secret, t.clock.now()) },
    });
    expect(ok.body.success).toBe(true);
  });

  it('accepts an authenticator code once: the same code, or an older one, is refused on a new ticket', async () => {
    const member = await memberWithTotp();
    const code = totpCode(member.secret, t.clock.now());
    const first = await attempt(member, '192.0.2.103', {
      secondFactor: { ticket: await ticketFor(member, '192.0.2.103'), method: 'TOTP', code },
    });
    expect(first.body.success).toBe(true);

    const again = await ticketFor(member, '192.0.2.104');
    expectRefusal(
      await attempt(member, '192.0.2.104', { secondFactor: { ticket: again, method: 'TOTP', code } }),
      'second.factor.invalid',
    );
    const older = totpCode(member.secret, new Date(t.clock.now().getTime() - 30_000));
    expectRefusal(
      await attempt(member, '192.0.2.104', { secondFactor: { ticket: again, method: 'TOTP', code: older } }),
      'second.factor.invalid',
    );
    t.clock.advance(30_000);
    const next = totpCode(member.secret, t.clock.now());
    const later = await attempt(member, '192.0.2.104', {
      secondFactor: { ticket: again, method: 'TOTP', code: next },
    });
    expect(later.body.success).toBe(true);
  });

  it('lets only one of two concurrent logins use one authenticator code', async () => {
    const member = await memberWithTotp();
    const code = totpCode(member.secret, t.clock.now());
    const [ticketA, ticketB] = [
      await ticketFor(member, '192.0.2.105'),
      await ticketFor(member, '192.0.2.106'),
    ];
    const results = await Promise.all([
      attempt(member, '192.0.2.105', { secondFactor: { ticket: ticketA, method: 'TOTP', code } }),
      attempt(member, '192.0.2.106', { secondFactor: { ticket: ticketB, method: 'TOTP', code } }),
    ]);
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
  });

  it('spends an SMS second-factor ticket after five wrong codes, whatever new codes were sent', async () => {
    const member = await memberWithTotp(true);
    const ip = '192.0.2.107';
    const ticket = await ticketFor(member, ip);
    const send = async () => {
      await t.call(sendSecondFactorSms, { body: { ticket }, ip });
      const inbox = await t.call(getDevInbox, { query: { to: member.phone } });
      return /\b(\d{6})\b/u.exec(inbox.body.value![0]!.text)![1]!;
    };
    const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');
    let code = await send();
    for (let i = 0; i < 5; i++) {
      if (i === 3) {
        // A new code would start its own five tries: the ticket's count goes on.
        t.clock.advance(61_000);
        code = await send();
      }
      expectRefusal(
        await attempt(member, ip, { secondFactor: { ticket, method: 'SMS', code: wrongFor(code) } }),
        i < 4 ? 'second.factor.invalid' : 'second.factor.spent',
      );
    }
    expectRefusal(
      await attempt(member, ip, { secondFactor: { ticket, method: 'SMS', code }, withCaptcha: true }),
      'second.factor.spent',
    );
  });
});
