import { getUnreadCount, listFeedbackStaff } from '@tessera/contracts';
import type { Page } from 'playwright-core';
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
  staffTokenOf,
  useScheme,
} from './support/backoffice';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { registerMember } from './support/points';
import { proofFile } from './support/promotion-claims';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** What the member types: a tag that must reach support and come back as the characters typed. */
const CONTENT = 'My bKash deposit of <b>500</b> has not arrived yet.';
const REPLY = 'It is credited now: sorry for the wait!';

const headerUnread = (page: Page) => page.getByTestId('header-unread').locator('[aria-hidden]');

async function openAsMember(page: Page, token: string): Promise<void> {
  await openSite(page, baseUrl, `/home?token=${token}`);
  await page.getByTestId('member-info').waitFor({ timeout: 20_000 });
}

describe('feedback', () => {
  it('a member sends feedback with an image from a phone; support replies from the console; the reply arrives in the inbox live', async () => {
    const member = await registerMember(api, 'fbph');
    const support = await createStaff(api, 'support', 'fbk');
    const { page } = await open({ viewport: PHONE, language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAsMember(page, member.token);
    expect(await page.getByTestId('header-unread').count()).toBe(0);

    // The side menu's Feedback opens the popup.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-feedback').click();
    // Nothing sent yet: "My feedback" says so.
    await page.getByRole('tab', { name: 'My feedback' }).click();
    await page.getByTestId('my-feedback-empty').waitFor();
    await page.getByRole('tab', { name: 'Write' }).click();
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    // A member needs no contact (the answer comes to the inbox); nothing written is refused here.
    await form.getByTestId('feedback-submit').click();
    await eventually(() => form.locator('.field__error').first().textContent()).toBe(
      'Please write your feedback.',
    );
    await form.getByTestId('feedback-type').selectOption('DEPOSIT');
    await form.getByTestId('feedback-content').fill(CONTENT);
    expect(await words(form.getByTestId('feedback-counter').textContent())).toBe(
      `${[...CONTENT].length} / 140`,
    );
    // Typing past 140 stops at 140.
    await form.getByTestId('feedback-content').fill(`${CONTENT} ${'x'.repeat(200)}`);
    expect(await words(form.getByTestId('feedback-counter').textContent())).toBe('140 / 140');
    await form.getByTestId('feedback-content').fill(CONTENT);
    await form.getByTestId('proof-input').setInputFiles(proofFile('receipt.png'));
    await form.locator('.proof-picker__image').waitFor();
    await eventually(() =>
      form.locator('.proof-picker__image').evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBe(96);
    expect(await overflowing(page, '.modal')).toEqual([]);
    await screenshot(page, 'feedback-phone-form-light');
    await form.getByTestId('feedback-submit').click();
    const done = page.getByTestId('feedback-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('Our reply will arrive in your inbox.');
    await screenshot(page, 'feedback-phone-sent-light');
    await done.getByRole('button', { name: 'Done' }).click();
    await done.waitFor({ state: 'detached' });

    // Support sees it waiting in the menu's live count and in the queue (desktop, dark).
    const desk = await page.context().newPage();
    await desk.setViewportSize(DESKTOP);
    await useScheme(desk, 'dark');
    await openConsole(desk, baseUrl);
    await signIn(desk, support, STAFF_PASSWORD);
    await eventually(() => desk.getByTestId('nav-count-feedback').count()).toBe(1);
    await goTo(desk, 'feedback', false);
    await desk.waitForURL((url) => url.pathname === '/backoffice/feedback');
    await settled(desk, 'feedback-table');
    const row = desk.getByTestId('row').filter({ hasText: member.username });
    await row.waitFor();
    expect(await row.getByTestId('feedback-row-content').textContent()).toBe(CONTENT);
    expect(await row.locator('b').count()).toBe(0);
    expect(await row.textContent()).toContain('1 image');
    await shot(desk, 'feedback-console-queue-dark');
    await row.getByTestId('feedback-reply-open').click();
    const dialog = desk.getByTestId('feedback-dialog');
    expect(await dialog.getByTestId('feedback-content').textContent()).toBe(CONTENT);
    expect(await dialog.getByTestId('feedback-member').textContent()).toBe(member.username);
    const image = dialog.getByTestId('feedback-images').locator('img');
    await eventually(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(96);
    await dialog.getByTestId('feedback-reply').fill(REPLY);
    await shot(desk, 'feedback-console-reply-dark');
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => desk.getByTestId('toast').textContent()).toBe("Reply sent to the member's inbox");
    // Settled: it leaves the "new" view.
    await eventually(() => desk.getByTestId('row').filter({ hasText: member.username }).count()).toBe(0);

    // The member's header turns 1 without a reload; the inbox has the reply with what they wrote.
    await page.bringToFront();
    await eventually(() => headerUnread(page).textContent()).toBe('1');
    await screenshot(page, 'feedback-phone-header-badge-light');
    await page.getByTestId('member-button').click();
    const content = page.getByTestId('member-centre-content');
    await eventually(() => content.getAttribute('data-page')).toBe('messageV2');
    const item = page.getByTestId('msg-item');
    await eventually(() => item.count()).toBe(1);
    expect(await item.locator('.msg-item__title').textContent()).toBe('Reply to your feedback');
    await item.getByTestId('msg-open').click();
    const body = item.getByTestId('msg-body');
    expect(await body.textContent()).toBe(`${REPLY}\n\nYour feedback: “${CONTENT}”`);
    expect(await body.locator('b').count()).toBe(0);
    await eventually(() => page.getByTestId('header-unread').count()).toBe(0);
    await eventually(() => api.call(getUnreadCount, { token: member.token })).toEqual({ count: 0 });
    await screenshot(page, 'feedback-phone-inbox-reply-light');

    // The feedback popup keeps it too, under "My feedback": what was sent, as typed, and the reply.
    await page.locator('.modal__close').click();
    await page.locator('.modal').waitFor({ state: 'detached' });
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-feedback').click();
    await page.getByRole('tab', { name: 'My feedback' }).click();
    const mine = page.getByTestId('my-feedback-item');
    await eventually(() => mine.count()).toBe(1);
    expect(await mine.getByTestId('my-feedback-content').textContent()).toBe(CONTENT);
    expect(await mine.locator('b').count()).toBe(0);
    expect(await mine.getByTestId('my-feedback-reply').textContent()).toContain(REPLY);
    expect(await mine.textContent()).toContain('Replied');
    expect(await mine.textContent()).toContain('Images: 1');
    expect(await overflowing(page, '.modal')).toEqual([]);
    await screenshot(page, 'feedback-phone-mine-light');
    await page.getByRole('button', { name: 'Close' }).click();

    // Support finds it under Replied, with the reply and who sent it.
    await desk.bringToFront();
    await desk.getByTestId('filter-status').selectOption('REPLIED');
    await settled(desk, 'feedback-table');
    const replied = desk.getByTestId('row').filter({ hasText: member.username });
    await replied.getByTestId('feedback-view-open').click();
    expect(await desk.getByTestId('feedback-dialog').textContent()).toContain(REPLY);
    expect(new URL(desk.url()).searchParams.get('status')).toBe('REPLIED');
    await shot(desk, 'feedback-console-replied-dark');
    await desk.close();
  }, 150_000);

  it('a visitor is asked for a contact and a text file posing as a PNG is refused, in Bengali (desktop, dark); support closes it from a phone', async () => {
    const { page } = await open({ viewport: DESKTOP, language: 'BN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, '/home');
    await page.getByTestId('footer-feedback').click();
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    await form.getByTestId('feedback-type').selectOption('SUGGESTION');
    await form.getByTestId('feedback-content').fill('লাইভ ক্যাসিনোতে আরও টেবিল চাই <i>please</i>');
    await form.getByTestId('feedback-submit').click();
    await eventually(() => form.locator('.field--invalid .field__error').first().textContent()).toBe(
      'অনুগ্রহ করে একটি যোগাযোগ দিন যাতে আমরা আপনাকে উত্তর দিতে পারি।',
    );
    // A text file named .png: refused by its bytes before it is kept.
    await form.getByTestId('proof-input').setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is only text, not a picture at all'),
    });
    await eventually(() => form.getByTestId('proof-picker').locator('.field__error').textContent()).toContain(
      'png বা jpg',
    );
    expect(await form.locator('.proof-picker__image').count()).toBe(0);
    const contact = `+88017${String(Date.now()).slice(-8)}`;
    await form.getByTestId('feedback-contact').fill(contact);
    await screenshot(page, 'feedback-desktop-visitor-bn-dark');
    await form.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-done').waitFor();
    expect(await page.getByTestId('feedback-done').textContent()).toContain('যোগাযোগের মাধ্যমে উত্তর দেব');
    await screenshot(page, 'feedback-desktop-visitor-sent-bn-dark');

    // Support on a phone (light): a visitor has no inbox, so the item is closed with a note.
    const support = await createStaff(api, 'support', 'fbv');
    const token = await staffTokenOf(api, support);
    const waiting = await api.call(listFeedbackStaff, {
      token,
      query: { status: 'NEW', pageNo: '1', pageSize: '50' },
    });
    expect(waiting.list.find((f) => f.contact === contact)).toMatchObject({
      memberId: null,
      questionType: 'SUGGESTION',
    });
    const desk = await page.context().newPage();
    await desk.setViewportSize(PHONE);
    await useScheme(desk, 'light');
    await openConsole(desk, baseUrl);
    await signIn(desk, support, STAFF_PASSWORD);
    await goTo(desk, 'feedback', true);
    await settled(desk, 'feedback-table');
    const row = desk.getByTestId('row').filter({ hasText: contact });
    await row.waitFor();
    expect(await row.getByTestId('feedback-reply-open').count()).toBe(0);
    expect(await overflowing(desk)).toEqual([]);
    await shot(desk, 'feedback-console-phone-light');
    await row.getByTestId('feedback-close-open').click();
    const dialog = desk.getByTestId('feedback-dialog');
    await dialog.getByTestId('feedback-reply').fill('Called back; passed to the live casino team.');
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => desk.getByTestId('row').filter({ hasText: contact }).count()).toBe(0);
    await desk.close();
  }, 120_000);
});
