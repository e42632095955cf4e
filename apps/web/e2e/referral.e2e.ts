import { getReferralInfo, listReferralFriends } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type TestApi, uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { type PointsMember, registerMember } from './support/points';
import { fillUsernameRegistration, openSite, visit } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };

/**
 * The journeys share one referrer and the friend their link brings: the member reads their link,
 * a visitor opens it in a browser of their own and registers, and the member's page lists them.
 */
let referrer: PointsMember | null = null;
let invite: { code: string; path: string } | null = null;
let friend: string | null = null;

/** The referral page of a signed-in member, opened by its address (`?mc=referral`). */
async function openReferral(page: Page, token: string): Promise<void> {
  await openSite(page, baseUrl, `/home?token=${token}&mc=referral`);
  await page.getByTestId('referral-page').waitFor({ timeout: 20_000 });
}

/** Waits until every picture the page shows has loaded (the illustration, the QR code). */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.rf-page img')].every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );
}

/** The member centre's content scrolled to an element, for a picture of it. */
async function scrollTo(page: Page, testId: string): Promise<void> {
  await page
    .getByTestId(testId)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

/** The friend's masked name as the server shows it: the first two and the last character. */
function masked(shown: string, username: string): boolean {
  return (
    shown !== username &&
    shown.startsWith(username.slice(0, 2)) &&
    shown.endsWith(username.slice(-1)) &&
    shown.includes('*')
  );
}

/** The member's friends as the server lists them now. */
const friendsOf = (api: TestApi, token: string) =>
  api.call(listReferralFriends, { token, query: { pageNo: '1', pageSize: '10' } });

describe('the invite friends journey', () => {
  it('shows a member their code, link and QR code, how it works and no friends yet (desktop, light)', async () => {
    referrer = await registerMember(api, 'rfhost');
    const info = await api.call(getReferralInfo, { token: referrer.token });
    expect(info.rules).toMatchObject({
      enabled: true,
      registerReward: 20,
      firstDepositReward: 100,
      firstDepositMin: 500,
      validBetReward: 200,
      validBetThreshold: 5000,
    });
    const link = new URL(info.link);
    expect(link.searchParams.get('referralCode')).toBe(info.code);
    // The brand's own domain in the link; the journey's server answers on its own address.
    invite = { code: info.code, path: `${link.pathname}${link.search}` };

    const { page } = await open({ language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReferral(page, referrer.token);
    expect(await page.getByTestId('referral-page').getAttribute('data-offered')).toBe('true');
    expect(await words(page.getByTestId('rf-hero-text').textContent())).toContain('up to ৳ 320');
    expect(await page.getByTestId('rf-code').textContent()).toBe(info.code);
    expect(await page.getByTestId('rf-link').textContent()).toBe(info.link);
    await page.getByTestId('qr-code').waitFor();
    expect(await page.getByTestId('qr-code').getAttribute('alt')).toBe(
      `QR code of your invite link (${info.code})`,
    );

    // How it works: the demo brand pays each of the three steps.
    const steps = page.getByTestId('rf-step');
    expect(await steps.evaluateAll((items) => items.map((item) => item.dataset.stage))).toEqual([
      'REGISTER',
      'FIRST_DEPOSIT',
      'VALID_BET',
    ]);
    expect(await words(steps.nth(0).textContent())).toBe(
      '1Your friend signs up with your link or codeYou get ৳ 20',
    );
    expect(await words(steps.nth(1).textContent())).toBe(
      "2Your friend's first deposit is ৳ 500 or moreYou get ৳ 100",
    );
    expect(await words(steps.nth(2).textContent())).toBe(
      "3Your friend's valid bets reach ৳ 5,000You get ৳ 200",
    );

    // Nothing earned yet: the totals at nought and the empty list with the link to pass on.
    expect(await words(page.getByTestId('rf-total-friends').textContent())).toBe('Friends invited0');
    expect(await words(page.getByTestId('rf-total-earned').textContent())).toBe('Earned৳ 0');
    await page.getByTestId('rf-friends-empty').waitFor();

    // Copy puts the code on the clipboard and says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.getByTestId('rf-copy-code').click();
    await eventually(() => words(page.getByTestId('rf-copy-code').textContent())).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.code);
    // The empty list's call to action copies the link.
    await page.getByTestId('rf-empty-copy').click();
    await eventually(() => words(page.getByTestId('rf-empty-copy').textContent())).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.link);

    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'referral-desktop-empty-light');
    await scrollTo(page, 'rf-totals');
    await screenshot(page, 'referral-desktop-empty-lower-light');
  }, 90_000);

  it('keeps the code of the link a visitor opens while they look around, and registers them with it (phone, dark, Bengali)', async () => {
    expect(invite).not.toBeNull();
    const { code, path } = invite!;
    const { page } = await open({ language: 'BN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, path);

    // The visitor looks around first: the address loses its query.
    await visit(page, `${baseUrl}/promotions`);
    await page.waitForSelector('[data-testid=boot-loading]', { state: 'detached', timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('');

    await page.getByTestId('header-register').click();
    const invited = page.getByTestId('register-invited');
    await invited.waitFor();
    expect(await invited.getAttribute('data-code')).toBe(code);
    expect(await words(invited.textContent())).toBe(`${code} কোড দিয়ে আমন্ত্রিত`);
    expect(await overflowing(page, '.modal')).toEqual([]);
    await screenshot(page, 'referral-phone-register-invited-dark');

    friend = uniqueName('rfpal');
    await fillUsernameRegistration(page, friend, 'Friend1234');
    await page.getByTestId('register-submit').click();
    await eventually(() => page.getByTestId('member-account').textContent()).toBe(friend);
    // The code did its work: a later registration in this tab would not be invited.
    expect(await page.evaluate(() => sessionStorage.getItem('referralCode'))).toBeNull();
  }, 90_000);

  it("lists the friend, masked, with the sign-up step and its reward on the member's page (phone, dark, Bengali)", async () => {
    expect(referrer).not.toBeNull();
    expect(friend).not.toBeNull();
    const { token } = referrer!;
    // The reward is paid by a job a few seconds after the registration.
    await eventually(
      async () => (await friendsOf(api, token)).list[0]?.rewards.find((r) => r.stage === 'REGISTER')?.state,
      30_000,
    ).toBe('PAID');

    const { page } = await open({ language: 'BN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReferral(page, token);
    const card = page.getByTestId('rf-friend').first();
    await card.waitFor();
    const shown = (await card.getByTestId('rf-friend-name').textContent()) ?? '';
    expect(masked(shown, friend!), `${shown} masks ${friend}`).toBe(true);
    expect(await card.getAttribute('data-reached')).toBe('REGISTER');
    expect(
      await card
        .locator('.rf-progress__step')
        .evaluateAll((steps) => steps.map((step) => `${step.dataset.stage}:${step.dataset.reached}`)),
    ).toEqual(['REGISTER:true', 'FIRST_DEPOSIT:false', 'VALID_BET:false']);
    const reward = card.getByTestId('rf-reward');
    expect(await reward.count()).toBe(1);
    expect(await reward.getAttribute('data-stage')).toBe('REGISTER');
    expect(await reward.getAttribute('data-state')).toBe('PAID');
    expect(await words(reward.textContent())).toBe('সাইন আপ৳ 20পরিশোধিত');
    expect(await words(card.getByTestId('rf-friend-bet').textContent())).toBe('বৈধ বাজি৳ 5,000-এর মধ্যে ৳ 0');
    expect(await words(page.getByTestId('rf-total-friends').textContent())).toBe('আমন্ত্রিত বন্ধু1');
    expect(await words(page.getByTestId('rf-total-earned').textContent())).toBe('আয়৳ 20');
    expect(await words(page.getByTestId('rf-total-held').textContent())).toBe('পর্যালোচনাধীন৳ 0');

    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'referral-phone-top-bn-dark');
    await scrollTo(page, 'rf-how');
    await screenshot(page, 'referral-phone-how-bn-dark');
    await scrollTo(page, 'rf-friends');
    await screenshot(page, 'referral-phone-friend-bn-dark');
  }, 90_000);

  it('reads well in English on a phone (light) and on a desktop (dark), Refresh reading the list again', async () => {
    expect(referrer).not.toBeNull();
    const { token } = referrer!;
    {
      // A page of its own, checked here (the hooks check the test's last page).
      const { page, context, problems } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The first read is held a moment (the skeleton shows), then refused: the error and its retry.
      let release: () => void = () => undefined;
      const held = new Promise<void>((done) => {
        release = done;
      });
      await page.route('**/wps/relay/MCSFE_getReferralInfo*', async (route) => {
        await held;
        await route
          .fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              value: null,
              message: 'Busy, try again.',
              errorCode: 'e2e',
            }),
          })
          // A read the page dropped meanwhile has nobody to answer.
          .catch(() => undefined);
      });
      await openSite(page, baseUrl, `/home?token=${token}&mc=referral`);
      await page.getByTestId('rf-loading').waitFor();
      await screenshot(page, 'referral-phone-loading-light');
      release();
      const failed = page.locator('.member-centre .error-panel');
      await failed.waitFor();
      await page.unroute('**/wps/relay/MCSFE_getReferralInfo*');
      expect(await words(failed.textContent())).toBe('Busy, try again.Try again');
      await screenshot(page, 'referral-phone-error-light');
      await failed.getByRole('button').click();
      await page.getByTestId('referral-page').waitFor();
      const card = page.getByTestId('rf-friend').first();
      await card.waitFor();
      expect(await words(card.getByTestId('rf-reward').textContent())).toBe('Sign-up৳ 20Paid');
      await page.getByTestId('rf-refresh').click();
      await eventually(() => page.getByTestId('rf-friends').getAttribute('aria-busy')).toBe('false');
      await card.waitFor();
      expect(await overflowing(page, '.member-centre')).toEqual([]);
      await picturesLoaded(page);
      await screenshot(page, 'referral-phone-top-light');
      await scrollTo(page, 'rf-totals');
      await screenshot(page, 'referral-phone-friend-light');
      await context.close();
      expect(problems).toEqual([]);
    }
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openReferral(page, token);
    await page.getByTestId('rf-friend').first().waitFor();
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await picturesLoaded(page);
    await screenshot(page, 'referral-desktop-dark');
    await scrollTo(page, 'rf-totals');
    await screenshot(page, 'referral-desktop-friends-dark');
  }, 90_000);
});
