import { getUnreadCount, listSentMessagesStaff, sendMessageStaff, staffLogin } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApi } from './support/api';
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
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { registerMember } from './support/points';
import { openCentrePage } from './support/promotions';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** What staff type: a tag that must reach the member as the characters typed, and a line break. */
const BODY = 'Hello from support.\nThis is <b>hi</b> as typed.';

/** The header's red count on the member button; absent while nothing is unread. */
const headerUnread = (page: Page) => page.getByTestId('header-unread').locator('[aria-hidden]');

/** The site signed in as a member, by the token in the address. */
async function openAsMember(page: Page, token: string): Promise<void> {
  await openSite(page, baseUrl, `/home?token=${token}`);
  await page.getByTestId('member-info').waitFor({ timeout: 20_000 });
}

async function staffToken(api: TestApi, username: string): Promise<string> {
  return (await api.call(staffLogin, { body: { username, password: STAFF_PASSWORD } })).token;
}

describe('platform messages', () => {
  it('support sends a member a message from the console; the member reads it on a phone, the badge goes to 0, deletes it', async () => {
    const member = await registerMember(api, 'msgph');
    const support = await createStaff(api, 'support', 'msg');
    const { page } = await open({ viewport: PHONE, language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // The member is on the site with nothing unread: no red count.
    await openAsMember(page, member.token);
    expect(await page.getByTestId('header-unread').count()).toBe(0);

    // Support writes in the console, in a tab of its own (desktop, dark).
    const desk = await page.context().newPage();
    await desk.setViewportSize(DESKTOP);
    await useScheme(desk, 'dark');
    await openConsole(desk, baseUrl);
    await signIn(desk, support, STAFF_PASSWORD);
    await goTo(desk, 'messages', false);
    await desk.waitForURL((url) => url.pathname === '/backoffice/messages');
    await settled(desk, 'messages-table');
    await desk.getByTestId('message-new').click();
    const dialog = desk.getByTestId('message-dialog');
    // Nothing is sent until the fields are right.
    await dialog.getByTestId('dialog-submit').click();
    await eventually(() => dialog.getByTestId('field-error').first().textContent()).toContain('username');
    await dialog.locator('input[name=username]').fill('nobody-here-at-all');
    await dialog.locator('input[name=title]').fill('Welcome <b>hi</b>');
    await dialog.locator('textarea[name=body]').fill(BODY);
    const card = dialog.getByTestId('message-card');
    expect(await card.locator('.message-card__body').textContent()).toBe(BODY);
    expect(await card.locator('b').count()).toBe(0);
    // A username nobody has: the server's own words, nothing sent.
    await dialog.getByTestId('dialog-submit').click();
    await eventually(() => dialog.getByTestId('dialog-error').isVisible()).toBe(true);
    await shot(desk, 'messages-console-refused-dark');
    // Everyone: asked first, in words saying how far it goes; cancelled here (other journeys share the brand).
    await dialog.getByTestId('message-audience').locator('[data-value=ALL]').click();
    await dialog.getByTestId('message-all-note').waitFor();
    await dialog.getByTestId('dialog-submit').click();
    const confirm = desk.getByTestId('confirm-dialog');
    expect(await confirm.getByTestId('confirm-all-text').textContent()).toContain(
      'every member of the brand',
    );
    await shot(desk, 'messages-console-confirm-all-dark');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByTestId('message-audience').locator('[data-value=MEMBER]').click();
    await dialog.locator('input[name=username]').fill(member.username);
    await dialog.getByTestId('message-language').locator('[data-value=BN]').click();
    await dialog.locator('input[name=title]').fill('স্বাগতম');
    await dialog.locator('textarea[name=body]').fill('সাপোর্ট থেকে শুভেচ্ছা।');
    await eventually(() => card.locator('.message-card__title').textContent()).toBe('স্বাগতম');
    await shot(desk, 'messages-console-editor-bn-dark');
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => desk.getByTestId('toast').textContent()).toBe('Sent to 1 member');
    const row = desk.getByTestId('row').filter({ hasText: `Member ${member.username}` });
    await row.waitFor();
    expect(await row.getByTestId('sent-title').textContent()).toBe('Welcome <b>hi</b>');
    expect(await row.getByTestId('sent-recipients').textContent()).toBe('1');
    expect(await words(row.getByTestId('sent-read').textContent())).toBe('0 (0 %)');
    expect(await row.getByTestId('sent-by').textContent()).toBe(support);
    await shot(desk, 'messages-console-list-dark');

    // The member's header shows 1 without a reload: the socket pushed the count.
    await page.bringToFront();
    await eventually(() => headerUnread(page).textContent()).toBe('1');
    expect(await api.call(getUnreadCount, { token: member.token })).toEqual({ count: 1 });
    await screenshot(page, 'messages-phone-header-badge-light');

    // The member button leads to the inbox: the message unread, its glimpse as text.
    await page.getByTestId('member-button').click();
    const content = page.getByTestId('member-centre-content');
    await eventually(() => content.getAttribute('data-page')).toBe('messageV2');
    const item = page.getByTestId('msg-item');
    await eventually(() => item.count()).toBe(1);
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.locator('.msg-item__title').textContent()).toBe('Welcome <b>hi</b>');
    expect(await words(page.getByTestId('msg-unread').textContent())).toBe('Unread messages: 1');
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'messages-phone-inbox-light');

    // Opened: the whole text, the tag as characters, the line break kept; read, the counts go to 0.
    await item.getByTestId('msg-open').click();
    const body = item.getByTestId('msg-body');
    expect(await body.textContent()).toBe(BODY);
    expect(await body.locator('b').count()).toBe(0);
    expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
    expect((await body.boundingBox())?.height ?? 0).toBeGreaterThan(30);
    await eventually(() => page.getByTestId('header-unread').count()).toBe(0);
    await eventually(() => item.getAttribute('data-read')).toBe('true');
    expect(await words(page.getByTestId('msg-unread').textContent())).toBe('All messages read');
    await eventually(() => api.call(getUnreadCount, { token: member.token })).toEqual({ count: 0 });
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'messages-phone-read-light');

    // The desk counts the read.
    await desk.reload();
    await settled(desk, 'messages-table');
    await eventually(() => words(row.getByTestId('sent-read').textContent())).toBe('1 (100 %)');

    // Deleted after the confirmation: the inbox is empty.
    await item.getByTestId('msg-delete').click();
    await eventually(() => page.getByTestId('dialog-message').textContent()).toContain('Welcome <b>hi</b>');
    await screenshot(page, 'messages-phone-delete-confirm-light');
    await page.locator('.dialog__actions .button--primary').click();
    await page.getByTestId('msg-empty').waitFor();
    expect(await item.count()).toBe(0);
    await screenshot(page, 'messages-phone-empty-light');
    await desk.close();
  }, 150_000);

  it('a member signing in reads the count in the header and the menu, in Bengali, on a desktop (dark)', async () => {
    const member = await registerMember(api, 'msgbn');
    const support = await createStaff(api, 'support', 'msb');
    const token = await staffToken(api, support);
    for (const n of [1, 2]) {
      await api.call(sendMessageStaff, {
        token,
        body: {
          audience: { kind: 'MEMBER', username: member.username },
          title: { EN: `Notice ${n}`, BN: `বিজ্ঞপ্তি ${n}` },
          body: { EN: `Text ${n}`, BN: `লেখা ${n}\nদ্বিতীয় লাইন` },
        },
      });
    }
    const sent = await api.call(listSentMessagesStaff, { token, query: { pageNo: '1', pageSize: '5' } });
    expect(sent.list.filter((m) => m.sentBy === support)).toHaveLength(2);

    const { page } = await open({ viewport: DESKTOP, language: 'BN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAsMember(page, member.token);
    await eventually(() => headerUnread(page).textContent()).toBe('2');
    await openCentrePage(page, 'messageV2');
    await eventually(() =>
      page.getByTestId('mc-badge-messageV2').locator('[aria-hidden]').textContent(),
    ).toBe('2');
    const items = page.getByTestId('msg-item');
    await eventually(() => items.count()).toBe(2);
    // Newest first, in the member's language.
    expect(await items.first().locator('.msg-item__title').textContent()).toBe('বিজ্ঞপ্তি 2');
    await items.first().getByTestId('msg-open').click();
    expect(await items.first().getByTestId('msg-body').textContent()).toBe('লেখা 2\nদ্বিতীয় লাইন');
    await eventually(() => headerUnread(page).textContent()).toBe('1');
    await eventually(() =>
      page.getByTestId('mc-badge-messageV2').locator('[aria-hidden]').textContent(),
    ).toBe('1');
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'messages-desktop-inbox-bn-dark');

    // Mark all read: both counts go.
    await page.getByTestId('msg-read-all').click();
    await eventually(() => page.getByTestId('header-unread').count()).toBe(0);
    await eventually(() => page.getByTestId('mc-badge-messageV2').count()).toBe(0);
    await eventually(() => items.nth(1).getAttribute('data-read')).toBe('true');
    await screenshot(page, 'messages-desktop-all-read-bn-dark');

    // Support reads the sendings on a phone (light): the list fits, both rows read in full.
    const desk = await page.context().newPage();
    await desk.setViewportSize(PHONE);
    await useScheme(desk, 'light');
    await openConsole(desk, baseUrl);
    await signIn(desk, support, STAFF_PASSWORD);
    await goTo(desk, 'messages', true);
    await settled(desk, 'messages-table');
    const rows = desk.getByTestId('row').filter({ hasText: `Member ${member.username}` });
    await eventually(() => rows.count()).toBe(2);
    await eventually(() => words(rows.first().getByTestId('sent-read').textContent())).toBe('1 (100 %)');
    expect(await overflowing(desk)).toEqual([]);
    await shot(desk, 'messages-console-phone-light');
    await desk.close();
  }, 120_000);

  it('pages a long inbox ten at a time, newest first (phone, dark)', async () => {
    const member = await registerMember(api, 'msgpg');
    const token = await staffToken(api, await createStaff(api, 'content', 'msp'));
    for (let n = 1; n <= 12; n += 1) {
      await api.call(sendMessageStaff, {
        token,
        body: {
          audience: { kind: 'MEMBER', username: member.username },
          title: { EN: `Update ${n}` },
          body: { EN: `Number ${n} of twelve, a longer line that the closed card cuts short on a phone.` },
        },
      });
    }
    const { page } = await open({ viewport: PHONE, language: 'EN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAsMember(page, member.token);
    await eventually(() => headerUnread(page).textContent()).toBe('12');
    await page.getByTestId('member-button').click();
    const items = page.getByTestId('msg-item');
    await eventually(() => items.count()).toBe(10);
    expect(await items.first().locator('.msg-item__title').textContent()).toBe('Update 12');
    expect(await words(page.getByTestId('pager-text').textContent())).toBe('Page 1 of 2 · 12 messages');
    expect(await overflowing(page, '.member-centre')).toEqual([]);
    await screenshot(page, 'messages-phone-many-dark');
    await page.getByTestId('pager-next').click();
    await eventually(() => items.count()).toBe(2);
    expect(await items.last().locator('.msg-item__title').textContent()).toBe('Update 1');
    await page.getByTestId('pager-text').scrollIntoViewIfNeeded();
    await screenshot(page, 'messages-phone-page-2-dark');
  }, 90_000);

  it('shows its loading and error states, then the empty inbox, in Bengali (phone, light)', async () => {
    const member = await registerMember(api, 'msgst');
    const { page } = await open({ viewport: PHONE, language: 'BN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Slow and refused until the server "recovers".
    let recovered = false;
    await page.route('**/wps/relay/CSP_messageList*', async (route) => {
      if (recovered) return route.continue();
      await new Promise((wait) => setTimeout(wait, 1_500));
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, value: null, message: 'বার্তা এখন পড়া যাচ্ছে না।', errorCode: 'x' }),
      });
    });
    await openSite(page, baseUrl, `/home?token=${member.token}&mc=messageV2`);
    await page.locator('.member-centre .records--loading').waitFor();
    await screenshot(page, 'messages-phone-loading-bn-light');
    const failed = page.locator('.member-centre').getByRole('alert');
    await failed.waitFor();
    expect(await words(failed.textContent())).toContain('বার্তা এখন পড়া যাচ্ছে না।');
    await screenshot(page, 'messages-phone-error-bn-light');
    recovered = true;
    await failed.getByRole('button').click();
    await page.getByTestId('msg-empty').waitFor();
    expect(await words(page.getByTestId('msg-empty').textContent())).toBe(
      'এখনও কোনো বার্তা নেই। আমাদের খবর এখানে আসবে।',
    );
    await screenshot(page, 'messages-phone-empty-bn-light');
  }, 60_000);

  it('a trial player has no count and no messages, though the brand wrote to everyone', async () => {
    const { page } = await open({ viewport: PHONE, language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl);
    await page.locator('.home-welcome').getByTestId('free-play').click();
    await page.getByTestId('member-info').waitFor();
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    expect(await api.call(getUnreadCount, { token })).toEqual({ count: 0 });
    // Long enough for the socket's first frames (the balance shows) and any count to arrive.
    await page.getByTestId('balance').filter({ hasText: /\d/u }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('header-unread').count()).toBe(0);
    await screenshot(page, 'messages-phone-trial-dark');
  }, 60_000);
});
