import { createStaffMember, listStaff, staffLogin } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
});
afterAll(() => t.close());

describe('staff accounts', () => {
  it('lets an admin create finance and support staff, who then log in with their role', async () => {
    for (const role of ['finance', 'support'] as const) {
      const created = await t.call(createStaffMember, {
        token: admin,
        body: { username: `${role}.desk`, password: 'Long-enough-1', role },
      });
      expect(created.body.value).toMatchObject({ username: `${role}.desk`, role });
      const login = await t.call(staffLogin, {
        body: { username: `${role}.desk`, password: 'Long-enough-1' },
      });
      expect(login.body.value!.role).toBe(role);
    }
    const list = (await t.call(listStaff, { token: admin })).body.value!.list;
    expect(list.map((member) => [member.username, member.role])).toEqual(
      expect.arrayContaining([
        ['admin', 'admin'],
        ['finance.desk', 'finance'],
        ['support.desk', 'support'],
      ]),
    );
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'staff.create')
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('refuses a taken username, weak input, and anyone but an admin', async () => {
    const body = { username: 'admin', password: 'Long-enough-1', role: 'finance' as const };
    expectRefusal(await t.call(createStaffMember, { token: admin, body }), 'staff.username.taken');
    expectRefusal(
      await t.call(createStaffMember, { token: admin, body: { ...body, username: 'x' } }),
      'validation.failed',
    );
    expectRefusal(
      await t.call(createStaffMember, {
        token: admin,
        body: { ...body, username: 'newdesk', password: 'short' },
      }),
      'validation.failed',
    );
    for (const role of ['finance', 'support'] as const) {
      const token = await staffTokenFor(t, role);
      expectRefusal(await t.call(listStaff, { token }), 'staff.forbidden', 403);
      expectRefusal(
        await t.call(createStaffMember, { token, body: { ...body, username: `by${role}` } }),
        'staff.forbidden',
        403,
      );
    }
  });
});
