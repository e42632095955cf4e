import { describe, expect, it } from 'vitest';
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
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys();

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'light' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'dark' as const, phone: true },
])('content publishes a popup ($name)', ({ name, viewport, theme, phone }) => {
  it('writes a visitor popup in the console, and a visitor of the member site sees it', async () => {
    const content = await createStaff(api, 'content');
    const title = `Console popup ${name} ${Date.now()}`;
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    try {
      await openConsole(page, baseUrl);
      await signIn(page, content, STAFF_PASSWORD);
      // Content staff see no dashboard or cashier; their menu has the lobby and announcements.
      expect(await page.getByTestId('nav-dashboard').count()).toBe(0);
      expect(await page.getByTestId('nav-deposits').count()).toBe(0);
      await goTo(page, 'announcements', phone);
      await settled(page, 'announcements-table');
      await page.getByTestId('new-announcement').click();
      const form = page.getByTestId('announcement-form');
      await form.locator('select[name=contentType]').selectOption('PU');
      await form.locator('select[name=execution]').selectOption('B');
      await form.locator('input[name=title]').fill(title);
      await form
        .locator('textarea[name=content]')
        .fill('<p>Welcome! Deposit today and get a <b>10% bonus</b>.</p><script>alert(1)</script>');
      await eventually(() => page.getByTestId('announcement-preview').locator('b').textContent()).toBe(
        '10% bonus',
      );
      await shot(page, `backoffice-content-${name}-popup-form`);
      await page.getByTestId('save').click();
      await page.waitForURL((url) => url.pathname === '/backoffice/announcements');
      await settled(page, 'announcements-table');
      await page.getByTestId('row').filter({ hasText: title }).waitFor();
      await shot(page, `backoffice-content-${name}-published`);

      // A visitor of the member site (not signed in) sees it, cleaned of the script.
      await openSite(page, baseUrl);
      const popup = page.getByTestId('announcement-popup');
      await popup.waitFor();
      await eventually(() => popup.textContent()).toContain('Deposit today and get a 10% bonus.');
      expect(await popup.locator('script').count()).toBe(0);
      await shot(page, `backoffice-content-${name}-visitor-popup`);
      await page.getByTestId('popup-close').click();
      await popup.waitFor({ state: 'detached' });
    } finally {
      await api.removePopups();
    }
  });
});
