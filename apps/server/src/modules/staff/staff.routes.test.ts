import {
  ERROR_CODES,
  getMemberInfo,
  getRegisterSettings,
  getRegisterSettingsStaff,
  getSiteFlags,
  getWhitelabel,
  login,
  putRegisterSettings,
  putSiteFlags,
  putSiteStatus,
  type RegisterSettings,
  staffLogin,
} from '@tessera/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveHumanCheck, staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_FLAGS, DEMO_MEMBER, DEMO_REGISTER_SETTINGS, DEMO_STATUS } from '../../db/seed/demo-brand.js';

describe('staff routes', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t);
    const row = await t.db
      .selectFrom('staff')
      .select(['id', 'merchant_id'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    adminId = row.id;
    merchantId = row.merchant_id;
  });
  afterAll(() => t.close());

  const merchantRow = () =>
    t.db
      .selectFrom('merchants')
      .select(['flags', 'modules', 'register_settings', 'status_settings'])
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
  const auditRows = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

  describe('login', () => {
    it('answers staff.login.failed alike for a wrong password and an unknown user', async () => {
      const wrong = expectRefusal(
        await t.call(staffLogin, { body: { username: 'admin', password: 'not-the-password' } }),
        'staff.login.failed',
        400,
      );
      const unknown = expectRefusal(
        await t.call(staffLogin, { body: { username: 'nobody', password: t.adminPassword } }),
        'staff.login.failed',
        400,
      );
      expect(unknown.message).toBe(wrong.message);
      expect(unknown.value).toEqual(wrong.value);
      expect(wrong.value).toEqual({ captcha: false });
      // A member's credentials are not staff credentials.
      expectRefusal(await t.call(staffLogin, { body: DEMO_MEMBER }), 'staff.login.failed');
    });

    it('hands an administrator a token and the role, and audits the login', async () => {
      const before = (await auditRows('staff.login')).length;
      const result = await t.call(staffLogin, { body: { username: 'admin', password: t.adminPassword } });
      expect(result.body.value).toMatchObject({ role: 'admin' });
      expect(result.body.value!.token.length).toBeGreaterThanOrEqual(32);
      const rows = await auditRows('staff.login');
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ actor_type: 'staff', actor_id: adminId, ip: '127.0.0.1' });
    });
  });

  describe('who may call', () => {
    it('needs a staff token: none is login.not.session, a member token is user.or.token.invalid', async () => {
      const member = await t.call(login, { body: { ...DEMO_MEMBER, humanCheck: await solveHumanCheck(t) } });
      const memberToken = member.body.value!.token;
      for (const call of [
        (token?: string) => t.call(getSiteFlags, token ? { token } : {}),
        (token?: string) =>
          t.call(putSiteFlags, { body: { flags: { FREEPLAY3: false } }, ...(token ? { token } : {}) }),
        (token?: string) => t.call(getRegisterSettingsStaff, token ? { token } : {}),
      ]) {
        expectRefusal(await call(), 'login.not.session', 401);
        expectRefusal(await call(memberToken), 'user.or.token.invalid', 401);
        expectRefusal(await call('made-up-token'), 'user.or.token.invalid', 401);
      }
      // …and a staff token is no member session either.
      const staffAsMember = await t.call(getMemberInfo, { token: admin });
      expectRefusal(staffAsMember, 'user.or.token.invalid', 401);
      expect(json((await merchantRow()).flags)).toEqual(DEMO_FLAGS);
    });

    it('lets support read but not change, and finance do neither', async () => {
      await t.services.staff.createStaff(merchantId, 'helpdesk', 'Support123!', 'support');
      await t.services.staff.createStaff(merchantId, 'cashier', 'Finance123!', 'finance');
      const support = await t.call(staffLogin, { body: { username: 'helpdesk', password: 'Support123!' } });
      expect(support.body.value!.role).toBe('support');
      const token = support.body.value!.token;
      const before = await merchantRow();

      expect((await t.call(getSiteFlags, { token })).body.value).toEqual({ flags: DEMO_FLAGS, modules: {} });
      expect((await t.call(getRegisterSettingsStaff, { token })).body.value).toEqual(DEMO_REGISTER_SETTINGS);
      expectRefusal(
        await t.call(putSiteFlags, { token, body: { flags: { FREEPLAY3: false } } }),
        'staff.forbidden',
        403,
      );
      expectRefusal(
        await t.call(putRegisterSettings, { token, body: { ...DEMO_REGISTER_SETTINGS, minimumAge: 21 } }),
        'staff.forbidden',
        403,
      );
      const closed = { ...DEMO_STATUS, maintenance: { enabled: true, from: null, to: null, message: 'x' } };
      expectRefusal(await t.call(putSiteStatus, { token, body: closed }), 'staff.forbidden', 403);

      const finance = await t.call(staffLogin, { body: { username: 'cashier', password: 'Finance123!' } });
      expectRefusal(await t.call(getSiteFlags, { token: finance.body.value!.token }), 'staff.forbidden', 403);
      expect(await merchantRow()).toEqual(before);
    });
  });

  describe('PUT /bo/api/site/flags', () => {
    it('merges only the keys sent and audits each change with the acting staff id', async () => {
      const auditBefore = (await auditRows('site.flags.update')).length;
      const first = await t.call(putSiteFlags, { token: admin, body: { flags: { FREEPLAY3: false } } });
      expect(first.body.value).toEqual({ flags: { ...DEMO_FLAGS, FREEPLAY3: false }, modules: {} });
      const second = await t.call(putSiteFlags, {
        token: admin,
        body: { modules: { LIVE: false }, flags: { NEWFLAG: true } },
      });
      const expected = {
        flags: { ...DEMO_FLAGS, FREEPLAY3: false, NEWFLAG: true },
        modules: { LIVE: false },
      };
      expect(second.body.value).toEqual(expected);
      expect((await t.call(getSiteFlags, { token: admin })).body.value).toEqual(expected);
      const row = await merchantRow();
      expect({ flags: json(row.flags), modules: json(row.modules) }).toEqual(expected);
      expect((await t.call(getWhitelabel)).body.value).toMatchObject(expected);

      const rows = await auditRows('site.flags.update');
      expect(rows).toHaveLength(auditBefore + 2);
      expect(rows.at(-2)).toMatchObject({ actor_type: 'staff', actor_id: adminId, merchant_id: merchantId });
      expect(json(rows.at(-2)!.details)).toEqual({ flags: { FREEPLAY3: false }, modules: {} });
      expect(json(rows.at(-1)!.details)).toEqual({ flags: { NEWFLAG: true }, modules: { LIVE: false } });

      // An empty body changes nothing.
      expect((await t.call(putSiteFlags, { token: admin, body: {} })).body.value).toEqual(expected);
    });
  });

  describe('PUT /bo/api/site/register-settings', () => {
    const withRule = (field: string, change: Record<string, unknown>) => ({
      ...DEMO_REGISTER_SETTINGS,
      fields: {
        ...DEMO_REGISTER_SETTINGS.fields,
        [field]: { ...DEMO_REGISTER_SETTINGS.fields[field as keyof RegisterSettings['fields']], ...change },
      },
    });

    it('refuses invalid settings with validation.failed and changes nothing', async () => {
      await t.call(putRegisterSettings, { token: admin, body: DEMO_REGISTER_SETTINGS });
      const before = await merchantRow();
      const auditBefore = (await auditRows('site.register-settings.update')).length;
      const { captcha: _dropped, ...withoutCaptcha } = DEMO_REGISTER_SETTINGS;
      const { qqNum: _qq, ...fieldsWithoutQq } = DEMO_REGISTER_SETTINGS.fields;
      const invalid: Record<string, unknown>[] = [
        withRule('username', { patternId: 99 }),
        withRule('username', { minLength: 20, maxLength: 10 }),
        withRule('password', { maxLength: 0 }),
        withoutCaptcha,
        { ...DEMO_REGISTER_SETTINGS, fields: fieldsWithoutQq },
        {
          ...DEMO_REGISTER_SETTINGS,
          fields: { ...DEMO_REGISTER_SETTINGS.fields, nickname: DEMO_REGISTER_SETTINGS.fields.username },
        },
        { ...DEMO_REGISTER_SETTINGS, minimumAge: -1 },
        { ...DEMO_REGISTER_SETTINGS, defaultCountryDialingCode: 'Bangladesh' },
      ];
      for (const body of invalid) {
        const refusal = expectRefusal(
          await t.call(putRegisterSettings, { token: admin, body }),
          'validation.failed',
          400,
        );
        expect(refusal.message).not.toBe(ERROR_CODES['validation.failed'].EN);
      }
      expect(await merchantRow()).toEqual(before);
      expect((await t.call(getRegisterSettings)).body.value).toEqual(DEMO_REGISTER_SETTINGS);
      expect(await auditRows('site.register-settings.update')).toHaveLength(auditBefore);
    });

    it('takes effect on the public register settings at once and audits before and after', async () => {
      const changed = { ...withRule('username', { minLength: 8, patternId: 22 }), minimumAge: 21 };
      const result = await t.call(putRegisterSettings, { token: admin, body: changed });
      expect(result.body.value).toEqual(changed);
      expect((await t.call(getRegisterSettings)).body.value).toEqual(changed);
      expect((await t.call(getRegisterSettingsStaff, { token: admin })).body.value).toEqual(changed);
      const last = (await auditRows('site.register-settings.update')).at(-1)!;
      expect(last).toMatchObject({ actor_type: 'staff', actor_id: adminId });
      expect(json(last.details)).toEqual({ before: DEMO_REGISTER_SETTINGS, after: changed });
    });
  });

  describe('PUT /bo/api/site/status', () => {
    it('refuses a maintenance window that is not made of dates, or an unbounded message', async () => {
      const before = await merchantRow();
      const maintenance = { enabled: true, from: null, to: null, message: 'Back soon' };
      for (const [change, field] of [
        [{ to: 'next tuesday' }, 'maintenance.to'],
        [{ from: '2026-13-45T99:00:00Z' }, 'maintenance.from'],
        [{ message: 'x'.repeat(5000) }, 'maintenance.message'],
      ] as const) {
        const body = { ...DEMO_STATUS, maintenance: { ...maintenance, ...change } };
        const refusal = expectRefusal(
          await t.call(putSiteStatus, { token: admin, body }),
          'validation.failed',
          400,
        );
        expect(refusal.message).toContain(field);
      }
      expect(await merchantRow()).toEqual(before);
    });

    it('stores a window of ISO dates and audits it', async () => {
      const body = {
        ...DEMO_STATUS,
        maintenance: {
          enabled: true,
          from: '2030-01-01T00:00:00.000Z',
          to: '2030-01-01T02:00:00.000Z',
          message: 'Upgrade',
        },
      };
      expect((await t.call(putSiteStatus, { token: admin, body })).body.value).toEqual(body);
      expect(json((await merchantRow()).status_settings)).toEqual(body);
      const last = (await auditRows('site.status.update')).at(-1)!;
      expect(json(last.details)).toEqual({ before: DEMO_STATUS, after: body });
      await t.call(putSiteStatus, { token: admin, body: DEMO_STATUS });
    });
  });

  describe('audit log', () => {
    it('refuses updates and deletes at the database', async () => {
      const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
      expect(rows.length).toBeGreaterThan(0);
      await expect(sql`update audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
      await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
      await expect(
        t.db.updateTable('audit_log').set({ actor_id: null }).where('id', '=', rows[0]!.id).execute(),
      ).rejects.toThrow(/append-only/);
      expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(rows);
    });
  });
});
