import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoVendorSecret, seedDemoProviderSecrets } from './demo-provider-secrets.js';

describe('demo provider secrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const secretOf = (vendor: string) => t.services.provider.secrets.get(vendor);

  it('draws a master at each start when none is set, and gives every vendor its own secret from it', async () => {
    const { secrets } = t.services.provider;
    const first = await seedDemoProviderSecrets(t.db, secrets, undefined);
    expect(first.drawn).toBe(true);
    expect(first.master).toMatch(/^[\w-]{32}$/u);
    expect(await secretOf('BGS')).toBe(demoVendorSecret(first.master, 'BGS'));
    expect(await secretOf('DS88')).toBe(demoVendorSecret(first.master, 'DS88'));
    expect(await secretOf('BGS')).not.toBe(await secretOf('DS88'));
    const second = await seedDemoProviderSecrets(t.db, secrets, undefined);
    expect(second.master).not.toBe(first.master);
    expect(await secretOf('BGS')).toBe(demoVendorSecret(second.master, 'BGS'));
  });

  it('derives every vendor secret from DEMO_PROVIDER_SECRET when it is set: the hex HMAC-SHA256 of the code', async () => {
    const configured = 'a-configured-demo-secret-0123456789';
    expect(await seedDemoProviderSecrets(t.db, t.services.provider.secrets, configured)).toEqual({
      master: configured,
      drawn: false,
    });
    // Written out, so the derivation is the documented one and not merely the code's own.
    expect(await secretOf('LVS')).toBe(createHmac('sha256', configured).update('LVS').digest('hex'));
    expect(await secretOf('TF')).toMatch(/^[0-9a-f]{64}$/u);
    expect(await secretOf('TF')).not.toBe(await secretOf('LVS'));
  });

  it('leaves a secret staff rotated alone when it seeds again', async () => {
    const { secrets } = t.services.provider;
    const master = 'a-configured-demo-secret-0123456789';
    await seedDemoProviderSecrets(t.db, secrets, master);
    const rotated = await secrets.rotate('LVS', t.clock.now(), 0);
    await seedDemoProviderSecrets(t.db, secrets, master);
    expect(await secretOf('LVS')).toBe(rotated.secret);
    expect(await secretOf('TF')).toBe(demoVendorSecret(master, 'TF'));
  });
});
