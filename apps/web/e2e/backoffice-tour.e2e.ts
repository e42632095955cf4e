import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from './global-setup';
import {
  createStaff,
  DESKTOP,
  goTo,
  openConsole,
  PHONE,
  settled,
  shot,
  signIn,
  useScheme,
} from './support/backoffice';
import { DEMO_MEMBER } from './support/demo-accounts';
import { setUpJourneys } from './support/journey';

const { baseUrl, api, open } = setUpJourneys();

/** The demo member (the seed's second member, after the agent). */
const DEMO_MEMBER_ID = 2;

/** Each page of the console and what shows it has loaded. */
const PAGES = [
  { item: 'dashboard', ready: 'tiles' },
  { item: 'reports', ready: 'report-table' },
  { item: 'deposits', ready: 'deposits-table' },
  { item: 'withdrawals', ready: 'withdrawals-table' },
  { item: 'adjustments', ready: 'adjustments-table' },
  { item: 'channels', ready: 'channels-table' },
  { item: 'members', ready: 'members-table' },
  { item: 'lottery', ready: 'draws-table' },
  { item: 'games', ready: 'games-table' },
  { item: 'announcements', ready: 'announcements-table' },
  { item: 'site', ready: 'register-card' },
  { item: 'staff', ready: 'staff-table' },
  { item: 'audit', ready: 'audit-table' },
  { item: 'jobs', ready: 'jobs-table' },
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
    // Another staff account, so the staff page offers its role and authenticator actions.
    const colleague = await createStaff(api, 'content');
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

    // The added pages' other views: a report of another kind, the vendors, the site set-up tabs.
    await goTo(page, 'reports', phone);
    await settled(page, 'report-table');
    await page.getByTestId('report-picker').selectOption('play-by-vendor');
    await page.waitForURL((url) => url.pathname === '/backoffice/reports/play-by-vendor');
    await settled(page, 'report-table');
    await shot(page, `backoffice-tour-${name}-report-vendors`);
    await goTo(page, 'games', phone);
    await settled(page, 'games-table');
    await page.getByTestId('tab-vendors').click();
    await settled(page, 'vendors-table');
    await shot(page, `backoffice-tour-${name}-vendors`);
    await page.getByTestId('row').first().getByTestId('edit-vendor').click();
    await page.getByTestId('vendor-dialog').waitFor();
    await shot(page, `backoffice-tour-${name}-vendor-edit`);
    await page.keyboard.press('Escape');
    await page.getByTestId('row').first().getByTestId('vendor-games').click();
    await page.waitForURL(
      (url) => url.pathname === '/backoffice/catalog/games' && url.searchParams.has('vendor'),
    );
    await settled(page, 'games-table');
    await shot(page, `backoffice-tour-${name}-vendor-games`);
    // The lottery's odds: a prize mode's bet types, and one opened for editing (a payout refused).
    await goTo(page, 'lottery', phone);
    await settled(page, 'draws-table');
    await page.getByTestId('tab-odds').click();
    await settled(page, 'odds-table');
    await shot(page, `backoffice-tour-${name}-odds`);
    await page.getByTestId('filter-mode').selectOption('ELOTT');
    await page.waitForURL((url) => url.searchParams.get('mode') === 'ELOTT');
    await settled(page, 'odds-table');
    // The last bet type with three prizes or more (Dragon Tiger: win, tie, refund).
    await page
      .getByTestId('row')
      .filter({ has: page.getByTestId('payout').nth(2) })
      .last()
      .getByTestId('edit-odds')
      .click();
    const odds = page.getByTestId('odds-dialog');
    await odds.waitFor();
    await odds.locator('input[name^=payout-]').first().fill('9.8765');
    await odds.getByTestId('dialog-submit').click();
    await odds.getByTestId('dialog-error').waitFor();
    await shot(page, `backoffice-tour-${name}-odds-edit`);
    await page.keyboard.press('Escape');
    await goTo(page, 'site', phone);
    for (const tab of ['links', 'languages', 'domains'] as const) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.getByTestId(`${tab}-card`).waitFor();
      await shot(page, `backoffice-tour-${name}-site-${tab}`);
    }
    await goTo(page, 'jobs', phone);
    await settled(page, 'jobs-table');
    await page.getByTestId('row').filter({ hasText: 'house-roll-up' }).getByTestId('run-job').click();
    await page.getByTestId('confirm-dialog').getByTestId('dialog-submit').click();
    await page.getByTestId('toast').waitFor();
    await shot(page, `backoffice-tour-${name}-job-ran`);

    // The demo member's page: profile, wallets, upline chain and statement; a note; the actions' forms.
    // Found by name: the journeys before this one register enough members to fill the first page.
    await goTo(page, 'members', phone);
    await settled(page, 'members-table');
    await page.getByTestId('member-search').locator('input[name=q]').fill(DEMO_MEMBER.username);
    await page.getByTestId('member-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('q') === DEMO_MEMBER.username);
    await settled(page, 'members-table');
    await page.locator(`[data-testid=row][data-id="${DEMO_MEMBER_ID}"]`).getByTestId('member-link').click();
    await page.getByTestId('member-page').waitFor();
    await settled(page, 'statement-table');
    await shot(page, `backoffice-tour-${name}-member`);
    for (const [tab, table] of [
      ['rounds', 'rounds-table'],
      ['lottery', 'bets-table'],
      ['deposits', 'member-deposits-table'],
      ['withdrawals', 'member-withdrawals-table'],
    ] as const) {
      await page.getByTestId(`tab-${tab}`).click();
      await settled(page, table);
      await shot(page, `backoffice-tour-${name}-member-${tab}`);
    }
    await page.getByTestId('tab-logins').click();
    await page.getByTestId('logins-table').waitFor();
    await shot(page, `backoffice-tour-${name}-member-logins`);
    await page.getByTestId('tab-notes').click();
    await page.getByTestId('note-form').locator('textarea').fill(`Asked about the weekend bonus (${name})`);
    await page.getByTestId('note-submit').click();
    await page
      .getByTestId('note')
      .filter({ hasText: `(${name})` })
      .waitFor();
    await shot(page, `backoffice-tour-${name}-member-notes`);
    await page.getByTestId('move-upline').click();
    await page.getByTestId('upline-dialog').locator('input[name=agent]').fill('a');
    await page.getByTestId('agent-search').click();
    await page.getByTestId('upline-top').waitFor();
    await shot(page, `backoffice-tour-${name}-member-upline`);
    await page.keyboard.press('Escape');
    await page.getByTestId('freeze').click();
    await page.getByTestId('status-dialog').waitFor();
    await shot(page, `backoffice-tour-${name}-member-freeze`);
    await page.keyboard.press('Escape');
    // "Adjust balance" opens the adjustment form for this member; closing it leaves a plain address.
    await page.getByTestId('adjust-member').click();
    const adjustment = page.getByTestId('new-adjustment');
    await adjustment.waitFor();
    expect(await adjustment.locator('input[name=memberId]').inputValue()).toBe(String(DEMO_MEMBER_ID));
    await page.keyboard.press('Escape');
    await page.waitForURL(
      (url) => url.pathname === '/backoffice/adjustments' && !url.searchParams.has('new'),
    );

    // A payment channel's form, and a colleague's role.
    await goTo(page, 'channels', phone);
    await settled(page, 'channels-table');
    await page.getByTestId('row').first().getByTestId('edit').click();
    await page.getByTestId('channel-dialog').waitFor();
    await shot(page, `backoffice-tour-${name}-channel-edit`);
    await page.keyboard.press('Escape');
    await goTo(page, 'staff', phone);
    await settled(page, 'staff-table');
    await page.getByTestId('row').filter({ hasText: colleague }).getByTestId('change-role').click();
    await page.getByTestId('role-dialog').waitFor();
    await shot(page, `backoffice-tour-${name}-staff-role`);
    await page.keyboard.press('Escape');

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
