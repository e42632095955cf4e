import { describe, expect, it } from 'vitest';
import { screenshot, type TrackedPage } from './support/browser';
import { setUpJourneys } from './support/journey';
import { openSite, reload } from './support/site';

const { baseUrl, open } = setUpJourneys();

const htmlLang = (tracked: TrackedPage) => tracked.page.evaluate(() => document.documentElement.lang);

describe('language and theme', () => {
  it('opens in the brand default BN and switches to EN and back', async () => {
    const tracked = await open();
    const { page } = tracked;
    await openSite(page, baseUrl);
    await page.getByTestId('hero-title').waitFor();
    expect(await htmlLang(tracked)).toBe('bn');
    expect(await page.getByTestId('hero-title').textContent()).toBe('Tessera-এ স্বাগতম');
    await screenshot(page, 'home-bn', true);

    const told = page.waitForRequest((request) => request.url().endsWith('/wps/member/language'));
    await page.getByTestId('language-select').first().selectOption('EN');
    expect((await told).postDataJSON()).toEqual({ language: 'EN' });
    await expect.poll(() => htmlLang(tracked!)).toBe('en');
    expect(await page.getByTestId('hero-title').textContent()).toBe('Welcome to Tessera');
    expect(await page.getByTestId('header-login').textContent()).toBe('Log in');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['EN', 'BN']);

    // The choice survives a reload, and later calls carry it in the Language header.
    const nextCall = page.waitForRequest((request) => request.url().endsWith('/wps/system/status'));
    await reload(page);
    expect((await nextCall).headers().language).toBe('EN');
    await page.getByTestId('hero-title').waitFor();
    expect(await htmlLang(tracked)).toBe('en');

    // Reloaded in EN, the page fetched the English strings only: the Bengali ones come when chosen
    // (issue 12), and the page switches with them, <html lang> and strings together.
    const bengali = page.waitForResponse((response) => /\/assets\/catalogue-bn-/u.test(response.url()));
    await page.getByTestId('language-select').first().selectOption('BN');
    await bengali;
    await expect.poll(() => htmlLang(tracked!)).toBe('bn');
    expect(await page.getByTestId('hero-title').textContent()).toBe('Tessera-এ স্বাগতম');
    expect(await page.getByTestId('header-login').textContent()).toBe('লগইন');
    await screenshot(page, 'home-bn-switched', true);
  });

  it('switches dark to light, changing data-theme and the page background, and remembers it', async () => {
    const tracked = await open({ language: 'EN' });
    const { page } = tracked;
    await openSite(page, baseUrl);
    await page.getByTestId('hero-title').waitFor();
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await theme()).toBe('dark');
    const dark = await background();
    await screenshot(page, 'home-dark', true);

    await page.getByTestId('theme-toggle').first().click();
    expect(await theme()).toBe('light');
    await expect.poll(background).not.toBe(dark);
    // Let the colour transition finish before the picture.
    await page.waitForTimeout(400);
    await screenshot(page, 'home-light', true);

    await reload(page);
    await page.getByTestId('hero-title').waitFor();
    expect(await theme()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});
