import { getDashboard } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoProviderSecrets } from './demo-provider-secrets.js';

describe("the demo brand's month of history", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('plays a week through the real provider API on past days, once, and the books hold', async () => {
    const { master } = await seedDemoProviderSecrets(
      t.db,
      t.services.provider.secrets,
      'history-test-master',
    );
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const made = await seedDemoHistory(config, t.db, master, {
      days: 7,
      playersPerDay: 3,
      roundsPerDay: 12,
      until: t.clock.now(),
    });
    expect(made!.players).toBeGreaterThanOrEqual(7);
    expect(made!.deposits).toBeGreaterThanOrEqual(made!.players);
    expect(made!.rounds).toBeGreaterThan(40);
    expect(made!.withdrawals).toBeGreaterThan(0);
    await t.verifyLedger();

    // Spread over the week, as the dashboard shows it.
    const dashboard = (
      await t.call(getDashboard, { token: await staffTokenFor(t, 'finance'), query: { days: 7 } })
    ).body.value!;
    const busy = dashboard.days.filter((d) => d.stake > 0 && d.registrations > 0 && d.deposits > 0);
    expect(busy.length).toBeGreaterThanOrEqual(6);
    expect(dashboard.days.some((d) => d.withdrawals > 0)).toBe(true);
    expect(dashboard.byVendor.length).toBeGreaterThan(1);

    // A second start leaves it alone.
    expect(await seedDemoHistory(config, t.db, master, { days: 7, until: t.clock.now() })).toBeNull();
  });
});
