import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { openSite } from './support/site';

const { baseUrl, open } = setUpJourneys({ humanCheck: false });

describe('mirror sites (spec §2.1)', () => {
  it('the footer leads to the official list; this domain is verified; a mirror opens the same brand (phone, light)', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, '/promotions');
    await page.getByTestId('footer-explore').getByRole('link', { name: 'Mirror sites' }).click();
    await page.getByTestId('mirrors-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/mirrors');
    const host = new URL(baseUrl).hostname;
    expect(await page.getByTestId('mirrors-verify').getAttribute('class')).toContain('is-official');
    const mirrors = page.getByTestId('mirror');
    await eventually(() => mirrors.count()).toBe(4);
    const domains = await mirrors.locator('.mirrors-list__domain').allTextContents();
    expect(domains[0]).toBe('localhost');
    expect(domains).toEqual(
      expect.arrayContaining(['127.0.0.1', 'bd.tessera.localhost', 'play.tessera.localhost']),
    );
    const here = mirrors.filter({ hasText: host });
    expect(await words(here.textContent())).toContain('You are here');
    expect(await page.getByTestId('mirrors-hint').textContent()).toContain('Bookmark a domain');
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'mirrors-phone-light');

    // Each is a real link: a mirror serves the same brand on the same port.
    const port = new URL(baseUrl).port;
    const mirror = mirrors.filter({ hasText: 'play.tessera.localhost' }).locator('a');
    expect(await mirror.getAttribute('href')).toBe(`http://play.tessera.localhost:${port}/`);
    await mirror.click();
    await page.waitForURL((url) => url.hostname === 'play.tessera.localhost');
    await page.waitForSelector('[data-testid=boot-loading]', { state: 'detached', timeout: 30_000 });
    await openSite(page, `http://play.tessera.localhost:${port}`, '/mirrors');
    await page.getByTestId('mirrors-page').waitFor();
    expect(await page.getByTestId('mirrors-verify').getAttribute('class')).toContain('is-official');
  }, 90_000);

  it('in Bengali on a dark desktop', async () => {
    const { page } = await open({ viewport: { width: 1366, height: 860 }, language: 'BN', theme: 'dark' });
    await openSite(page, baseUrl, '/mirrors');
    await page.getByTestId('mirrors-page').waitFor();
    expect(await page.locator('h1').textContent()).toBe('অফিসিয়াল মিরর তালিকা');
    await eventually(() => page.getByTestId('mirror').count()).toBe(4);
    await screenshot(page, 'mirrors-desktop-bn-dark');
  }, 60_000);
});
