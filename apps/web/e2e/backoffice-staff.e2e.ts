import { staffLogin } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from './global-setup';
import { uniqueName } from './support/api';
import { DESKTOP, goTo, openConsole, PHONE, settled, shot, signIn, useScheme } from './support/backoffice';
import { setUpJourneys } from './support/journey';

const { baseUrl, api, open } = setUpJourneys();

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('admin manages staff ($name)', ({ name, viewport, theme, phone }) => {
  it('creates a staff account with a role, and disables it so it can no longer sign in', async () => {
    const { page } = await open({ viewport });
    await useScheme(page, theme);
    await openConsole(page, baseUrl);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await goTo(page, 'staff', phone);
    await page.waitForURL((url) => url.pathname === '/backoffice/staff');
    await settled(page, 'staff-table');

    const username = uniqueName('bosup').toLowerCase();
    const password = 'Support-pass-1';
    await page.getByTestId('new-staff-open').click();
    const form = page.getByTestId('new-staff');
    await form.locator('input[name=username]').fill(username);
    await form.locator('input[name=password]').fill(password);
    await form.locator('select[name=role]').selectOption('support');
    await shot(page, `backoffice-${name}-staff-new`);
    await form.getByTestId('dialog-submit').click();
    await page.getByTestId('toast').filter({ hasText: username }).waitFor();
    const row = page.getByTestId('row').filter({ hasText: username });
    await row.locator('[data-value=ACTIVE]').waitFor();
    expect(await row.textContent()).toContain('Support');
    // The new account signs in.
    expect((await api.call(staffLogin, { body: { username, password } })).role).toBe('support');

    await row.getByTestId('disable').click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain(username);
    await confirm.getByTestId('dialog-submit').click();
    await row.locator('[data-value=DISABLED]').waitFor();
    await shot(page, `backoffice-${name}-staff`);
    await expect(api.call(staffLogin, { body: { username, password } })).rejects.toThrow(/staff\.disabled/u);

    // The admin's own row offers no "disable": nobody locks themself out.
    const own = page.getByTestId('row').filter({ has: page.getByText('admin', { exact: true }) });
    expect(await own.getByTestId('disable').count()).toBe(0);
  });
});
