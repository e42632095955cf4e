import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoProviderSecrets } from './demo-provider-secrets.js';

describe('demo provider secrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const secretOf = (vendor: string) => t.services.provider.secrets.get(vendor);

  it('generates one secret for every vendor without one, prints it once, then leaves them be', async () => {
    const { secrets } = t.services.provider;
    const generated = await seedDemoProviderSecrets(t.db, secrets, undefined);
    expect(generated).toMatch(/^[\w-]{32}$/u);
    expect(await secretOf('BGS')).toBe(generated);
    expect(await secretOf('DS88')).toBe(generated);
    expect(await seedDemoProviderSecrets(t.db, secrets, undefined)).toBeNull();
    expect(await secretOf('BGS')).toBe(generated);
  });

  it('gives every vendor DEMO_PROVIDER_SECRET when it is set', async () => {
    const configured = 'a-configured-demo-secret-0123456789';
    expect(await seedDemoProviderSecrets(t.db, t.services.provider.secrets, configured)).toBeNull();
    expect(await secretOf('LVS')).toBe(configured);
    expect(await secretOf('TF')).toBe(configured);
  });
});
