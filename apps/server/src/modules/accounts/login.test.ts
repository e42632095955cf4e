import { changePassword, getCaptcha, getMemberInfo, login, putSiteFlags } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solveHumanCheck, staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_DEFAULT_PASSWORD } from '../../db/seed/demo-brand.js';
import { hashToken } from '../../lib/tokens.js';

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = async (
    username: string,
    password: string,
    extra: Record<string, unknown> = {},
    ip = '198.51.100.1',
  ) => t.call(login, { body: { username, password, humanCheck: await solveHumanCheck(t), ...extra }, ip });

  /** Draw a captcha through the API and read its text where the server keeps it. */
  async function captchaAnswer(): Promise<string> {
    const image = await t.call(getCaptcha);
    expect(image.body.value).toMatch(/^iVBORw0KGgo/); // base64 of the PNG signature
    const id = image.cookies.tessera_captcha!;
    const row = await t.db
      .selectFrom('challenges')
      .select('data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    return String(data.text);
  }

  it('answers a wrong user and a wrong password alike', async () => {
    const member = await registerMember(t);
    const wrongUser = expectRefusal(
      await attempt('nobody_here_1', 'Secret123', {}, '198.51.100.2'),
      'login.failed',
      400,
    );
    const wrongPass = expectRefusal(
      await attempt(member.username, 'Wrong1234', {}, '198.51.100.3'),
      'login.failed',
      400,
    );
    expect(wrongUser.message).toBe(wrongPass.message);
    expect(wrongUser.value).toEqual(wrongPass.value);
  });

  it('asks for a captcha after three failures on an account, and refuses without a right one', async () => {
    const member = await registerMember(t);
    for (let i = 1; i <= 3; i++) {
      const refusal = expectRefusal(await attempt(member.username, 'Wrong1234'), 'login.failed');
      expect(refusal.value).toEqual({ captcha: i >= 3 });
    }
    const withoutCaptcha = expectRefusal(await attempt(member.username, member.password), 'captcha.required');
    expect(withoutCaptcha.value).toEqual({ captcha: true });
    await t.call(getCaptcha);
    t.clock.advance(1_100);
    expectRefusal(await attempt(member.username, member.password, { captcha: 'ZZZZZ' }), 'captcha.invalid');
    t.clock.advance(1_100);
    const spent = await captchaAnswer();
    expectRefusal(await attempt(member.username, 'Wrong1234', { captcha: spent }), 'login.failed');
    // A captcha is good for one try, right or wrong.
    expectRefusal(await attempt(member.username, member.password, { captcha: spent }), 'captcha.invalid');
    t.clock.advance(1_100);
    const ok = await attempt(member.username, member.password, { captcha: await captchaAnswer() });
    expect(ok.body.success).toBe(true);
  });

  it('refuses an account after ten failures in the window, then lets it try again later', async () => {
    const member = await registerMember(t);
    const ip = '198.51.100.20';
    for (let i = 0; i < 10; i++) {
      t.clock.advance(1_100);
      const captcha = i >= 3 ? await captchaAnswer() : undefined;
      expectRefusal(
        await attempt(member.username, 'Wrong1234', captcha ? { captcha } : {}, ip),
        'login.failed',
      );
    }
    expectRefusal(await attempt(member.username, member.password, {}, ip), 'too.many.requests', 429);
    t.clock.advance(16 * 60_000);
    expect((await attempt(member.username, member.password, {}, '198.51.100.21')).body.success).toBe(true);
  });

  it('asks for the slider and refuses a wrong or reused answer', async () => {
    const member = await registerMember(t);
    expectRefusal(
      await t.call(login, { body: { username: member.username, password: member.password } }),
      'human.check.required',
    );
    const solved = await solveHumanCheck(t);
    expectRefusal(
      await t.call(login, {
        body: {
          username: member.username,
          password: member.password,
          humanCheck: { ...solved, x: solved.x + 30 },
        },
      }),
      'human.check.failed',
    );
    expectRefusal(
      await t.call(login, {
        body: { username: member.username, password: member.password, humanCheck: solved },
      }),
      'human.check.failed',
    );
  });

  it('issues 256-bit random tokens and stores only their hash', async () => {
    const member = await registerMember(t);
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++)
      tokens.add((await attempt(member.username, member.password)).body.value!.token);
    expect(tokens.size).toBe(5);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const stored = await t.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('token_hash', '=', token)
        .execute();
      expect(stored).toHaveLength(0);
      const hashed = await t.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(hashed).toHaveLength(1);
    }
  });

  it('forces a change for the brand default password and allows little else until then', async () => {
    const member = await registerMember(t, {
      password: DEMO_DEFAULT_PASSWORD,
      confirmPassword: DEMO_DEFAULT_PASSWORD,
    });
    const first = await attempt(member.username, DEMO_DEFAULT_PASSWORD);
    expect(first.body.value!.passwordExpired).toBe(true);
    const token = first.body.value!.token;
    const info = await t.call(getMemberInfo, { token });
    expect(info.body.value!.passwordChangeRequired).toBe(true);
    const changed = await t.call(changePassword, {
      token,
      body: { oldPassword: DEMO_DEFAULT_PASSWORD, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    });
    expect(changed.body.success).toBe(true);
    const after = await t.call(getMemberInfo, { token: changed.body.value!.token });
    expect(after.body.value!.passwordChangeRequired).toBe(false);
    const again = await attempt(member.username, 'Fresh1234');
    expect(again.body.value!.passwordExpired).toBe(false);
  });

  it('forces a change for a password older than the brand allows', async () => {
    const member = await registerMember(t);
    t.clock.advance(91 * 24 * 60 * 60_000);
    const login1 = await attempt(member.username, member.password);
    expect(login1.body.value!.passwordExpired).toBe(true);
  });

  it('refuses a disabled member only after the password was right', async () => {
    const member = await registerMember(t);
    await t.db
      .updateTable('members')
      .set({ status: 'DISABLED' })
      .where('username', '=', member.username)
      .execute();
    expectRefusal(await attempt(member.username, 'Wrong1234', {}, '198.51.100.40'), 'login.failed');
    expectRefusal(
      await attempt(member.username, member.password, {}, '198.51.100.41'),
      'member.disabled',
      403,
    );
    expectRefusal(await t.call(getMemberInfo, { token: member.token }), 'user.or.token.invalid', 401);
  });

  it('turns username login off with its flag', async () => {
    const staff = await staffToken(t);
    await t.call(putSiteFlags, { token: staff, body: { flags: { USERNAMEREG3: false } } });
    expectRefusal(await attempt('demo01', 'Demo1234'), 'function.not.available');
    await t.call(putSiteFlags, { token: staff, body: { flags: { USERNAMEREG3: true } } });
    expect((await attempt('demo01', 'Demo1234')).body.success).toBe(true);
  });
});
