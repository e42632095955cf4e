import { getMemberInfo, getWalletBalance, getWithdrawals } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
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
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { fillUsernameRegistration, openSite, visit } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const REAL_NAME = 'Karim Hossain';
const PAYMENT_PASSWORD = '135790';

async function openMemberCentrePage(page: Page, item: string): Promise<void> {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('member-info').locator('.member-info__name').click();
    await page.getByTestId('member-centre').waitFor();
  }
  await page.getByTestId(`mc-item-${item}`).click();
  await eventually(() => page.getByTestId('member-centre-content').getAttribute('data-page')).toBe(item);
}

/**
 * A member who asked to withdraw 700.00 of 1,000.00 through the member site: registered, funded by
 * a staff adjustment, real name, payment password and a bank card set in the security centre.
 */
async function memberWithWithdrawal(page: Page) {
  const username = uniqueName('bowd');
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Withdraw123');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const id = (await api.call(getMemberInfo, { token })).id;
  await api.adjustBalance(id, 1000, 'withdrawal journey funds');

  await openMemberCentrePage(page, 'securityCenter');
  const profile = page.getByTestId('sec-profile');
  await profile.getByLabel('Real name').fill(REAL_NAME);
  await profile.getByRole('button', { name: 'Save' }).click();
  await profile.getByText('Your profile was saved.').waitFor();
  const paymentPassword = page.getByTestId('sec-payment-password');
  await paymentPassword.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
  await paymentPassword.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await paymentPassword.getByRole('button', { name: 'Set payment password' }).click();
  await paymentPassword.getByText('Your payment password is set.').waitFor();
  const cards = page.getByTestId('sec-cards');
  await cards.getByRole('button', { name: 'Add a bank card' }).click();
  const cardForm = cards.getByTestId('sec-card-form');
  await cardForm.getByLabel('Bank name').fill('Dutch-Bangla Bank');
  await cardForm.getByLabel('Card or account number').fill('9876 5432 1098 7654');
  await cardForm.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await cardForm.getByRole('button', { name: 'Bind card' }).click();
  await cards.getByText('The card was bound.').waitFor();

  await openMemberCentrePage(page, 'withdraw');
  await page.getByTestId('withdraw-form').waitFor();
  await page.getByTestId('withdraw-amount').fill('700');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await eventually(() => page.getByTestId('withdrawal-row').first().getAttribute('data-state')).toBe(
    'PENDING_REVIEW',
  );
  return { id, username, token };
}

const mainBalance = async (token: string) =>
  (await api.call(getWalletBalance, { token })).balance.find((line) => line.code === 'MAIN')?.availBalance;

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('finance pays a withdrawal from the queue ($name)', ({ name, viewport, theme, phone }) => {
  it('approves it (bulk, from the review queue), marks it paid, and the member sees it paid', async () => {
    const finance = await createStaff(api, 'finance');
    // The member asks on the desktop site; the console is then used at the journey's size.
    const { page } = await open({ viewport: DESKTOP, language: 'EN' });
    await useScheme(page, theme);
    const member = await memberWithWithdrawal(page);
    expect(await mainBalance(member.token)).toBe(300);
    await page.setViewportSize(viewport);

    await openConsole(page, baseUrl);
    await signIn(page, finance, STAFF_PASSWORD);
    // Finance lands on the dashboard; the review queue is one menu item away.
    await page.waitForURL((url) => url.pathname === '/backoffice/dashboard');
    await goTo(page, 'withdrawals', phone);
    await settled(page, 'withdrawals-table');
    const row = page.getByTestId('row').filter({ hasText: member.username });
    await row.waitFor();
    expect(await row.textContent()).toContain('৳700.00');

    // Bulk approval: pick the row, approve the selection, read each row's outcome.
    await row.getByTestId('select-row').check();
    await page.getByTestId('bulk-bar').waitFor();
    await shot(page, `backoffice-withdrawal-${name}-selected`);
    await page.getByTestId('bulk-approve').click();
    await page.getByTestId('confirm-dialog').getByTestId('dialog-submit').click();
    const outcome = page.getByTestId('bulk-outcome');
    await eventually(() => outcome.first().getAttribute('data-ok')).toBe('true');
    expect(await outcome.count()).toBe(1);
    await row.waitFor({ state: 'detached' });
    await shot(page, `backoffice-withdrawal-${name}-bulk-outcome`);

    // Approved: mark it paid from the approved view.
    await page.getByTestId('filter-state').selectOption('APPROVED');
    await page.waitForURL((url) => url.searchParams.get('state') === 'APPROVED');
    await settled(page, 'withdrawals-table');
    const approved = page.getByTestId('row').filter({ hasText: member.username });
    await approved.getByTestId('disburse').click();
    await page.getByTestId('confirm-dialog').getByTestId('dialog-submit').click();
    await page.getByTestId('toast').waitFor();
    await approved.waitFor({ state: 'detached' });
    await page.getByTestId('filter-state').selectOption('DISBURSED');
    await settled(page, 'withdrawals-table');
    await page
      .getByTestId('row')
      .filter({ hasText: member.username })
      .locator('[data-value=DISBURSED]')
      .waitFor();
    await shot(page, `backoffice-withdrawal-${name}-disbursed`);

    // The member's page lists it under their withdrawals.
    await visit(page, `${baseUrl}/backoffice/members/${member.id}?tab=withdrawals`);
    await settled(page, 'member-withdrawals-table');
    await page.getByTestId('row').locator('[data-value=DISBURSED]').waitFor();
    await signOutOfConsole(page, phone);

    // The member's own records show it paid; the money left for good (the hold is gone, main stays).
    expect(await mainBalance(member.token)).toBe(300);
    const records = await api.call(getWithdrawals, {
      token: member.token,
      query: { pageNo: '1', pageSize: '10' },
    });
    expect(records.list[0]?.state).toBe('DISBURSED');
    await page.setViewportSize(DESKTOP);
    await openSite(page, baseUrl);
    await openMemberCentrePage(page, 'withdraw');
    await eventually(() => page.getByTestId('withdrawal-row').first().getAttribute('data-state')).toBe(
      'DISBURSED',
    );
    await shot(page, `backoffice-withdrawal-${name}-member-sees-paid`);
  }, 120_000);
});
