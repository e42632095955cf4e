import { getPointConfig, type PointSettings } from '@tessera/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  signOutOfConsole,
  useScheme,
} from './support/backoffice';
import {
  givePoints,
  memberPoints,
  pointSettings,
  redeem,
  restorePointSettings,
  switchOffItems,
  withPaymentPassword,
} from './support/backoffice-points';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { registerOnSite } from './support/promotion-claims';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

// The brand's points rules and the mall are shared by every journey: each test puts the rules
// back and switches its own items off, so the journeys after it meet the demo's.
let before: PointSettings | null = null;
const made: string[] = [];
beforeEach(async () => {
  before = await pointSettings(api);
});
afterEach(async () => {
  if (before) await restorePointSettings(api, before);
  await switchOffItems(api, made.splice(0));
});

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('staff run the points mall in the console ($name)', ({ name, viewport, theme, phone }) => {
  it('content writes the rules and an item; finance approves one redeem and rejects another', async () => {
    const editor = await createStaff(api, 'content', 'ptc');
    const finance = await createStaff(api, 'finance', 'ptf');
    const stamp = Date.now().toString(36);
    const itemName = `Travel mug ${name} ${stamp}`;
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);

    // A member with a payment password and 5,000 points given by staff.
    const member = await registerOnSite(page, api, baseUrl, 'bopts');
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await withPaymentPassword(api, member.token);
    expect(await givePoints(api, member.id, 5_000)).toBe(5_000);

    // A content editor reads the queue (no decisions: they are finance's) and writes the rules.
    await openConsole(page, baseUrl);
    await signIn(page, editor, STAFF_PASSWORD);
    await goTo(page, 'points', phone);
    await page.waitForURL((url) => url.pathname === '/backoffice/points/redeems');
    await settled(page, 'redeems-table');
    expect(await page.getByTestId('approve').count()).toBe(0);
    await page.getByTestId('tab-settings').click();
    const form = page.getByTestId('points-settings-form');
    const preview = page.getByTestId('settings-preview');
    await form.waitFor();
    const slots = form.locator('input[data-category=RNG]');
    await slots.fill('2');
    await eventually(() => words(preview.getByTestId('settings-words').textContent())).toContain(
      '1 point per ৳50 on Slots',
    );
    // A rate that cannot be sent says so once it is left, and nothing is saved.
    await form.locator('input[data-category=LIVE]').fill('0.125');
    await form.locator('input[name=convertPoints]').click();
    await eventually(() => form.getByTestId('field-error').first().textContent()).toContain('two decimals');
    await form.locator('input[data-category=LIVE]').fill('0.5');
    await form.locator('input[name=convertPoints]').fill('200');
    await form.locator('input[name=convertAmount]').fill('2.50');
    await form.locator('textarea[data-language=EN]').fill(`Swap your points for prizes ${stamp}`);
    await form.locator('textarea[data-language=BN]').fill(`পয়েন্টে পুরস্কার নিন ${stamp}`);
    await eventually(() => words(preview.getByTestId('settings-ratio').textContent())).toContain(
      '200 points = ৳2.50',
    );
    expect(await words(preview.getByTestId('settings-words').textContent())).toContain(
      '1 point per ৳200 on Live casino',
    );
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-points-${name}-settings`);
    await page.getByTestId('save').click();
    await eventually(() => page.getByTestId('toast').textContent()).toBe('Points settings saved');
    expect(await page.getByTestId('unsaved').count()).toBe(0);
    // Members read the new rules.
    const config = await api.call(getPointConfig, { token: member.token });
    expect(config).toMatchObject({ convertPoints: 200, convertAmount: 2.5 });
    expect(config.copyText).toBe(`Swap your points for prizes ${stamp}`);
    expect(config.earn.find((e) => e.category === 'RNG')?.rateBp).toBe(200);
    expect(config.earn.find((e) => e.category === 'LIVE')?.rateBp).toBe(50);

    // The editor puts an item in the mall, with the member's card as it is written.
    await page.getByTestId('tab-items').click();
    await settled(page, 'items-table');
    expect(await page.getByTestId('row').count()).toBeGreaterThanOrEqual(6);
    await page.getByTestId('new-item').click();
    const dialog = page.getByTestId('item-dialog');
    const card = dialog.getByTestId('item-card');
    await dialog.getByTestId('dialog-submit').click();
    await eventually(() => dialog.getByTestId('field-error').first().textContent()).toContain('name');
    await dialog.locator('input[name=name]').fill(itemName);
    await dialog.locator('textarea[name=description]').fill('Steel, keeps tea hot for six hours.');
    await dialog.locator('input[name=image]').fill('/images/points/earbuds.svg');
    await dialog.locator('input[name=points]').fill('1,500');
    await dialog.locator('input[name=stock]').fill('5');
    await eventually(() => card.getByTestId('item-card-points').textContent()).toBe('1,500 points');
    expect(await words(card.getByTestId('item-card-rules').textContent())).toBe('5 left');
    await dialog.getByTestId('item-language').locator('[data-value=BN]').click();
    await dialog.locator('input[name=name]').fill(`ট্রাভেল মগ ${stamp}`);
    await eventually(() => card.getByTestId('item-card-name').textContent()).toBe(`ট্রাভেল মগ ${stamp}`);
    expect(await card.getByTestId('item-card-points').textContent()).toBe('1,500 পয়েন্ট');
    await eventually(() =>
      card.getByTestId('item-image').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
    ).toBe(true);
    if (phone) expect(await overflowing(page, 'body')).toEqual([]);
    await shot(page, `backoffice-points-${name}-item`);
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('row').filter({ hasText: itemName });
    await eventually(() => row.getByTestId('item-stock').textContent()).toBe('5');
    const itemId = (await row.getAttribute('data-id')) ?? '';
    made.push(itemId);
    expect(await row.getByTestId('item-redeemed').textContent()).toBe('0');

    // The member redeems one piece, then two: their points are held and the stock taken.
    const first = await redeem(api, member.token, itemId, 1);
    const second = await redeem(api, member.token, itemId, 2);
    expect(second.points).toBe(500);
    expect(first.redeem.status).toBe('IN_PROCESS');
    await page.reload();
    await settled(page, 'items-table');
    await eventually(() => row.getByTestId('item-stock').textContent()).toBe('2');
    expect(await row.getByTestId('item-redeemed').textContent()).toBe('3');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-points-${name}-items`);
    await signOutOfConsole(page, phone);

    // Finance finds the member's redeems in the queue.
    await signIn(page, finance, STAFF_PASSWORD);
    await goTo(page, 'points', phone);
    await settled(page, 'redeems-table');
    await page.getByTestId('redeem-search').locator('input[name=q]').fill(member.username);
    await page.getByTestId('redeem-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('q') === member.username);
    await settled(page, 'redeems-table');
    await eventually(() => page.getByTestId('row').count()).toBe(2);
    const one = page.getByTestId('row').filter({ hasText: `${itemName} × 1` });
    const two = page.getByTestId('row').filter({ hasText: `${itemName} × 2` });
    expect(await one.getByTestId('redeem-points').textContent()).toBe('1,500');
    expect(await two.getByTestId('redeem-points').textContent()).toBe('3,000');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-points-${name}-queue`);

    // Approved with where the prize went and what it was worth (both asked for first).
    await one.getByTestId('approve').click();
    const approve = page.getByTestId('approve-dialog');
    await approve.getByTestId('dialog-submit').click();
    await eventually(() => approve.getByTestId('field-error').count()).toBe(2);
    await approve.locator('input[name=paidAccount]').fill('Courier DX-48213');
    await approve.locator('input[name=paidAmount]').fill('450');
    await shot(page, `backoffice-points-${name}-approve`);
    await approve.getByTestId('dialog-submit').click();
    await approve.waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('row').count()).toBe(1);

    // Rejected with a reason: the points go back to the member and the pieces to the stock.
    await two.getByTestId('reject').click();
    const reject = page.getByTestId('reject-dialog');
    await reject.locator('textarea[name=reason]').fill('Only one mug per member, sorry');
    await reject.getByTestId('dialog-submit').click();
    await reject.waitFor({ state: 'detached' });
    await eventually(() => page.getByTestId('empty').count()).toBe(1);
    expect(await memberPoints(api, member.token)).toBe(3_500);

    // Decided: who decided and when, the paid account and amount, the reason.
    await page.getByTestId('redeem-status').locator('[data-value=""]').click();
    await settled(page, 'redeems-table');
    await eventually(() => page.getByTestId('row').count()).toBe(2);
    const approved = words(one.getByTestId('decision').textContent());
    expect(await approved).toContain('Courier DX-48213 · ৳450.00');
    expect(await approved).toContain(`by ${finance}`);
    expect(await one.locator('.badge').textContent()).toBe('Approved');
    expect(await words(two.getByTestId('decision').textContent())).toContain('Only one mug per member');
    expect(await two.locator('.badge').textContent()).toBe('Rejected');
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-points-${name}-decided`);

    // The member's name leads to their page.
    await one.getByTestId('member').click();
    await page.waitForURL((url) => url.pathname === `/backoffice/members/${member.id}`);
    await page.getByTestId('member-page').waitFor();
  }, 150_000);

  it('support reads the rules, the items and the queue, without their buttons', async () => {
    const agent = await createStaff(api, 'support', 'pts');
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    await openConsole(page, baseUrl);
    await signIn(page, agent, STAFF_PASSWORD);
    await goTo(page, 'points', phone);
    await settled(page, 'redeems-table');
    expect(await page.getByTestId('approve').count()).toBe(0);
    await page.getByTestId('tab-settings').click();
    const form = page.getByTestId('points-settings-form');
    await form.waitFor();
    expect(await form.locator('.form-note').textContent()).toContain('may read the points rules');
    expect(await form.locator('input[name=rate]').count()).toBe(0);
    expect(await form.locator('input[name=convertPoints]').isDisabled()).toBe(true);
    expect(await page.getByTestId('save').count()).toBe(0);
    await eventually(() => words(page.getByTestId('settings-words').textContent())).toContain(
      '1 point per ৳100 on',
    );
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-points-${name}-settings-read`);
    await page.getByTestId('tab-items').click();
    await settled(page, 'items-table');
    expect(await page.getByTestId('row').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId('new-item').count()).toBe(0);
    expect(await page.getByTestId('edit').count()).toBe(0);
  });
});
