import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { registerLotteryMember } from './support/lottery';
import { openSite, reload } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PK10_LAUNCH = '/lottery?gameCode=PK10_1&prizeMode=ZY&view=betting&backUrl=%2Fhot&language=BN';

/** The page's path and query, as the address bar shows them. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Where the game (title, draw, board) sits in the window, and whether its board has the focus. */
const boardPlace = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('[data-testid=lottery-board]');
    const game = document.querySelector('[data-testid=lottery-game]');
    const header = document.querySelector('.header');
    const countdown = document.querySelector('[data-testid=lottery-countdown]')?.getBoundingClientRect();
    return {
      top: Math.round(game?.getBoundingClientRect().top ?? -1),
      countdownShown: !!countdown && countdown.top >= 0 && countdown.bottom <= window.innerHeight,
      headerBottom: Math.round(header?.getBoundingClientRect().bottom ?? -1),
      scrolled: window.scrollY > 0,
      focused: document.activeElement === board,
    };
  });

describe('launching the lottery with the lobby launch query (spec §7.4)', () => {
  it('opens PK10 at ZY on the bet board in Bengali, keeps later choices, and Back goes to /hot', async () => {
    const { page } = await open({ language: 'EN', theme: 'light' });
    await registerLotteryMember(page, { baseUrl, api }, 'lotlch');

    await openSite(page, baseUrl, PK10_LAUNCH);
    const game = page.getByTestId('lottery-game');
    await game.waitFor();
    expect(await game.getAttribute('data-game')).toBe('PK10_1');
    expect(await game.getAttribute('data-prize-mode')).toBe('ZY');

    // Bengali, as the language selector switches it: strings, <html lang>, the stored choice.
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('BN');
    expect(await page.getByTestId('language-select').inputValue()).toBe('BN');
    const modes = page.getByTestId('lottery-mode-switch');
    await eventually(() =>
      modes.getByRole('button', { name: 'নিজস্ব অডস' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByTestId('seamless-back').textContent()).toContain('ফিরে যান');

    // Straight on the board: scrolled to just under the sticky header, with the focus.
    await eventually(() => boardPlace(page).then((place) => place.focused)).toBe(true);
    const place = await boardPlace(page);
    expect(place.scrolled).toBe(true);
    expect(place.top).toBeGreaterThanOrEqual(place.headerBottom);
    expect(place.top).toBeLessThan(place.headerBottom + 40);
    expect(place.countdownShown).toBe(true);

    // The one-time parameters leave the address; the game and the back address stay.
    await eventually(() => Promise.resolve(address(page))).toBe('/lottery?gameCode=PK10_1&backUrl=%2Fhot');
    await screenshot(page, 'lottery-launch-pk10-zy-bn');

    // The member's own choice afterwards is not overruled by the launch, through a reload too.
    await modes.getByRole('button', { name: 'ই-লটারি অডস' }).click();
    await eventually(() => game.getAttribute('data-prize-mode')).toBe('ELOTT');
    await reload(page);
    await game.waitFor();
    expect(await game.getAttribute('data-prize-mode')).toBe('ELOTT');

    // Another game picked on the page keeps the launch's Back.
    await page.locator('.lottery-menu__list [data-testid=lottery-menu-game][data-game=SSC1]').click();
    await eventually(() => game.getAttribute('data-game')).toBe('SSC1');
    expect(address(page)).toBe('/lottery?gameCode=SSC1&backUrl=%2Fhot');

    await page.getByTestId('seamless-back').click();
    await eventually(() => Promise.resolve(new URL(page.url()).pathname)).toBe('/hot');
  }, 120_000);

  it('on a phone, opens on the board rather than the game menu', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: { width: 390, height: 844 } });
    await registerLotteryMember(page, { baseUrl, api }, 'lotlcp');

    await openSite(page, baseUrl, '/lottery?gameCode=SSC1&view=betting');
    await page.getByTestId('lottery-game').waitFor();
    await eventually(() => boardPlace(page).then((place) => place.focused)).toBe(true);
    const place = await boardPlace(page);
    expect(place.top).toBeGreaterThanOrEqual(place.headerBottom);
    expect(place.top).toBeLessThan(place.headerBottom + 40);
    expect(place.countdownShown).toBe(true);
    // The game drop-down is above, scrolled out of sight.
    const menu = await page.getByTestId('lottery-menu-select').boundingBox();
    expect(menu!.y + menu!.height).toBeLessThan(place.headerBottom);

    // Without view=betting the page opens at the top, as it always did.
    await openSite(page, baseUrl, '/lottery?gameCode=SSC1');
    await page.getByTestId('lottery-game').waitFor();
    await page.getByTestId('lottery-board').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByTestId('lottery-menu-select').isVisible()).toBe(true);
  }, 90_000);

  it('sends lottoArea=VN to /vnLottery at the North game; unknown codes fall back quietly', async () => {
    const { page } = await open({ language: 'EN', theme: 'light' });
    await registerLotteryMember(page, { baseUrl, api }, 'lotlcv');

    await openSite(page, baseUrl, '/lottery?lottoArea=VN&gameCode=VN_N');
    const game = page.getByTestId('lottery-game');
    await game.waitFor();
    expect(address(page)).toBe('/vnLottery?gameCode=VN_N');
    expect(await page.getByTestId('lottery-page').getAttribute('data-area')).toBe('vn');
    expect(await game.getAttribute('data-game')).toBe('VN_N');
    expect(await page.getByTestId('lottery-game-title').textContent()).toContain('Northern');

    // The sea page opens its own game by code; a code it does not list opens its default.
    await openSite(page, baseUrl, '/seaLottery?gameCode=SEA_4D');
    await eventually(() => game.getAttribute('data-game')).toBe('SEA_4D');
    await openSite(page, baseUrl, '/seaLottery?gameCode=PK10_1');
    await eventually(() => game.getAttribute('data-game')).toBe('SEA_4D');
    await openSite(page, baseUrl, '/vnLottery?gameCode=NOPE_1&prizeMode=VIP&view=nowhere&language=XX');
    await game.waitFor();
    expect(await page.getByTestId('lottery-page').getAttribute('data-area')).toBe('vn');
    expect(await page.locator('.error-panel').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  }, 90_000);

  it('keeps Back on the site when the back address is another site’s', async () => {
    const { page } = await open({ language: 'EN', theme: 'light' });
    await registerLotteryMember(page, { baseUrl, api }, 'lotlce');
    const site = new URL(baseUrl).origin;

    for (const hostile of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      await openSite(page, baseUrl, `/lottery?gameCode=SSC1&backUrl=${encodeURIComponent(hostile)}`);
      await page.getByTestId('lottery-game').waitFor();
      const back = page.getByTestId('seamless-back');
      expect(await back.getAttribute('data-back-url')).toBeNull();
      await back.click();
      // Opened directly, Back goes home, as it always did.
      await eventually(() => Promise.resolve(new URL(page.url()).pathname)).toBe('/');
      expect(new URL(page.url()).origin).toBe(site);
    }
  }, 90_000);
});
