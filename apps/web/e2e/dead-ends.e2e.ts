import { describe, expect, it } from 'vitest';
import { isOpenPath } from '../src/app/open-pages';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { setUpJourneys } from './support/journey';
import { fillUsernameRegistration, openSite } from './support/site';

// Registration without the slider: the first-login popup needs a new member.
const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const BENGALI_DIGIT = /[\u09E6-\u09EF]/u;

/** Every same-site link on the page, as paths with their query. */
async function siteLinks(page: import('playwright-core').Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(baseUrl).origin)
    .map((url) => `${url.pathname}${url.search}`);
}

describe('no dead ends in the demo', () => {
  it('links only to pages that are built: nav, banners, footer, side menu', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl);
    await page.getByTestId('banner-slide').first().waitFor();
    await page.locator('.game-art__image.is-loaded').first().waitFor();
    await page.getByTestId('menu-button').click();
    const links = await siteLinks(page);
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((link) => !isOpenPath(link))).toEqual([]);
    // The hero banners each lead somewhere.
    const banners = await page
      .getByTestId('banner-slide')
      .evaluateAll((slides) =>
        slides.map(
          (slide) =>
            slide.closest('a')?.getAttribute('href') ?? slide.querySelector('a')?.getAttribute('href'),
        ),
      );
    expect(banners.filter((href) => !href || !isOpenPath(href))).toEqual([]);
  });

  it('offers the promotion button in the first-login popup, and it opens the reward centre', async () => {
    const popup = await api.publish({
      contentType: 'PU',
      execution: 'F',
      title: { EN: 'Welcome to Tessera' },
      content: { EN: '<p>Join the welcome bonus and claim your <b>first deposit</b> bonus.</p>' },
      promotionType: 'FIRST_DEPOSIT',
      linkageType: 'PROMOTION',
    });
    try {
      const { page } = await open({ language: 'EN', theme: 'light' });
      await openSite(page, baseUrl);
      await page.getByTestId('header-register').click();
      await fillUsernameRegistration(page, uniqueName('popup'), 'Popup1234');
      await page.getByTestId('register-submit').click();
      await page.getByTestId('announcement-popup').waitFor();
      await page.getByTestId('popup-promotion').click();
      await page.getByTestId('announcement-popup').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('member-centre-content').getAttribute('data-page'))
        .toBe('rewardCenter');
      await page.getByTestId('reward-centre').waitFor();
    } finally {
      await api.removePopups();
      expect(popup).toBeGreaterThan(0);
    }
  });

  it('answers customer service in the site with the brand’s own chat, and opens no window', async () => {
    const { page, context } = await open({
      language: 'BN',
      theme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    await openSite(page, baseUrl);
    let windows = 0;
    context.on('page', () => {
      windows += 1;
    });
    await page.getByTestId('menu-button').click();
    // The demo brand's customer service is the built-in chat (CBS_launchChat), a panel in the page.
    await page.getByTestId('side-menu').getByRole('button', { name: 'গ্রাহক সেবা' }).click();
    await page.getByTestId('chat-panel').waitFor();
    await screenshot(page, 'customer-service-phone-bn');
    expect(windows).toBe(0);
    // One kind of digit on a Bengali screen: the Latin one.
    await page.keyboard.press('Escape');
    expect(await page.locator('body').textContent()).not.toMatch(BENGALI_DIGIT);
  });
});
