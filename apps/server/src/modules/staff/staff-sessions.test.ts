import {
  getSiteFlags,
  listStaff,
  putStaffStatus,
  staffChangePassword,
  staffLogin,
  staffLogout,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken, uniqueName } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const PASSWORD = 'Staff-pass-123';

/** A new staff member with `role`; returns their username and id. */
async function newStaff(role: 'admin' | 'finance' | 'support') {
  const username = uniqueName(role);
  await t.services.staff.createStaff(merchantId, username, PASSWORD, role);
  const row = await t.db
    .selectFrom('staff')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { username, id: row.id };
}
const logIn = async (username: string, password = PASSWORD) =>
  (await t.call(staffLogin, { body: { username, password } })).body.value!.token;
/** The session is live (a finance token is then refused for its role, not for the session). */
const works = async (token: string) => (await t.call(getSiteFlags, { token })).status !== 401;
const audits = (action: string, target: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

describe('staff logout', () => {
  it('ends this session only, audited; without a token it is login.not.session', async () => {
    const { username, id } = await newStaff('support');
    const first = await logIn(username);
    const second = await logIn(username);
    expect((await t.call(staffLogout, { token: first })).body).toMatchObject({ success: true, value: null });
    expectRefusal(await t.call(getSiteFlags, { token: first }), 'user.or.token.invalid', 401);
    expectRefusal(await t.call(staffLogout, { token: first }), 'user.or.token.invalid', 401);
    expect(await works(second)).toBe(true);
    expectRefusal(await t.call(staffLogout), 'login.not.session', 401);
    expect(await audits('staff.logout', `staff:${id}`)).toHaveLength(1);
  });
});

describe('staff password change', () => {
  it('asks the current password, ends the other sessions, and the new password is the one that works', async () => {
    const { username, id } = await newStaff('finance');
    const mine = await logIn(username);
    const other = await logIn(username);
    const change = (body: Record<string, unknown>) => t.call(staffChangePassword, { token: mine, body });

    expectRefusal(
      await change({ currentPassword: 'not-it', newPassword: 'New-password-456' }),
      'staff.password.wrong',
    );
    expectRefusal(await change({ currentPassword: PASSWORD, newPassword: 'short' }), 'validation.failed');
    expectRefusal(await change({ currentPassword: PASSWORD }), 'validation.failed');
    expectRefusal(await change({ currentPassword: PASSWORD, newPassword: PASSWORD }), 'staff.password.same');
    expect(await works(other)).toBe(true);

    const done = await change({ currentPassword: PASSWORD, newPassword: 'New-password-456' });
    expect(done.body.value).toEqual({ endedSessions: 1 });
    expect(await works(mine)).toBe(true);
    expectRefusal(await t.call(getSiteFlags, { token: other }), 'user.or.token.invalid', 401);
    expectRefusal(await t.call(staffLogin, { body: { username, password: PASSWORD } }), 'staff.login.failed');
    expect(await logIn(username, 'New-password-456')).toBeTruthy();
    const [entry] = await audits('staff.password.change', `staff:${id}`);
    expect(entry).toMatchObject({ actor_type: 'staff', actor_id: id });
  });

  it('refuses a sixth wrong current password in the window without checking it', async () => {
    const { username } = await newStaff('support');
    const token = await logIn(username);
    const body = { currentPassword: 'guess', newPassword: 'New-password-456' };
    for (let i = 0; i < 5; i++)
      expectRefusal(await t.call(staffChangePassword, { token, body }), 'staff.password.wrong');
    const right = { currentPassword: PASSWORD, newPassword: 'New-password-456' };
    expectRefusal(await t.call(staffChangePassword, { token, body: right }), 'too.many.requests', 429);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await t.call(staffChangePassword, { token, body: right })).body.success).toBe(true);
  });
});

describe('disabling a staff account', () => {
  it('ends every session of the account at once and refuses its logins until enabled again', async () => {
    const { username, id } = await newStaff('finance');
    const sessions = [await logIn(username), await logIn(username)];
    const disabled = await t.call(putStaffStatus, {
      token: admin,
      params: { staffId: id },
      body: { status: 'DISABLED' },
    });
    expect(disabled.body.value).toEqual({ id, status: 'DISABLED', endedSessions: 2 });
    for (const token of sessions)
      expectRefusal(await t.call(getSiteFlags, { token }), 'user.or.token.invalid', 401);
    expectRefusal(
      await t.call(staffLogin, { body: { username, password: PASSWORD } }),
      'staff.disabled',
      403,
    );
    // A wrong password still answers as any wrong password: the status shows only to the password's holder.
    expectRefusal(await t.call(staffLogin, { body: { username, password: 'wrong' } }), 'staff.login.failed');
    const listed = (await t.call(listStaff, { token: admin })).body.value!.list.find(
      (staff) => staff.id === id,
    );
    expect(listed).toMatchObject({ status: 'DISABLED', totpEnabled: false });

    const enabled = await t.call(putStaffStatus, {
      token: admin,
      params: { staffId: id },
      body: { status: 'ACTIVE' },
    });
    expect(enabled.body.value).toEqual({ id, status: 'ACTIVE', endedSessions: 0 });
    // Sessions ended stay ended; a new login works.
    for (const token of sessions)
      expectRefusal(await t.call(getSiteFlags, { token }), 'user.or.token.invalid', 401);
    expect(await logIn(username)).toBeTruthy();
    const actions = (await audits('staff.disable', `staff:${id}`)).concat(
      await audits('staff.enable', `staff:${id}`),
    );
    expect(actions.map((row) => row.action)).toEqual(['staff.disable', 'staff.enable']);
  });

  it('is for admins only, never oneself or an unknown id, and takes only the two statuses', async () => {
    const { id } = await newStaff('support');
    const finance = await newStaff('finance');
    const financeToken = await logIn(finance.username);
    const set = (token: string, staffId: number | string, body: Record<string, unknown>) =>
      t.call(putStaffStatus, { token, params: { staffId }, body });
    expectRefusal(await set(financeToken, id, { status: 'DISABLED' }), 'staff.forbidden', 403);
    const self = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expectRefusal(await set(admin, self.id, { status: 'DISABLED' }), 'staff.self');
    expectRefusal(await set(admin, 999_999, { status: 'DISABLED' }), 'staff.not.found', 404);
    expectRefusal(await set(admin, id, { status: 'GONE' }), 'validation.failed');
    expectRefusal(await set(admin, 'abc', { status: 'DISABLED' }), 'validation.failed');
    expectRefusal(await set(admin, id, {}), 'validation.failed');
    const row = await t.db
      .selectFrom('staff')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
    expect(await works(admin)).toBe(true);
  });
});
