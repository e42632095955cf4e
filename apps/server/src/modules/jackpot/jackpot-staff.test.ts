import { getJackpotSettings, getStaffJackpot, saveJackpotSettings } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { SETTINGS } from './jackpot-test-kit.js';

describe('the jackpot as staff run it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('lets finance save the settings whole, support only read them, and audits each change', async () => {
    const finance = await staffTokenFor(t, 'finance');
    const support = await staffTokenFor(t, 'support');
    const content = await staffTokenFor(t, 'content');
    expect((await t.call(getJackpotSettings, { token: support })).body.value).toBeNull();
    expectRefusal(
      await t.call(saveJackpotSettings, { token: support, body: SETTINGS }),
      'staff.forbidden',
      403,
    );
    expectRefusal(
      await t.call(saveJackpotSettings, { token: content, body: SETTINGS }),
      'staff.forbidden',
      403,
    );

    const saved = await t.call(saveJackpotSettings, {
      token: finance,
      body: { ...SETTINGS, categories: ['RNG', 'LIVE', 'RNG'] },
    });
    expect(saved.body.value).toEqual({ ...SETTINGS, categories: ['RNG', 'LIVE'] });
    expect((await t.call(getJackpotSettings, { token: support })).body.value).toEqual(saved.body.value);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'jackpot.settings')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.details)).toContain('"contributionBp":100');

    // The console's view: the cycle the feed opened, no wins yet.
    await t.services.jackpot.feed.run();
    const view = (await t.call(getStaffJackpot, { token: support })).body.value!;
    expect(view.pool).toMatchObject({ enabled: true, cycle: 1, amount: 1_000 });
    expect(view.wins).toEqual([]);

    // Switched off: the site reads no pool and the feed leaves it alone.
    await t.call(saveJackpotSettings, { token: finance, body: { ...SETTINGS, enabled: false } });
    expect(await t.services.jackpot.feed.run()).toEqual([]);
    expect((await t.call(getStaffJackpot, { token: support })).body.value!.pool.enabled).toBe(false);
  });

  it('refuses a malformed body with the field named, before any change', async () => {
    const admin = await staffTokenFor(t, 'admin');
    const before = (await t.call(getJackpotSettings, { token: admin })).body.value;
    for (const body of [
      { ...SETTINGS, contributionBp: 1_001 },
      { ...SETTINGS, categories: ['NOPE'] },
      { ...SETTINGS, seed: -1 },
      { ...SETTINGS, enabled: 'yes' },
    ]) {
      const refused = await t.call(saveJackpotSettings, { token: admin, body: body as never });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toBeTruthy();
    }
    expect((await t.call(getJackpotSettings, { token: admin })).body.value).toEqual(before);
  });
});
