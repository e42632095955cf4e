import { crc32, deflateSync } from 'node:zlib';
import {
  createPromotion,
  fillPath,
  getMemberInfo,
  listPromotions,
  requestReward,
  setPromotionStatus,
} from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uniqueName } from './support/api';
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
import { overflowing } from './support/layout';
import { endPromotionsSince } from './support/promotions';
import { fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

// Each test's own promotions end with it: the journeys after it see the demo's only.
let since = new Date();
beforeEach(() => {
  since = new Date();
});
afterEach(() => endPromotionsSince(api, since));

/** A small real PNG (two colour bands), as a member's proof picture: the server reads its bytes. */
function proofPng(): string {
  const size = 48;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const at = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      rows.set(y < size / 2 ? [79, 70, 229] : [245, 158, 11], at + 1 + x * 3);
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Registers a fresh member through the member site; answers the member's id and token. */
async function registerMember(page: Page): Promise<{ id: number; token: string; username: string }> {
  const username = uniqueName('bopro');
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Promo1234');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  await page.evaluate(() => sessionStorage.removeItem('token'));
  return { id: (await api.call(getMemberInfo, { token })).id, token, username };
}

/** An applied promotion, live (written through the staff API: the editor is checked above it). */
async function liveAppliedPromotion(title: string): Promise<string> {
  const token = await api.staffToken();
  const created = await api.call(createPromotion, {
    token,
    body: {
      type: 'APPLIED',
      title: { EN: title },
      summary: { EN: 'Show us your big win and we add a reward.' },
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      rewardFixed: 300,
      rewardCap: 500,
      wagering: 5,
      exclusive: false,
    },
  });
  const status = { ...setPromotionStatus, path: fillPath(setPromotionStatus.path, { id: created.id }) };
  await api.call(status, { token, body: { status: 'LIVE' } });
  return created.id;
}

/** `datetime-local` text for an hour ago, in the page's own time zone. */
const anHourAgo = (page: Page) =>
  page.evaluate(() => {
    const at = new Date(Date.now() - 3_600_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('staff run promotions in the console ($name)', ({ name, viewport, theme, phone }) => {
  it('writes a deposit promotion with its preview, puts it live for members, and grants an application', async () => {
    const admin = await createStaff(api, 'admin', 'pro');
    const stamp = Date.now().toString(36);
    const title = `Reload ${name} ${stamp}`;
    const appliedTitle = `Big win ${name} ${stamp}`;
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    const member = await registerMember(page);

    await openConsole(page, baseUrl);
    await signIn(page, admin, STAFF_PASSWORD);
    await goTo(page, 'promotions', phone);
    await settled(page, 'promotions-table');
    await page.getByTestId('new-promotion').click();
    const form = page.getByTestId('promotion-form');
    const preview = page.getByTestId('promotion-preview');
    await form.waitFor();

    // A field left empty says so when it is left; the preview waits for a sendable form.
    await form.locator('input[name=title]').click();
    await form.locator('textarea[name=summary]').click();
    await eventually(() => form.getByTestId('field-error').first().textContent()).toContain('title');
    expect(await preview.getAttribute('data-status')).toBe('waiting');

    await form.locator('input[name=title]').fill(title);
    await form.locator('textarea[name=summary]').fill('Half of your deposit back as a bonus, every week.');
    await form
      .locator('textarea[name=content]')
      .fill('<p>Deposit through any channel and get <b>50% extra</b>.</p><script>alert(1)</script>');
    await page.getByTestId('text-language').locator('[data-value=BN]').click();
    await form.locator('input[name=title]').fill(`রিলোড ${stamp}`);
    await form.locator('input[name=startsAt]').fill(await anHourAgo(page));
    await form.locator('select[name=frequency]').selectOption('WEEKLY');
    await form.locator('input[name=minDeposit]').fill('200');
    await form.locator('input[name=rewardPercent]').fill('25');
    await form.locator('input[name=rewardCap]').fill('1,000');
    await form.locator('input[name=wagering]').fill('10');
    await form.locator('input[name=weights][data-category=RNG]').fill('100');
    await form.locator('input[name=weights][data-category=LIVE]').fill('20');
    await form.locator('input[name=bonusDays]').fill('7');

    // The preview is the server's card: it follows the form a moment after each change.
    await eventually(() => preview.getByTestId('preview-title').textContent()).toBe(title);
    await eventually(() => preview.getByTestId('preview-rules').textContent()).toContain(
      '25% of your deposit',
    );
    expect(await preview.getByTestId('preview-state').textContent()).toBe('Open');
    expect(await preview.locator('.promo-card__content b').textContent()).toBe('50% extra');
    expect(await preview.locator('script').count()).toBe(0);
    await form.locator('input[name=rewardPercent]').fill('50');
    await eventually(() => preview.getByTestId('preview-rules').textContent()).toContain(
      '50% of your deposit',
    );
    await eventually(() => preview.getByTestId('preview-rules').textContent()).toContain(
      'Slots 100%, Live casino 20%',
    );
    // The member's card in Bengali: its own title, the rules in Bengali.
    await page.getByTestId('preview-language').locator('[data-value=BN]').click();
    await eventually(() => preview.getByTestId('preview-title').textContent()).toBe(`রিলোড ${stamp}`);
    await eventually(() => preview.getByTestId('preview-rules').textContent()).toContain('জমার 50%');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-promotions-${name}-editor`);

    await page.getByTestId('save').click();
    await page.waitForURL((url) => url.pathname === '/backoffice/promotions');
    await settled(page, 'promotions-table');
    const row = page.getByTestId('row').filter({ hasText: title });
    await row.getByTestId('move-LIVE').click();
    await page.getByTestId('confirm-dialog').getByTestId('dialog-submit').click();
    await eventually(() => row.locator('.badge').textContent()).toBe('Live');

    // Opened again, the editor holds what was saved (the percent as a percent, the weights).
    await row.getByTestId('edit').click();
    await eventually(() => form.locator('input[name=title]').inputValue()).toBe(title);
    expect(await form.locator('input[name=rewardPercent]').inputValue()).toBe('50');
    expect(await form.locator('input[name=rewardCap]').inputValue()).toBe('1000');
    expect(await form.locator('input[name=weights][data-category=LIVE]').inputValue()).toBe('20');
    expect(await form.locator('select[name=type]').isDisabled()).toBe(true);
    await eventually(() => preview.getByTestId('preview-title').textContent()).toBe(title);
    await page.goBack();
    await settled(page, 'promotions-table');

    // Members (visitors here) are offered it, open now.
    const offered = await api.call(listPromotions);
    const card = offered.list.find((c) => c.title === title);
    expect(card?.state).toBe('JOIN');
    expect(card?.rules).toMatchObject({ rewardBp: 5000, rewardCap: 1000, minDeposit: 200, wagering: 10 });

    // A member applies to an applied promotion with a remark and a picture.
    const appliedId = await liveAppliedPromotion(appliedTitle);
    await api.call(requestReward, {
      token: member.token,
      body: { promotionId: appliedId, remark: 'My 50x win on Sweet Bonanza', proofs: [proofPng()] },
    });
    await page.getByTestId('filter-type').selectOption('APPLIED');
    await settled(page, 'promotions-table');
    const appliedRow = page.getByTestId('row').filter({ hasText: appliedTitle });
    await eventually(() => appliedRow.getByTestId('stat-applying').textContent()).toBe('1');
    await shot(page, `backoffice-promotions-${name}-list`);

    // The waiting figure leads to the queue for that promotion; the row opens the application.
    await appliedRow.getByTestId('stat-applying').click();
    await page.waitForURL((url) => url.searchParams.get('promotion') === appliedId);
    await settled(page, 'applications-table');
    const application = page.getByTestId('row').filter({ hasText: member.username });
    await application.getByTestId('open').click();
    const dialog = page.getByTestId('application-dialog');
    await eventually(() =>
      dialog.locator('.proofs img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(48);
    await eventually(() => dialog.getByTestId('approve-amount').inputValue()).toBe('300');
    await dialog.getByTestId('approve-amount').fill('350');
    await shot(page, `backoffice-promotions-${name}-application`);
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('row').filter({ hasText: member.username }).count()).toBe(0);

    // Decided: granted with the amount staff set; the bonus is wagering.
    await page.getByTestId('application-tabs').locator('[data-value=DECIDED]').click();
    await settled(page, 'applications-table');
    const decided = page.getByTestId('row').filter({ hasText: member.username });
    await eventually(() => decided.locator('.badge').textContent()).toBe('Granted (wagering)');
    expect(await decided.textContent()).toContain('350.00');

    await goTo(page, 'bonuses', phone);
    await page.getByTestId('bonus-filters').locator('input[name=member]').fill(String(member.id));
    await page.getByTestId('apply-filters').click();
    await page.waitForURL((url) => url.searchParams.get('member') === String(member.id));
    await settled(page, 'bonuses-table');
    const bonus = page.getByTestId('row').filter({ hasText: appliedTitle });
    await eventually(() => bonus.getByTestId('wagering').textContent()).toContain('0.00');
    expect(await bonus.getByTestId('forfeit').count()).toBe(1);
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-promotions-${name}-bonuses`);
  });

  it('writes a slots rebate for two VIP levels, its preview in plain words, as a draft', async () => {
    // A content editor: the brand's channels and VIP levels are hers to choose from too.
    const editor = await createStaff(api, 'content', 'prc');
    const title = `VIP slots rebate ${name} ${Date.now().toString(36)}`;
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    await openConsole(page, baseUrl);
    await signIn(page, editor, STAFF_PASSWORD);
    await goTo(page, 'promotions', phone);
    await settled(page, 'promotions-table');
    await page.getByTestId('new-promotion').click();
    const form = page.getByTestId('promotion-form');
    const preview = page.getByTestId('promotion-preview');
    await form.waitFor();
    await form.locator('select[name=type]').selectOption('REBATE');
    await form.locator('input[name=title]').fill(title);
    await form.locator('input[name=startsAt]').fill(await anHourAgo(page));
    // A rebate has no fixed part and is never once only.
    expect(await form.locator('input[name=rewardFixed]').count()).toBe(0);
    expect(await form.locator('select[name=frequency] option[value=ONCE]').isDisabled()).toBe(true);
    await form.locator('select[name=frequency]').selectOption('DAILY');
    await form.locator('input[name=rewardPercent]').fill('0.8');
    await form.locator('input[name=rewardCap]').fill('500');
    await form.locator('input[name=allCategories]').uncheck();
    await form.locator('input[name=categories][value=RNG]').check();
    await form.locator('input[name=allLevels]').uncheck();
    const levels = form.getByTestId('vip-levels').locator('input[name=vipLevels]');
    await eventually(() => levels.count()).toBe(4);
    await form.locator('input[name=vipLevels][value="2"]').check();
    await form.locator('input[name=vipLevels][value="3"]').check();
    await eventually(() => preview.getByTestId('preview-rules').textContent()).toContain(
      'You get 0.8% of your valid bet each day.',
    );
    const rules = await preview.getByTestId('preview-rules').textContent();
    expect(rules).toContain('Bets in Slots count.');
    expect(rules).toContain('For VIP 2 Silver, VIP 3 Gold members.');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-promotions-${name}-rebate-editor`);
    await page.getByTestId('save').click();
    await page.waitForURL((url) => url.pathname === '/backoffice/promotions');
    await settled(page, 'promotions-table');
    const row = page.getByTestId('row').filter({ hasText: title });
    await eventually(() => row.locator('.badge').textContent()).toBe('Draft');
  });
});
