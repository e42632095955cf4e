import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAnnouncement,
  deleteAnnouncement,
  fillPath,
  getResourcesStaff,
  putResourcesStaff,
  type Resource,
} from '@tessera/contracts';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/backoffice';
import { failedRequest, screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { openSite, reload, visit } from './support/site';

const { baseUrl, api, open } = setUpJourneys();

/** An Android download for these journeys only (the demo brand ships none): a brand's APK link. */
const ANDROID: Resource = {
  resourceType: 'APP_ANDROID',
  labelNameEn: 'Tessera for Android',
  url: 'https://downloads.tessera.example/tessera.apk',
};

let demoResources: Resource[] = [];
let bannerId = 0;

async function setResources(resources: Resource[]): Promise<void> {
  await api.call(putResourcesStaff, { body: { resources }, token: await api.staffToken() });
}

beforeAll(async () => {
  demoResources = (await api.call(getResourcesStaff, { token: await api.staffToken() })).resources;
  // A w_download banner of this journey's own, above the download options.
  bannerId = (
    await api.call(createAnnouncement, {
      body: {
        contentType: 'B',
        groupName: 'w_download',
        title: { EN: 'Play anywhere', BN: 'যেকোনো জায়গায় খেলুন' },
        imageUrl: '/images/banners/w_home-2.svg',
      },
      token: await api.staffToken(),
    })
  ).id;
});
afterAll(async () => {
  await setResources(demoResources);
  const endpoint = { ...deleteAnnouncement, path: fillPath(deleteAnnouncement.path, { id: bannerId }) };
  await api.call(endpoint, { token: await api.staffToken() });
});

/**
 * A persistent Chromium profile on a phone screen (dark), service workers on, its page and console
 * errors collected like the journeys' tracked pages.
 */
async function openProfile(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const profile = mkdtempSync(join(tmpdir(), 'tessera-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    viewport: PHONE,
    serviceWorkers: 'allow',
  });
  // Chromium's helpers may still be writing to the profile as the context closes: removing it is
  // tried again for a while (Node retries ENOTEMPTY), and a profile left in /tmp fails no test.
  context.on('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`the PWA profile ${profile} was not removed: ${String(error)}`);
    }
  });
  await context.addInitScript(() => {
    if (window === window.top) localStorage.setItem('theme', localStorage.getItem('theme') ?? 'dark');
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  context.on('requestfailed', (request) => {
    const problem = failedRequest(request.url(), request.failure()?.errorText ?? 'unknown');
    if (problem) problems.push(problem);
  });
  return { context, page, problems };
}

/** The URLs of every request the service worker's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** Network failures expected while offline are taken out of the page's problems; anything else stays. */
function forgiveOffline(problems: string[], from: number): void {
  const offline = problems.splice(from);
  const other = offline.filter(
    (problem) =>
      !/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to fetch|net::ERR_FAILED/u.test(problem),
  );
  problems.push(...other);
}

describe('the lite app (PWA)', () => {
  it('meets Chromium install criteria, is controlled by its worker after a reload, and opens offline: the shell with the brand, else the offline page', async () => {
    // A profile of its own: Chromium offers no install in an incognito context (the journeys' usual).
    const { context, page, problems } = await openProfile();
    try {
      await openSite(page, baseUrl, '/home');
      // The worker registers after the page has loaded and precaches the shell.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${baseUrl}/`);

      // Chromium's own install check: the manifest (the brand's name, icons, standalone) and the worker.
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Tessera', display: 'standalone' });
      await eventually(
        async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors,
      ).toEqual([]);

      // After a reload the worker controls the page, and what it keeps is the shell, never the API.
      await reload(page);
      await page.waitForSelector('[data-testid=boot-loading]', { state: 'detached', timeout: 30_000 });
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${baseUrl}/sw.js`,
      );
      const kept = await cachedUrls(page);
      expect(kept).toContain('/offline.html');
      expect(kept).toContain('/');
      expect(kept.some((path) => /^\/assets\/index-[\w-]+\.js$/u.test(path))).toBe(true);
      expect(kept.filter((path) => /^\/(wps|bo|ws)(\/|$)/u.test(path))).toEqual([]);
      // The page is kept without the answers the server wrote into it for that visit (decision 0057).
      const keptPage = await page.evaluate(async () =>
        (await (await caches.open('tessera-pages')).match('/'))?.text(),
      );
      expect(keptPage).toContain('<meta name="tessera-merchant" content="TESSERA" />');
      expect(keptPage).not.toContain('tessera-boot');

      // Offline: the kept page opens with the brand's merchant tag; the site says it cannot reach
      // the server and offers to try again (no language chosen: the brand's default, BN).
      const before = problems.length;
      await context.setOffline(true);
      await visit(page, `${baseUrl}/down`);
      expect(await page.locator('meta[name=tessera-merchant]').getAttribute('content')).toBe('TESSERA');
      await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).waitFor({ timeout: 20_000 });
      // Worded in the page's language, though the status call failed before its strings loaded.
      expect(await page.locator('.boot-screen').textContent()).toContain('নেটওয়ার্ক');
      await screenshot(page, 'pwa-offline-shell-phone-dark-bn');

      // Offline with no page kept: the offline page, in the language the site showed.
      await page.evaluate(() => caches.delete('tessera-pages'));
      await visit(page, `${baseUrl}/promotions`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.locator('h1').textContent()).toBe('আপনি অফলাইনে আছেন');
      await screenshot(page, 'pwa-offline-page-phone-dark-bn');
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await reload(page);
      await page.getByTestId('offline-page').waitFor();
      await screenshot(page, 'pwa-offline-page-phone-light-bn');

      // Back online, Try again brings the site back.
      await context.setOffline(false);
      await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
      await page.getByTestId('promotions-page').waitFor({ timeout: 30_000 });
      forgiveOffline(problems, before);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/down shows iOS, Android and the lite app with their QR codes and steps; the header popup the codes that exist (desktop, dark, EN)', async () => {
    await setResources([...demoResources, ANDROID]);
    const { page } = await open({ viewport: DESKTOP, language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl, '/down');
    const down = page.getByTestId('down-page');
    await down.waitFor();
    await page.locator('.down-page__banners img').first().waitFor();
    for (const id of ['ios', 'android', 'lite']) {
      const card = page.getByTestId(`down-${id}`);
      await card.getByTestId('qr-code').waitFor();
      expect(await card.locator('ol li').count()).toBe(4);
    }
    expect(await page.getByTestId('down-no-native').count()).toBe(0);
    expect(await page.getByTestId('down-android').locator('ol').textContent()).toContain('unknown apps');
    expect(await page.getByTestId('down-ios').locator('ol').textContent()).toContain('Profile Downloaded');
    // The iOS download is the brand's configuration profile, served by the site.
    const href = await page.getByTestId('ios-download').getAttribute('href');
    expect(href).toBe('/app/ios.mobileconfig');
    const profile = await page.request.get(`${baseUrl}${href}`);
    expect(profile.status()).toBe(200);
    expect(profile.headers()['content-type']).toBe('application/x-apple-aspen-config');
    expect(await profile.text()).toContain(`<string>${baseUrl}/?source=ios</string>`);
    expect(await page.getByTestId('android-download').getAttribute('href')).toBe(ANDROID.url);
    // Without the browser's offer (headless has none), the lite app's card says how to install.
    await page.getByTestId('lite-manual').waitFor();
    await screenshot(page, 'pwa-down-desktop-dark-en', true);

    // The header's popup: a 100 px code for iOS and one for Android, and the way to /down.
    await page.getByTestId('download-qr-button').click();
    const panel = page.getByTestId('download-qr-panel');
    await panel.waitFor();
    for (const id of ['ios', 'android']) {
      const code = panel.getByTestId(`download-qr-${id}`).getByTestId('qr-code');
      await code.waitFor();
      expect(await code.evaluate((img) => (img as HTMLImageElement).width)).toBe(100);
    }
    await screenshot(page, 'pwa-header-qr-desktop-dark-en');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // The browser's install offer shows the Install button; accepting it says it is installed.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByTestId('lite-install').click();
    await page.getByTestId('lite-installed').waitFor();
  });

  it('/down on a phone in Bengali (light) and English (dark), and the header popup in Bengali on a light desktop', async () => {
    await setResources([...demoResources, ANDROID]);
    for (const [language, theme] of [
      ['BN', 'light'],
      ['EN', 'dark'],
    ] as const) {
      const { page, context, problems } = await open({ viewport: PHONE, language, theme });
      await openSite(page, baseUrl, '/down');
      await page.getByTestId('down-lite').getByTestId('qr-code').waitFor();
      await page.getByTestId('down-android').getByTestId('qr-code').waitFor();
      expect(await overflowing(page)).toEqual([]);
      // A phone cannot scan its own screen: no QR popup in its header; /down is in the side menu.
      expect(await page.getByTestId('download-qr-button').isVisible()).toBe(false);
      if (language === 'BN') {
        expect(await page.locator('h1').textContent()).toBe('অ্যাপ নিন');
      }
      await screenshot(page, `pwa-down-phone-${theme}-${language.toLowerCase()}`);
      await screenshot(page, `pwa-down-phone-${theme}-${language.toLowerCase()}-full`, true);
      // This test opens three pages: each one's problems are checked before the next replaces it.
      expect(problems).toEqual([]);
      await context.close();
    }
    const { page } = await open({ viewport: DESKTOP, language: 'BN', theme: 'light' });
    await openSite(page, baseUrl, '/home');
    await page.getByTestId('download-qr-button').click();
    const panel = page.getByTestId('download-qr-panel');
    await panel.getByTestId('download-qr-android').getByTestId('qr-code').waitFor();
    expect(await panel.textContent()).toContain('ডাউনলোড করতে স্ক্যান করুন');
    await screenshot(page, 'pwa-header-qr-desktop-light-bn');
    // Following its link leads to /down and closes it.
    await panel.getByRole('link').click();
    await page.getByTestId('down-page').waitFor();
    expect(await panel.count()).toBe(0);
  });

  it('shows only the downloads that exist: none set, no header popup and the lite app alone with a note', async () => {
    await setResources(demoResources.filter((item) => !item.resourceType.startsWith('APP_')));
    const { page } = await open({ viewport: PHONE, language: 'BN', theme: 'dark' });
    await openSite(page, baseUrl, '/down');
    await page.getByTestId('down-no-native').waitFor();
    expect(await page.getByTestId('down-ios').count()).toBe(0);
    expect(await page.getByTestId('down-android').count()).toBe(0);
    await page.getByTestId('down-lite').getByTestId('qr-code').waitFor();
    expect(await page.getByTestId('download-qr-button').count()).toBe(0);
    await screenshot(page, 'pwa-down-phone-dark-bn-lite-only');
  });
});
