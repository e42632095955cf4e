import { disableTotp, enableTotp, getProfile, setupTotp } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { totpCode } from './totp.js';

describe('authenticator settings ask who is at the keyboard again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const totpEnabled = async (token: string) => (await t.call(getProfile, { token })).body.value!.totpEnabled;

  async function memberWithTotp() {
    const member = await registerMember(t);
    const setup = await t.call(setupTotp, { token: member.token, body: { password: member.password } });
    const { secret } = setup.body.value!;
    const enabled = await t.call(enableTotp, {
      token: member.token,
      body: { code: totpCode(secret, t.clock.now()) },
    });
    expect(enabled.body.success).toBe(true);
    expect(await totpEnabled(member.token)).toBe(true);
    return { ...member, secret };
  }

  it('sets up a secret only with the password: none or a wrong one is refused', async () => {
    const member = await registerMember(t);
    expectRefusal(await t.call(setupTotp, { token: member.token, body: {} }), 'reauth.required');
    expectRefusal(
      await t.call(setupTotp, { token: member.token, body: { password: 'Wrong pass 1' } }),
      'password.incorrect',
    );
    // No app is bound yet, so no code can stand in for the password.
    expectRefusal(
      await t.call(setupTotp, { token: member.token, body: { code: '123456' } }),
      'second.factor.invalid',
    );
    const setup = await t.call(setupTotp, { token: member.token, body: { password: member.password } });
    expect(setup.body.value!.otpauthUrl).toContain(setup.body.value!.secret);
    expect(await totpEnabled(member.token)).toBe(false);
  });

  it('replaces a bound app only with the password or a current code; the old one holds until the new is confirmed', async () => {
    const member = await memberWithTotp();
    expectRefusal(await t.call(setupTotp, { token: member.token, body: {} }), 'reauth.required');
    expectRefusal(
      await t.call(setupTotp, { token: member.token, body: { code: '000000' } }),
      'second.factor.invalid',
    );
    const replaced = await t.call(setupTotp, {
      token: member.token,
      body: { code: totpCode(member.secret, t.clock.now()) },
    });
    const fresh = replaced.body.value!.secret;
    expect(fresh).not.toBe(member.secret);
    // Starting a setup does not turn the bound app off, nor swap it.
    const row = () =>
      t.db
        .selectFrom('members')
        .select(['totp_secret', 'totp_enabled'])
        .where('id', '=', member.member.id)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ totp_secret: member.secret, totp_enabled: true });
    await t.call(enableTotp, { token: member.token, body: { code: totpCode(fresh, t.clock.now()) } });
    expect(await row()).toEqual({ totp_secret: fresh, totp_enabled: true });
  });

  it('turns the app off only with the password or a current code', async () => {
    const byPassword = await memberWithTotp();
    expectRefusal(await t.call(disableTotp, { token: byPassword.token, body: {} }), 'reauth.required');
    expectRefusal(
      await t.call(disableTotp, { token: byPassword.token, body: { password: 'Wrong pass 1' } }),
      'password.incorrect',
    );
    expect(await totpEnabled(byPassword.token)).toBe(true);
    const off = await t.call(disableTotp, {
      token: byPassword.token,
      body: { password: byPassword.password },
    });
    expect(off.body.success).toBe(true);
    expect(await totpEnabled(byPassword.token)).toBe(false);

    const byCode = await memberWithTotp();
    expectRefusal(
      await t.call(disableTotp, { token: byCode.token, body: { code: '000000' } }),
      'second.factor.invalid',
    );
    const code = totpCode(byCode.secret, t.clock.now());
    expect((await t.call(disableTotp, { token: byCode.token, body: { code } })).body.success).toBe(true);
    expect(await totpEnabled(byCode.token)).toBe(false);
  });

  it('takes a code once: the code that started a replacement cannot also turn the app off', async () => {
    const member = await memberWithTotp();
    const code = totpCode(member.secret, t.clock.now());
    const replaced = await t.call(setupTotp, { token: member.token, body: { code } });
    expect(replaced.body.success).toBe(true);
    expectRefusal(
      await t.call(disableTotp, { token: member.token, body: { code } }),
      'second.factor.invalid',
    );
    expect(await totpEnabled(member.token)).toBe(true);
  });

  it('stops guessing the password after ten tries in fifteen minutes (the setup was the first)', async () => {
    const member = await memberWithTotp();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call(disableTotp, { token: member.token, body: { password: `Guess ${i} pass` } }),
      ),
    );
    expect(guesses.filter((g) => g.body.errorCode === 'password.incorrect')).toHaveLength(9);
    expect(guesses.filter((g) => g.body.errorCode === 'too.many.requests')).toHaveLength(3);
    expectRefusal(
      await t.call(disableTotp, { token: member.token, body: { password: member.password } }),
      'too.many.requests',
    );
    t.clock.advance(15 * 60_000 + 1);
    expect(
      (await t.call(disableTotp, { token: member.token, body: { password: member.password } })).body.success,
    ).toBe(true);
  });
});
