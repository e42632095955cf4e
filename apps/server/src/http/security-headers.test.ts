import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getMemberInfo } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The policy's directives by name, each with its sources. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/u))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** A built site of one page and one hashed script. */
function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  writeFileSync(join(dist, 'index.html'), '<html><head><!--tessera-config--></head><body>site</body></html>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c4d.js'), 'console.log(1);');
  return dist;
}

describe('security headers', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = writeDist();
    t = await createTestApp({
      webDist: dist,
      env: { PROVIDER_SIMULATOR_URL: 'http://games.localhost:8090' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the site forbids inline script and being framed, and frames only the game provider', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/deposit' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'http://games.localhost:8090']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Plain http: nothing to upgrade, and no HSTS.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = String(page.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(permissions).toContain(feature);
    }
  });

  it('API answers, scripts and pictures carry nosniff and a policy that allows nothing, not the page set', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: getMemberInfo.path,
      headers: { merchant: 'TESSERA', language: 'EN' },
    });
    expect(api.statusCode).toBe(401);
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.js' });
    expect(script.statusCode).toBe(200);
    const art = await t.app.inject({ method: 'GET', url: '/art/vendors/NVA.svg' });
    expect(art.statusCode).toBe(200);
    for (const response of [api, script, art]) {
      const label = String(response.headers['content-type']);
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src'), label).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
      expect(response.headers['permissions-policy'], label).toBeUndefined();
      expect(response.headers['x-frame-options'], label).toBeUndefined();
    }
    // A page keeps the whole set.
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['permissions-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it("the sandbox gateway's hosted page may style itself inline, and still runs no inline script", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/no-such-payment' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<style>');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('security headers behind TLS', () => {
  it('add HSTS and upgrade insecure requests when the public address is https, and frame configured vendors', async () => {
    const dist = writeDist();
    const t = await createTestApp({
      webDist: dist,
      env: { PUBLIC_URL: 'https://casino.example', FRAME_ORIGINS: 'https://games.vendor.example/launch' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/home' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
      expect(csp.get('frame-src')).toEqual([
        "'self'",
        'http://localhost:8090',
        'https://games.vendor.example',
      ]);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
