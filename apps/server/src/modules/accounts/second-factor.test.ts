import {
  enableTotp,
  getDevInbox,
  getMemberInfo,
  login,
  loginFreePlay,
  putSiteFlags,
  sendLoginSms,
  sendRegisterSms,
  sendSecondFactorSms,
  setupTotp,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solveHumanCheck, staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { totpCode } from './totp.js';

describe('SMS login, second factor on a new IP, free play', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffToken(t);
  });
  afterAll(() => t.close());

  const codeFor = async (to: string) => {
    const inbox = await t.call(getDevInbox, { query: { to } });
    return /\b(\d{6})\b/u.exec(inbox.body.value![0]!.text)![1]!;
  };

  async function memberWithMobile() {
    const mobileNum = `16${String(Date.now()).slice(-8)}`;
    await t.call(sendRegisterSms, {
      body: { mobileNo: mobileNum, countryDialingCode: '+880', humanCheck: await solveHumanCheck(t) },
    });
    const member = await registerMember(t, {
      mobileNum,
      countryDialingCode: '+880',
      verificationCode: await codeFor(`+880${mobileNum}`),
    });
    t.clock.advance(61_000);
    return { ...member, mobileNum, phone: `+880${mobileNum}` };
  }

  it('logs in by mobile number and SMS code', async () => {
    const member = await memberWithMobile();
    await t.call(sendLoginSms, {
      body: { mobileNum: member.mobileNum, countryDialingCode: '+880', humanCheck: await solveHumanCheck(t) },
    });
    const code = await codeFor(member.phone);
    expectRefusal(
      await t.call(login, {
        body: { type: 'sms', username: member.mobileNum, password: '123456', countryDialingCode: '+880' },
      }),
      'login.failed',
    );
    const ok = await t.call(login, {
      body: { type: 'sms', username: member.mobileNum, password: code, countryDialingCode: '+880' },
    });
    expect(ok.body.value!.member.account).toBe(member.username);
  });

  it('asks a second factor from an unknown IP when the flag is on: SMS, then TOTP', async () => {
    await t.call(putSiteFlags, { token: staff, body: { flags: { UNREGIPVERF3: true } } });
    const member = await memberWithMobile();
    const body = async () => ({
      username: member.username,
      password: member.password,
      humanCheck: await solveHumanCheck(t),
    });

    // The registration IP is known: no question there.
    expect((await t.call(login, { body: await body() })).body.success).toBe(true);

    const refused = expectRefusal(
      await t.call(login, { body: await body(), ip: '192.0.2.10' }),
      'second.factor.required',
    );
    const { ticket, methods } = refused.value as { ticket: string; methods: string[] };
    expect(methods).toEqual(['SMS']);
    await t.call(sendSecondFactorSms, { body: { ticket }, ip: '192.0.2.10' });
    const code = await codeFor(member.phone);
    expectRefusal(
      await t.call(login, {
        body: { ...(await body()), secondFactor: { ticket, method: 'SMS', code: '000000' } },
        ip: '192.0.2.10',
      }),
      'second.factor.invalid',
    );
    const passed = await t.call(login, {
      body: { ...(await body()), secondFactor: { ticket, method: 'SMS', code } },
      ip: '192.0.2.10',
    });
    expect(passed.body.success).toBe(true);
    // Now that IP is known.
    expect((await t.call(login, { body: await body(), ip: '192.0.2.10' })).body.success).toBe(true);

    const setup = await t.call(setupTotp, {
      token: passed.body.value!.token,
      body: { password: member.password },
    });
    const { secret } = setup.body.value!;
    expectRefusal(
      await t.call(enableTotp, { token: passed.body.value!.token, body: { code: '000000' } }),
      'second.factor.invalid',
    );
    await t.call(enableTotp, {
      token: passed.body.value!.token,
      body: { code: totpCode(secret, t.clock.now()) },
    });
    const again = expectRefusal(
      await t.call(login, { body: await body(), ip: '192.0.2.77' }),
      'second.factor.required',
    );
    const second = again.value as { ticket: string; methods: string[] };
    expect(second.methods).toEqual(['SMS', 'TOTP']);
    const totp = await t.call(login, {
      body: {
        ...(await body()),
        secondFactor: { ticket: second.ticket, method: 'TOTP', code: totpCode(secret, t.clock.now()) },
      },
      ip: '192.0.2.77',
    });
    expect(totp.body.success).toBe(true);
    await t.call(putSiteFlags, { token: staff, body: { flags: { UNREGIPVERF3: false } } });
  });

  it('starts a trial member that cannot log in by password and is shown as trial', async () => {
    const trial = await t.call(loginFreePlay, { body: { platform: 'W' } });
    expect(trial.body.value!.member).toMatchObject({ type: 4, isTrial: true, currency: 'TRIAL' });
    const info = await t.call(getMemberInfo, { token: trial.body.value!.token });
    expect(info.body.value!.isTrial).toBe(true);
    await t.call(putSiteFlags, { token: staff, body: { flags: { FREEPLAY3: false } } });
    expectRefusal(await t.call(loginFreePlay, { body: { platform: 'W' } }), 'function.not.available');
    await t.call(putSiteFlags, { token: staff, body: { flags: { FREEPLAY3: true } } });
  });
});
