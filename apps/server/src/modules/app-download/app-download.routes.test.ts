import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { shortName } from './web-manifest.js';

/** A PNG's first bytes are enough for the profile: it carries the file as it is. */
const ICON = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('the lite app and the iOS profile (decision 0054)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tessera-pwa-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'icons'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><!--tessera-config--></head><body>site</body></html>',
    );
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'offline.html'), '<html><body>offline</body></html>');
    writeFileSync(join(dist, 'assets', 'index-1a2b3c4d.js'), 'console.log(1)');
    writeFileSync(join(dist, 'icons', 'apple-touch-icon.png'), ICON);
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

  it("serves the web manifest with the brand's name, standalone, its icons, checked at every visit", async () => {
    const answer = await get('/manifest.webmanifest');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const manifest = answer.json();
    const brand = await t.db
      .selectFrom('merchants')
      .select('name')
      .where('code', '=', 'TESSERA')
      .executeTakeFirstOrThrow();
    expect(manifest).toMatchObject({
      name: brand.name,
      display: 'standalone',
      start_url: '/?source=pwa',
      scope: '/',
      lang: 'bn',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/u);
    expect(
      manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    // A manifest says nothing to a page: the resources' header set (no document CSP) is enough.
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('serves the service worker checked at every visit, under a policy that lets it fetch this origin', async () => {
    const answer = await get('/sw.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers['cache-control']).toBe('no-cache');
    // The CSP sent with a worker's script governs the worker: 'none' would stop its every fetch.
    expect(answer.headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    // Hashed assets stay cached for good, and other files keep the resources' 'none'.
    const asset = await get('/assets/index-1a2b3c4d.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect((await get('/offline.html')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves an iOS configuration profile whose Web Clip opens this site full screen with its icon', async () => {
    const answer = await get('/app/ios.mobileconfig');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="tessera.mobileconfig"');
    const profile = answer.body;
    expect(profile).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<!DOCTYPE plist/u);
    expect(profile).toContain('<string>com.apple.webClip.managed</string>');
    expect(profile).toContain('<key>URL</key>\n<string>http://localhost/?source=ios</string>');
    expect(profile).toContain('<key>FullScreen</key>\n<true/>');
    expect(profile).toContain(`<key>Icon</key>\n<data>${ICON.toString('base64')}</data>`);
    // The same brand and address give the same identifiers: installing again replaces the clip.
    expect((await get('/app/ios.mobileconfig')).body).toBe(profile);
    const uuids = [...profile.matchAll(/<key>PayloadUUID<\/key>\n<string>([0-9A-F-]{36})<\/string>/gu)];
    expect(uuids).toHaveLength(2);
    expect(uuids[0]![1]).not.toBe(uuids[1]![1]);
    // Another address of the brand gets a clip of that address.
    expect((await get('/app/ios.mobileconfig', '127.0.0.1:8080')).body).toContain(
      '<string>http://127.0.0.1:8080/?source=ios</string>',
    );
  });

  it("names the demo brand's iOS download in its resources, and the site info carries it", async () => {
    const info = await get('/wps/system/permission');
    const resources = info.json().value.resources as Array<{ resourceType: string; url: string }>;
    expect(resources.find((item) => item.resourceType === 'APP_IOS')?.url).toBe('/app/ios.mobileconfig');
  });

  it('cuts a long brand name for the home screen at a word, else at eleven characters', () => {
    expect(shortName('Tessera')).toBe('Tessera');
    expect(shortName('Golden Tiger Casino')).toBe('Golden');
    expect(shortName('Extraordinarycasino')).toBe('Extraordina…');
  });
});
