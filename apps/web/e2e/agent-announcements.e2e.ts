import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAgentPage } from './support/agent-centre';
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
import { screenshot } from './support/browser';
import { DEMO_AGENT, DEMO_MEMBER } from './support/demo-accounts';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { loginWithPassword, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const AGENT = DEMO_AGENT;
const MEMBER = DEMO_MEMBER;

/** Writes an agent notice in the console's editor (both languages) and publishes it. */
async function writeAgentNotice(page: Page, name: string, phone: boolean, title: { EN: string; BN: string }) {
  await goTo(page, 'announcements', phone);
  await settled(page, 'announcements-table');
  await page.getByTestId('new-announcement').click();
  const form = page.getByTestId('announcement-form');
  await form.locator('select[name=contentType]').selectOption('AG');
  // An agent notice has no image and no link: the editor does not offer them.
  expect(await form.locator('input[name=imageUrl]').count()).toBe(0);
  expect(await form.locator('select[name=linkageType]').count()).toBe(0);
  await form.locator('input[name=title]').fill(title.EN);
  await form
    .locator('textarea[name=content]')
    .fill('<p>Bills for the first half are settled on the <b>16th</b>.</p><script>alert(1)</script>');
  await eventually(() => page.getByTestId('announcement-preview').locator('b').textContent()).toBe('16th');
  await form.locator('fieldset.segmented button[data-value=BN]').click();
  await form.locator('input[name=title]').fill(title.BN);
  await form.locator('textarea[name=content]').fill('<p>প্রথম অর্ধেকের বিল <b>16 তারিখে</b> নিষ্পত্তি হয়।</p>');
  await eventually(() => page.getByTestId('announcement-preview').locator('b').textContent()).toBe(
    '16 তারিখে',
  );
  await shot(page, `agent-announcements-${name}-console-form`);
  await page.getByTestId('save').click();
  await page.waitForURL((url) => url.pathname === '/backoffice/announcements');
  await settled(page, 'announcements-table');
  await page.getByTestId('row').filter({ hasText: title.EN }).waitFor();
}

describe.each([
  { name: 'desktop-dark', viewport: DESKTOP, theme: 'dark' as const, language: 'EN' as const, phone: false },
  { name: 'phone-light', viewport: PHONE, theme: 'light' as const, language: 'BN' as const, phone: true },
])('agent notices ($name)', ({ name, viewport, theme, language, phone }) => {
  it('content staff write one in the console, agent01 reads it, a plain member never sees it', async () => {
    const content = await createStaff(api, 'content');
    const stamp = Date.now().toString(36);
    const title = { EN: `Bills on the 16th ${stamp}`, BN: `16 তারিখে বিল ${stamp}` };
    const shown = title[language];
    const { page } = await open({ viewport, theme, language });
    await useScheme(page, theme);

    await openConsole(page, baseUrl);
    await signIn(page, content, STAFF_PASSWORD);
    await writeAgentNotice(page, name, phone, title);

    // agent01 on /agentHome: the announcements page lists it first, opened, its HTML cleaned.
    await openSite(page, baseUrl, '/agentHome');
    await loginWithPassword(page, AGENT.username, AGENT.password);
    await page.getByTestId('agent-home').waitFor();
    await openAgentPage(page, 'agentAnnouncement');
    const notices = page.getByTestId('agent-notices').getByTestId('notice');
    await eventually(() => notices.first().locator('.notice__title').textContent()).toBe(shown);
    const first = notices.first();
    await eventually(() => first.locator('.notice__body b').textContent()).toBe(
      language === 'BN' ? '16 তারিখে' : '16th',
    );
    expect(await first.locator('script').count()).toBe(0);
    // The demo's agent notices are there too, newest first, closed below the first.
    expect(await notices.count()).toBeGreaterThanOrEqual(3);
    expect(await notices.nth(1).getAttribute('class')).not.toContain('is-open');
    await page.waitForTimeout(250);
    await screenshot(page, `agent-announcements-${name}-agent`, true);

    // A plain member: the notices of the bell and the whole page never show it.
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await openSite(page, baseUrl);
    await page.getByTestId('header-login').click();
    await loginWithPassword(page, MEMBER.username, MEMBER.password);
    await page.getByTestId('header-login').waitFor({ state: 'detached' });
    // The bell of the header; on a phone, the side menu's notices.
    if (phone) {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('side-notices').click();
    } else {
      await page.locator('.header__bell').click();
    }
    const memberNotices = page.getByTestId('notice');
    await eventually(() => memberNotices.count()).toBe(8);
    const titles = await memberNotices.locator('.notice__title').allTextContents();
    expect(titles.some((text) => text.includes(stamp))).toBe(false);
    expect(await page.locator('body').textContent()).not.toContain(stamp);
    await screenshot(page, `agent-announcements-${name}-member-notices`);
  });
});
