import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { openSite, reload } from './support/site';

const { baseUrl, api, open } = setUpJourneys();

describe('announcements', () => {
  it('shows a visitor popup once per session, banners, and the notices 8 to a page', async () => {
    const popup = await api.publish({
      contentType: 'PU',
      execution: 'B',
      title: { EN: 'Journey popup' },
      content: { EN: '<p>Hello, <b>visitor</b>.</p>' },
    });
    try {
      const { page } = await open({ language: 'EN', theme: 'dark' });
      await openSite(page, baseUrl);
      const shown = page.getByTestId('announcement-popup');
      await shown.waitFor();
      // The popup's HTML shows once DOMPurify has loaded (fetched on demand): a skeleton until then.
      await eventually(() => shown.textContent()).toContain('Hello, visitor.');
      await screenshot(page, 'announcements-popup');
      await page.getByTestId('popup-close').click();
      await shown.waitFor({ state: 'detached' });

      // Once per session: a reload in the same tab does not bring it back.
      await reload(page);
      await page.getByTestId('boot-loading').waitFor({ state: 'detached' });
      await page.getByTestId('banner-carousel').waitFor();
      expect(await shown.count()).toBe(0);

      // The bell: the seeded 13 notices, 8 on the first page, 5 on the second.
      await page.locator('.header__bell').click();
      const notices = page.getByTestId('notice');
      await eventually(() => notices.count()).toBe(8);
      await screenshot(page, 'announcements-notices');
      await page.getByTestId('pager-next').click();
      await eventually(() => notices.count()).toBe(5);
    } finally {
      await api.removePopups();
      expect(popup).toBeGreaterThan(0);
    }
  });
});
