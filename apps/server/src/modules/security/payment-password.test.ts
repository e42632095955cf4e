import {
  bindMobile,
  changePaymentPassword,
  getPaymentPasswordStatus,
  getProfile,
  sendBindMobileSms,
  sendPaymentPasswordSms,
  setPaymentPassword,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { lastCode, PAY_PW, person, trialToken } from '../transfers/transfer-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const merchant = () => t.services.merchants.resolve('TESSERA', undefined);
const audits = async (memberId: number, action: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('actor_id', '=', memberId)
      .where('action', '=', action)
      .execute()
  ).length;

/** A member with a bound (verified) mobile, so SMS resets can reach them. */
async function withMobile(paymentPassword: string | null = PAY_PW) {
  const who = await person(t, { paymentPassword });
  const mobileNum = `17${String(who.id).padStart(8, '0')}`;
  const phone = { mobileNum, countryDialingCode: '+880' };
  expect((await t.call(sendBindMobileSms, { token: who.token, body: phone })).body.success).toBe(true);
  const code = await lastCode(t, `+880${mobileNum}`);
  const bound = await t.call(bindMobile, { token: who.token, body: { ...phone, verificationCode: code } });
  expect(bound.body.value!.mobileVerified).toBe(true);
  t.clock.advance(61_000); // the next code to this phone may go out
  return { ...who, phone: `+880${mobileNum}` };
}

describe('payment password: set', () => {
  it('is absent at first, is set once with new + confirm, then reads as set', async () => {
    const who = await person(t, { paymentPassword: null });
    expect((await t.call(getPaymentPasswordStatus, { token: who.token })).body.value).toEqual({
      isSet: false,
      mobileNum: null,
    });
    const m = await merchant();
    await expect(t.services.paymentPasswords.verify(m, who.id, PAY_PW)).rejects.toMatchObject({
      code: 'not.exists.payment.password',
    });

    const set = await t.call(setPaymentPassword, {
      token: who.token,
      body: { newPassword: '135790', confirmPassword: '135790' },
    });
    expect(set.body.value).toEqual({ isSet: true });
    expect((await t.call(getPaymentPasswordStatus, { token: who.token })).body.value!.isSet).toBe(true);
    expect((await t.call(getProfile, { token: who.token })).body.value!.paymentPasswordSet).toBe(true);
    await t.services.paymentPasswords.verify(m, who.id, '135790');
    // Stored as an argon2id hash, never as the digits.
    const row = await t.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_password_hash).toMatch(/^\$argon2id\$/u);
    expect(await audits(who.id, 'member.payment-password.set')).toBe(1);

    expectRefusal(
      await t.call(setPaymentPassword, {
        token: who.token,
        body: { newPassword: '111222', confirmPassword: '111222' },
      }),
      'payment.password.exists',
    );
    await t.services.paymentPasswords.verify(m, who.id, '135790');
  });

  it('refuses anything but exactly 6 digits, a wrong confirmation, and trial members', async () => {
    const who = await person(t, { paymentPassword: null });
    for (const bad of ['12345', '1234567', 'abcdef', '12345a', '', ' 123456', '١٢٣٤٥٦']) {
      expectRefusal(
        await t.call(setPaymentPassword, {
          token: who.token,
          body: { newPassword: bad, confirmPassword: bad },
        }),
        'payment.password.invalid',
      );
    }
    expectRefusal(
      await t.call(setPaymentPassword, {
        token: who.token,
        body: { newPassword: '123456', confirmPassword: '123457' },
      }),
      'password.confirm.mismatch',
    );
    expectRefusal(
      await t.call(setPaymentPassword, {
        token: who.token,
        body: { newPassword: 123456, confirmPassword: 123456 },
      }),
      'validation.failed',
    );
    expect((await t.call(getPaymentPasswordStatus, { token: who.token })).body.value!.isSet).toBe(false);

    expectRefusal(
      await t.call(setPaymentPassword, {
        token: await trialToken(t),
        body: { newPassword: '123456', confirmPassword: '123456' },
      }),
      'trial.not.allowed',
      403,
    );
  });

  it('is refused without a session or without a seal', async () => {
    const body = { newPassword: '123456', confirmPassword: '123456' };
    expectRefusal(await t.call(setPaymentPassword, { body }), 'login.not.session');
    const who = await registerMember(t);
    expectRefusal(
      await t.call(setPaymentPassword, { token: who.token, body, seal: false }),
      'encryption.required',
    );
  });
});

describe('payment password: change', () => {
  it('changes with the current one; a wrong current one is refused and nothing changes', async () => {
    const who = await person(t);
    expectRefusal(
      await t.call(changePaymentPassword, {
        token: who.token,
        body: { oldPassword: '000000', newPassword: '864200', confirmPassword: '864200' },
      }),
      'invalid.payment.pw',
    );
    expectRefusal(
      await t.call(changePaymentPassword, {
        token: who.token,
        body: { oldPassword: PAY_PW, newPassword: PAY_PW, confirmPassword: PAY_PW },
      }),
      'password.same.as.old',
    );
    const changed = await t.call(changePaymentPassword, {
      token: who.token,
      body: { oldPassword: PAY_PW, newPassword: '864200', confirmPassword: '864200' },
    });
    expect(changed.body.value).toEqual({ isSet: true });
    const m = await merchant();
    await t.services.paymentPasswords.verify(m, who.id, '864200');
    await expect(t.services.paymentPasswords.verify(m, who.id, PAY_PW)).rejects.toMatchObject({
      code: 'invalid.payment.pw',
    });
  });

  it('asks for exactly one of the current password and an SMS code', async () => {
    const who = await person(t);
    const base = { newPassword: '864200', confirmPassword: '864200' };
    expectRefusal(await t.call(changePaymentPassword, { token: who.token, body: base }), 'validation.failed');
    expectRefusal(
      await t.call(changePaymentPassword, {
        token: who.token,
        body: { ...base, oldPassword: PAY_PW, verificationCode: '123456' },
      }),
      'validation.failed',
    );
  });

  it('changes with an SMS code sent to the bound mobile; a wrong code or no mobile is refused', async () => {
    const noMobile = await person(t);
    expectRefusal(await t.call(sendPaymentPasswordSms, { token: noMobile.token }), 'mobile.not.bound');
    expectRefusal(
      await t.call(changePaymentPassword, {
        token: noMobile.token,
        body: { verificationCode: '123456', newPassword: '864200', confirmPassword: '864200' },
      }),
      'mobile.not.bound',
    );

    const who = await withMobile();
    const sent = await t.call(sendPaymentPasswordSms, { token: who.token });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    // One a minute per phone, shared with every other code to that number.
    expectRefusal(await t.call(sendPaymentPasswordSms, { token: who.token }), 'too.many.requests', 429);
    const code = await lastCode(t, who.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(
      await t.call(changePaymentPassword, {
        token: who.token,
        body: { verificationCode: wrong, newPassword: '864200', confirmPassword: '864200' },
      }),
      'sms.code.invalid',
    );
    const changed = await t.call(changePaymentPassword, {
      token: who.token,
      body: { verificationCode: code, newPassword: '864200', confirmPassword: '864200' },
    });
    expect(changed.body.success).toBe(true);
    await t.services.paymentPasswords.verify(await merchant(), who.id, '864200');
    // The code was spent.
    expectRefusal(
      await t.call(changePaymentPassword, {
        token: who.token,
        body: { verificationCode: code, newPassword: '975310', confirmPassword: '975310' },
      }),
      'sms.code.invalid',
    );
    expect(await audits(who.id, 'member.payment-password.change')).toBe(1);
  });

  it('another member cannot use a code sent to someone else', async () => {
    const owner = await withMobile();
    const other = await withMobile();
    await t.call(sendPaymentPasswordSms, { token: owner.token });
    const code = await lastCode(t, owner.phone);
    expectRefusal(
      await t.call(changePaymentPassword, {
        token: other.token,
        body: { verificationCode: code, newPassword: '864200', confirmPassword: '864200' },
      }),
      'sms.code.invalid',
    );
  });
});

describe('payment password: throttling', () => {
  it('after 5 wrong tries in 15 minutes even the right one is refused, until the window ends', async () => {
    const who = await person(t);
    const m = await merchant();
    for (let i = 0; i < 5; i++) {
      await expect(t.services.paymentPasswords.verify(m, who.id, '999999')).rejects.toMatchObject({
        code: 'invalid.payment.pw',
      });
    }
    await expect(t.services.paymentPasswords.verify(m, who.id, PAY_PW)).rejects.toMatchObject({
      code: 'too.many.requests',
    });
    const refused = await t.call(changePaymentPassword, {
      token: who.token,
      body: { oldPassword: PAY_PW, newPassword: '864200', confirmPassword: '864200' },
    });
    const envelope = expectRefusal(refused, 'too.many.requests', 429);
    expect(envelope.message).toMatch(/\d+/u);
    t.clock.advance(15 * 60_000 + 1_000);
    await t.services.paymentPasswords.verify(m, who.id, PAY_PW);
  });

  it('counts per member: one member locked out does not lock another', async () => {
    const a = await person(t);
    const b = await person(t);
    const m = await merchant();
    for (let i = 0; i < 5; i++) await t.services.paymentPasswords.verify(m, a.id, '999999').catch(() => {});
    await expect(t.services.paymentPasswords.verify(m, a.id, PAY_PW)).rejects.toMatchObject({
      code: 'too.many.requests',
    });
    await t.services.paymentPasswords.verify(m, b.id, PAY_PW);
  });

  it('a burst of parallel guesses gets 5 tries, not one per request', async () => {
    const who = await person(t);
    const m = await merchant();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.services.paymentPasswords.verify(m, who.id, String(900_000 + i)).then(
          () => 'ok',
          (error: { code: string }) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((code) => code === 'invalid.payment.pw')).toHaveLength(5);
    expect(outcomes.filter((code) => code === 'too.many.requests')).toHaveLength(15);
  });

  it('a reset by SMS clears the failures', async () => {
    const who = await withMobile();
    const m = await merchant();
    for (let i = 0; i < 5; i++) await t.services.paymentPasswords.verify(m, who.id, '999999').catch(() => {});
    await t.call(sendPaymentPasswordSms, { token: who.token });
    const code = await lastCode(t, who.phone);
    const changed = await t.call(changePaymentPassword, {
      token: who.token,
      body: { verificationCode: code, newPassword: '864200', confirmPassword: '864200' },
    });
    expect(changed.body.success).toBe(true);
    await t.services.paymentPasswords.verify(m, who.id, '864200');
  });
});
