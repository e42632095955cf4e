import { getHelpCenter } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createStaff,
  DESKTOP,
  goTo,
  openConsole,
  PHONE,
  STAFF_PASSWORD,
  shot,
  signIn,
  useScheme,
} from './support/backoffice';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { proofFile } from './support/promotion-claims';
import { openSite, visit } from './support/site';

const { baseUrl, api, open } = setUpJourneys();

/** The words staff type into the article (a run of its own, so a rerun on the same server still tells). */
const FRESH = `Open Deposit, choose bKash and pay: credited within 2 minutes (${Date.now().toString(36)}).`;

/** Waits for the help centre's content on /help (past its loading state). */
async function helpReady(page: Page): Promise<void> {
  await page.getByTestId('help-centre').waitFor({ timeout: 20_000 });
}

describe('help centre and written pages', () => {
  it('content staff edit an article in the console and a visitor reads it on /help', async () => {
    const content = await createStaff(api, 'content', 'help');
    const { page } = await open({ viewport: DESKTOP, language: 'EN', theme: 'light' });
    const desk = page;
    await useScheme(desk, 'dark');
    await openConsole(desk, baseUrl);
    await signIn(desk, content, STAFF_PASSWORD);
    await goTo(desk, 'help', false);
    await desk.waitForURL((url) => url.pathname === '/backoffice/help');
    await desk.getByTestId('help-topics').waitFor();
    await desk.getByTestId('help-topic-row').filter({ hasText: 'Deposits' }).click();
    const row = desk.getByTestId('help-article-row').filter({ hasText: 'How do I deposit?' });
    await row.getByTestId('help-edit-article').click();
    const dialog = desk.getByTestId('help-article-dialog');
    const editor = dialog.getByTestId('help-article-editor');
    await editor.waitFor();
    // Replace the English text in the rich-text editor, with a bold word; the preview follows.
    await editor.click();
    await desk.keyboard.press('ControlOrMeta+a');
    await desk.keyboard.press('Delete');
    await desk.keyboard.type(FRESH);
    await desk.keyboard.press('Enter');
    const bold = dialog.getByRole('button', { name: 'Bold' });
    await bold.click();
    await eventually(() => bold.getAttribute('aria-pressed')).toBe('true');
    await desk.keyboard.type('No fee.');
    // A picture from the computer: uploaded, then shown in the editor and the preview from the site.
    await desk.keyboard.press('Enter');
    await dialog.getByTestId('rte-picture-file').setInputFiles(proofFile('deposit-button.png'));
    const loaded = (image: ReturnType<Page['locator']>) =>
      eventually(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth));
    await loaded(editor.locator('img')).toBe(96);
    const preview = dialog.getByTestId('help-article-preview');
    await eventually(() => preview.locator('.preview__body').textContent()).toContain(FRESH);
    expect(await preview.locator('.preview__body strong').textContent()).toBe('No fee.');
    await loaded(preview.locator('.preview__body img')).toBe(96);
    expect(await preview.locator('.preview__body img').getAttribute('src')).toMatch(/^\/content\/images\//u);
    expect(await preview.locator('.preview__body img').getAttribute('alt')).toBe('deposit-button');
    // Text posing as a picture is refused, in words.
    await dialog.getByTestId('rte-picture-file').setInputFiles({
      name: 'not-a-picture.png',
      mimeType: 'image/png',
      buffer: Buffer.from('only words'),
    });
    await eventually(() => dialog.getByTestId('rte-picture-error').textContent()).toContain(
      'PNG, JPEG, WebP or GIF',
    );
    expect(await editor.locator('img').count()).toBe(1);
    await shot(desk, 'help-console-editor-dark');
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => desk.getByTestId('toast').textContent()).toBe('Saved.');
    await shot(desk, 'help-console-list-dark');

    // The server keeps it as written (cleaned), and a visitor reads it on /help.
    const deposits = (await api.call(getHelpCenter, { query: {} })).topics.find(
      (t) => t.title === 'Deposits',
    );
    expect(deposits?.articles[0]?.body).toContain('<strong>No fee.</strong>');
    await openSite(page, baseUrl, '/help');
    await helpReady(page);
    await page.getByTestId('help-topic').filter({ hasText: 'Deposits' }).click();
    await page.waitForURL((url) => url.search.includes(`topic=${deposits!.id}`));
    const article = page.getByTestId('help-article');
    await eventually(() => article.textContent()).toContain(FRESH);
    expect(await article.locator('strong').textContent()).toBe('No fee.');
    await eventually(() =>
      article.locator('img').evaluate((element) => (element as HTMLImageElement).naturalWidth),
    ).toBe(96);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'help-desktop-article-light');
  }, 120_000);

  it('content staff add a draft topic on a phone in Bengali (light): visitors do not see it until it is published', async () => {
    const content = await createStaff(api, 'content', 'hlpb');
    const { page } = await open({ viewport: PHONE });
    await useScheme(page, 'light');
    await openConsole(page, baseUrl);
    await page.evaluate(() => localStorage.setItem('bo-lang', 'BN'));
    await signIn(page, content, STAFF_PASSWORD);
    await visit(page, `${baseUrl}/backoffice/help`);
    await page.getByTestId('help-topics').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'help-console-phone-bn-light');
    const title = `বোনাস ${Date.now().toString(36)}`;
    await page.getByTestId('help-new-topic').click();
    const dialog = page.getByTestId('help-topic-dialog');
    await dialog.getByTestId('help-topic-language').locator('[data-value=BN]').click();
    await dialog.locator('input[name=title]').fill(title);
    await shot(page, 'help-console-phone-topic-bn-light');
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('help-topic-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('খসড়া');
    const seen = async () =>
      (await api.call(getHelpCenter, { query: {} })).topics.some((t) => t.title === title);
    expect(await seen()).toBe(false);
    // Published: visitors see it.
    await page.getByTestId('help-edit-topic').click();
    await page.getByTestId('help-topic-dialog').locator('input[name=published]').check();
    await page.getByTestId('help-topic-dialog').getByTestId('dialog-submit').click();
    await page.getByTestId('help-topic-dialog').waitFor({ state: 'detached' });
    await eventually(seen).toBe(true);
  }, 90_000);

  it('on a phone the topics fold into an accordion with the article in place, and the search finds articles (BN, dark)', async () => {
    const { page } = await open({ viewport: PHONE, language: 'BN', theme: 'dark' });
    await openSite(page, baseUrl, '/help');
    await helpReady(page);
    await page.getByTestId('help-topic').filter({ hasText: 'উত্তোলন' }).click();
    const inline = page.locator('.help-topic.is-open').getByTestId('help-article');
    await eventually(() => inline.textContent()).toContain('পেমেন্ট পাসওয়ার্ড');
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'help-phone-accordion-bn-dark');
    await page.getByTestId('help-search').fill('পাসওয়ার্ড');
    await page.getByTestId('help-search').press('Enter');
    const results = page.getByTestId('help-search-results');
    await results.waitFor();
    expect(await results.locator('.help-result').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'help-phone-search-bn-dark');
    // A result opens its article.
    await results.locator('.help-result').filter({ hasText: 'পেমেন্ট পাসওয়ার্ড কী?' }).click();
    await eventually(() =>
      page.locator('.help-topic.is-open').getByTestId('help-article').textContent(),
    ).toContain('দ্বিতীয় পাসওয়ার্ড');
  }, 60_000);

  it('shows its loading and error states, then recovers (phone, light, EN)', async () => {
    const { page } = await open({ viewport: PHONE, language: 'EN', theme: 'light' });
    let recovered = false;
    await page.route('**/wps/system/helpCenter*', async (route) => {
      if (recovered) return route.continue();
      await new Promise((wait) => setTimeout(wait, 1_500));
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, value: null, message: 'Help is resting.', errorCode: 'x' }),
      });
    });
    await openSite(page, baseUrl, '/help');
    await page.getByTestId('help-loading').waitFor();
    await screenshot(page, 'help-phone-loading-light');
    const failed = page.locator('.help-page').getByRole('alert');
    await failed.waitFor();
    expect(await words(failed.textContent())).toContain('Help is resting.');
    await screenshot(page, 'help-phone-error-light');
    recovered = true;
    await failed.getByRole('button').click();
    await helpReady(page);
    // An empty help centre says so (a brand with nothing written).
    await page.route('**/wps/system/helpCenter*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, value: { topics: [] }, message: null, errorCode: null }),
      }),
    );
    await page.reload();
    await page.getByTestId('help-empty').waitFor();
    await screenshot(page, 'help-phone-empty-light');
  }, 60_000);

  it('the help-centre modal opens from the side menu and closing it returns to /', async () => {
    const { page } = await open({ viewport: PHONE, language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl, '/promotions');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-help').click();
    const modal = page.locator('.help-modal');
    await modal.getByTestId('help-centre').waitFor({ timeout: 20_000 });
    await page.getByTestId('help-topic').filter({ hasText: 'Security' }).click();
    await eventually(() => modal.getByTestId('help-article').first().textContent()).toContain(
      'authenticator',
    );
    await screenshot(page, 'help-modal-phone-dark');
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('help'));
    expect(await page.locator('.help-modal').count()).toBe(0);
    // Addressed directly at a written page.
    await openSite(page, baseUrl, '/vip?help=terms');
    await page.locator('.help-modal').getByTestId('help-page').waitFor({ timeout: 20_000 });
    expect(await page.locator('.help-modal').getByTestId('written-section').count()).toBe(5);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/');
  }, 60_000);

  it('the footer reaches every written page: guide, agreement, terms, privacy, sponsor, description', async () => {
    const { page } = await open({ viewport: DESKTOP, language: 'EN', theme: 'dark' });
    await openSite(page, baseUrl, '/');
    const footer = page.getByTestId('footer-help');
    const pages: [string, string, number][] = [
      ['Beginner guide', 'Beginner guide', 4],
      ['User agreement', 'User agreement', 3],
      ['Terms and rules', 'Terms and conditions', 5],
      ['Privacy', 'Privacy policy', 4],
    ];
    for (const [link, title, sections] of pages) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      const shown = page.getByTestId('help-page');
      await eventually(() => shown.locator('.help-centre__title').textContent()).toBe(title);
      expect(await shown.getByTestId('written-section').count()).toBe(sections);
    }
    await screenshot(page, 'help-desktop-privacy-dark');
    await footer.getByRole('link', { name: 'Sponsor', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/sponsor');
    const sponsor = page.getByTestId('written-page');
    await eventually(() => sponsor.locator('h1').textContent()).toBe('Our sponsorships');
    const art = sponsor.locator('img');
    expect(await art.count()).toBe(3);
    // The artwork loaded (a broken image has no natural width).
    await eventually(() =>
      art.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    await screenshot(page, 'sponsor-desktop-dark', true);
    await page.getByTestId('footer-help').getByRole('link', { name: 'About us', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/description');
    await eventually(() => page.getByTestId('written-page').locator('h1').textContent()).toBe(
      'About Tessera',
    );
    // The description page has the header only.
    expect(await page.locator('footer.footer').count()).toBe(0);
    await screenshot(page, 'description-desktop-dark');
  }, 90_000);

  it('sponsor and description pages on a phone in Bengali (light), and registration links the agreement', async () => {
    const { page } = await open({ viewport: PHONE, language: 'BN', theme: 'light' });
    await openSite(page, baseUrl, '/sponsor');
    await eventually(() => page.getByTestId('written-page').locator('h1').textContent()).toBe(
      'আমাদের স্পনসরশিপ',
    );
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'sponsor-phone-bn-light', true);
    await openSite(page, baseUrl, '/description');
    await eventually(() => page.getByTestId('written-page').locator('h1').textContent()).toBe('টেসেরা সম্পর্কে');
    await screenshot(page, 'description-phone-bn-light');
    await openSite(page, baseUrl, '/register');
    const links = page.getByTestId('register-agreement-links');
    await links.waitFor({ timeout: 20_000 });
    expect(await links.locator('a').evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/help?page=agreement',
      '/help?page=terms',
      '/help?page=privacy',
    ]);
  }, 60_000);
});
