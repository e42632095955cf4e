import {
  getSiteFlags,
  resetStaffTotp,
  staffLogin,
  staffLoginTotp,
  staffTotpConfirm,
  staffTotpSetup,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { totpCode } from '../accounts/totp.js';

let t: TestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const PASSWORD = 'Staff-pass-123';

async function newStaff(role: 'admin' | 'finance' | 'support') {
  const username = uniqueName(role);
  await t.services.staff.createStaff(merchantId, username, PASSWORD, role);
  return username;
}
const login = (username: string, ip = '127.0.0.1') =>
  t.call(staffLogin, { body: { username, password: PASSWORD }, ip });
const code = (secret: string) => totpCode(secret, t.clock.now());
/** The next 30-second step, so a new code exists (each code is accepted once). */
const nextStep = () => t.clock.advance(30_000);

/** Set up and confirm an authenticator while signed in; returns the secret. */
async function bindAuthenticator(token: string): Promise<string> {
  const setup = await t.call(staffTotpSetup, { token, body: { password: PASSWORD } });
  const { secret } = setup.body.value!;
  expect((await t.call(staffTotpConfirm, { token, body: { code: code(secret) } })).body.success).toBe(true);
  nextStep();
  return secret;
}

describe('staff authenticator on the demo brand (optional)', () => {
  it('logs in with a password alone until one is set up; setting up asks the password and a confirm code', async () => {
    const username = await newStaff('admin');
    const token = (await login(username)).body.value!.token;

    expectRefusal(
      await t.call(staffTotpSetup, { token, body: { password: 'wrong' } }),
      'staff.password.wrong',
    );
    expectRefusal(await t.call(staffTotpSetup, { token, body: {} }), 'validation.failed');
    expectRefusal(await t.call(staffTotpConfirm, { token, body: { code: '123456' } }), 'staff.totp.none');
    const setup = await t.call(staffTotpSetup, { token, body: { password: PASSWORD } });
    const { secret, otpauthUrl } = setup.body.value!;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const wrong = code(secret) === '000000' ? '111111' : '000000';
    expectRefusal(await t.call(staffTotpConfirm, { token, body: { code: wrong } }), 'staff.totp.invalid');
    expectRefusal(await t.call(staffTotpConfirm, { token, body: { code: '12ab56' } }), 'validation.failed');
    // Until confirmed, nothing changed: the login still needs no code.
    expect((await login(username)).body.success).toBe(true);
    expect((await t.call(staffTotpConfirm, { token, body: { code: code(secret) } })).body.success).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['staff.totp.setup', 'staff.totp.enable'])
      .where('actor_id', '=', (await staffId(username))!)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['staff.totp.enable', 'staff.totp.setup']);
    nextStep();

    // From now on a login asks for a code on a ticket; the right code signs in.
    const refused = expectRefusal(await login(username), 'staff.totp.required');
    const ticket = (refused.value as { ticket: string }).ticket;
    const signedIn = await t.call(staffLoginTotp, { body: { ticket, code: code(secret) } });
    expect(signedIn.body.value).toMatchObject({ role: 'admin' });
    expect((await t.call(getSiteFlags, { token: signedIn.body.value!.token })).body.success).toBe(true);
    // The ticket is spent, and the same code on a new ticket is refused: a code works once.
    expectRefusal(
      await t.call(staffLoginTotp, { body: { ticket, code: code(secret) } }),
      'staff.totp.expired',
    );
    const again = (expectRefusal(await login(username), 'staff.totp.required').value as { ticket: string })
      .ticket;
    expectRefusal(
      await t.call(staffLoginTotp, { body: { ticket: again, code: code(secret) } }),
      'staff.totp.invalid',
    );
    nextStep();
    expect((await t.call(staffLoginTotp, { body: { ticket: again, code: code(secret) } })).body.success).toBe(
      true,
    );
  });

  it('spends a ticket after five wrong codes, and the wrong codes count toward the login limit', async () => {
    const username = await newStaff('support');
    const secret = await bindAuthenticator((await login(username)).body.value!.token);
    const ip = '10.7.0.1';
    const ticket = (
      expectRefusal(await login(username, ip), 'staff.totp.required').value as { ticket: string }
    ).ticket;
    const wrong = code(secret) === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await t.call(staffLoginTotp, { body: { ticket, code: wrong }, ip })).body.errorCode);
    expect(answers).toEqual([
      'staff.totp.invalid',
      'staff.totp.invalid',
      'staff.totp.invalid',
      'staff.totp.invalid',
      'staff.totp.expired',
    ]);
    // The right code no longer helps on a spent ticket …
    expectRefusal(
      await t.call(staffLoginTotp, { body: { ticket, code: code(secret) }, ip }),
      'staff.totp.expired',
    );
    // … and five failures from this IP reached the login limit: the right password is refused unchecked.
    expectRefusal(await login(username, ip), 'too.many.requests', 429);
  });

  it('refuses made-up tickets and malformed codes with clear errors', async () => {
    expectRefusal(
      await t.call(staffLoginTotp, { body: { ticket: 'made.up', code: '123456' } }),
      'staff.totp.expired',
    );
    expectRefusal(
      await t.call(staffLoginTotp, { body: { ticket: 'x', code: '12345' } }),
      'validation.failed',
    );
    expectRefusal(await t.call(staffLoginTotp, { body: { code: '123456' } }), 'validation.failed');
    expectRefusal(
      await t.call(staffLoginTotp, { body: { ticket: 'x'.repeat(500), code: '123456' } }),
      'validation.failed',
    );
  });
});

describe('staff authenticator on a brand that requires it', () => {
  beforeAll(async () => {
    await t.db
      .updateTable('merchants')
      .set({ staff_totp_required: true })
      .where('id', '=', merchantId)
      .execute();
    t.services.merchants.invalidate();
  });
  afterAll(async () => {
    await t.db
      .updateTable('merchants')
      .set({ staff_totp_required: false })
      .where('id', '=', merchantId)
      .execute();
    t.services.merchants.invalidate();
  });

  it('makes admins and finance staff set one up at their first login, then asks a code every time', async () => {
    for (const role of ['admin', 'finance'] as const) {
      const username = await newStaff(role);
      const first = expectRefusal(await login(username), 'staff.totp.setup.required');
      const { ticket, secret, otpauthUrl } = first.value as {
        ticket: string;
        secret: string;
        otpauthUrl: string;
      };
      expect(otpauthUrl).toContain(secret);
      const wrong = code(secret) === '000000' ? '111111' : '000000';
      expectRefusal(await t.call(staffLoginTotp, { body: { ticket, code: wrong } }), 'staff.totp.invalid');
      const signedIn = await t.call(staffLoginTotp, { body: { ticket, code: code(secret) } });
      expect(signedIn.body.value).toMatchObject({ role });
      nextStep();
      const next = expectRefusal(await login(username), 'staff.totp.required');
      expect(next.value).toEqual({ ticket: expect.any(String) });
    }
  });

  it('lets support staff log in with a password alone', async () => {
    const username = await newStaff('support');
    expect((await login(username)).body.value).toMatchObject({ role: 'support' });
  });
});

async function staffId(username: string) {
  return (await t.db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirst())
    ?.id;
}

describe('an admin clears a lost authenticator', () => {
  it("ends the staff member's sessions and lets them sign in with the password to enrol again; audited", async () => {
    const username = await newStaff('support');
    const token = (await login(username)).body.value!.token;
    await bindAuthenticator(token);
    const staffId = (
      await t.db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    ).id;
    const admin = (await login(await newStaff('admin'))).body.value!.token;

    expectRefusal(await t.call(resetStaffTotp, { token, params: { staffId } }), 'staff.forbidden', 403);
    expectRefusal(
      await t.call(resetStaffTotp, { token: admin, params: { staffId: 2_000_000 } }),
      'staff.not.found',
    );
    const reset = await t.call(resetStaffTotp, { token: admin, params: { staffId } });
    expect(reset.body.value).toEqual({ id: staffId, endedSessions: 1 });
    expectRefusal(await t.call(getSiteFlags, { token }), 'user.or.token.invalid', 401);
    // The password alone signs them in again (the demo brand does not require a second factor).
    expect((await login(username)).body.value).toMatchObject({ role: 'support' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `staff:${staffId}`)
      .execute();
    expect(audit.map((a) => a.action)).toContain('staff.totp.reset');
  });
});
