import { createCannedReplyStaff, listChatModels, setChatDutyStaff } from '@tessera/contracts';
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
import { goOnDuty, openChatFromRightBar, pngFile } from './support/chat';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { registerMember } from './support/points';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** What the visitor types: a tag that must arrive as the characters typed. */
const FIRST = 'Hello, my deposit <b>is late</b>';
const ANSWER = 'Hi! I am checking your deposit now.';

describe('live chat', () => {
  it('a visitor chats with support in the console: live both ways, typing, read marks, a canned reply, an image, a dropped socket, a transfer, closed by staff and rated', async () => {
    const support = await createStaff(api, 'support', 'chat');
    const colleague = await createStaff(api, 'support', 'chc');
    // A canned reply support will pick (its title unique to this run).
    const cannedTitle = `Checking ${colleague}`;
    await api.call(createCannedReplyStaff, {
      token: await staffTokenOf(api, support),
      body: { language: 'EN', title: cannedTitle, text: ANSWER, sortOrder: 0 },
    });
    const { page } = await open({ viewport: DESKTOP, language: 'EN', theme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page's sockets, so the journey can drop one as a lost connection would.
    await page.addInitScript(() => {
      const sockets: WebSocket[] = [];
      (window as unknown as { __sockets: WebSocket[] }).__sockets = sockets;
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          sockets.push(this);
        }
      } as typeof WebSocket;
    });

    // Support signs in to the console (another browser context: another person) and goes on duty.
    const deskContext = await page.context().browser()!.newContext({ viewport: DESKTOP });
    onTestFinished(() => deskContext.close());
    const desk = await deskContext.newPage();
    await useScheme(desk, 'light');
    await openConsole(desk, baseUrl);
    await signIn(desk, support, STAFF_PASSWORD);
    await goOnDuty(desk);
    await shot(desk, 'chat-console-on-duty-light');

    // The visitor opens customer service: the built-in chat, online.
    await openSite(page, baseUrl);
    await openChatFromRightBar(page);
    const panel = page.getByTestId('chat-panel');
    await panel.getByTestId('chat-prechat').waitFor();
    await eventually(() => panel.getByTestId('chat-status').textContent()).toContain('Online');
    const box = await panel.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(380);
    expect(box?.height).toBeLessThanOrEqual(600);
    await screenshot(page, 'chat-site-prechat-light');
    await panel.getByTestId('chat-name').fill('Rahim');
    await panel.getByTestId('chat-start').click();
    await panel.getByTestId('chat-note-queued').waitFor();
    await panel.getByTestId('chat-empty').waitFor();
    await eventually(() => panel.getByTestId('chat-status').textContent()).toContain('Waiting');
    await screenshot(page, 'chat-site-waiting-light');

    // The visitor writes; the tag arrives as typed.
    await panel.getByTestId('chat-input').fill(FIRST);
    await panel.getByTestId('chat-input').press('Enter');
    const own = panel.getByTestId('chat-message').filter({ hasText: 'my deposit' });
    await own.waitFor();
    expect(await own.locator('.chat-bubble__text').textContent()).toBe(FIRST);
    expect(await own.locator('b').count()).toBe(0);
    await eventually(() => own.getByTestId('chat-mark').getAttribute('data-delivery')).toBe('sent');

    // Support sees it in the waiting queue live, opens it and takes it.
    const row = desk.getByTestId('chat-queue-row').filter({ hasText: 'Rahim' });
    await row.waitFor({ timeout: 20_000 });
    await row.click();
    const pane = desk.getByTestId('chat-pane');
    await pane.waitFor();
    await eventually(() => pane.getByTestId('staff-chat-message').first().textContent()).toContain(FIRST);
    expect(await pane.locator('.chat-msg__text b').count()).toBe(0);
    await desk.getByTestId('chat-visitor-note').waitFor();
    await pane.getByTestId('chat-take').click();
    await eventually(() => pane.getAttribute('data-status')).toBe('ACTIVE');
    // The visitor sees who answers.
    await eventually(() => panel.getByTestId('chat-status').textContent()).toContain(support);

    // Support types: the visitor sees it; then the answer arrives live, and the ✓✓ of the read.
    await pane.getByTestId('staff-input').pressSequentially('Hi!', { delay: 30 });
    await panel.getByTestId('chat-typing').waitFor();
    await screenshot(page, 'chat-site-typing-light');
    // The answer is a canned reply picked into the box (replacing what was typed here).
    await pane.getByTestId('staff-input').fill('');
    await pane.getByTestId('canned-pick').selectOption({ label: cannedTitle });
    expect(await pane.getByTestId('staff-input').inputValue()).toBe(ANSWER);
    await pane.getByTestId('staff-send').click();
    const answer = panel.getByTestId('chat-message').filter({ hasText: ANSWER });
    await answer.waitFor();
    expect(await answer.getAttribute('data-sender')).toBe('STAFF');
    await panel.getByTestId('chat-note-joined').waitFor();
    await eventually(() => own.getByTestId('chat-mark').getAttribute('data-delivery')).toBe('read');
    // The visitor read it too: the console's ✓✓.
    await eventually(() =>
      pane
        .getByTestId('staff-chat-message')
        .filter({ hasText: ANSWER })
        .getByTestId('staff-mark')
        .getAttribute('data-read'),
    ).toBe('true');

    // The visitor sends an image: previewed, uploaded, shown on both sides.
    await panel.getByTestId('chat-file').setInputFiles(pngFile());
    await panel.getByTestId('chat-image-preview').waitFor();
    await screenshot(page, 'chat-site-image-preview-light');
    await panel.getByTestId('chat-send').click();
    await panel.getByTestId('chat-message').getByTestId('chat-image').locator('img').waitFor();
    expect(await panel.getByTestId('chat-pending').count()).toBe(0);
    await pane.getByTestId('staff-chat-image').locator('img').waitFor();
    // A file that is no image is refused before anything is sent.
    await panel
      .getByTestId('chat-file')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
    await panel.getByTestId('chat-image-refused').waitFor();
    await screenshot(page, 'chat-site-conversation-light');
    await shot(desk, 'chat-console-conversation-light');
    // The visitor's socket drops; support answers meanwhile; the socket comes back and asks for
    // what it missed (after=): the answer arrives once.
    const dropped = await page.evaluate(() => {
      const sockets = (window as unknown as { __sockets: WebSocket[] }).__sockets;
      const chat = sockets.filter((socket) => socket.url.includes('/ws/chat') && socket.readyState === 1);
      for (const socket of chat) socket.close();
      return chat.length;
    });
    expect(dropped).toBe(1);
    await pane.getByTestId('staff-input').fill('Sent while your connection was down');
    await pane.getByTestId('staff-send').click();
    await panel.getByTestId('chat-message').filter({ hasText: 'while your connection' }).waitFor();
    expect(await panel.getByTestId('chat-message').filter({ hasText: 'while your connection' }).count()).toBe(
      1,
    );
    // Each message once, in order.
    const seqs = await panel
      .getByTestId('chat-message')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seq'))));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);

    // Support hands the conversation to a colleague: the visitor sees who answers now.
    await pane.getByTestId('chat-transfer').click();
    const transfer = desk.getByTestId('transfer-dialog');
    const option = transfer.locator('option', { hasText: colleague });
    await option.waitFor({ state: 'attached' });
    await transfer.getByTestId('transfer-agent').selectOption((await option.getAttribute('value')) ?? '');
    await shot(desk, 'chat-console-transfer-light');
    await transfer.getByTestId('dialog-submit').click();
    await transfer.waitFor({ state: 'detached' });
    await eventually(() => pane.getByTestId('chat-pane-status').textContent()).toContain(colleague);
    await eventually(() => panel.getByTestId('chat-status').textContent()).toContain(colleague);

    // Support closes; the visitor rates 4 stars with a comment.
    await pane.getByTestId('chat-close-conversation').click();
    const rating = panel.getByTestId('chat-rating');
    await rating.waitFor();
    await panel.getByTestId('chat-note-closed').waitFor();
    await rating.locator('.chat-star').nth(3).click();
    await panel.getByTestId('chat-rate-comment').fill('Quick and kind, thanks');
    await screenshot(page, 'chat-site-rating-light');
    await panel.getByTestId('chat-rate-submit').click();
    await panel.getByTestId('chat-thanks').waitFor();
    await screenshot(page, 'chat-site-rated-light');

    // The console shows the rating on the closed conversation.
    await desk.getByTestId('chat-views').locator('[data-value=closed]').click();
    await desk.getByTestId('chat-queue-row').filter({ hasText: 'Rahim' }).first().click();
    await eventually(() => desk.getByTestId('chat-rating-comment').textContent()).toBe(
      'Quick and kind, thanks',
    );
    await shot(desk, 'chat-console-closed-rated-light');

    // The same console in Bengali and dark.
    await desk.evaluate(() => localStorage.setItem('bo-lang', 'BN'));
    await useScheme(desk, 'dark');
    await desk.reload();
    await desk.getByTestId('chat-rating-shown').waitFor();
    await shot(desk, 'chat-console-closed-rated-bn-dark');
    await desk.goto(`${baseUrl}/backoffice/chat/canned`);
    await desk.getByTestId('canned-page').waitFor();
    await desk.getByTestId('canned-new').click();
    const dialog = desk.getByTestId('canned-dialog');
    await dialog.locator('select[name=language]').selectOption('BN');
    // A title of this run's own: the journeys' database outlives a run.
    const greeting = `শুভেচ্ছা ${colleague}`;
    await dialog.locator('input[name=title]').fill(greeting);
    await dialog.locator('textarea[name=text]').fill('নমস্কার! আমি কীভাবে সাহায্য করতে পারি?');
    await dialog.getByTestId('dialog-submit').click();
    await desk.getByTestId('canned-item').filter({ hasText: greeting }).waitFor();
    await shot(desk, 'chat-console-canned-bn-dark');
    // Off duty again before leaving (the next journey wants nobody on duty).
    await api.call(setChatDutyStaff, { token: await staffTokenOf(api, support), body: { available: false } });
  }, 180_000);

  it('a member on a phone (dark, Bengali) leaves a message while nobody is on duty; the loading error has a retry', async () => {
    const member = await registerMember(api, 'chatph');
    // Whoever was on duty goes away: nobody is.
    const support = await createStaff(api, 'support', 'cho');
    await api.call(setChatDutyStaff, { token: await staffTokenOf(api, support), body: { available: false } });

    // A desk that just left stays on duty until its presence ages out (30 s, decision 0050).
    await eventually(async () => (await api.call(listChatModels)).onDuty, 45_000).toBe(false);

    const { page } = await open({ viewport: PHONE, language: 'BN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl, `/home?token=${member.token}`);
    await page.getByTestId('member-info').waitFor({ timeout: 20_000 });

    // The first load fails: the error with a retry, which then loads.
    let fail = true;
    await page.route('**/wps/chat/conversation*', (route) =>
      fail ? route.abort('aborted') : route.fallback(),
    );
    await openChatFromRightBar(page);
    const panel = page.getByTestId('chat-panel');
    await panel.getByTestId('chat-error').waitFor();
    await screenshot(page, 'chat-phone-error-bn-dark');
    fail = false;
    await panel.getByTestId('chat-error').getByRole('button').click();
    await panel.getByTestId('chat-prechat').waitFor();
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await screenshot(page, 'chat-phone-prechat-bn-dark');

    // Nobody on duty: said so, and the button leaves a message.
    expect(await panel.getByTestId('chat-start').textContent()).toBe('বার্তা রেখে যান');
    await panel.getByTestId('chat-start').click();
    await panel.getByTestId('chat-composer').waitFor();
    await panel.getByTestId('chat-offline').waitFor();
    await panel.getByTestId('chat-input').fill('আমার উত্তোলন কোথায়?');
    await panel.getByTestId('chat-send').click();
    await panel.getByTestId('chat-message').filter({ hasText: 'উত্তোলন' }).waitFor();
    await panel.getByTestId('chat-note-offline').waitFor();
    expect(await overflowing(page, '.chat-panel')).toEqual([]);
    await screenshot(page, 'chat-phone-conversation-bn-dark');

    // Closed by the member; the rating asked in Bengali.
    await panel.getByTestId('chat-end').click();
    await panel.getByTestId('chat-rating').waitFor();
    await screenshot(page, 'chat-phone-rating-bn-dark');
    await panel.getByTestId('chat-close').click();
    await panel.waitFor({ state: 'detached' });

    // The built-in chat's address (what CBS_launchChat answers) opens the panel on arrival.
    await openSite(page, baseUrl, '/home?chat=open');
    await page.getByTestId('chat-panel').getByTestId('chat-rating').waitFor();
    expect(new URL(page.url()).searchParams.has('chat')).toBe(false);
  }, 120_000);
  it('a visitor opens the chat from the footer (dark desktop, Bengali), leaves a message, and finds it again in another window from the side menu (light phone, English)', async () => {
    await eventually(async () => (await api.call(listChatModels)).onDuty, 45_000).toBe(false);
    const { page } = await open({ viewport: DESKTOP, language: 'BN', theme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page, baseUrl);
    await page.getByTestId('footer-customer-service').click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByTestId('chat-prechat').waitFor();
    expect(await panel.getByTestId('chat-status').textContent()).toBe('অফলাইন · একটি বার্তা রেখে যান');
    await screenshot(page, 'chat-site-prechat-offline-bn-dark');
    await panel.getByTestId('chat-name').fill('করিম');
    await panel.getByTestId('chat-start').click();
    await panel.getByTestId('chat-input').fill('আমার বোনাস কবে আসবে?\nধন্যবাদ');
    await panel.getByTestId('chat-input').press('Enter');
    const left = panel.getByTestId('chat-message').filter({ hasText: 'বোনাস' });
    await left.waitFor();
    expect(await left.locator('.chat-bubble__text').textContent()).toBe('আমার বোনাস কবে আসবে?\nধন্যবাদ');
    await panel.getByTestId('chat-offline').waitFor();
    await panel.getByTestId('chat-note-offline').waitFor();
    await screenshot(page, 'chat-site-offline-bn-dark');

    // English, light, a phone: the same visitor (their token in local storage) in another window.
    const visitor = await page.evaluate(() => localStorage.getItem('chatVisitor'));
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{32,64}$/u);
    const phoneContext = await page.context().browser()!.newContext({ viewport: PHONE });
    onTestFinished(() => phoneContext.close());
    await phoneContext.addInitScript((token) => {
      localStorage.setItem('lang', 'EN');
      localStorage.setItem('theme', 'light');
      localStorage.setItem('chatVisitor', token);
    }, visitor ?? '');
    const phone = await phoneContext.newPage();
    await openSite(phone, baseUrl);
    await phone.getByTestId('menu-button').click();
    await phone.getByTestId('side-menu').getByRole('button', { name: 'Customer service' }).click();
    await phone.getByTestId('chat-panel').getByTestId('chat-message').filter({ hasText: 'বোনাস' }).waitFor();
    expect(await phone.getByTestId('chat-panel').getByTestId('chat-status').textContent()).toBe(
      'Message left · we will answer when we are back',
    );
    expect(await overflowing(phone, '.chat-panel')).toEqual([]);
    await screenshot(phone, 'chat-phone-visitor-left-light');
  }, 120_000);
});
