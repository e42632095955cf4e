import {
  closeChatConversationStaff,
  type Endpoint,
  fillPath,
  openChatConversation,
  rateChatConversation,
  sendChatMessage,
  sendChatMessageStaff,
  takeChatConversationStaff,
} from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createStaff,
  DESKTOP,
  openConsole,
  PHONE,
  STAFF_PASSWORD,
  shot,
  signIn,
  staffTokenOf,
  useScheme,
} from './support/backoffice';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { registerMember } from './support/points';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** A staff call on this conversation (the journey's API client fills no `:id` itself). */
const on = <E extends Endpoint>(endpoint: E, id: string): E => ({
  ...endpoint,
  path: fillPath(endpoint.path, { id }),
});

/** Seqs of the messages a list shows, in order. */
const shownSeqs = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-seq'))));

describe('live chat: unread while hidden, older messages, console filters (decision 0056)', () => {
  it('a member scrolls back past the first 200 messages, sees support’s replies counted while the panel is hidden (phone light EN, desktop dark BN), and support finds the chat by the console’s filters and scrolls back too', async () => {
    const member = await registerMember(api, 'chhist');
    const support = await createStaff(api, 'support', 'chh');
    const supportToken = await staffTokenOf(api, support);
    const conversation = (await api.call(openChatConversation, { token: member.token, body: {} }))
      .conversation!;
    // 240 messages: the panel's first read is the newest 200.
    for (let index = 1; index <= 239; index += 1) {
      await api.call(sendChatMessage, {
        token: member.token,
        body: { conversationId: conversation.id, clientId: `history-${index}`, text: `Question ${index}` },
      });
    }
    await api.call(on(takeChatConversationStaff, conversation.id), { token: supportToken });
    const reply = (clientId: string, text: string) =>
      api.call(on(sendChatMessageStaff, conversation.id), { token: supportToken, body: { clientId, text } });
    await reply('hist-reply-1', 'Answer 240');

    // A phone, light, English: the panel shows the newest 200; the top brings the page before.
    const { page } = await open({ viewport: PHONE, language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, `/home?token=${member.token}`);
    await page.getByTestId('member-info').waitFor({ timeout: 20_000 });
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-menu').getByRole('button', { name: 'Customer service' }).click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByTestId('chat-message').filter({ hasText: 'Answer 240' }).waitFor();
    let seqs = await shownSeqs(page, 'chat-message');
    expect(seqs[0]).toBe(41);
    expect(seqs.at(-1)).toBe(240);
    expect(await panel.getByTestId('chat-messages').getAttribute('data-has-older')).toBe('true');
    // Slow the older page down a little so its loading row can be seen.
    await page.route(
      (url) => url.pathname === '/wps/chat/messages' && url.searchParams.has('beforeSeq'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.fallback();
      },
    );
    const list = page.getByTestId('chat-messages');
    await list.evaluate((element) => {
      element.scrollTop = 0;
    });
    await panel.getByTestId('chat-older-loading').waitFor();
    await screenshot(page, 'chat-older-loading-phone-light');
    const firstBefore = page.locator('[data-testid=chat-message][data-seq="41"]');
    await eventually(async () => (await shownSeqs(page, 'chat-message'))[0], 10_000).toBe(1);
    expect(await panel.getByTestId('chat-older-loading').count()).toBe(0);
    // What was at the top stays in view: seq 41 is where the view is, not pushed 40 rows down.
    const kept = await firstBefore.evaluate((element) => {
      const box = element.closest('ol')!.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      return { top: own.top - box.top, height: box.height };
    });
    expect(kept.top).toBeGreaterThanOrEqual(-60);
    expect(kept.top).toBeLessThan(kept.height);
    seqs = await shownSeqs(page, 'chat-message');
    expect(seqs).toEqual(Array.from({ length: 240 }, (_, index) => index + 1));
    expect(await list.getAttribute('data-has-older')).toBe('false');
    expect(await overflowing(page, '.chat-panel')).toEqual([]);
    await screenshot(page, 'chat-older-loaded-phone-light');

    // The panel hidden: support's replies counted on customer service, live.
    await panel.getByTestId('chat-close').click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByTestId('chat-unread').count()).toBe(0);
    await reply('hist-reply-2', 'Your deposit is in.');
    const corner = page.locator('.right-bar__button .chat-unread');
    await eventually(() => corner.textContent(), 10_000).toBe('1');
    await reply('hist-reply-3', 'Anything else?');
    await eventually(() => corner.textContent(), 10_000).toBe('2');
    expect(await corner.getAttribute('aria-label')).toBe('Unread replies from support: 2');
    await screenshot(page, 'chat-unread-right-bar-phone-light');
    await page.getByTestId('menu-button').click();
    const menuItem = page.getByTestId('side-menu').getByRole('button', { name: /Customer service/u });
    await eventually(() => menuItem.locator('.chat-unread').textContent()).toBe('2');
    await screenshot(page, 'chat-unread-side-menu-phone-light');
    // Shown is read: the count goes, and stays gone when the panel is hidden again.
    await menuItem.click();
    await panel.getByTestId('chat-message').filter({ hasText: 'Anything else?' }).waitFor();
    await panel.getByTestId('chat-close').click();
    await panel.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(await page.getByTestId('chat-unread').count()).toBe(0);

    // Desktop, dark, Bengali, another visit: the conversation left open is followed from the start,
    // so a reply while away shows on the footer's button and the right bar without opening the chat.
    await reply('hist-reply-4', 'We are still here.');
    const desk = await page.context().browser()!.newContext({ viewport: DESKTOP });
    onTestFinished(() => desk.close());
    await desk.addInitScript(() => {
      localStorage.setItem('lang', 'BN');
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('chatOpen', '1');
    });
    const wide = await desk.newPage();
    await openSite(wide, baseUrl, `/home?token=${member.token}`);
    const footerBadge = wide.getByTestId('footer-customer-service').getByTestId('chat-unread');
    await eventually(() => footerBadge.textContent(), 20_000).toBe('1');
    expect(await footerBadge.getAttribute('aria-label')).toBe('সাপোর্টের না-পড়া উত্তর: 1');
    await eventually(() => wide.locator('.right-bar__button .chat-unread').textContent()).toBe('1');
    await wide.getByTestId('footer-customer-service').scrollIntoViewIfNeeded();
    await screenshot(wide, 'chat-unread-footer-desktop-bn-dark');
    await wide.locator('.right-bar__button .chat-unread').scrollIntoViewIfNeeded();
    await screenshot(wide, 'chat-unread-right-bar-desktop-bn-dark');

    // Support closes it; the member rates it; the console finds it by its filters.
    await api.call(on(closeChatConversationStaff, conversation.id), { token: supportToken });
    await api.call(rateChatConversation, {
      token: member.token,
      body: { conversationId: conversation.id, score: 2, comment: 'Slow' },
    });
    const consoleContext = await page.context().browser()!.newContext({ viewport: DESKTOP });
    onTestFinished(() => consoleContext.close());
    const bo = await consoleContext.newPage();
    await useScheme(bo, 'light');
    await openConsole(bo, baseUrl);
    await signIn(bo, support, STAFF_PASSWORD);
    await bo.getByTestId('nav-chat').click();
    await bo.getByTestId('chat-page').waitFor();
    await bo.getByTestId('chat-views').locator('[data-value=closed]').click();
    const filters = bo.getByTestId('chat-filters');
    await filters.waitFor();
    await bo.getByTestId('chat-filter-customer').fill(member.username.slice(0, 8).toUpperCase());
    const staffOption = bo.getByTestId('chat-filter-staff').locator('option', { hasText: support });
    await staffOption.waitFor({ state: 'attached' });
    await bo.getByTestId('chat-filter-apply').click();
    await bo.getByTestId('chat-filter-staff').selectOption((await staffOption.getAttribute('value')) ?? '');
    await bo.getByTestId('chat-filter-rating').selectOption('2');
    // Days around today (the brand's day may differ from UTC's).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await bo.getByTestId('chat-filter-from').fill(day(-1));
    await bo.getByTestId('chat-filter-to').fill(day(1));
    await bo.getByTestId('chat-filter-apply').click();
    await eventually(() => bo.getByTestId('chat-queue-row').count(), 10_000).toBe(1);
    expect(await bo.getByTestId('chat-queue-row').textContent()).toContain(member.username);
    const address = new URL(bo.url()).searchParams;
    expect(Object.fromEntries(address)).toMatchObject({
      view: 'closed',
      customer: member.username.slice(0, 8).toUpperCase(),
      rating: '2',
      from: day(-1),
      to: day(1),
    });
    expect(address.get('staff')).toMatch(/^\d+$/u);
    await shot(bo, 'chat-console-filters-light');
    // A rating nobody gave: the list is empty, said plainly; the address keeps it over a reload.
    await bo.getByTestId('chat-filter-rating').selectOption('5');
    await eventually(() => bo.getByTestId('chat-queue-row').count(), 10_000).toBe(0);
    await bo.reload();
    await bo.getByTestId('chat-filters').waitFor();
    expect(await bo.getByTestId('chat-filter-rating').inputValue()).toBe('5');
    await bo.getByTestId('chat-filter-rating').selectOption('2');
    const row = bo.getByTestId('chat-queue-row').first();
    await row.waitFor();
    await row.click();

    // The conversation pane scrolls back too.
    const thread = bo.getByTestId('chat-thread');
    await eventually(() => bo.getByTestId('staff-chat-message').count(), 10_000).toBe(200);
    expect(await thread.getAttribute('data-has-older')).toBe('true');
    const oldestShown = await bo.getByTestId('staff-chat-message').first().textContent();
    expect(oldestShown).toContain('Question 44');
    await thread.evaluate((element) => {
      element.scrollTop = 0;
    });
    await eventually(() => bo.getByTestId('staff-chat-message').count(), 10_000).toBe(243);
    expect(await bo.getByTestId('staff-chat-message').first().textContent()).toContain('Question 1');
    const stay = await bo
      .getByTestId('staff-chat-message')
      .filter({ hasText: 'Question 44' })
      .first()
      .evaluate((element) => {
        const box = element.closest('ol')!.getBoundingClientRect();
        return { top: element.getBoundingClientRect().top - box.top, height: box.height };
      });
    expect(stay.top).toBeGreaterThanOrEqual(-60);
    expect(stay.top).toBeLessThan(stay.height);
    await shot(bo, 'chat-console-older-light');

    // Bengali and dark: the filters' words.
    await bo.evaluate(() => localStorage.setItem('bo-lang', 'BN'));
    await useScheme(bo, 'dark');
    await bo.reload();
    await bo.getByTestId('chat-filters').waitFor();
    await bo.getByTestId('staff-chat-message').first().waitFor();
    await shot(bo, 'chat-console-filters-bn-dark');
  }, 240_000);
});
