import {
  bindEmail,
  bindMobile,
  getMemberInfo,
  getProfile,
  putProfile,
  sendBindEmailCode,
  sendBindMobileSms,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { lastCode, person, trialToken } from '../transfers/transfer-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
});
afterAll(() => t.close());

let phoneCounter = 0;
const newPhone = () => {
  phoneCounter += 1;
  return {
    mobileNum: `18${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter).padStart(2, '0')}`,
    countryDialingCode: '+880',
  };
};

describe('profile', () => {
  it('reads the profile with nothing bound yet', async () => {
    const who = await registerMember(t);
    const profile = (await t.call(getProfile, { token: who.token })).body.value!;
    expect(profile).toEqual({
      account: who.username,
      nickname: null,
      payeeName: null,
      birthday: null,
      mobileNum: null,
      countryDialingCode: null,
      mobileVerified: false,
      email: null,
      emailVerified: false,
      paymentPasswordSet: false,
      totpEnabled: false,
    });
  });

  it('updates nickname and birthday, and clears them with ""', async () => {
    const who = await registerMember(t);
    const updated = await t.call(putProfile, {
      token: who.token,
      body: { nickname: 'Lucky Star', birthday: '1990-05-01' },
    });
    expect(updated.body.value).toMatchObject({ nickname: 'Lucky Star', birthday: '1990-05-01' });
    expect((await t.call(getMemberInfo, { token: who.token })).body.value!.nickname).toBe('Lucky Star');
    const cleared = await t.call(putProfile, { token: who.token, body: { nickname: '', birthday: '' } });
    expect(cleared.body.value).toMatchObject({ nickname: null, birthday: null });
  });

  it('refuses impossible, future, too-young and ancient birthdays', async () => {
    const who = await registerMember(t);
    for (const birthday of [
      '2001-02-30',
      '1990-13-01',
      '1990-5-1',
      '2030-01-01',
      '2010-01-01',
      '1899-12-31',
      'abc',
    ]) {
      expectRefusal(await t.call(putProfile, { token: who.token, body: { birthday } }), 'birthday.invalid');
    }
    // Exactly 18 today is old enough.
    expect(
      (await t.call(putProfile, { token: who.token, body: { birthday: '2008-03-10' } })).body.success,
    ).toBe(true);
  });

  it('sets the real name once; a different one later is for staff', async () => {
    const who = await registerMember(t);
    expectRefusal(
      await t.call(putProfile, { token: who.token, body: { payeeName: 'R2D2' } }),
      'validation.failed',
    );
    expectRefusal(
      await t.call(putProfile, { token: who.token, body: { nickname: 'a\u0000b' } }),
      'validation.failed',
    );
    const set = await t.call(putProfile, { token: who.token, body: { payeeName: '  Rahim   Uddin ' } });
    expect(set.body.value!.payeeName).toBe('Rahim Uddin');
    // The same name again (any case or spacing) is no change; another name is refused.
    expect(
      (await t.call(putProfile, { token: who.token, body: { payeeName: 'RAHIM uddin' } })).body.success,
    ).toBe(true);
    expectRefusal(
      await t.call(putProfile, { token: who.token, body: { payeeName: 'Karim Uddin' } }),
      'real.name.locked',
    );
    expect((await t.call(getProfile, { token: who.token })).body.value!.payeeName).toBe('Rahim Uddin');
    // Bengali script is a name too.
    const bn = await registerMember(t);
    const named = await t.call(putProfile, { token: bn.token, body: { payeeName: 'রহিম উদ্দিন' } });
    expect(named.body.value!.payeeName).toBe('রহিম উদ্দিন');
  });

  it('two first-time real names at once: exactly one is kept', async () => {
    const who = await registerMember(t);
    const results = await Promise.all(
      ['Rahim Uddin', 'Karim Uddin', 'Jamal Uddin', 'Kamal Uddin'].map((payeeName) =>
        t.call(putProfile, { token: who.token, body: { payeeName } }),
      ),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(new Set(results.filter((r) => !r.body.success).map((r) => r.body.errorCode))).toEqual(
      new Set(['real.name.locked']),
    );
  });

  it('refuses trial members and callers without a session', async () => {
    const token = await trialToken(t);
    expectRefusal(await t.call(getProfile, { token }), 'trial.not.allowed', 403);
    expectRefusal(await t.call(putProfile, { token, body: { nickname: 'x' } }), 'trial.not.allowed', 403);
    expectRefusal(await t.call(getProfile), 'login.not.session', 401);
  });
});

describe('binding a mobile number', () => {
  it('sends a code to the new number and binds it with that code', async () => {
    const who = await registerMember(t);
    const phone = newPhone();
    const sent = await t.call(sendBindMobileSms, { token: who.token, body: phone });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(t, `+880${phone.mobileNum}`);
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(
      await t.call(bindMobile, { token: who.token, body: { ...phone, verificationCode: wrong } }),
      'sms.code.invalid',
    );
    const bound = await t.call(bindMobile, { token: who.token, body: { ...phone, verificationCode: code } });
    expect(bound.body.value).toMatchObject({
      mobileNum: `18******${phone.mobileNum.slice(-2)}`,
      countryDialingCode: '+880',
      mobileVerified: true,
    });
    const info = (await t.call(getMemberInfo, { token: who.token })).body.value!;
    expect(info.mobileNum).toBe(bound.body.value!.mobileNum);
    const row = await t.db
      .selectFrom('members')
      .select(['mobile_num'])
      .where('username_lower', '=', who.username.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.mobile_num).toBe(phone.mobileNum);
  });

  it('refuses a number another member holds, at send and at confirm', async () => {
    const holder = await registerMember(t);
    const phone = newPhone();
    await t.call(sendBindMobileSms, { token: holder.token, body: phone });
    const code = await lastCode(t, `+880${phone.mobileNum}`);
    await t.call(bindMobile, { token: holder.token, body: { ...phone, verificationCode: code } });

    const other = await registerMember(t);
    t.clock.advance(61_000);
    expectRefusal(await t.call(sendBindMobileSms, { token: other.token, body: phone }), 'mobile.taken');
    // The same number without the + in the dialing code is still the same number.
    expectRefusal(
      await t.call(sendBindMobileSms, { token: other.token, body: { ...phone, countryDialingCode: '880' } }),
      'mobile.taken',
    );
    expectRefusal(
      await t.call(bindMobile, { token: other.token, body: { ...phone, verificationCode: code } }),
      'mobile.taken',
    );
  });

  it("a code for one member's number does not bind it for another", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const phone = newPhone();
    await t.call(sendBindMobileSms, { token: a.token, body: phone });
    const code = await lastCode(t, `+880${phone.mobileNum}`);
    expectRefusal(
      await t.call(bindMobile, { token: b.token, body: { ...phone, verificationCode: code } }),
      'sms.code.invalid',
    );
  });

  it('refuses malformed numbers and throttles sends', async () => {
    const who = await registerMember(t);
    for (const mobileNum of ['12345', 'abcdefgh', '1234567890123456']) {
      expectRefusal(
        await t.call(sendBindMobileSms, {
          token: who.token,
          body: { mobileNum, countryDialingCode: '+880' },
        }),
        'mobile.invalid',
      );
    }
    const phone = newPhone();
    expect((await t.call(sendBindMobileSms, { token: who.token, body: phone })).body.success).toBe(true);
    expectRefusal(
      await t.call(sendBindMobileSms, { token: who.token, body: phone }),
      'too.many.requests',
      429,
    );
  });

  it('re-verifies a number bound at registration (sent to the same number)', async () => {
    const who = await person(t);
    const phone = newPhone();
    await t.db
      .updateTable('members')
      .set({ mobile_num: phone.mobileNum, country_dialing_code: '+880' })
      .where('id', '=', who.id)
      .execute();
    expect((await t.call(getProfile, { token: who.token })).body.value!.mobileVerified).toBe(false);
    await t.call(sendBindMobileSms, { token: who.token, body: phone });
    const code = await lastCode(t, `+880${phone.mobileNum}`);
    const bound = await t.call(bindMobile, { token: who.token, body: { ...phone, verificationCode: code } });
    expect(bound.body.value!.mobileVerified).toBe(true);
  });
});

describe('binding an e-mail address', () => {
  it('mails a code and binds the address with it', async () => {
    const who = await registerMember(t);
    const email = `${who.username}@Example.com`;
    const sent = await t.call(sendBindEmailCode, { token: who.token, body: { email } });
    expect(sent.body.value).toEqual({ expiredMinutes: 10 });
    expectRefusal(
      await t.call(sendBindEmailCode, { token: who.token, body: { email } }),
      'too.many.requests',
      429,
    );
    const code = await lastCode(t, email.toLowerCase());
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(
      await t.call(bindEmail, { token: who.token, body: { email, verificationCode: wrong } }),
      'sms.code.invalid',
    );
    // A code for one address does not bind another.
    expectRefusal(
      await t.call(bindEmail, { token: who.token, body: { email: `x${email}`, verificationCode: code } }),
      'sms.code.invalid',
    );
    const bound = await t.call(bindEmail, { token: who.token, body: { email, verificationCode: code } });
    expect(bound.body.value).toMatchObject({
      emailVerified: true,
      email: `${who.username.slice(0, 2)}${'*'.repeat(who.username.length - 2)}@Example.com`,
    });
  });

  it('refuses addresses that are not addresses', async () => {
    const who = await registerMember(t);
    for (const email of ['plain', 'a@b', '@example.com', 'a b@example.com']) {
      expectRefusal(
        await t.call(sendBindEmailCode, { token: who.token, body: { email } }),
        'validation.failed',
      );
    }
  });
});
