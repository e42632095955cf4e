import { getCaptcha } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('captcha images are limited per IP, not only per cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh cookie of the caller's choosing on every draw, as a script would send. */
  const draw = (cookie: string, ip: string) => {
    t.clearCookies();
    return t.call(getCaptcha, { headers: { cookie: `tessera_captcha=${cookie}` }, ip });
  };

  it('refuses an IP that rotates its cookie past thirty images a minute, and serves other IPs', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 30; i++) expect((await draw(`rotated-${i}`, ip)).body.success).toBe(true);
    const refused = expectRefusal(await draw('rotated-30', ip), 'too.many.requests', 429);
    expect(refused.message).toMatch(/\d+/u);
    expect((await draw('rotated-31', '203.0.113.61')).body.success).toBe(true);
    t.clock.advance(61_000);
    expect((await draw('rotated-32', ip)).body.success).toBe(true);
  });

  it('still allows one image a second per visitor', async () => {
    const ip = '203.0.113.62';
    expect((await draw('same-visitor', ip)).body.success).toBe(true);
    expectRefusal(await draw('same-visitor', ip), 'too.many.requests', 429);
    t.clock.advance(1_100);
    expect((await draw('same-visitor', ip)).body.success).toBe(true);
  });
});
