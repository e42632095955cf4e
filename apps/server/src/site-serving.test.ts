import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** A hashed asset as the build writes it, with its precompressed twins. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
const ASSET = '/assets/app-3fa9c1d2.js';

describe('serving the built member site', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><!--tessera-config--><script src="/boot.js"></script></head><body>site</body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dist, ASSET), SCRIPT);
    writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page with the brand written in as a meta tag, at the root, at every route and at /index.html', async () => {
    for (const url of ['/', '/?ref=x', '/login', '/lottery?gameCode=SSC', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<meta name="tessera-merchant" content="TESSERA" />');
      // No inline script: the Content-Security-Policy allows none. The boot answers are a JSON
      // data block, which the browser never runs (decision 0057).
      expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>/u);
      // Always checked again, so the next visit after a new build finds the new asset names.
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves assets, and answers 404 for a missing one instead of the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/old-build.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('sends the precompressed brotli or gzip twin the browser accepts, and the plain file otherwise', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: ASSET,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const response of [brotli, gzip, plain]) expect(response.headers.vary).toContain('accept-encoding');
  });

  it('lets the browser keep hashed assets for a year, and other files for an hour', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await t.app.inject({
        method: 'GET',
        url: ASSET,
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses API answers for a client that accepts it, and only then', async () => {
    const url = '/wps/relay/GCSGAME_gameList?vassalage=SLT&gameType=RNG&pageNo=1&pageSize=30&language=EN';
    const headers = { merchant: 'TESSERA', language: 'EN' };
    const plain = await t.app.inject({ method: 'GET', url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('never serves a compressed twin under its own name', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
