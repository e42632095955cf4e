import { getMemberInfo, getWalletBalance, postDeposit } from '@tessera/contracts';
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
  useScheme,
} from './support/backoffice';
import { setUpJourneys } from './support/journey';
import { fillUsernameRegistration, openSite, reload } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** Registers a fresh member through the member site; answers the member's id and token. */
async function registerMember(page: Page): Promise<{ id: number; token: string }> {
  const username = uniqueName('bodep');
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Deposit123');
  await page.getByTestId('register-submit').click();
  await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  return { id: (await api.call(getMemberInfo, { token })).id, token };
}

const mainBalance = async (token: string) =>
  (await api.call(getWalletBalance, { token })).balance.find((line) => line.code === 'MAIN')?.availBalance;

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'light' as const },
  { name: 'phone', viewport: PHONE, theme: 'dark' as const },
])('finance approves a deposit from the queue ($name)', ({ name, viewport, theme }) => {
  it('signs in, finds the pending bank transfer, approves it, and the member’s balance grows by it', async () => {
    const finance = await createStaff(api, 'finance');
    const { page } = await open({ viewport });
    await useScheme(page, theme);
    const member = await registerMember(page);
    const deposit = await api.call(postDeposit, {
      body: { channel: 'BANK', amount: 1234.5 },
      token: member.token,
    });
    expect(await mainBalance(member.token)).toBe(0);

    await openConsole(page, baseUrl, '/deposits');
    await page.waitForURL((url) => url.pathname === '/backoffice/login');
    await shot(page, `backoffice-${name}-login`);
    await signIn(page, finance, STAFF_PASSWORD);
    // Finance lands on its first page, the dashboard, and opens the deposit queue from the menu;
    // the role shows beside the name.
    await page.waitForURL((url) => url.pathname === '/backoffice/dashboard');
    await goTo(page, 'deposits', viewport === PHONE);
    await page.waitForURL((url) => url.pathname === '/backoffice/deposits');
    expect(await page.getByTestId('whoami-role').getAttribute('data-role')).toBe('finance');
    await settled(page, 'deposits-table');
    const row = page.getByTestId('row').filter({ hasText: deposit.reference });
    await row.waitFor();
    expect(await row.textContent()).toContain('৳1,234.50');
    await shot(page, `backoffice-${name}-deposits`);

    await row.getByTestId('approve').click();
    const dialog = page.getByTestId('confirm-dialog');
    expect(await dialog.textContent()).toContain(deposit.reference);
    await shot(page, `backoffice-${name}-deposit-approve`);
    await dialog.getByTestId('dialog-submit').click();
    await page.getByTestId('toast').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => mainBalance(member.token)).toBe(1234.5);

    // The approved view is an address: it survives a reload and shows the deposit decided.
    await page.getByTestId('filter-state').locator('[data-value=APPROVED]').click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'APPROVED');
    await reload(page);
    await settled(page, 'deposits-table');
    const approved = page.getByTestId('row').filter({ hasText: deposit.reference });
    expect(await approved.locator('[data-value=APPROVED]').count()).toBe(1);
    expect(
      await page.getByTestId('filter-state').locator('[aria-pressed=true]').getAttribute('data-value'),
    ).toBe('APPROVED');
  });
});

describe('what finance may not use', () => {
  it('hides the staff page from the menu and shows "not allowed" when it is opened by address', async () => {
    const finance = await createStaff(api, 'finance');
    const { page } = await open({ viewport: DESKTOP });
    await openConsole(page, baseUrl, '/');
    await signIn(page, finance, STAFF_PASSWORD);
    expect(await page.getByTestId('nav-deposits').count()).toBe(1);
    expect(await page.getByTestId('nav-staff').count()).toBe(0);
    await openConsole(page, baseUrl, '/staff');
    await page.getByTestId('forbidden').waitFor();
    await shot(page, 'backoffice-desktop-forbidden');
  });
});
