import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { betsOf, drawWithTime, registerLotteryMember } from './support/lottery';
import { openSite, reload } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };

/** The floating support buttons in view: one folded button, or none on game and lottery screens. */
const supportButtons = (page: Page) => page.locator('.right-bar__button:visible');

/** Whether an element's box is inside the phone's viewport. */
const inViewport = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('the site on a phone (390 x 844)', () => {
  it('shows the balance in the header, the header on /rng, and one support button kept off games', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await registerLotteryMember(page, { baseUrl, api }, 'phone');
    await api.adjustBalance(member.id, 50);

    // The balance is in the phone header, beside the account.
    const balance = page.getByTestId('member-info').getByTestId('balance');
    await eventually(() => balance.isVisible()).toBe(true);
    await eventually(() => balance.textContent()).toBe('৳ 50.00');

    // One support button; it opens the choices (customer service first).
    await expect.poll(() => supportButtons(page).count()).toBe(1);
    await page.getByTestId('support-toggle').click();
    const choices = page.getByTestId('support-choices');
    await choices.waitFor();
    expect(await choices.locator('.right-bar__choice').first().textContent()).toContain('Customer service');
    await screenshot(page, 'phone-home-support-dark');
    await page.keyboard.press('Escape');
    await choices.waitFor({ state: 'hidden' });
    await screenshot(page, 'phone-home-dark');

    // /rng has the site header (with the balance) and its list.
    await openSite(page, baseUrl, '/rng');
    await page.getByTestId('game-list').waitFor();
    await page.locator('header.header').waitFor();
    await eventually(() => balance.isVisible()).toBe(true);
    await screenshot(page, 'phone-rng');

    // A game screen: no support button over its controls.
    await openSite(page, baseUrl, '/seamless?vassalage=BGS&gameCode=MINES');
    await page.getByTestId('fair-game-mines').waitFor();
    expect(await page.locator('.right-bar').count()).toBe(0);
    await screenshot(page, 'phone-game-mines');
  });

  it('shows the home page in the light theme with one support button', async () => {
    const { page } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl);
    await page.getByTestId('header-login').waitFor();
    await expect.poll(() => supportButtons(page).count()).toBe(1);
    await screenshot(page, 'phone-home-light');
  });

  it('keeps the lottery slip one tap away in a sticky bar, and places the bet from it', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await registerLotteryMember(page, { baseUrl, api }, 'phlot');
    await api.adjustBalance(member.id, 100);
    await openSite(page, baseUrl, '/lottery?gameCode=SSC1');
    await page.getByTestId('lottery-game').waitFor();
    expect(await page.locator('.right-bar').count()).toBe(0);

    // The bet-group tabs say they scroll: the strip is wider than the phone and marks its far edge.
    const strip = page.getByTestId('lottery-board').locator('.tabs');
    await eventually(() => strip.getAttribute('data-overflow')).toBe('end');

    const first = page.locator('[data-testid=lottery-row][data-row="0"]');
    await first.locator('[data-testid=lottery-token][data-token="3"]').click();
    await first.locator('[data-testid=lottery-token][data-token="7"]').click();
    await page.getByTestId('lottery-add').click();
    await eventually(() => page.getByTestId('lottery-slip-line').count()).toBe(1);

    // Back up at the draw and the board, the slip is out of sight: the bar at the bottom of the
    // screen carries the total and "Place bet".
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const bar = page.getByTestId('lottery-slip-bar');
    await eventually(() => bar.isVisible()).toBe(true);
    expect(await bar.getByTestId('lottery-slip-bar-total').textContent()).toBe('৳ 2.00');
    expect(await inViewport(page, 'lottery-slip-bar')).toBe(true);
    expect(await inViewport(page, 'lottery-place')).toBe(false);
    await screenshot(page, 'phone-lottery');

    // "Place bet" brings the slip up with its place button ready; the bet goes in.
    const numero = await drawWithTime(page, 8000);
    await bar.getByRole('button', { name: 'Place bet' }).click();
    await eventually(() => inViewport(page, 'lottery-place')).toBe(true);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'lottery-place',
    );
    await screenshot(page, 'phone-lottery-slip');
    await page.getByTestId('lottery-place').click();
    await page.getByTestId('lottery-placed').waitFor();
    const [placed] = await betsOf(api, member.token, 'SSC1');
    expect(placed).toMatchObject({ numero, stake: 2 });
    await eventually(() => bar.isVisible()).toBe(false);
  }, 120_000);

  it('clears a form message as soon as the field is corrected, and checks a field when it is left', async () => {
    const { page } = await open({ language: 'EN', viewport: PHONE });
    await openSite(page, baseUrl);
    await page.getByTestId('header-login').click();
    const form = page.getByTestId('login-form');
    const username = form.locator('input[name=username]');
    const password = form.locator('input[name=password]');
    const errors = form.locator('.field__error');
    // The message under one field (the inner locator of `has` is relative to the field).
    const errorOf = (name: string) =>
      form.locator('.field', { has: page.locator(`input[name=${name}]`) }).locator('.field__error');

    // Nothing is said before a field is left; leaving an empty required field says so.
    await username.focus();
    expect(await errors.count()).toBe(0);
    await password.focus();
    await eventually(() => errorOf('username').textContent()).toBe('Input cannot be empty');
    expect(await errorOf('password').count()).toBe(0);
    await screenshot(page, 'phone-login-message');
    // Typing a valid value takes the message away at once, before the field is left.
    await username.pressSequentially('someone');
    await eventually(() => errorOf('username').count()).toBe(0);
    expect(await username.evaluate((input) => input === document.activeElement)).toBe(true);

    // After a submit every message shows, and each goes as its own field is put right.
    await username.fill('');
    await password.fill('');
    await form.getByTestId('login-submit').click();
    await eventually(() => errors.count()).toBe(2);
    await password.fill('Secret123');
    await eventually(() => errors.allTextContents()).toEqual(['Input cannot be empty']);
    await username.fill('someone');
    await eventually(() => errors.count()).toBe(0);
  });

  it('closes a modal with Back and stays on the page; the member centre has addresses', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    // Home, then the lottery rules page's neighbour: /rng, so Back leaving the page would show.
    await openSite(page, baseUrl);
    await openSite(page, baseUrl, '/rng');
    await page.getByTestId('header-login').click();
    await page.getByRole('dialog').waitFor();
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/rng');
    await page.getByTestId('game-list').waitFor();

    // Closing with X goes back too, so entries do not pile up: one Back then leaves /rng.
    await page.getByTestId('header-login').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Its entry is gone once the step back it took has landed (a person's Back comes later).
    await page.waitForFunction(() => !(history.state as { modalDepth?: number } | null)?.modalDepth);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/home');

    // The member centre: its page is in the address, a reload opens it there, Back closes it.
    await registerLotteryMember(page, { baseUrl, api }, 'phmc');
    const home = new URL(page.url()).pathname;
    await page.getByTestId('member-info').locator('.member-info__name').click();
    const content = page.getByTestId('member-centre-content');
    await eventually(() => content.getAttribute('data-page')).toBe('securityCenter');
    await page.waitForURL((url) => url.searchParams.get('mc') === 'securityCenter');
    await page.getByTestId('mc-menu-toggle').click();
    await page.getByTestId('mc-item-withdraw').click();
    await eventually(() => content.getAttribute('data-page')).toBe('withdraw');
    await page.waitForURL((url) => url.searchParams.get('mc') === 'withdraw');
    await reload(page);
    await eventually(() => content.getAttribute('data-page'), 30_000).toBe('withdraw');
    await page.getByTestId('mc-menu-toggle').click();
    await page.getByTestId('mc-item-transactionHistory').click();
    await page.waitForURL((url) => url.searchParams.get('mc') === 'transactionHistory');
    await screenshot(page, 'phone-member-centre');
    await page.goBack();
    await page.getByTestId('member-centre').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(home);
    expect(new URL(page.url()).searchParams.has('mc')).toBe(false);
    await page.getByTestId('member-info').waitFor();

    // Arrived at by a link: the page itself is put under it, so X closes onto it, without `?mc`.
    await openSite(page, baseUrl, `${home}?mc=depositv2`);
    await eventually(() => content.getAttribute('data-page'), 30_000).toBe('depositv2');
    await page.locator('.member-centre .modal__close').click();
    await page.getByTestId('member-centre').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === home && !url.searchParams.has('mc'));
  });
});
