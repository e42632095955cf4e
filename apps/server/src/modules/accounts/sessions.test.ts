import { changePassword, getMemberInfo, loginFreePlay } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.js';

describe('session time-outs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends a session left idle, and keeps one in use alive', async () => {
    const idle = await registerMember(t);
    const busy = await registerMember(t);
    for (let elapsed = 0; elapsed < SESSION_IDLE_MS + 60_000; elapsed += 30 * 60_000) {
      expect((await t.call(getMemberInfo, { token: busy.token })).body.success).toBe(true);
      t.clock.advance(30 * 60_000);
    }
    expectRefusal(await t.call(getMemberInfo, { token: idle.token }), 'user.or.token.invalid', 401);
    expect((await t.call(getMemberInfo, { token: busy.token })).body.success).toBe(true);
  });

  it('ends every session at its absolute limit however busy', async () => {
    const member = await registerMember(t);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS; elapsed += 60 * 60_000) {
      t.clock.advance(60 * 60_000);
      await t.call(getMemberInfo, { token: member.token });
    }
    t.clock.advance(60_000);
    expectRefusal(await t.call(getMemberInfo, { token: member.token }), 'user.or.token.invalid', 401);
  });

  it('does not let a trial member set a password', async () => {
    const trial = await t.call(loginFreePlay, { body: { platform: 'W' } });
    expectRefusal(
      await t.call(changePassword, {
        token: trial.body.value!.token,
        body: { oldPassword: 'whatever1', newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
      }),
      'trial.not.allowed',
      403,
    );
  });
});
