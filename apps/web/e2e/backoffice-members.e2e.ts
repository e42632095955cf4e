import { bindMobile, getMemberInfo, sendBindMobileSms } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueMobile, uniqueName } from './support/api';
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
import { fillUsernameRegistration, openSite, reload } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** Registers a fresh member on the member site (logged in there); answers their id, name and token. */
async function registerMember(page: Page): Promise<{ id: number; username: string; token: string }> {
  const username = uniqueName('bomem');
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Member123');
  await page.getByTestId('register-submit').click();
  await expect.poll(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  return { id: (await api.call(getMemberInfo, { token })).id, username, token };
}

/** Binds a mobile number to the member with the code the demo SMS sender wrote. */
async function giveMobile(token: string): Promise<string> {
  const mobile = uniqueMobile();
  await api.call(sendBindMobileSms, { body: { mobileNum: mobile, countryDialingCode: '880' }, token });
  const code = await api.latestCode(`+880${mobile}`);
  await api.call(bindMobile, {
    body: { mobileNum: mobile, countryDialingCode: '880', verificationCode: code },
    token,
  });
  return mobile;
}

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'light' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'dark' as const, phone: true },
])('support freezes a member found by mobile ($name)', ({ name, viewport, theme, phone }) => {
  it('finds the member, freezes them with a reason, their session ends, and the audit log shows it', async () => {
    const support = await createStaff(api, 'support');
    const risk = await createStaff(api, 'risk');
    const { page } = await open({ viewport });
    await useScheme(page, theme);
    const member = await registerMember(page);
    const mobile = await giveMobile(member.token);
    // Money in and out, so the statement has lines: a credit, then a debit.
    await api.adjustBalance(member.id, 150, 'welcome credit');
    await api.adjustBalance(member.id, -20.5, 'correction');
    // The member's session is open: the member API answers with their token.
    expect((await api.call(getMemberInfo, { token: member.token })).id).toBe(member.id);

    // Support lands on the dashboard (its first page), opens the member search and finds the
    // member by mobile number.
    await openConsole(page, baseUrl);
    await signIn(page, support, STAFF_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/backoffice/dashboard');
    await goTo(page, 'members', viewport === PHONE);
    await page.waitForURL((url) => url.pathname === '/backoffice/members');
    await settled(page, 'members-table');
    await page.getByTestId('member-search').locator('input[name=q]').fill(mobile);
    await page.getByTestId('member-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('q') === mobile);
    await settled(page, 'members-table');
    const row = page.getByTestId('row').filter({ hasText: member.username });
    await row.waitFor();
    expect(await page.getByTestId('row').count()).toBe(1);
    expect(await row.textContent()).toContain(mobile);
    expect(await row.locator('[data-value=ACTIVE]').count()).toBe(1);
    await shot(page, `backoffice-${name}-members-search`);

    // The member's page: profile, wallets, the open session in the logins.
    await row.getByTestId('member-link').click();
    await page.waitForURL((url) => url.pathname === `/backoffice/members/${member.id}`);
    const memberPage = page.getByTestId('member-page');
    await memberPage.waitFor();
    expect(await page.getByTestId('member-mobile').textContent()).toContain(mobile);
    await settled(page, 'statement-table');
    // Newest first, signed and coloured, with the main wallet's balance after each line.
    const lines = page.getByTestId('statement-table').getByTestId('row');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).locator('.num--debit').textContent()).toContain('20.50');
    expect(await lines.nth(0).textContent()).toContain('৳129.50');
    expect(await lines.nth(1).locator('.num--credit').textContent()).toContain('+৳150.00');
    expect(await page.getByTestId('member-wallets').textContent()).toContain('৳129.50');
    await shot(page, `backoffice-${name}-member`);
    await page.getByTestId('tab-logins').click();
    await page.getByTestId('logins-table').locator('[data-value=OPEN]').first().waitFor();
    // Support may not move a member to another upline nor adjust balances: those are not offered.
    expect(await page.getByTestId('move-upline').count()).toBe(0);
    expect(await page.getByTestId('adjust-member').count()).toBe(0);

    // Freeze with a reason.
    const reason = `Chargeback check ${name}`;
    await page.getByTestId('freeze').click();
    const dialog = page.getByTestId('status-dialog');
    expect(await dialog.textContent()).toContain(member.username);
    await dialog.locator('textarea[name=reason]').fill(reason);
    await shot(page, `backoffice-${name}-member-freeze`);
    await dialog.getByTestId('dialog-submit').click();
    await page.locator('[data-testid=member-page][data-status=DISABLED]').waitFor();
    await page.getByTestId('toast').waitFor();
    expect(await page.getByTestId('unfreeze').count()).toBe(1);
    // Every session of theirs ended: the login list shows none open, and the member API refuses the token.
    await expect.poll(() => page.getByTestId('logins-table').locator('[data-value=OPEN]').count()).toBe(0);
    await expect(api.call(getMemberInfo, { token: member.token })).rejects.toThrow(
      /user\.or\.token\.invalid/u,
    );
    await shot(page, `backoffice-${name}-member-frozen`);

    // Risk reads the audit log: the freeze, by support, with its reason and the status before and after.
    await signOutOfConsole(page, phone);
    await signIn(page, risk, STAFF_PASSWORD);
    await goTo(page, 'audit', phone);
    await settled(page, 'audit-table');
    const filters = page.getByTestId('audit-filters');
    await filters.locator('input[name=target]').fill(`member:${member.id}`);
    await filters.locator('input[name=action]').fill('member.');
    await page.getByTestId('audit-apply').click();
    await page.waitForURL((url) => url.searchParams.get('target') === `member:${member.id}`);
    await settled(page, 'audit-table');
    const entry = page.getByTestId('row').filter({ hasText: 'member.freeze' });
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(support);
    expect(text).toContain(reason);
    expect(text).toMatch(/ACTIVE\s*→\s*(becomes)?\s*DISABLED/u);
    await shot(page, `backoffice-${name}-audit`);

    // The filtered view is an address: a reload keeps it, and the target leads to the member's page.
    await reload(page);
    await settled(page, 'audit-table');
    expect(await filters.locator('input[name=target]').inputValue()).toBe(`member:${member.id}`);
    await entry.getByTestId('audit-target').click();
    await page.waitForURL((url) => url.pathname === `/backoffice/members/${member.id}`);
    await page.locator('[data-testid=member-page][data-status=DISABLED]').waitFor();
  });
});
