import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
const ASSET = '/assets/console-5d1e2f3a.js';

/** A build of each app in a temporary directory, as vite writes them. */
function writeBuild(page: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  return dist;
}

describe('serving the staff console at /backoffice/', () => {
  let t: TestApp;
  let site: string;
  let console: string;
  beforeAll(async () => {
    site = writeBuild('<html><head><!--tessera-config--></head><body>member site</body></html>');
    console = writeBuild(
      '<html><head><!--tessera-config--><script src="/backoffice/boot.js"></script></head><body>back office</body></html>',
    );
    writeFileSync(join(console, ASSET), SCRIPT);
    writeFileSync(join(console, `${ASSET}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(join(console, `${ASSET}.gz`), gzipSync(SCRIPT));
    writeFileSync(join(console, 'boot.js'), 'document.documentElement.dataset.theme = "light";');
    t = await createTestApp({ webDist: site, env: { BACKOFFICE_DIST: console } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(site, { recursive: true, force: true });
    rmSync(console, { recursive: true, force: true });
  });

  it('answers the console page with the brand written in for every console route, never the member site', async () => {
    for (const url of [
      '/backoffice/',
      '/backoffice/deposits?state=APPROVED&page=2',
      '/backoffice/announcements/7',
      '/backoffice/index.html',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('back office');
      expect(response.body).toContain('<meta name="tessera-merchant" content="TESSERA" />');
      expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/u);
      expect(response.headers['cache-control']).toBe('no-cache');
      // The page's security headers: a CSP without inline script, no framing.
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const bare = await t.app.inject({ method: 'GET', url: '/backoffice' });
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toContain('back office');
    const member = await t.app.inject({ method: 'GET', url: '/lottery', headers: { host: 'localhost' } });
    expect(member.body).toContain('member site');
  });

  it('serves hashed assets for good with their precompressed twins, and other files for an hour', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: `/backoffice${ASSET}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const boot = await t.app.inject({ method: 'GET', url: '/backoffice/boot.js' });
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing asset, a compressed twin asked by name, and any other method', async () => {
    for (const url of ['/backoffice/assets/old-build.js', `/backoffice${ASSET}.br`]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/backoffice/deposits' });
    expect(post.statusCode).toBe(404);
  });
});

describe('a server without the console built', () => {
  it('answers 404 under /backoffice/ rather than the member site', async () => {
    const t = await createTestApp({ env: { BACKOFFICE_DIST: '/nonexistent' } });
    try {
      for (const url of ['/backoffice', '/backoffice/', '/backoffice/deposits']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
