import { getMemberInfo, login, logout } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solveHumanCheck } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('register, see the account, log out, log in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs the new member in, shows them, ends the session on logout, and lets them back in', async () => {
    const member = await registerMember(t);
    expect(member.firstTimeLogin).toBe(true);
    expect(member.member.account).toBe(member.username);

    const info = await t.call(getMemberInfo, { token: member.token });
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({
      account: member.username,
      type: 0,
      isTrial: false,
      currency: 'BDT',
    });

    expect((await t.call(logout, { token: member.token })).body.success).toBe(true);
    expectRefusal(await t.call(getMemberInfo, { token: member.token }), 'user.or.token.invalid', 401);

    const again = await t.call(login, {
      body: {
        username: member.username.toUpperCase(),
        password: member.password,
        humanCheck: await solveHumanCheck(t),
      },
    });
    expect(again.body.success).toBe(true);
    expect(again.body.value!.firstTimeLogin).toBe(false);
    expect(again.body.value!.token).not.toBe(member.token);
  });
});
