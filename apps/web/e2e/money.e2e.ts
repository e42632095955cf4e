import { getMemberInfo } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const REAL_NAME = 'Rahim Uddin';
const PAYMENT_PASSWORD = '246810';

/**
 * Waits for what the page shows to come true. Each step waits on the server (the deposit also on the
 * gateway's callback), so it gets more than Vitest's 1 s default: nothing sleeps, a poll ends as
 * soon as it holds.
 */

/** Registers a fresh member through the site; answers the member's id. */
async function registerMember(page: Page): Promise<number> {
  const username = uniqueName('cash');
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Money1234');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  return (await api.call(getMemberInfo, { token })).id;
}

/** Opens the member centre (if it is closed) on one of its pages. */
async function openMemberCentrePage(page: Page, item: string): Promise<void> {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('member-info').locator('.member-info__name').click();
    await page.getByTestId('member-centre').waitFor();
  }
  await page.getByTestId(`mc-item-${item}`).click();
  await eventually(() => page.getByTestId('member-centre-content').getAttribute('data-page')).toBe(item);
}

/** The newest withdrawal's row in the withdraw page's history. */
const newestWithdrawal = (page: Page) => page.getByTestId('withdrawal-row').first();

describe('the money journey', () => {
  it('deposits through the sandbox gateway, moves money between wallets, withdraws, and confirms the payout', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    const memberId = await registerMember(page);
    const balance = page.getByTestId('balance');
    await eventually(() => balance.textContent()).toBe('৳ 0.00');

    // Deposit: the sandbox channel, a typed amount, the gateway's own page, Pay, back to the site.
    await openMemberCentrePage(page, 'depositv2');
    const sandbox = page.getByTestId('deposit-channel-SANDBOX');
    await sandbox.click();
    // The form is the channel's own (it starts afresh on a switch): type only once it is chosen.
    await eventually(() => sandbox.locator('input[type=radio]').isChecked()).toBe(true);
    await page.getByTestId('deposit-amount').fill('2000');
    await screenshot(page, 'money-deposit-form');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway/pay/'));
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('BDT 2,000.00');
    await screenshot(page, 'money-sandbox-gateway');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('boot-loading').waitFor({ state: 'detached' });
    // The gateway notifies the site before it sends the browser back, so the header shows the
    // credit as the site boots again; the test never reloads (the live push is wallet.e2e's).
    await eventually(() => balance.textContent()).toBe('৳ 2,000.00');
    await screenshot(page, 'money-balance-after-deposit');

    await openMemberCentrePage(page, 'depositv2');
    const notice = page.getByTestId('deposit-return-notice');
    await eventually(() => notice.getAttribute('data-state')).toBe('APPROVED');
    expect(await notice.textContent()).toContain('৳ 2,000.00 has been credited');
    const depositRow = page.getByTestId('deposit-row').first();
    await eventually(() => depositRow.getAttribute('data-state')).toBe('APPROVED');
    expect(await page.getByTestId('deposit-row').count()).toBe(1);
    await screenshot(page, 'money-deposit-approved');

    // Transfer: part of it to a vendor wallet (the total stays), then everything back to main.
    await openMemberCentrePage(page, 'transferFund');
    const transfer = page.getByTestId('transfer-form');
    await transfer.waitFor();
    await eventually(() => page.getByTestId('wallet-amount-MAIN').textContent()).toBe('2,000.00');
    await transfer.locator('input[name=amount]').fill('500');
    await page.getByTestId('transfer-submit').click();
    await eventually(() => page.getByTestId('transfer-outcome').textContent()).toContain('Moved ৳ 500.00');
    await eventually(() => page.getByTestId('wallet-amount-MAIN').textContent()).toBe('1,500.00');
    expect(await page.locator('[data-testid^=wallet-amount-]').allTextContents()).toContain('500.00');
    expect(await balance.textContent()).toBe('৳ 2,000.00');
    await screenshot(page, 'money-transfer-to-vendor');
    await page.getByTestId('transfer-all-to-main').click();
    await eventually(() => page.getByTestId('wallet-amount-MAIN').textContent()).toBe('2,000.00');
    expect(await page.locator('[data-testid^=wallet-amount-]').allTextContents()).not.toContain('500.00');
    expect(await balance.textContent()).toBe('৳ 2,000.00');

    // The withdraw page first says what is missing: a payment password.
    await openMemberCentrePage(page, 'withdraw');
    await eventually(() => page.getByTestId('withdraw-blocker').getAttribute('data-blocker')).toBe(
      'password',
    );

    // Security centre: real name, payment password, then a card in that name.
    await openMemberCentrePage(page, 'securityCenter');
    const profile = page.getByTestId('sec-profile');
    await profile.waitFor();
    await profile.getByLabel('Real name').fill(REAL_NAME);
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByText('Your profile was saved.').waitFor();
    expect(await profile.getByLabel('Real name').getAttribute('readonly')).not.toBeNull();

    const paymentPassword = page.getByTestId('sec-payment-password');
    await paymentPassword.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
    await paymentPassword.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
    await paymentPassword.getByRole('button', { name: 'Set payment password' }).click();
    await paymentPassword.getByText('Your payment password is set.').waitFor();

    const cards = page.getByTestId('sec-cards');
    await cards.getByRole('button', { name: 'Add a bank card' }).click();
    const cardForm = cards.getByTestId('sec-card-form');
    await cardForm.getByLabel('Bank name').fill('Sonali Bank');
    await cardForm.getByLabel('Card or account number').fill('1234 5678 9012 3456');
    expect(await cardForm.getByLabel('Card holder').inputValue()).toBe(REAL_NAME);
    await cardForm.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await screenshot(page, 'money-bank-card-form');
    await cardForm.getByRole('button', { name: 'Bind card' }).click();
    await cards.getByText('The card was bound.').waitFor();
    expect(await cards.getByTestId('sec-cards-list').textContent()).toContain('3456');
    await screenshot(page, 'money-security-centre');

    // Withdraw 600.00 to that card: under review, and the held amount leaves the balance.
    await openMemberCentrePage(page, 'withdraw');
    const withdrawForm = page.getByTestId('withdraw-form');
    await withdrawForm.waitFor();
    expect(await page.getByTestId('withdraw-available').textContent()).toBe('৳ 2,000.00');
    expect(await page.getByTestId('withdraw-card').locator('option:checked').textContent()).toContain('3456');
    await page.getByTestId('withdraw-amount').fill('600');
    await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await eventually(() => page.getByTestId('withdraw-outcome').textContent()).toBe(
      'Your withdrawal of ৳ 600.00 is waiting for review.',
    );
    await eventually(() => newestWithdrawal(page).getAttribute('data-state')).toBe('PENDING_REVIEW');
    expect(await newestWithdrawal(page).getByTestId('withdrawal-state').textContent()).toBe('Under review');
    await eventually(() => balance.textContent()).toBe('৳ 1,400.00');
    await eventually(() => page.getByTestId('withdraw-available').textContent()).toBe('৳ 1,400.00');
    await newestWithdrawal(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'money-withdrawal-under-review');

    // Staff review and pay it through the back office API.
    const queued = await api.withdrawalsUnderReview(memberId);
    expect(queued.map((w) => w.amount)).toEqual([600]);
    const withdrawalId = queued[0]!.id;
    expect((await api.approveWithdrawal(withdrawalId)).state).toBe('APPROVED');
    expect((await api.disburseWithdrawal(withdrawalId)).state).toBe('DISBURSED');

    // The member opens the withdraw page again: paid, waiting for the confirmation.
    // The ✕, not Escape: after the withdrawal the focus was left on <body>, where Escape is not heard.
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId('member-centre').waitFor({ state: 'detached' });
    await page.getByTestId('withdraw-button').click();
    await eventually(() => newestWithdrawal(page).getAttribute('data-state')).toBe('DISBURSED');
    expect(await newestWithdrawal(page).getByTestId('withdrawal-state').textContent()).toBe(
      'Paid – please confirm',
    );
    expect(await balance.textContent()).toBe('৳ 1,400.00');
    await newestWithdrawal(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'money-withdrawal-disbursed');

    await newestWithdrawal(page).getByTestId('withdrawal-confirm').click();
    const receipt = page.getByTestId('receipt-screen');
    await receipt.waitFor();
    expect(await page.getByTestId('receipt-received').isChecked()).toBe(true);
    expect(await receipt.textContent()).toMatch(/৳ ?600\.00/u);
    await screenshot(page, 'money-receipt-screen');
    await page.getByTestId('receipt-submit').click();
    await eventually(() => page.getByTestId('dialog-message').textContent()).toBe(
      'Thank you. The withdrawal is marked as received.',
    );
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await receipt.waitFor({ state: 'detached' });
    await eventually(() => newestWithdrawal(page).getAttribute('data-state')).toBe('RECEIVED');
    expect(await newestWithdrawal(page).getByTestId('withdrawal-state').textContent()).toBe('Received');
    await newestWithdrawal(page).getByRole('button', { name: 'Details' }).click();
    expect(await newestWithdrawal(page).getByTestId('withdrawal-details').textContent()).toContain(
      'Received in full',
    );
    expect(await balance.textContent()).toBe('৳ 1,400.00');
    await newestWithdrawal(page).getByTestId('withdrawal-details').scrollIntoViewIfNeeded();
    await screenshot(page, 'money-withdrawal-received');
  }, 90_000);
});
