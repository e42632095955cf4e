import {
  getReferralInfo,
  getReferralSettings,
  listReferralRewards,
  type ReferralSettings,
  type StaffReferralReward,
  saveReferralSettings,
} from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApi, uniqueName } from './support/api';
import {
  createStaff,
  DESKTOP,
  goTo,
  openConsole,
  PHONE,
  STAFF_PASSWORD,
  settled,
  shot,
  signIn,
  signOutOfConsole,
  useScheme,
} from './support/backoffice';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { registerOnSite } from './support/promotion-claims';
import { fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

async function referralSettings(api: TestApi): Promise<ReferralSettings> {
  return api.call(getReferralSettings, { token: await api.staffToken() });
}

/** A referrer's rewards as staff list them, held first. */
async function rewardsOf(api: TestApi, referrer: string, state?: string): Promise<StaffReferralReward[]> {
  const query: Record<string, string> = { q: referrer, pageSize: '50' };
  if (state) query.state = state;
  return (await api.call(listReferralRewards, { token: await api.staffToken(), query })).list;
}

/**
 * A friend opens the referrer's invite link in the tab (after the one signed in there leaves) and
 * registers: the same browser the referrer registered with, which the server marks `SAME_DEVICE`.
 */
async function registerFriend(page: Page, code: string, prefix: string): Promise<string> {
  await page.evaluate(() => sessionStorage.removeItem('token'));
  await openSite(page, baseUrl, `/?referralCode=${code}`);
  await page.getByTestId('header-register').click();
  await page.getByTestId('register-invited').waitFor();
  const username = uniqueName(prefix);
  await fillUsernameRegistration(page, username, 'Friend1234');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
  return username;
}

/** Waits until the rewards have loaded (rows or the empty state: a first answer may take a while). */
async function listed(page: Page): Promise<void> {
  await eventually(() => page.locator('[data-testid=row], [data-testid=empty]').count()).toBeGreaterThan(0);
  await settled(page, 'referral-rewards-table');
}

/** A full-page picture from the top (a phone's sticky bar would otherwise sit mid-page in it). */
async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** A dialog as the viewport shows it (a full-page picture would move a phone's sticky bar into it). */
async function dialogPicture(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(250);
  await screenshot(page, name);
}

// The brand's referral rules are shared by every journey: each test puts them back.
let before: ReferralSettings | null = null;
beforeEach(async () => {
  before = await referralSettings(api);
});
afterEach(async () => {
  if (before) await api.call(saveReferralSettings, { token: await api.staffToken(), body: before });
});

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('staff run invite friends in the console ($name)', ({ name, viewport, theme, phone }) => {
  it('content changes the rules; finance pays one held reward and refuses another with a reason', async () => {
    const editor = await createStaff(api, 'content', 'rfc');
    const finance = await createStaff(api, 'finance', 'rff');
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);

    // Content reads the rewards (no decisions: they are finance's) and changes the rules.
    await openConsole(page, baseUrl);
    await signIn(page, editor, STAFF_PASSWORD);
    await goTo(page, 'referrals', phone);
    await page.waitForURL((url) => url.pathname === '/backoffice/referrals');
    await listed(page);
    expect(await page.getByTestId('pay').count()).toBe(0);
    expect(await page.locator('.form-note').textContent()).toContain(
      'paying or refusing a held one is finance',
    );
    await page.getByTestId('tab-rules').click();
    const form = page.getByTestId('referral-rules-form');
    const preview = page.getByTestId('referral-preview');
    await form.waitFor();
    await form.locator('input[name=registerReward]').fill('25');
    await form.locator('input[name=firstDepositMin]').fill('1,000');
    // A valid-bet reward without a threshold says so once it is left, and nothing is saved.
    await form.locator('input[name=validBetThreshold]').fill('0');
    await form.locator('input[name=validBetReward]').click();
    await eventually(() => form.getByTestId('field-error').first().textContent()).toContain(
      'A valid bet above 0',
    );
    await page.getByTestId('save').click();
    await eventually(() => page.getByTestId('form-problems').textContent()).toContain('One field');
    await form.locator('input[name=validBetThreshold]').fill('8,000');
    await form.locator('label.switch', { has: page.locator('input[name=holdSameDevice]') }).click();
    expect(await form.locator('input[name=holdSameDevice]').isChecked()).toBe(true);
    await eventually(() => words(preview.getByTestId('referral-words').textContent())).toContain(
      '৳25 when the friend registers',
    );
    const said = await words(preview.textContent());
    expect(said).toContain("৳100 when the friend's first deposit is ৳1,000 or more");
    expect(said).toContain("৳200 once the friend's valid bet reaches ৳8,000");
    expect(said).toContain('Up to ৳325 per friend');
    expect(said).toContain("A friend from the referrer's device is held for review.");
    expect(await page.getByTestId('unsaved').count()).toBe(1);
    if (phone) expect(await overflowing(page)).toEqual([]);
    await picture(page, `backoffice-referrals-${name}-rules`);
    await page.getByTestId('save').click();
    await eventually(() => page.getByTestId('toast').textContent()).toBe('Referral rules saved');
    expect(await page.getByTestId('unsaved').count()).toBe(0);
    expect(await referralSettings(api)).toMatchObject({
      registerReward: 25,
      firstDepositMin: 1000,
      validBetThreshold: 8000,
      holdSameDevice: true,
    });
    await signOutOfConsole(page, phone);

    // A member registers on the site and two friends register with their link in the same
    // browser: the same device, so the guard holds what they earn the referrer.
    const referrer = await registerOnSite(page, api, baseUrl, 'rfown');
    const { code } = await api.call(getReferralInfo, { token: referrer.token });
    const kept = await registerFriend(page, code, 'rfkep');
    const refused = await registerFriend(page, code, 'rfref');
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await api.runJob('referral-rewards');
    await eventually(async () => (await rewardsOf(api, referrer.username, 'HELD')).length, 30_000).toBe(2);
    expect((await rewardsOf(api, referrer.username))[0]).toMatchObject({
      stage: 'REGISTER',
      amount: 25,
      flags: ['SAME_DEVICE'],
    });
    expect(await api.call(getReferralInfo, { token: referrer.token })).toMatchObject({ earned: 0, held: 50 });

    // Finance finds the referrer's held rewards.
    await openConsole(page, baseUrl);
    await signIn(page, finance, STAFF_PASSWORD);
    await goTo(page, 'referrals', phone);
    await listed(page);
    await page.getByTestId('reward-search').locator('input[name=q]').fill(referrer.username);
    await page.getByTestId('reward-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('q') === referrer.username);
    await listed(page);
    await eventually(() => page.getByTestId('row').count()).toBe(2);
    const pay = page.getByTestId('row').filter({ hasText: kept });
    const refuse = page.getByTestId('row').filter({ hasText: refused });
    expect(await pay.getByTestId('referrer').textContent()).toBe(referrer.username);
    expect(await pay.getByTestId('reward-stage').textContent()).toBe('Friend registered');
    expect(await pay.getByTestId('reward-amount').textContent()).toBe('৳25.00');
    expect(await pay.locator('.badge').textContent()).toBe('Held');
    expect(await words(pay.getByTestId('reward-flags').textContent())).toBe('Same device');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await picture(page, `backoffice-referrals-${name}-held`);

    // Paid: the row says so in place, with who paid it.
    await pay.getByTestId('pay').click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await words(confirm.locator('h2').textContent())).toBe(`Pay ৳25.00 to ${referrer.username}?`);
    expect(await words(confirm.getByTestId('reward-facts').textContent())).toContain(kept);
    if (phone) expect(await overflowing(page, 'body')).toEqual([]);
    await dialogPicture(page, `backoffice-referrals-${name}-pay`);
    await confirm.getByTestId('dialog-submit').click();
    await confirm.waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('toast').textContent()).toBe(
      `৳25.00 paid to ${referrer.username}`,
    );
    await eventually(() => pay.locator('.badge').textContent()).toBe('Paid');
    expect(await words(pay.getByTestId('decision').textContent())).toContain(`by ${finance}`);
    expect(await pay.getByTestId('pay').count()).toBe(0);

    // Refused with a reason (asked for first).
    await refuse.getByTestId('refuse').click();
    const reason = page.getByTestId('refuse-dialog');
    await reason.locator('textarea[name=reason]').fill('Same phone as the referrer: one household');
    await dialogPicture(page, `backoffice-referrals-${name}-refuse`);
    await reason.getByTestId('dialog-submit').click();
    await reason.waitFor({ state: 'detached' });
    await eventually(() => refuse.locator('.badge').textContent()).toBe('Refused');
    expect(await words(refuse.getByTestId('decision').textContent())).toContain(
      'Same phone as the referrer: one household',
    );
    expect(await api.call(getReferralInfo, { token: referrer.token })).toMatchObject({ earned: 25, held: 0 });

    // Every state: both decided, read again from the server.
    await page.getByTestId('reward-state').locator('[data-value=""]').click();
    await page.waitForURL((url) => url.searchParams.get('state') === '');
    await listed(page);
    await eventually(() => page.getByTestId('row').count()).toBe(2);
    expect(await pay.locator('.badge').textContent()).toBe('Paid');
    expect(await refuse.locator('.badge').textContent()).toBe('Refused');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await picture(page, `backoffice-referrals-${name}-decided`);

    // The held view has nothing left for this referrer.
    await page.getByTestId('reward-state').locator('[data-value=HELD]').click();
    await listed(page);
    await eventually(() => page.getByTestId('empty').count()).toBe(1);

    // The friend's name leads to their page.
    await page.getByTestId('reward-state').locator('[data-value=""]').click();
    await listed(page);
    await eventually(() => page.getByTestId('row').count()).toBe(2);
    const friendId = (await rewardsOf(api, referrer.username)).find((r) => r.friend === kept)?.friendId;
    await pay.getByTestId('friend').click();
    await page.waitForURL((url) => url.pathname === `/backoffice/members/${friendId}`);
    await page.getByTestId('member-page').waitFor();
  }, 180_000);

  it('support reads the rewards and the rules, without their buttons', async () => {
    const agent = await createStaff(api, 'support', 'rfs');
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    await openConsole(page, baseUrl);
    await signIn(page, agent, STAFF_PASSWORD);
    await goTo(page, 'referrals', phone);
    await listed(page);
    expect(await page.getByTestId('pay').count()).toBe(0);
    await page.getByTestId('tab-rules').click();
    const form = page.getByTestId('referral-rules-form');
    await form.waitFor();
    expect(await form.locator('.form-note').textContent()).toContain('may read the referral rules');
    expect(await form.locator('input[name=registerReward]').isDisabled()).toBe(true);
    expect(await page.getByTestId('save').count()).toBe(0);
    await eventually(() => words(page.getByTestId('referral-words').textContent())).toContain(
      'when the friend registers',
    );
    if (phone) expect(await overflowing(page)).toEqual([]);
    await picture(page, `backoffice-referrals-${name}-rules-read`);

    // In Bengali: every reward (the journey before decided some) and the rules in words.
    if (phone) {
      await page.getByTestId('menu-open').click();
      await eventually(() =>
        page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().left),
      ).toBe(0);
    }
    await page.getByTestId('language-switch').getByRole('button', { name: 'বাং' }).click();
    await page.getByTestId('nav-referrals').click();
    await eventually(() => page.locator('h1').textContent()).toBe('বন্ধুদের আমন্ত্রণ');
    await page.getByTestId('reward-state').locator('[data-value=""]').click();
    await listed(page);
    expect(await page.getByTestId('row').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.badge[data-value=PAID]').first().textContent()).toBe('পরিশোধিত');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await picture(page, `backoffice-referrals-${name}-bn`);
    await page.getByTestId('tab-rules').click();
    await page.getByTestId('referral-rules-form').waitFor();
    await eventually(() => words(page.getByTestId('referral-words').textContent())).toContain(
      'বন্ধু নিবন্ধন করলে',
    );
    if (phone) expect(await overflowing(page)).toEqual([]);
    await picture(page, `backoffice-referrals-${name}-rules-bn`);
  });
});
