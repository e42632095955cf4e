import { getFairRounds } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import {
  closeCentre,
  memberOfPage,
  newestBonus,
  openCentrePage,
  readyToWithdraw,
  wallets,
} from './support/promotions';
import { dialog, fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };

/** The demo's welcome bonus card (demo-promotions.ts: first deposit, 100% up to ৳5,000, 10×). */
const welcomeCard = (page: Page) => page.locator('[data-testid=promo-card][data-type=FIRST_DEPOSIT]');

describe('the promotions journey', () => {
  it('joins the welcome bonus, deposits, wagers it in the in-house dice and sees it convert', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // A visitor sees the promotions with their banners; Join asks for a login first.
    await openSite(page, baseUrl, '/promotions');
    await welcomeCard(page).waitFor();
    await eventually(() => welcomeCard(page).getAttribute('data-state')).toBe('JOIN');
    expect(await page.locator('[data-testid=promo-card][data-state=COMING_SOON]').count()).toBe(1);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'promotions-phone-visitor-dark');
    await welcomeCard(page).getByTestId('promo-action').click();
    await dialog(page).getByTestId('login-form').waitFor();
    await dialog(page)
      .getByRole('button', { name: /register/iu })
      .click();
    const username = uniqueName('promo');
    await fillUsernameRegistration(page, username, 'Bonus1234');
    await page.getByTestId('register-submit').click();
    await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
    const member = await memberOfPage(api, page);

    // The new member: five promotions to join (welcome, reload, slots rebate, cash back, big win),
    // on the header's icon.
    await openSite(page, baseUrl, '/promotions');
    await eventually(() => welcomeCard(page).getAttribute('data-state')).toBe('JOIN');
    await eventually(() => page.getByTestId('header-reward-badge').textContent()).toBe('5');
    await welcomeCard(page).getByTestId('promo-action').click();
    await eventually(() => welcomeCard(page).getAttribute('data-state')).toBe('JOINED');
    expect(await welcomeCard(page).getByTestId('promo-message').textContent()).toContain('You joined');
    expect(await welcomeCard(page).getByTestId('promo-action').textContent()).toBe('Deposit now');
    await eventually(() => page.getByTestId('header-reward-badge').textContent()).toBe('4');
    await welcomeCard(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'promotions-phone-joined-dark');

    // Its detail has an address of its own, the rules in plain words, and Back closes it.
    await welcomeCard(page).getByTestId('promo-details').click();
    const detail = page.getByTestId('promo-detail');
    await detail.waitFor();
    await page.waitForURL((url) => url.searchParams.has('promo'));
    const rules = await detail.getByTestId('promo-rules').textContent();
    expect(rules).toContain('Make your first deposit, at least ৳200');
    expect(rules).toContain('Get 100% of your deposit, up to ৳5,000');
    expect(rules).toContain('Wager the bonus 10× within 14 days');
    expect(rules).toContain('While wagering, each bet is at most ৳500');
    await detail.locator('.rich-text p').waitFor();
    await screenshot(page, 'promotions-phone-detail-dark');
    await page.goBack();
    await detail.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('promo')).toBe(false);

    // Deposit now: the member centre's deposit page, the sandbox gateway, back to the site.
    await welcomeCard(page).getByTestId('promo-action').click();
    const content = page.getByTestId('member-centre-content');
    await eventually(() => content.getAttribute('data-page')).toBe('depositv2');
    const sandbox = page.getByTestId('deposit-channel-SANDBOX');
    await sandbox.click();
    await eventually(() => sandbox.locator('input[type=radio]').isChecked()).toBe(true);
    await page.getByTestId('deposit-amount').fill('200');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway/pay/'));
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('boot-loading').waitFor({ state: 'detached' });

    // bonusDetails: ৳200 in the bonus wallet, ৳2,000 to wager, the games that count, the max bet.
    await openCentrePage(page, 'bonusDetails');
    const bonus = page.getByTestId('bonus-card').first();
    await eventually(() => bonus.getAttribute('data-state')).toBe('WAGERING');
    expect(await page.getByTestId('bonus-wallet').textContent()).toBe('৳ 200.00');
    expect(await page.getByTestId('bonus-turnover').textContent()).toBe('৳ 2,000.00');
    expect(await bonus.getByTestId('bonus-progress').textContent()).toContain('৳ 0.00 of ৳ 2,000.00 wagered');
    expect(await bonus.getByTestId('bonus-weights').textContent()).toContain('In-house games 100%');
    expect(await bonus.getByTestId('bonus-max-bet').textContent()).toBe('Max bet while wagering: ৳ 500.00');
    expect(await bonus.getByTestId('bonus-expiry').textContent()).toMatch(/13 d 23 h left|14 d 0 h left/u);
    await screenshot(page, 'promotions-phone-bonus-details-dark');

    // The reward centre: the welcome bonus is under way, wagering.
    await openCentrePage(page, 'rewardCenter');
    const progress = page.getByTestId('rc-progress');
    await eventually(() => progress.locator('[data-type=FIRST_DEPOSIT]').getAttribute('data-state')).toBe(
      'ISSUED',
    );
    expect(await progress.getByTestId('promo-reward').textContent()).toBe('Your reward: ৳ 200.00');
    await screenshot(page, 'promotions-phone-reward-centre-dark');

    // A withdrawal is refused while the bonus wagers: the withdraw page shows the turnover left.
    await readyToWithdraw(api, member.token);
    await openCentrePage(page, 'withdraw');
    await eventually(() => page.getByTestId('withdraw-blocker').getAttribute('data-blocker')).toBe(
      'wagering',
    );
    expect(await page.getByTestId('withdraw-turnover').textContent()).toContain('৳ 2,000.00');
    await screenshot(page, 'promotions-phone-withdraw-turnover-dark');
    await closeCentre(page);

    // Play: the dice through the provider wallet, at the bonus's max bet, until ৳2,000 is wagered.
    // Staff lend the stakes and ৳500 more (a deposit this size would be a bonus of its own size to
    // wager), so that four lost rounds still leave the withdrawal minimum for the end. The member has
    // joined this week's cash back too.
    await api.adjustBalance(member.id, 2500, 'promotions journey: stakes for the wagering');
    const cashback = page.locator('[data-testid=promo-card][data-type=CASHBACK]');
    await openSite(page, baseUrl, '/promotions');
    await cashback.getByTestId('promo-action').click();
    await eventually(() => cashback.getAttribute('data-state')).toBe('JOINED');
    await openSite(page, baseUrl, '/seamless?vassalage=BGS&gameCode=DICE');
    await page.getByTestId('fair-game-dice').waitFor();
    await page.getByTestId('fair-stake').fill('500');
    const rows = page.getByTestId('fair-history-row');
    for (let round = 1; round <= 4; round++) {
      await page.getByTestId('fair-play').click();
      await eventually(() => rows.count()).toBe(round);
    }
    await screenshot(page, 'promotions-phone-dice-dark');

    // The roll-up folds the rounds and the settlement converts the bonus: the main wallet gains it.
    await eventually(async () => (await newestBonus(api, member.token)).state, 30_000).toBe('CONVERTED');
    const played = (await api.call(getFairRounds, { token: member.token, query: { pageSize: '10' } })).list;
    expect(played.map((round) => round.stake)).toEqual([500, 500, 500, 500]);
    const net = played.reduce((sum, round) => sum + Math.round((round.payout - round.stake) * 100), 0);
    expect(await wallets(api, member.token)).toEqual({ main: (270_000 + net + 20_000) / 100, bonus: 0 });

    // The cash back card says what the week has come to: 5 % of the net loss (nothing if it won).
    const loss = Math.max(0, -net);
    const taka = (minor: number) =>
      `৳\u00a0${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await openSite(page, baseUrl, '/promotions');
    await eventually(() => cashback.getByTestId('promo-accrued').textContent()).toBe(
      `This week so far: ${taka(loss)} net loss, ${taka(Math.floor((loss * 500) / 10_000))} back`,
    );
    await cashback.scrollIntoViewIfNeeded();
    await screenshot(page, 'promotions-phone-cashback-accrued-dark');

    await openSite(page, baseUrl, '/promotions?mc=bonusDetails');
    await eventually(() => content.getAttribute('data-page'), 30_000).toBe('bonusDetails');
    await eventually(() => bonus.getAttribute('data-state')).toBe('CONVERTED');
    expect(await page.getByTestId('bonus-wallet').textContent()).toBe('৳ 0.00');
    expect(await page.getByTestId('bonus-turnover').textContent()).toBe('৳ 0.00');
    expect(await bonus.getByTestId('bonus-remaining').textContent()).toBe('Wagering complete');
    await bonus.locator('.bonus-card__history summary').click();
    expect(await bonus.locator('.bonus-card__history').textContent()).toContain(
      'Converted to the main wallet',
    );
    await screenshot(page, 'promotions-phone-bonus-converted-dark');
    await openCentrePage(page, 'withdraw');
    await page.getByTestId('withdraw-form').waitFor();
  }, 180_000);

  it('shows the promotions, a detail and the reward centre on a desktop in the light theme, in Bengali', async () => {
    const { page } = await open({ language: 'BN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The demo's promotions banners (w_promotions) above the cards.
    await openSite(page, baseUrl, '/promotions');
    await welcomeCard(page).waitFor();
    await page.getByTestId('banner-slide').first().waitFor();
    await screenshot(page, 'promotions-desktop-visitor-light-bn');

    // The type chips ask the server for one type.
    await page.getByTestId('promo-filter-APPLIED').click();
    await eventually(() => page.getByTestId('promo-card').count()).toBe(1);
    expect(await page.getByTestId('promo-card').getAttribute('data-type')).toBe('APPLIED');
    // One card before and after: wait for the new type, not the count.
    await page.getByTestId('promo-filter-CASHBACK').click();
    await eventually(() => page.getByTestId('promo-card').first().getAttribute('data-type')).toBe('CASHBACK');
    expect(await page.getByTestId('promo-card').count()).toBe(1);
    await page.getByTestId('promo-filter-ALL').click();
    await eventually(() => page.getByTestId('promo-card').count()).toBe(6);

    // A linked detail opens over the page; its rules are Bengali words with Latin digits.
    const id = await welcomeCard(page).getAttribute('data-promotion');
    await openSite(page, baseUrl, `/promotions?promo=${id}`);
    const detail = page.getByTestId('promo-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('promo-rules').textContent()).toContain('আপনার জমার 100% পান, ৳5,000 পর্যন্ত');
    await detail.locator('.rich-text p').waitFor();
    await screenshot(page, 'promotions-desktop-detail-light-bn');
    await page.locator('.promo-detail .modal__close').click();
    await detail.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/promotions' && !url.searchParams.has('promo'));

    // A member applies for the big-win reward with a remark and a proof image.
    await page.getByTestId('header-register').click();
    await fillUsernameRegistration(page, uniqueName('prbn'), 'Bonus1234');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('member-info').waitFor();
    await openSite(page, baseUrl, '/promotions');
    const applied = page.locator('[data-testid=promo-card][data-type=APPLIED]');
    await eventually(() => applied.getAttribute('data-state')).toBe('JOIN');
    await applied.getByTestId('promo-action').click();
    const form = page.getByTestId('promo-apply');
    await form.waitFor();
    await form.getByTestId('promo-apply-remark').fill('50× জয়, স্লটে');
    await form
      .getByTestId('proof-input')
      .setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.proof-picker__image').waitFor();
    await screenshot(page, 'promotions-desktop-apply-light-bn');
    await form.getByTestId('promo-apply-submit').click();
    await form.waitFor({ state: 'detached' });
    await eventually(() => applied.getAttribute('data-state')).toBe('APPLYING');

    // The reward centre lists it under way, with the header's count.
    await page.getByTestId('header-reward').click();
    await page.getByTestId('rc-progress').locator('[data-state=APPLYING]').waitFor();
    await screenshot(page, 'promotions-desktop-reward-centre-light-bn');
  }, 120_000);

  it('reads well on a phone in the light theme', async () => {
    const { page } = await open({ language: 'BN', theme: 'light', viewport: PHONE });
    await openSite(page, baseUrl, '/promotions');
    await welcomeCard(page).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'promotions-phone-visitor-light-bn');
  });

  it('reads well on a desktop in the dark theme', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl, '/promotions');
    await welcomeCard(page).waitFor();
    await welcomeCard(page)
      .locator('img.promo-art')
      .evaluate((image) => (image as HTMLImageElement).decode());
    await screenshot(page, 'promotions-desktop-visitor-dark');
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
