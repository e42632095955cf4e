import {
  changePassword,
  getDevInbox,
  getMemberInfo,
  login,
  resetPasswordByMobile,
  sendRegisterSms,
  sendResetSms,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solveHumanCheck } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const logIn = async (username: string, password: string) =>
    t.call(login, { body: { username, password, humanCheck: await solveHumanCheck(t) } });

  it('changes the password, ends every other session and keeps this one alive with a new token', async () => {
    const member = await registerMember(t);
    const other = (await logIn(member.username, member.password)).body.value!.token;
    const body = {
      oldPassword: member.password,
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
    };
    expectRefusal(
      await t.call(changePassword, { token: member.token, body: { ...body, oldPassword: 'Wrong1234' } }),
      'password.incorrect',
    );
    expectRefusal(
      await t.call(changePassword, {
        token: member.token,
        body: { ...body, confirmNewPassword: 'Changed124' },
      }),
      'password.confirm.mismatch',
    );
    expectRefusal(
      await t.call(changePassword, {
        token: member.token,
        body: { ...body, newPassword: 'short', confirmNewPassword: 'short' },
      }),
      'password.rule.failed',
    );
    expectRefusal(
      await t.call(changePassword, {
        token: member.token,
        body: { ...body, newPassword: member.password, confirmNewPassword: member.password },
      }),
      'password.same.as.old',
    );
    const changed = await t.call(changePassword, { token: member.token, body });
    expect(changed.body.success).toBe(true);
    expectRefusal(await t.call(getMemberInfo, { token: member.token }), 'user.or.token.invalid', 401);
    expectRefusal(await t.call(getMemberInfo, { token: other }), 'user.or.token.invalid', 401);
    expect((await t.call(getMemberInfo, { token: changed.body.value!.token })).body.success).toBe(true);
    expectRefusal(await logIn(member.username, member.password), 'login.failed');
    expect((await logIn(member.username, 'Changed123')).body.success).toBe(true);
  });

  it('resets by a code sent to the bound mobile and logs in', async () => {
    const mobileNum = `18${String(Date.now()).slice(-8)}`;
    const member = await registerMember(t, {
      mobileNum,
      countryDialingCode: '+880',
      verificationCode: await registerCode(mobileNum),
    });
    const ask = { mobileNum, countryDialingCode: '+880', humanCheck: await solveHumanCheck(t) };
    expect((await t.call(sendResetSms, { body: ask })).body.value).toEqual({ expiredMinutes: 5 });
    // An unbound number gets the same answer and no message.
    t.clock.advance(61_000);
    const unbound = await t.call(sendResetSms, {
      body: { ...ask, mobileNum: '1999999999', humanCheck: await solveHumanCheck(t) },
    });
    expect(unbound.body.value).toEqual({ expiredMinutes: 5 });
    expect((await t.call(getDevInbox, { query: { to: '+8801999999999' } })).body.value).toEqual([]);

    const code = await latestCode(`+880${mobileNum}`);
    const body = { mobileNum, countryDialingCode: '+880', newPassword: 'Reset1234' };
    expectRefusal(
      await t.call(resetPasswordByMobile, { body: { ...body, verificationCode: '000000' } }),
      'sms.code.invalid',
    );
    const reset = await t.call(resetPasswordByMobile, { body: { ...body, verificationCode: code } });
    expect(reset.body.value!.member.account).toBe(member.username);
    expectRefusal(await t.call(getMemberInfo, { token: member.token }), 'user.or.token.invalid');
    expectRefusal(
      await t.call(resetPasswordByMobile, { body: { ...body, verificationCode: code } }),
      'sms.code.invalid',
    );
  });

  it('finds the bound number whether the dialing code comes as 880 or +880, everywhere', async () => {
    // Registered with `880`: stored as +880, and every later entry with either form finds it.
    const mobileNum = `17${String(Date.now()).slice(-8)}`;
    const member = await registerMember(t, {
      mobileNum,
      countryDialingCode: '880',
      verificationCode: await registerCode(mobileNum, '880'),
    });
    const stored = await t.db
      .selectFrom('members')
      .select('country_dialing_code')
      .where('id', '=', member.member.id)
      .executeTakeFirstOrThrow();
    expect(stored.country_dialing_code).toBe('+880');
    for (const [index, asked] of ['880', '+880'].entries()) {
      t.clock.advance(61_000);
      await t.call(sendResetSms, {
        body: { mobileNum, countryDialingCode: asked, humanCheck: await solveHumanCheck(t) },
      });
      expect((await t.call(getDevInbox, { query: { to: `+880${mobileNum}` } })).body.value).toHaveLength(
        index + 2,
      );
    }
    const code = await latestCode(`+880${mobileNum}`);
    const reset = await t.call(resetPasswordByMobile, {
      body: { mobileNum, countryDialingCode: '880', newPassword: 'Reset 880!', verificationCode: code },
    });
    expect(reset.body.value!.member.account).toBe(member.username);
  });

  it('finds a number registered as +880 when the reset asks with 880', async () => {
    const mobileNum = `15${String(Date.now()).slice(-8)}`;
    const member = await registerMember(t, {
      mobileNum,
      countryDialingCode: '+880',
      verificationCode: await registerCode(mobileNum, '+880'),
    });
    t.clock.advance(61_000);
    await t.call(sendResetSms, {
      body: { mobileNum, countryDialingCode: '880', humanCheck: await solveHumanCheck(t) },
    });
    const code = await latestCode(`+880${mobileNum}`);
    const reset = await t.call(resetPasswordByMobile, {
      body: { mobileNum, countryDialingCode: '880', newPassword: 'Reset 880!', verificationCode: code },
    });
    expect(reset.body.value!.member.account).toBe(member.username);
  });

  async function latestCode(phone: string): Promise<string> {
    const inbox = await t.call(getDevInbox, { query: { to: phone } });
    return /\b(\d{6})\b/u.exec(inbox.body.value![0]!.text)![1]!;
  }

  async function registerCode(mobileNum: string, countryDialingCode = '+880'): Promise<string> {
    await t.call(sendRegisterSms, {
      body: { mobileNo: mobileNum, countryDialingCode, humanCheck: await solveHumanCheck(t) },
    });
    t.clock.advance(61_000);
    return latestCode(`+880${mobileNum}`);
  }
});
