import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/backoffice';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { memberOnFirstRow, overflowing } from './support/layout';
import {
  actionable,
  centreCard,
  depositThroughSandbox,
  livePromotion,
  memberCard,
  pageCard,
  proofFile,
  registerOnSite,
  rejectApplicationOf,
} from './support/promotion-claims';
import { closeCentre, endPromotionsSince, newestBonus, openCentrePage, wallets } from './support/promotions';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

// Each test's own promotions end with it: the journeys after it see the demo's only.
let since = new Date();
beforeEach(() => {
  since = new Date();
});
afterEach(() => endPromotionsSince(api, since));

describe('a member claims, gives up and is refused promotion rewards', () => {
  it('claims a deposit reward in the reward centre on a phone, then gives the bonus up', async () => {
    const stamp = Date.now().toString(36);
    const title = `Claim reload ${stamp}`;
    // Join, deposit ৳200 or more, claim 50% of it (at most ৳1,000), wager it once within 7 days.
    const promotionId = await livePromotion(api, {
      type: 'DEPOSIT',
      title: { EN: title },
      summary: { EN: 'Join, deposit ৳200 or more, and claim half of it as a bonus.' },
      joinRequired: true,
      claimMode: 'CLAIM',
      minDeposit: 200,
      rewardBp: 5_000,
      rewardCap: 1_000,
      wagering: 1,
      bonusDays: 7,
    });
    const { page } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await registerOnSite(page, api, baseUrl, 'claim');

    // The new promotion is open to join; the header counts it among what the member can act on.
    const before = await actionable(api, member.token);
    expect(before.claim).toBe(0);
    // The header's count (no badge at all when there is nothing to do).
    const badge = async () => {
      const count = page.getByTestId('header-reward-badge');
      return (await count.count()) === 0 ? '0' : count.textContent();
    };
    await openSite(page, baseUrl, '/promotions');
    const card = pageCard(page, promotionId);
    await eventually(() => card.getAttribute('data-state')).toBe('JOIN');
    await eventually(badge).toBe(String(before.join));
    await card.getByTestId('promo-action').click();
    await eventually(() => card.getAttribute('data-state')).toBe('JOINED');
    expect(await card.getByTestId('promo-message').textContent()).toContain('You joined');
    expect(await card.getByTestId('promo-action').getAttribute('data-action')).toBe('deposit');
    await eventually(badge).toBe(String(before.join - 1));
    await card.scrollIntoViewIfNeeded();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'promotion-claims-phone-joined');

    // Deposit now: ৳200 through the sandbox gateway. The reward waits to be claimed, not given.
    await card.getByTestId('promo-action').click();
    await depositThroughSandbox(page, 200);
    await eventually(async () => (await memberCard(api, member.token, promotionId)).state).toBe('CLAIM');
    expect(await wallets(api, member.token)).toEqual({ main: 200, bonus: 0 });

    // The card says so, with the reward; the badge counts it, one to claim (the welcome bonus is
    // no longer open to join: that deposit was the member's first).
    const ready = await actionable(api, member.token);
    expect(ready.claim).toBe(1);
    await openSite(page, baseUrl, '/promotions');
    await eventually(() => card.getAttribute('data-state')).toBe('CLAIM');
    expect(await card.getByTestId('promo-state').textContent()).toBe('Ready to claim');
    expect(await card.getByTestId('promo-reward').textContent()).toBe('Your reward: ৳ 100.00');
    expect(await card.getByTestId('promo-action').getAttribute('data-action')).toBe('claim');
    await eventually(badge).toBe(String(ready.join + 1));
    await card.scrollIntoViewIfNeeded();
    expect(await overflowing(page)).toEqual([]);
    // A three-figure balance keeps the phone header to its two rows.
    expect(await memberOnFirstRow(page)).toBe(true);
    await screenshot(page, 'promotion-claims-phone-ready-to-claim');

    // The reward centre lists it under "Claim now"; Claim moves it to the bonuses under way.
    await page.getByTestId('header-reward').click();
    const content = page.getByTestId('member-centre-content');
    await eventually(() => content.getAttribute('data-page')).toBe('rewardCenter');
    const toClaim = centreCard(page, 'rc-claim', promotionId);
    await eventually(() => toClaim.getAttribute('data-state')).toBe('CLAIM');
    expect(await page.getByTestId('rc-claim').getByTestId('promo-card').count()).toBe(1);
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'promotion-claims-phone-reward-centre-claim');
    await toClaim.getByTestId('promo-action').click();
    const claimed = centreCard(page, 'rc-progress', promotionId);
    await eventually(() => claimed.getAttribute('data-state')).toBe('ISSUED');
    expect(await claimed.getByTestId('promo-message').textContent()).toBe(`Claimed: “${title}”.`);
    expect(await claimed.getByTestId('promo-reward').textContent()).toBe('Your reward: ৳ 100.00');
    expect(await claimed.getByTestId('promo-action').getAttribute('data-action')).toBe('bonus');
    expect(await page.getByTestId('rc-claim').getByTestId('promo-card').count()).toBe(0);
    await eventually(badge).toBe(String(ready.join));
    expect(await actionable(api, member.token)).toEqual({ join: ready.join, claim: 0 });
    await claimed.scrollIntoViewIfNeeded();
    await screenshot(page, 'promotion-claims-phone-reward-centre-claimed');

    // The bonus is in the bonus wallet, wagering once: ৳100 to wager.
    expect(await wallets(api, member.token)).toEqual({ main: 200, bonus: 100 });
    const bonus = await newestBonus(api, member.token);
    expect(bonus).toMatchObject({ promotionId, title, amount: 100, state: 'WAGERING', required: 100 });
    await claimed.getByTestId('promo-action').click();
    await eventually(() => content.getAttribute('data-page')).toBe('bonusDetails');
    const bonusCard = page.locator(`[data-testid=bonus-card][data-bonus="${bonus.id}"]`);
    await eventually(() => bonusCard.getAttribute('data-state')).toBe('WAGERING');
    expect(await bonusCard.locator('.bonus-card__title').textContent()).toBe(title);
    expect(await bonusCard.getByTestId('bonus-amount').textContent()).toBe('৳ 100.00');
    expect(await page.getByTestId('bonus-wallet').textContent()).toBe('৳ 100.00');
    expect(await page.getByTestId('bonus-turnover').textContent()).toBe('৳ 100.00');
    expect(await bonusCard.getByTestId('bonus-progress').textContent()).toContain(
      '৳ 0.00 of ৳ 100.00 wagered',
    );
    expect(await bonusCard.getByTestId('bonus-expiry').textContent()).toMatch(/6 d 23 h left|7 d 0 h left/u);
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'promotion-claims-phone-bonus-wagering');

    // Give up: a confirmation naming the amount, then the bonus wallet is empty, nothing owed.
    await bonusCard.getByTestId('bonus-forfeit').click();
    const confirm = page.locator('.modal.dialog');
    await confirm.waitFor();
    expect(await confirm.locator('.modal__title').textContent()).toBe('Give up this bonus?');
    expect(await confirm.getByTestId('dialog-message').textContent()).toContain(
      '৳ 100.00 leaves your bonus wallet for good',
    );
    await screenshot(page, 'promotion-claims-phone-give-up-confirm');
    await confirm.getByRole('button', { name: 'Give up', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await eventually(() => bonusCard.getAttribute('data-state')).toBe('FORFEITED');
    expect(await bonusCard.getByTestId('bonus-state').textContent()).toBe('Given up');
    expect(await bonusCard.getByTestId('bonus-forfeit').count()).toBe(0);
    expect(await bonusCard.getByTestId('bonus-remaining').textContent()).toBe(
      'Wagering stopped: the bonus was given up.',
    );
    expect(await page.getByTestId('bonus-wallet').textContent()).toBe('৳ 0.00');
    expect(await page.getByTestId('bonus-turnover').textContent()).toBe('৳ 0.00');
    await bonusCard.locator('.bonus-card__history summary').click();
    expect(await bonusCard.locator('.bonus-card__history').textContent()).toContain('Given up');
    expect(await wallets(api, member.token)).toEqual({ main: 200, bonus: 0 });
    expect((await newestBonus(api, member.token)).state).toBe('FORFEITED');
    await screenshot(page, 'promotion-claims-phone-given-up');

    // The reward centre keeps it in the history; the promotions page shows it closed, and why.
    await openCentrePage(page, 'rewardCenter');
    const history = centreCard(page, 'rc-history', promotionId);
    await eventually(() => history.getAttribute('data-state')).toBe('CLOSED');
    expect(await history.getByTestId('promo-note').textContent()).toBe('The bonus was given up.');
    await closeCentre(page);
    await openSite(page, baseUrl, '/promotions');
    await eventually(() => card.getAttribute('data-state')).toBe('CLOSED');
    expect(await card.getByTestId('promo-state').textContent()).toBe('Closed');
    expect(await card.getByTestId('promo-note').textContent()).toBe('The bonus was given up.');
    expect(await card.getByTestId('promo-action').isDisabled()).toBe(true);
    expect(await card.getByTestId('promo-reward').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'promotion-claims-phone-closed');
  }, 180_000);

  it('applies for a reward with a remark and a proof, and reads why staff refused it', async () => {
    const stamp = Date.now().toString(36);
    const title = `Big win proof ${stamp}`;
    const reason = 'The screenshot does not show the win multiplier.';
    const promotionId = await livePromotion(api, {
      type: 'APPLIED',
      title: { EN: title },
      summary: { EN: 'Send a screenshot of a win of 100× or more and get ৳300.' },
      rewardFixed: 300,
      exclusive: false,
    });
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: DESKTOP });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const member = await registerOnSite(page, api, baseUrl, 'apply');

    // Apply: a remark and a picture, previewed before it is sent.
    await openSite(page, baseUrl, '/promotions');
    const card = pageCard(page, promotionId);
    await eventually(() => card.getAttribute('data-state')).toBe('JOIN');
    expect(await card.getByTestId('promo-action').getAttribute('data-action')).toBe('apply');
    await card.getByTestId('promo-action').click();
    const form = page.getByTestId('promo-apply');
    await form.waitFor();
    await form.getByTestId('promo-apply-remark').fill('120× on Sweet Bonanza, round at 21:40');
    await form.getByTestId('proof-input').setInputFiles(proofFile());
    await form.locator('.proof-picker__image').waitFor();
    await eventually(() =>
      form.locator('.proof-picker__image').evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBe(96);
    await screenshot(page, 'promotion-claims-desktop-apply');
    await form.getByTestId('promo-apply-submit').click();
    await form.waitFor({ state: 'detached' });
    await eventually(() => card.getAttribute('data-state')).toBe('APPLYING');
    expect(await card.getByTestId('promo-state').textContent()).toBe('Under review');
    expect(await card.getByTestId('promo-message').textContent()).toBe(
      'Your application was sent. Our team will check it.',
    );
    expect(await card.getByTestId('promo-action').isDisabled()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'promotion-claims-desktop-applying');

    // Staff find it in the queue with its remark and proof, and refuse it with a reason.
    const { application, decided } = await rejectApplicationOf(api, promotionId, member.id, reason);
    expect(application).toMatchObject({
      username: member.username,
      remark: '120× on Sweet Bonanza, round at 21:40',
      proofCount: 1,
      state: 'APPLYING',
    });
    expect(decided).toMatchObject({ state: 'REJECTED', reason, amount: null });

    // The member reads the refusal and its reason, on the card and in the reward centre's history.
    await openSite(page, baseUrl, '/promotions');
    await eventually(() => card.getAttribute('data-state')).toBe('REJECTED');
    expect(await card.getByTestId('promo-state').textContent()).toBe('Not approved');
    expect(await card.getByTestId('promo-reason').textContent()).toBe(`Reason: ${reason}`);
    expect(await card.getByTestId('promo-action').isDisabled()).toBe(true);
    expect(await card.getByTestId('promo-reward').count()).toBe(0);
    expect(await wallets(api, member.token)).toEqual({ main: 0, bonus: 0 });
    await card.scrollIntoViewIfNeeded();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'promotion-claims-desktop-rejected');
    await openCentrePage(page, 'rewardCenter');
    const history = centreCard(page, 'rc-history', promotionId);
    await eventually(() => history.getAttribute('data-state')).toBe('REJECTED');
    expect(await history.getByTestId('promo-reason').textContent()).toBe(`Reason: ${reason}`);
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'promotion-claims-desktop-reward-centre-rejected');
  }, 120_000);
});
