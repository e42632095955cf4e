import { getMemberInfo } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { setUpJourneys } from './support/journey';
import { fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const BALANCE_PATH = '/wps/v2/wallets/balance';

/** Registers a fresh member through the site; answers the member's id and token. */
async function registerMember(page: Page): Promise<{ id: number; token: string }> {
  const username = uniqueName('wal');
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Wallet123');
  await page.getByTestId('register-submit').click();
  await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const member = await api.call(getMemberInfo, { token });
  return { id: member.id, token };
}

async function openMemberCentrePage(page: Page, item: string): Promise<void> {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('member-info').locator('.member-info__name').click();
    await page.getByTestId('member-centre').waitFor();
  }
  await page.getByTestId(`mc-item-${item}`).click();
}

describe('the wallet chrome', () => {
  it('shows the balance live, hides and refreshes it, moves money between wallets and finds it in the account record', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    const balanceLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === BALANCE_PATH) balanceLoads.push(request.url());
    });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));

    const member = await registerMember(page);
    const balance = page.getByTestId('balance');
    await expect.poll(() => balance.textContent()).toBe('৳ 0.00');
    // One member balance socket (the jackpot banner and the chat open their own beside it).
    await expect.poll(() => sockets.filter((path) => path === '/ws')).toEqual(['/ws']);

    // A staff credit reaches the header over the WebSocket: no reload, no new balance request.
    const loadsBefore = balanceLoads.length;
    await api.adjustBalance(member.id, 1500.25, 'e2e wallet journey');
    await expect.poll(() => balance.textContent()).toBe('৳ 1,500.25');
    expect(balanceLoads.length).toBe(loadsBefore);
    await screenshot(page, 'wallet-header-dark-en');

    // The eye hides every character but the decimal point, and shows it again.
    await page.getByTestId('balance-eye').click();
    expect(await balance.textContent()).toBe('৳ *****.**');
    await page.getByTestId('balance-eye').click();
    expect(await balance.textContent()).toBe('৳ 1,500.25');

    // Refresh spins, and cannot be pressed again, until the reload has answered.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${BALANCE_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    const refresh = page.getByTestId('balance-refresh');
    await refresh.click();
    await expect.poll(() => refresh.getAttribute('class')).toContain('is-spinning');
    expect(await refresh.isDisabled()).toBe(true);
    release();
    await expect.poll(() => refresh.isDisabled()).toBe(false);
    expect(await refresh.getAttribute('class')).not.toContain('is-spinning');
    await page.unroute(`**${BALANCE_PATH}`);

    // Deposit and withdraw each open their own page.
    await page.getByTestId('deposit-button').click();
    await expect
      .poll(() => page.getByTestId('member-centre-content').getAttribute('data-page'))
      .toBe('depositv2');
    await page.keyboard.press('Escape');
    await page.getByTestId('withdraw-button').click();
    await expect
      .poll(() => page.getByTestId('member-centre-content').getAttribute('data-page'))
      .toBe('withdraw');

    // transferFund: main → the first vendor wallet, a refused amount, then everything back to main.
    await openMemberCentrePage(page, 'transferFund');
    const form = page.getByTestId('transfer-form');
    await form.waitFor();
    await expect.poll(() => page.getByTestId('wallet-amount-MAIN').textContent()).toBe('1,500.25');
    expect(await page.getByTestId('wallet-card-BONUS').textContent()).toContain('Locked');
    await screenshot(page, 'wallet-transfer-dark-en');

    await form.locator('input[name=amount]').fill('2000');
    await page.getByTestId('transfer-submit').click();
    expect(await form.textContent()).toContain('This wallet holds only 1,500.25.');
    await form.locator('input[name=amount]').fill('500');
    await page.getByTestId('transfer-submit').click();
    await expect.poll(() => page.getByTestId('transfer-outcome').textContent()).toContain('Moved ৳ 500.00');
    await expect.poll(() => page.getByTestId('wallet-amount-MAIN').textContent()).toBe('1,000.25');
    expect(await page.locator('[data-testid^=wallet-amount-]').allTextContents()).toContain('500.00');
    // The spendable total is main plus the vendor wallets: a move between them leaves it alone.
    expect(await balance.textContent()).toBe('৳ 1,500.25');

    await page.getByTestId('transfer-all-to-main').click();
    await expect.poll(() => page.getByTestId('wallet-amount-MAIN').textContent()).toBe('1,500.25');
    expect(await page.locator('[data-testid^=wallet-amount-]').allTextContents()).not.toContain('500.00');
    expect(await page.getByTestId('transfer-all-to-main').isDisabled()).toBe(true);

    // The account record: the credit and both moves (each one a line per wallet touched).
    await openMemberCentrePage(page, 'transactionHistory');
    const rows = page.getByTestId('record-row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await page.getByTestId('record-amount').allTextContents()).toEqual([
      '\u2212500.00',
      '+500.00',
      '\u2212500.00',
      '+500.00',
      '+1,500.25',
    ]);
    await screenshot(page, 'wallet-history-dark-en');

    const history = page.getByTestId('transaction-history');
    await history.locator('select[name=type]').selectOption('ADJUSTMENT');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    const detail = page.getByTestId('record-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('Adjustment by the site');
    expect(await detail.textContent()).toContain('৳ +1,500.25');
    await screenshot(page, 'wallet-record-detail-dark-en');
    await detail.getByRole('button', { name: 'Back to the list' }).click();
    await expect.poll(() => rows.count()).toBe(1);

    await history.locator('select[name=type]').selectOption('DEPOSIT');
    await page.getByTestId('history-empty').waitFor();
  }, 120_000);

  it('looks right in both themes and both languages', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    const member = await registerMember(page);
    await api.adjustBalance(member.id, 250, 'e2e screenshots');
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('৳ 250.00');

    let theme = 'dark';
    for (const [wantTheme, language] of [
      ['light', 'EN'],
      ['light', 'BN'],
      ['dark', 'BN'],
    ] as const) {
      if (theme !== wantTheme) {
        await page.getByTestId('theme-toggle').first().click();
        theme = wantTheme;
      }
      await page.getByTestId('language-select').first().selectOption(language);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang))
        .toBe(language.toLowerCase());
      await page.waitForTimeout(400);
      const name = `${theme}-${language.toLowerCase()}`;
      await screenshot(page, `wallet-header-${name}`);

      await openMemberCentrePage(page, 'transferFund');
      await page.getByTestId('transfer-form').waitFor();
      await screenshot(page, `wallet-transfer-${name}`);
      await openMemberCentrePage(page, 'transactionHistory');
      await page.getByTestId('record-row').first().waitFor();
      await screenshot(page, `wallet-history-${name}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('member-centre').waitFor({ state: 'detached' });
    }

    // On a phone the menu folds into one button naming the open page.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByTestId('menu-button').click();
    await expect.poll(() => page.getByTestId('side-balance').textContent()).toBe('৳ 250.00');
    await page.getByTestId('side-account-record').click();
    await page.getByTestId('record-row').first().waitFor();
    expect(await page.getByTestId('mc-item-transferFund').isVisible()).toBe(false);
    await screenshot(page, 'wallet-history-phone-dark-bn');
    await page.getByTestId('mc-menu-toggle').click();
    await page.getByTestId('mc-item-transferFund').click();
    await page.getByTestId('transfer-form').waitFor();
    await screenshot(page, 'wallet-transfer-phone-dark-bn');
  }, 120_000);
});
