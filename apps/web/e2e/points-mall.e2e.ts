import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import {
  approve,
  expectDemoItems,
  expectPoints,
  fillRedeem,
  givePoints,
  itemCard,
  memberOf,
  openTab,
  readyToPay,
  redeemsOf,
  registerMember,
  reject,
  showTabs,
} from './support/points';
import { wallets } from './support/promotions';
import { dialog, fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };
const DELIVERY = {
  name: 'Karim Ahmed',
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
  mobile: '+880 1712 345678',
};

describe('the points mall journey', () => {
  it('lets a visitor register from the page, then redeems a top-up, converts points and reads the details (phone, dark, Bengali)', async () => {
    const { page } = await open({ language: 'BN', theme: 'dark', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // A visitor: the w_shop banner, the page's frame and a way in, no member's call made.
    await openSite(page, baseUrl, '/pointMall');
    await page.getByTestId('pm-guest').waitFor();
    await page.getByTestId('banner-slide').first().waitFor();
    expect(await page.locator('.banner-slide__image').first().getAttribute('src')).toBe(
      '/images/banners/w_shop-1.svg',
    );
    expect(await page.getByTestId('pm-summary').count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'points-phone-visitor-dark-bn');

    // Registering from the page's own button; registration lands on / (spec §2.2).
    await page.getByTestId('pm-register').click();
    const username = uniqueName('pts');
    await fillUsernameRegistration(page, username, 'Points123');
    await page.getByTestId('register-submit').click();
    await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
    const member = await memberOf(api, page);
    await readyToPay(api, member.token);
    await givePoints(api, member.id, 50_000, 'Welcome points');

    // The member's mall: 50,000 points worth ৳500 at 100 points for ৳1, the rules in words, six items.
    await openSite(page, baseUrl, '/pointMall');
    await expectPoints(page, 50_000);
    expect(await page.getByTestId('pm-points').textContent()).toBe('50,000');
    expect(await words(page.getByTestId('pm-worth').textContent())).toBe('এখন নগদে ৳ 500.00 মূল্যের');
    const rules = await words(page.getByTestId('pm-earn').textContent());
    expect(rules).toContain('প্রতি ৳ 100 বৈধ বাজিতে 1 পয়েন্ট');
    expect(rules).toContain('স্লট');
    expect(rules).toContain('প্রতি ৳ 200 বৈধ বাজিতে 1 পয়েন্ট');
    expect(await words(page.getByTestId('pm-ratio').textContent())).toBe('100 পয়েন্টে ৳ 1.00 পাওয়া যায়।');
    await page.getByTestId('pm-copy').waitFor();
    await expectDemoItems(page);
    expect(await itemCard(page, 'topup-100').getByTestId('pm-item-stock').textContent()).toBe('সীমাহীন');
    expect(await words(itemCard(page, 'earbuds').getByTestId('pm-item-needs').textContent())).toBe(
      'মোট বৈধ বাজি ৳ 50,000.00 দরকার',
    );
    // The phone cannot pay for the smartphone: its button says how many points are missing.
    const phoneCard = itemCard(page, 'phone');
    expect(await phoneCard.getByTestId('pm-redeem').isDisabled()).toBe(true);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'points-phone-member-dark-bn');
    await screenshot(page, 'points-phone-member-dark-bn-full', true);

    // Redeem the ৳100 top-up: what the contract refuses is refused before sending, then it goes.
    await itemCard(page, 'topup-100').getByTestId('pm-redeem').click();
    const redeemForm = page.getByTestId('pm-redeem-form');
    await redeemForm.waitFor();
    await page.getByTestId('pm-redeem-submit').click();
    expect(await redeemForm.locator('.field__error').count()).toBe(4);
    await fillRedeem(page, { ...DELIVERY, mobile: 'call me' });
    await page.getByTestId('pm-redeem-submit').click();
    expect(await words(redeemForm.locator('.field__error').first().textContent())).toContain('মোবাইল নম্বর');
    await redeemForm.getByTestId('pm-redeem-mobile').fill(DELIVERY.mobile);
    expect(await words(page.getByTestId('pm-redeem-total').textContent())).toContain('8,000 পয়েন্ট');
    expect(await overflowing(page, '.modal')).toEqual([]);
    await screenshot(page, 'points-phone-redeem-dialog-dark-bn');
    await page.getByTestId('pm-redeem-submit').click();
    await page.getByTestId('pm-redeem-done').waitFor();
    expect(
      await words(page.getByTestId('pm-redeem-done').locator('.pm-done__title').textContent()),
    ).toContain('মোবাইল রিচার্জ ৳100');
    await screenshot(page, 'points-phone-redeem-done-dark-bn');

    // The history shows it in process, and the balance fell by its points.
    await page.getByTestId('pm-see-history').click();
    await dialog(page).waitFor({ state: 'detached' });
    const firstRedeem = page.getByTestId('pm-redeem-row').first();
    await firstRedeem.waitFor();
    expect(await firstRedeem.getAttribute('data-status')).toBe('IN_PROCESS');
    expect(await firstRedeem.getByTestId('pm-redeem-status').textContent()).toBe('প্রক্রিয়াধীন');
    await expectPoints(page, 42_000);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'points-phone-history-dark-bn');

    // Convert: steps of 100 only (said in the server's words), a live preview, then the cash arrives.
    const before = await wallets(api, member.token);
    await page.getByTestId('pm-convert').click();
    const convertForm = page.getByTestId('pm-convert-form');
    await convertForm.waitFor();
    await convertForm.getByTestId('pm-convert-points').fill('150');
    await convertForm.getByTestId('pm-convert-password').fill('246810');
    await page.getByTestId('pm-convert-submit').click();
    expect(await words(convertForm.locator('.field__error').first().textContent())).toBe(
      'পয়েন্ট 100-এর ধাপে রূপান্তর হয়: 100 পয়েন্টে ৳ 1.00।',
    );
    await convertForm.getByTestId('pm-convert-points').fill('10000');
    expect(await words(page.getByTestId('pm-convert-preview').textContent())).toContain('৳ 100.00');
    await screenshot(page, 'points-phone-convert-dialog-dark-bn');
    await page.getByTestId('pm-convert-submit').click();
    await page.getByTestId('pm-convert-done').waitFor();
    await screenshot(page, 'points-phone-convert-done-dark-bn');
    expect((await wallets(api, member.token)).main).toBe(before.main + 100);
    await eventually(() => page.getByTestId('balance').textContent()).toContain('100.00');

    // The points details: the conversion with its cash and ratio, the redeem in process, the gift.
    await page.getByTestId('pm-see-details').click();
    await dialog(page).waitFor({ state: 'detached' });
    await expectPoints(page, 32_000);
    const lines = page.getByTestId('pm-line');
    await eventually(() => lines.count()).toBe(3);
    expect(await lines.nth(0).getAttribute('data-type')).toBe('CONVERT');
    expect(await lines.nth(0).getByTestId('pm-line-points').textContent()).toBe('\u221210,000');
    expect(await words(lines.nth(0).getByTestId('pm-line-balance').textContent())).toBe('ব্যালেন্স 32,000');
    expect(await words(lines.nth(0).getByTestId('pm-line-cash').textContent())).toContain('৳ 100.00');
    expect(await lines.nth(1).getAttribute('data-type')).toBe('REDEEM');
    expect(await lines.nth(1).getAttribute('data-status')).toBe('IN_PROCESS');
    expect(await lines.nth(2).getAttribute('data-type')).toBe('ADJUST');
    expect(await lines.nth(2).getByTestId('pm-line-points').textContent()).toBe('+50,000');
    expect(await lines.nth(2).getByTestId('pm-line-remark').textContent()).toContain('Welcome points');
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'points-phone-details-dark-bn', true);
    await page.getByTestId('pm-line-filter-CONVERT').click();
    await eventually(() => lines.count()).toBe(1);
    await page.getByTestId('pm-line-filter-EARN').click();
    await page.getByTestId('pm-lines-empty').waitFor();
  }, 150_000);

  it('shows staff decisions in the history, refuses what the server refuses and reads the details (desktop, light, English)', async () => {
    const member = await registerMember(api, 'ptsdesk');
    await readyToPay(api, member.token);
    await givePoints(api, member.id, 100_000, 'Goodwill for the launch');
    const { page } = await open({ language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, `/pointMall?token=${member.token}`);
    await expectPoints(page, 100_000);
    expect(await words(page.getByTestId('pm-earn-rule').first().textContent())).toMatch(
      /^1 point per ৳ 100 valid bet on .*Slots/u,
    );
    await expectDemoItems(page);
    await screenshot(page, 'points-desktop-member-light');

    // The earbuds ask a total valid bet this new member has not reached: the server's words.
    await itemCard(page, 'earbuds').getByTestId('pm-redeem').click();
    await fillRedeem(page, DELIVERY);
    await page.getByTestId('pm-redeem-submit').click();
    const refusal = page.getByTestId('pm-redeem-refusal');
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-code')).toBe('points.requirement.unmet');
    expect(await words(refusal.textContent())).toMatch(/^This item needs a total valid bet of ৳ 50,000\.00/u);
    await screenshot(page, 'points-desktop-redeem-refused-light');
    await dialog(page).locator('.modal__close').click();
    await dialog(page).waitFor({ state: 'detached' });

    // Two jerseys: the quantity stepper, the total, and the stock falls by two.
    const jersey = itemCard(page, 'jersey');
    const stockText = async () => (await jersey.getByTestId('pm-item-stock').textContent()) ?? '';
    const stockBefore = Number((await stockText()).replace(/\D/gu, ''));
    await jersey.getByTestId('pm-redeem').click();
    await page.getByTestId('pm-redeem-more').click();
    expect(await page.getByTestId('pm-redeem-quantity').inputValue()).toBe('2');
    await fillRedeem(page, DELIVERY);
    expect(await words(page.getByTestId('pm-redeem-total').textContent())).toBe('Total 50,000 points');
    await screenshot(page, 'points-desktop-redeem-dialog-light');
    await page.getByTestId('pm-redeem-submit').click();
    await page.getByTestId('pm-redeem-done').waitFor();
    await page.getByTestId('pm-redeem-close').click();
    await expectPoints(page, 50_000);
    await eventually(stockText).toBe(`${stockBefore - 2} left`);

    // A ৳500 top-up that staff will refuse.
    await itemCard(page, 'topup-500').getByTestId('pm-redeem').click();
    await fillRedeem(page, DELIVERY);
    await page.getByTestId('pm-redeem-submit').click();
    await page.getByTestId('pm-redeem-done').waitFor();
    await page.getByTestId('pm-redeem-close').click();
    await expectPoints(page, 12_000);

    // Staff approve the jerseys and refuse the top-up: its points come back.
    const [topUp, jerseys] = await redeemsOf(api, member.username);
    expect(jerseys?.quantity).toBe(2);
    await approve(api, jerseys!.id, 'Courier SA-20391', 1_800);
    await reject(api, topUp!.id, 'The number is not on a Bangladeshi operator');
    await openSite(page, baseUrl, '/pointMall?tab=redeems');
    const rows = page.getByTestId('pm-redeem-row');
    await eventually(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-status')).toBe('REJECTED');
    expect(await words(rows.nth(0).getByTestId('pm-redeem-reason').textContent())).toBe(
      'Refused: The number is not on a Bangladeshi operator. The points came back to you.',
    );
    expect(await rows.nth(1).getAttribute('data-status')).toBe('APPROVED');
    expect(await words(rows.nth(1).getByTestId('pm-redeem-paid').textContent())).toBe(
      'Paid to Courier SA-20391, worth ৳ 1,800.00',
    );
    await expectPoints(page, 50_000);
    await showTabs(page);
    await screenshot(page, 'points-desktop-history-light');
    await page.getByTestId('pm-redeem-filter-APPROVED').click();
    await eventually(() => rows.count()).toBe(1);

    // The details: the refund on top, the redeems, the goodwill.
    await openTab(page, 'details');
    const lines = page.getByTestId('pm-line');
    await eventually(() => lines.count()).toBe(4);
    expect(await lines.nth(0).getAttribute('data-type')).toBe('REFUND');
    expect(await lines.nth(0).getByTestId('pm-line-points').textContent()).toBe('+38,000');
    expect(await words(lines.nth(0).getByTestId('pm-line-balance').textContent())).toBe('Balance 50,000');
    await showTabs(page);
    await screenshot(page, 'points-desktop-details-light');
  }, 120_000);

  it('reads well on a phone in the light theme (English)', async () => {
    const member = await registerMember(api, 'ptslight');
    await givePoints(api, member.id, 1_250, 'A first few points');
    const { page } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
    await openSite(page, baseUrl, `/pointMall?token=${member.token}`);
    await expectPoints(page, 1_250);
    await expectDemoItems(page);
    // Too few points for any item: each button says how many are missing.
    expect(await words(itemCard(page, 'topup-100').getByTestId('pm-redeem').textContent())).toBe(
      '6,750 more points needed',
    );
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'points-phone-member-light', true);
    await openTab(page, 'redeems');
    await page.getByTestId('pm-redeems-empty').waitFor();
    await showTabs(page);
    await screenshot(page, 'points-phone-history-empty-light');
  });

  it('reads well on a desktop in the dark theme (visitor, then a member)', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl, '/pointMall');
    await page.getByTestId('pm-guest').waitFor();
    await screenshot(page, 'points-desktop-visitor-dark');
    await page.getByTestId('pm-login').click();
    await dialog(page).getByTestId('login-form').waitFor();
    await dialog(page).locator('.modal__close').click();

    const member = await registerMember(api, 'ptsdark');
    await givePoints(api, member.id, 64_321, 'Points for the look');
    await openSite(page, baseUrl, `/pointMall?token=${member.token}`);
    await expectPoints(page, 64_321);
    expect(await words(page.getByTestId('pm-worth').textContent())).toBe('Worth ৳ 643.00 in cash now');
    await expectDemoItems(page);
    await screenshot(page, 'points-desktop-member-dark', true);
  });
});
