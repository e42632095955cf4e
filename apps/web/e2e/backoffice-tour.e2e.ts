import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from './global-setup';
import { DESKTOP, goTo, openConsole, PHONE, settled, shot, signIn, useScheme } from './support/backoffice';
import { setUpJourneys } from './support/journey';

const { baseUrl, api, open } = setUpJourneys();

/** The demo member (the seed's second member, after the agent). */
const DEMO_MEMBER_ID = 2;

/** Each page of the console and what shows it has loaded. */
const PAGES = [
  { item: 'deposits', ready: 'deposits-table' },
  { item: 'withdrawals', ready: 'withdrawals-table' },
  { item: 'adjustments', ready: 'adjustments-table' },
  { item: 'lottery', ready: 'draws-table' },
  { item: 'announcements', ready: 'announcements-table' },
  { item: 'site', ready: 'register-card' },
  { item: 'staff', ready: 'staff-table' },
] as const;

/**
 * Every console page as an administrator, light and dark, desktop and phone, in English and once
 * in Bengali: screenshots to look at (apps/web/e2e/screenshots/backoffice-tour-*), and any page or
 * console error fails the journey.
 */
describe.each([
  { name: 'desktop-light', viewport: DESKTOP, scheme: 'light' as const, phone: false, language: 'EN' },
  { name: 'desktop-dark', viewport: DESKTOP, scheme: 'dark' as const, phone: false, language: 'EN' },
  { name: 'phone-light', viewport: PHONE, scheme: 'light' as const, phone: true, language: 'EN' },
  { name: 'phone-dark', viewport: PHONE, scheme: 'dark' as const, phone: true, language: 'BN' },
])('the console tour ($name)', ({ name, viewport, scheme, phone, language }) => {
  it('shows every page loaded, with its menu, filters and states', async () => {
    // A pending adjustment above the threshold, so the four-eyes queue has a row.
    await api.adjustBalance(DEMO_MEMBER_ID, 20_000, `tour ${name}`);
    const { page } = await open({ viewport });
    await useScheme(page, scheme);
    await openConsole(page, baseUrl);
    if (language === 'BN')
      await page.getByTestId('language-switch').getByRole('button', { name: 'বাং' }).click();
    await shot(page, `backoffice-tour-${name}-login`);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(scheme);

    for (const { item, ready } of PAGES) {
      await goTo(page, item, phone);
      await settled(page, ready);
      await shot(page, `backoffice-tour-${name}-${item}`);
    }

    if (phone) {
      await page.getByTestId('menu-open').click();
      await shot(page, `backoffice-tour-${name}-drawer`);
    }
    await page.getByTestId('nav-account').click();
    await page.getByTestId('password-form').waitFor();
    await shot(page, `backoffice-tour-${name}-account`);

    // Four eyes: the admin who asked for the adjustment may not approve it; the server says so.
    await goTo(page, 'adjustments', phone);
    await settled(page, 'adjustments-table');
    await page
      .getByTestId('row')
      .filter({ hasText: `tour ${name}` })
      .getByTestId('approve')
      .click();
    await page.getByTestId('confirm-dialog').getByTestId('dialog-submit').click();
    await page.getByTestId('dialog-error').waitFor();
    await shot(page, `backoffice-tour-${name}-four-eyes`);
    await page.keyboard.press('Escape');

    // A new announcement: the preview shows the HTML cleaned (the script never runs or shows).
    await goTo(page, 'announcements', phone);
    await page.getByTestId('new-announcement').click();
    const form = page.getByTestId('announcement-form');
    await form.locator('input[name=title]').fill('Weekend reload bonus');
    await form
      .locator('textarea[name=content]')
      .fill(
        '<p>Deposit on <b>Saturday</b> and get <em>10%</em> extra.</p><script>alert(1)</script><ul><li>Up to ৳5,000</li></ul>',
      );
    const preview = page.getByTestId('announcement-preview');
    await expect.poll(() => preview.locator('b').textContent()).toBe('Saturday');
    expect(await preview.locator('script').count()).toBe(0);
    await shot(page, `backoffice-tour-${name}-announcement-new`);
  });
});
