import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { openSite } from './support/site';

const { baseUrl, open } = setUpJourneys({ humanCheck: false });

/** The artwork of the page's first banner once the carousel is there. */
async function bannerImage(page: Page): Promise<string> {
  const carousel = page.getByTestId('banner-carousel').first();
  await carousel.waitFor({ timeout: 20_000 });
  const image = carousel.locator('[data-testid=banner-slide] img').first();
  await eventually(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  return (await image.getAttribute('src')) ?? '';
}

describe('page banners (spec §2.1)', () => {
  it("every game centre, the game list and the auth pages show their page key's banner (phone, dark)", async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, language: 'EN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const pages: Array<[string, string]> = [
      ['/live', 'w_live'],
      ['/fish', 'w_fish'],
      ['/pvp', 'w_pvp'],
      ['/sports', 'w_sports'],
      ['/esports', 'w_esports'],
      ['/elott', 'w_elott'],
      ['/lott', 'w_lott'],
      ['/cockfight', 'w_cockfight'],
      ['/rng', 'w_rng'],
      ['/promotions', 'w_promotions'],
      ['/pointMall', 'w_shop'],
      ['/login', 'w_login'],
      ['/register', 'w_reg'],
      ['/forget', 'w_forget'],
    ];
    for (const [path, key] of pages) {
      await openSite(page, baseUrl, path);
      expect(await bannerImage(page), path).toContain(`/images/banners/${key}-`);
      if (path === '/live' || path === '/login') {
        expect(await overflowing(page), path).toEqual([]);
        await screenshot(page, `page-banners-phone${path.replace('/', '-')}-dark`);
      }
    }
  }, 150_000);

  it('the login modal over the home page shows the w_login banner in Bengali (desktop, light)', async () => {
    const { page } = await open({ viewport: { width: 1366, height: 860 }, language: 'BN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, '/fish');
    expect(await bannerImage(page)).toContain('w_fish');
    await screenshot(page, 'page-banners-desktop-fish-bn-light');
    await openSite(page, baseUrl, '/home');
    await page.getByTestId('header-login').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const image = dialog.locator('[data-testid=banner-slide] img').first();
    await image.waitFor();
    expect(await image.getAttribute('src')).toContain('w_login');
    await screenshot(page, 'page-banners-desktop-login-modal-bn-light');
  }, 90_000);
});

describe('payment images in the footer (spec §2.5)', () => {
  for (const [theme, viewport] of [
    ['light', { width: 390, height: 844 }],
    ['dark', { width: 1366, height: 860 }],
  ] as const) {
    it(`shows each payment method's logo, loaded and named (${theme}, ${viewport.width} px)`, async () => {
      const { page } = await open({ viewport, language: 'EN', theme });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSite(page, baseUrl, '/promotions');
      const strip = page.getByTestId('footer-payments');
      await strip.scrollIntoViewIfNeeded();
      const logos = strip.locator('img');
      await eventually(() => logos.count()).toBe(6);
      expect(await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual([
        'bKash',
        'Nagad',
        'Rocket',
        'Upay',
        'Bank transfer',
        'Visa',
      ]);
      await eventually(() =>
        logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      ).toBe(true);
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `footer-payments-${theme}-${viewport.width}`, true);
    }, 60_000);
  }
});
