import { getMemberInfo, postDeposit } from '@tessera/contracts';
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
import { setUpJourneys } from './support/journey';
import { fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** The live count arrives over /bo/ws: the server counts every two seconds. */
const live = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 8_000, interval: 250 });

async function registerMember(page: Page): Promise<string> {
  const username = uniqueName('bodash');
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Dashboard123');
  await page.getByTestId('register-submit').click();
  await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  expect((await api.call(getMemberInfo, { token })).id).toBeGreaterThan(0);
  return token;
}

const badge = async (page: Page) => {
  const count = page.getByTestId('nav-count-deposits');
  return (await count.count()) === 0 ? 0 : Number(await count.textContent());
};
const tileValue = async (page: Page, tile: string) =>
  Number(await page.getByTestId(`tile-${tile}`).getAttribute('data-value'));

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'light' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'dark' as const, phone: true },
])('the dashboard follows the cashier ($name)', ({ name, viewport, theme, phone }) => {
  it('counts a new deposit on the menu badge live, and today’s deposits tile once it is approved', async () => {
    const finance = await createStaff(api, 'finance');
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    const member = await registerMember(page);

    await openConsole(page, baseUrl);
    await signIn(page, finance, STAFF_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/backoffice/dashboard');
    await page.getByTestId('tiles').waitFor();
    await settled(page, 'dashboard');
    const depositsBefore = await tileValue(page, 'deposits');
    const countBefore = await tileValue(page, 'firstDeposits');
    // The socket's first frame: the queue strip shows numbers, not "…".
    await live(() => page.getByTestId('queue-deposits').textContent()).toMatch(/^\d+$/u);
    const waitingBefore = Number(await page.getByTestId('queue-deposits').textContent());

    // A member asks to deposit: the queue count and the Deposits badge go up without a reload.
    const deposit = await api.call(postDeposit, { body: { channel: 'BANK', amount: 2500 }, token: member });
    await live(() => page.getByTestId('queue-deposits').textContent()).toBe(String(waitingBefore + 1));
    if (phone) await page.getByTestId('menu-open').click();
    await live(() => badge(page)).toBe(waitingBefore + 1);
    await shot(page, `backoffice-dashboard-${name}-badge`);
    if (phone) await page.keyboard.press('Escape');

    // Approve it from the queue: the badge goes down, and the dashboard counts it today.
    await goTo(page, 'deposits', phone);
    await settled(page, 'deposits-table');
    const row = page.getByTestId('row').filter({ hasText: deposit.reference });
    await row.getByTestId('approve').click();
    await page.getByTestId('confirm-dialog').getByTestId('dialog-submit').click();
    await row.waitFor({ state: 'detached' });
    await live(() => badge(page)).toBe(waitingBefore);
    await goTo(page, 'dashboard', phone);
    await settled(page, 'dashboard');
    await page.getByTestId('tiles').waitFor();
    expect(Math.round((await tileValue(page, 'deposits')) * 100)).toBe(
      Math.round((depositsBefore + 2500) * 100),
    );
    // Their first deposit: the first-deposit count goes up by one.
    expect(await tileValue(page, 'firstDeposits')).toBe(countBefore + 1);
    await shot(page, `backoffice-dashboard-${name}-after`);

    // The tile leads to the approved deposits, where it is listed.
    await page.getByTestId('tile-deposits').click();
    await page.waitForURL(
      (url) => url.pathname === '/backoffice/deposits' && url.searchParams.get('state') === 'APPROVED',
    );
    await settled(page, 'deposits-table');
    await page.getByTestId('row').filter({ hasText: deposit.reference }).waitFor();

    // Signing out closes the socket: the badge is gone with the session.
    await signOutOfConsole(page, phone);
  });
});
