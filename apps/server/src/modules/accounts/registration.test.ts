import {
  checkAffiliate,
  getDevInbox,
  getRegisterSettingsStaff,
  putRegisterSettings,
  putSiteFlags,
  register,
  registerMobile,
  sendRegisterSms,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solveHumanCheck, staffToken, uniqueName } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('registration', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffToken(t);
  });
  afterAll(() => t.close());

  const countMembers = async () =>
    Number(
      (
        await t.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const attempt = async (body: Record<string, unknown>) =>
    t.call(register, { body: { ageConfirmed: true, humanCheck: await solveHumanCheck(t), ...body } });

  it('judges every field by the brand rules and creates nobody on a refusal', async () => {
    const before = await countMembers();
    const base = { username: uniqueName(), password: 'Secret123', confirmPassword: 'Secret123' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, username: '1starts_with_digit' }, 'validation.failed'],
      [{ ...base, username: 'short' }, 'validation.failed'],
      [{ ...base, password: 'Seven_7', confirmPassword: 'Seven_7' }, 'password.rule.failed'],
      [{ ...base, password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }, 'password.rule.failed'],
      [{ ...base, password: 'tab\there1', confirmPassword: 'tab\there1' }, 'password.rule.failed'],
      [{ ...base, confirmPassword: 'Secret124' }, 'password.confirm.mismatch'],
      [{ ...base, email: 'not-an-email' }, 'validation.failed'],
      [{ ...base, payeeName: 'Name  With  Doubles' }, 'validation.failed'],
      [{ ...base, username: undefined }, 'validation.failed'],
      [{ ...base, ageConfirmed: false }, 'age.confirmation.required'],
      [{ ...base, affiliateCode: 'NOPE1234' }, 'affiliate.invalid'],
    ];
    for (const [body, code] of cases) expectRefusal(await attempt(body), code);
    expect(await countMembers()).toBe(before);
  });

  it('takes a password of any printable characters, 8 to 64, and says the rule when refusing', async () => {
    for (const password of ['P@ss w0rd!#', 'পাসওয়ার্ড ১২৩৪', 'Abcdefgh', 'y'.repeat(64)]) {
      const member = await registerMember(t, { password, confirmPassword: password });
      expect(member.member.account).toBeTruthy();
    }
    const short = expectRefusal(
      await attempt({ username: uniqueName(), password: 'Abc!234', confirmPassword: 'Abc!234' }),
      'password.rule.failed',
    );
    expect(short.message).toBe(
      'The password must be 8 to 64 characters long, without control characters such as tabs or line breaks.',
    );
    const long = expectRefusal(
      await t.call(register, {
        headers: { language: 'BN' },
        body: {
          username: uniqueName(),
          password: 'z'.repeat(65),
          confirmPassword: 'z'.repeat(65),
          ageConfirmed: true,
          humanCheck: await solveHumanCheck(t),
        },
      }),
      'password.rule.failed',
    );
    expect(long.message).toMatch(/8/u);
    expect(long.message).toMatch(/[\u0980-\u09FF]/u);
  });

  it('names the field that failed, in the request language', async () => {
    const result = await t.call(register, {
      headers: { language: 'BN' },
      body: {
        username: 'x',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ageConfirmed: true,
        humanCheck: await solveHumanCheck(t),
      },
    });
    const refusal = expectRefusal(result, 'validation.failed');
    expect(refusal.message).toContain('username');
    expect(refusal.message).toMatch(/[\u0980-\u09FF]/u);
  });

  it('accepts a Bengali real name and keeps contact fields', async () => {
    const member = await registerMember(t, { payeeName: 'রহিম উদ্দিন', email: 'rahim@example.com' });
    const row = await t.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', member.member.id)
      .executeTakeFirstOrThrow();
    expect(row.payee_name).toBe('রহিম উদ্দিন');
    expect(member.member.email).toBe('ra***@example.com');
  });

  it('refuses a username taken in another case', async () => {
    const member = await registerMember(t);
    expectRefusal(
      await attempt({
        username: member.username.toUpperCase(),
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
      'username.taken',
    );
  });

  it('puts a member under the agent of a valid invitation code', async () => {
    expect((await t.call(checkAffiliate, { query: { code: 'TESSERA1' } })).body.value).toEqual({
      valid: true,
    });
    expectRefusal(await t.call(checkAffiliate, { query: { code: 'UNKNOWN1' } }), 'affiliate.invalid');
    const member = await registerMember(t, { affiliateCode: 'TESSERA1', referralCode: 'friend42' });
    const agent = await t.db
      .selectFrom('members')
      .select(['id', 'path'])
      .where('username', '=', 'agent01')
      .executeTakeFirstOrThrow();
    const row = await t.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', member.member.id)
      .executeTakeFirstOrThrow();
    expect(row.parent_id).toBe(agent.id);
    expect(row.path).toBe(`${agent.path}${agent.id}/`);
    expect(row.referral_code).toBe('friend42');
  });

  it('registers by mobile with the SMS code, once', async () => {
    const mobileNum = `17${String(Date.now()).slice(-8)}`;
    const phone = `+880${mobileNum}`;
    const sent = await t.call(sendRegisterSms, {
      body: {
        mobileNo: mobileNum,
        countryDialingCode: '+880',
        regType: 'register',
        humanCheck: await solveHumanCheck(t),
      },
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    expectRefusal(
      await t.call(sendRegisterSms, {
        body: { mobileNo: mobileNum, countryDialingCode: '+880', humanCheck: await solveHumanCheck(t) },
      }),
      'too.many.requests',
      429,
    );
    const inbox = await t.call(getDevInbox, { query: { to: phone } });
    const code = /\b(\d{6})\b/u.exec(inbox.body.value![0]!.text)![1]!;

    const body = {
      mobileNum,
      countryDialingCode: '+880',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ageConfirmed: true,
    };
    expectRefusal(
      await t.call(registerMobile, {
        body: { ...body, verificationCode: '000000', humanCheck: await solveHumanCheck(t) },
      }),
      'sms.code.invalid',
    );
    const ok = await t.call(registerMobile, {
      body: { ...body, verificationCode: code, humanCheck: await solveHumanCheck(t) },
    });
    expect(ok.body.success).toBe(true);
    expect(ok.body.value!.member.account).toBe(mobileNum);
    expectRefusal(
      await t.call(registerMobile, {
        body: { ...body, verificationCode: code, humanCheck: await solveHumanCheck(t) },
      }),
      'username.taken',
    );
  });

  it('requires a captcha when the brand turns it on, and nothing when the human check is off', async () => {
    const settings = (await t.call(getRegisterSettingsStaff, { token: staff })).body.value!;
    await t.call(putRegisterSettings, {
      token: staff,
      body: { ...settings, captcha: true, humanCheck: false },
    });
    const base = {
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ageConfirmed: true,
    };
    expectRefusal(await t.call(register, { body: base }), 'captcha.required');
    expectRefusal(await t.call(register, { body: { ...base, captcha: 'ABCDE' } }), 'captcha.invalid');
    await t.call(putRegisterSettings, { token: staff, body: settings });
  });

  it('closes registration with its flag', async () => {
    await t.call(putSiteFlags, { token: staff, body: { flags: { DIRECTREG3: false } } });
    expectRefusal(
      await attempt({ username: uniqueName(), password: 'Secret123', confirmPassword: 'Secret123' }),
      'function.not.available',
    );
    await t.call(putSiteFlags, { token: staff, body: { flags: { DIRECTREG3: true } } });
  });
});
