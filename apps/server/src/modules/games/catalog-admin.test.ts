import {
  listGamesStaff,
  listVendorsStaff,
  putGameStaff,
  putVendorStaff,
  rotateVendorSecretStaff,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('the catalog in the back office', () => {
  let t: TestApp;
  let admin: string;
  let content: string;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffTokenFor(t, 'admin');
    content = await staffTokenFor(t, 'content');
    merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const hasSlt = async () =>
    (await t.services.games.lanes(merchantId)).some((lane) =>
      lane.cards.some((card) => card.vassalage === 'SLT'),
    );

  it("lists vendors with their game counts, and switching one off for the brand takes it out of the brand's lobby", async () => {
    const vendors = (await t.call(listVendorsStaff, { token: content })).body.value!.list;
    const slt = vendors.find((v) => v.code === 'SLT')!;
    expect(slt).toMatchObject({ status: 'ACTIVE', offered: true });
    expect(slt.games).toBeGreaterThan(0);
    expect(await hasSlt()).toBe(true);

    const change = {
      status: slt.status,
      sort: slt.sort,
      remark: 'paused for a contract review',
      offered: false,
    };
    expectRefusal(
      await t.call(putVendorStaff, { token: content, params: { code: 'SLT' }, body: change }),
      'staff.forbidden',
      403,
    );
    const off = await t.call(putVendorStaff, { token: admin, params: { code: 'SLT' }, body: change });
    expect(off.body.value).toMatchObject({
      code: 'SLT',
      offered: false,
      remark: 'paused for a contract review',
    });
    expect(await hasSlt()).toBe(false);
    await t.call(putVendorStaff, {
      token: admin,
      params: { code: 'SLT' },
      body: { ...change, offered: true, remark: null },
    });
    expect(await hasSlt()).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', 'vendor:SLT')
      .execute();
    expect(audit).toHaveLength(2);
    expectRefusal(
      await t.call(putVendorStaff, { token: admin, params: { code: 'NOPE' }, body: change }),
      'object.not.found',
    );
  });

  it('finds games by name and vendor, and puts one under maintenance and marks it hot', async () => {
    const page = (await t.call(listGamesStaff, { token: content, query: { vendor: 'SLT', pageSize: 5 } }))
      .body.value!;
    expect(page.total).toBeGreaterThan(5);
    expect(page.list).toHaveLength(5);
    const game = page.list[0]!;
    const named = (await t.call(listGamesStaff, { token: content, query: { q: game.name.slice(0, 6) } })).body
      .value!;
    expect(named.list.map((g) => g.id)).toContain(game.id);

    const changed = await t.call(putGameStaff, {
      token: content,
      params: { id: game.id },
      body: { status: 'MAINTENANCE', hot: true, recommended: game.recommended, sort: 1 },
    });
    expect(changed.body.value).toMatchObject({ id: game.id, status: 'MAINTENANCE', hot: true, sort: 1 });
    const hot = (
      await t.call(listGamesStaff, { token: content, query: { hot: 'true', status: 'MAINTENANCE' } })
    ).body.value!;
    expect(hot.list.map((g) => g.id)).toContain(game.id);

    for (const body of [
      { status: 'BROKEN', hot: true, recommended: false, sort: 1 },
      { status: 'ACTIVE', hot: 'yes', recommended: false, sort: 1 },
    ]) {
      expectRefusal(
        await t.call(putGameStaff, { token: content, params: { id: game.id }, body: body as never }),
        'validation.failed',
      );
    }
    expectRefusal(
      await t.call(putGameStaff, {
        token: content,
        params: { id: 9_999_999 },
        body: { status: 'ACTIVE', hot: false, recommended: false, sort: 0 },
      }),
      'object.not.found',
    );
  });

  it('rotates a vendor’s secret for admin only: shown once, the old one kept for the grace, audited without either', async () => {
    const before = 'nva-secret-from-configuration-0123';
    await t.services.provider.secrets.set('NVA', before);
    const rotate = (token: string, body: { graceHours: number }, code = 'NVA') =>
      t.call(rotateVendorSecretStaff, { token, params: { code }, body });
    expectRefusal(await rotate(content, { graceHours: 24 }), 'staff.forbidden', 403);
    expectRefusal(await rotate(admin, { graceHours: 73 }), 'validation.failed');
    expectRefusal(await rotate(admin, { graceHours: 24 }, 'NOPE'), 'object.not.found');
    expect(await t.services.provider.secrets.get('NVA')).toBe(before);

    const rotated = (await rotate(admin, { graceHours: 24 })).body.value!;
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/u);
    expect(rotated.secret).not.toBe(before);
    expect(Date.parse(rotated.previousSecretValidUntil!) - Date.parse(rotated.rotatedAt)).toBe(86_400_000);
    expect(await t.services.provider.secrets.get('NVA')).toBe(rotated.secret);
    const accepted = await t.services.provider.secrets.accepted('NVA', t.clock.now().getTime());
    expect(accepted).toEqual([rotated.secret, before]);

    const listed = (await t.call(listVendorsStaff, { token: content })).body.value!.list;
    expect(listed.find((v) => v.code === 'NVA')).toMatchObject({
      hasSecret: true,
      secretRotatedAt: rotated.rotatedAt,
      previousSecretValidUntil: rotated.previousSecretValidUntil,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', 'vendor:NVA')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('catalog.vendor.secret.rotate');
    expect(JSON.stringify(audit.details)).not.toContain(rotated.secret);

    const leaked = (await rotate(admin, { graceHours: 0 })).body.value!;
    expect(leaked.previousSecretValidUntil).toBeNull();
    expect(await t.services.provider.secrets.accepted('NVA', t.clock.now().getTime())).toEqual([
      leaked.secret,
    ]);
  });
});
