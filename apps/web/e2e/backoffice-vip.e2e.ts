import {
  approveApplication,
  createPromotion,
  fillPath,
  listApplications,
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
  signOutOfConsole,
  useScheme,
} from './support/backoffice';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { endPromotionsSince } from './support/promotions';
import { proofPng } from './support/proof-image';
import { fillUsernameRegistration, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

// Each test's own promotions end with it: the journeys after it see the demo's only.
let since = new Date();
beforeEach(() => {
  since = new Date();
});
afterEach(() => endPromotionsSince(api, since));

/** The spec's rebate rates (§9), level 0's: everyone's. */
const SPEC_RATES = {
  RNG: '1.20',
  LIVE: '0.80',
  LOTT: '1.00',
  ELOTT: '1.00',
  FISH: '1.00',
  SPORTS: '1.00',
  ESPORTS: '1.00',
};

const levelInput = (page: Page, level: number, name: string, extra = '') =>
  page.locator(`[data-testid=vip-form] input[name=${name}][data-level="${level}"]${extra}`);
const rate = (page: Page, level: number, category: string) =>
  levelInput(page, level, 'rebate', `[data-category=${category}]`);
/** An amount input's value as a number (it shows grouped: `5,000,000`). */
const amountOf = async (page: Page, level: number, name: string) =>
  Number((await levelInput(page, level, name).inputValue()).replaceAll(',', ''));
const levelRows = (page: Page) => page.getByTestId('vip-levels-table').getByTestId('row');

/**
 * A reward granted now, so the report has a figure of this run's own: a fresh member (registered on
 * the site) applies to a live applied promotion with wagering, and staff approve it.
 */
async function grantReward(page: Page, amount: number): Promise<void> {
  const username = uniqueName('bovip');
  await openSite(page, baseUrl);
  await page.getByTestId('header-register').click();
  await fillUsernameRegistration(page, username, 'Vipcost1234');
  await page.getByTestId('register-submit').click();
  await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);
  const member = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  await page.evaluate(() => sessionStorage.removeItem('token'));

  const token = await api.staffToken();
  const created = await api.call(createPromotion, {
    token,
    body: {
      type: 'APPLIED',
      title: { EN: `VIP costs ${username}` },
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      rewardFixed: amount,
      wagering: 5,
      exclusive: false,
    },
  });
  const live = { ...setPromotionStatus, path: fillPath(setPromotionStatus.path, { id: created.id }) };
  await api.call(live, { token, body: { status: 'LIVE' } });
  await api.call(requestReward, {
    token: member,
    body: { promotionId: created.id, remark: 'For the costs report', proofs: [proofPng()] },
  });
  const queue = await api.call(listApplications, { token, query: { promotionId: created.id } });
  const id = queue.list[0]?.entryId ?? '';
  const approve = { ...approveApplication, path: fillPath(approveApplication.path, { id }) };
  expect((await api.call(approve, { token, body: { amount: null } })).state).toBe('ISSUED');
}

/** `YYYY-MM-DD` of the browser's day `offset` days from today. */
const dayFrom = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** A money cell's amount (`৳1,250.00` → 1250). */
const amountIn = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/gu, ''));

/** Saves the table and waits for the answer: the toast, nothing left unsaved. */
async function saveLevels(page: Page): Promise<void> {
  await page.getByTestId('save').click();
  await eventually(() => page.getByTestId('unsaved').count()).toBe(0);
  await eventually(() => page.getByTestId('save').isDisabled()).toBe(false);
  expect(await page.getByTestId('form-error').count()).toBe(0);
}

describe.each([
  { name: 'desktop', viewport: DESKTOP, theme: 'dark' as const, phone: false },
  { name: 'phone', viewport: PHONE, theme: 'light' as const, phone: true },
])('staff run the VIP levels and read what rewards cost ($name)', ({ name, viewport, theme, phone }) => {
  it('adds a level above the demo table, saves it, removes it again, and reads the reward costs', async () => {
    const admin = await createStaff(api, 'admin', 'vip');
    const { page } = await open({ viewport, language: 'EN' });
    await useScheme(page, theme);
    const granted = 375;
    if (!phone) await grantReward(page, granted);
    await openConsole(page, baseUrl);
    await signIn(page, admin, STAFF_PASSWORD);

    await goTo(page, 'vipLevels', phone);
    await settled(page, 'vip-levels-table');
    // The demo's table: level 0 with the spec's rates, and VIP 1–3 above it.
    expect(await levelRows(page).count()).toBe(4);
    for (const [category, percent] of Object.entries(SPEC_RATES))
      expect(await rate(page, 0, category).inputValue(), category).toBe(percent);
    for (const [level, title] of [
      [1, 'VIP 1 Bronze'],
      [2, 'VIP 2 Silver'],
      [3, 'VIP 3 Gold'],
    ] as const)
      expect(await levelInput(page, level, 'name', '[data-language=EN]').inputValue()).toBe(title);
    const topValidBet = await amountOf(page, 3, 'minValidBet');
    const topDeposits = await amountOf(page, 3, 'minDeposits');
    expect(topValidBet).toBeGreaterThan(0);

    // A level on top: it starts asking what level 3 asks, and a lower threshold is refused once left.
    await page.getByTestId('add-level').click();
    await eventually(() => levelRows(page).count()).toBe(5);
    const title = `VIP 4 Platinum ${name}`;
    await levelInput(page, 4, 'name', '[data-language=EN]').fill(title);
    await levelInput(page, 4, 'name', '[data-language=BN]').fill('ভিআইপি 4 প্লাটিনাম');
    await levelInput(page, 4, 'minValidBet').fill('100');
    await levelInput(page, 4, 'minDeposits').click();
    const validBetRow = levelRows(page).nth(4);
    await eventually(() => validBetRow.getByTestId('field-error').first().textContent()).toContain(
      'level 3 below asks',
    );
    await levelInput(page, 4, 'minValidBet').fill(String(topValidBet * 2));
    await levelInput(page, 4, 'minDeposits').fill(String(topDeposits * 2));
    await levelInput(page, 4, 'upgradeBonus').fill('5000');
    await levelInput(page, 4, 'cashback').fill('7.5');
    await levelInput(page, 4, 'cashbackCap').fill('20000');
    await rate(page, 4, 'RNG').fill('2.5');
    await rate(page, 4, 'LIVE').fill('1.6');
    await rate(page, 4, 'LIVE').blur();
    // Rates read with two decimals once left.
    await eventually(() => rate(page, 4, 'RNG').inputValue()).toBe('2.50');
    expect(await levelInput(page, 4, 'cashback').inputValue()).toBe('7.50');
    expect(await levelInput(page, 4, 'upgradeBonus').inputValue()).toBe('5,000');
    expect(await page.getByTestId('field-error').count()).toBe(0);
    await page.getByTestId('unsaved').waitFor();
    // Level 0's thresholds are fixed at 0: shown, not typed into.
    expect(await levelInput(page, 0, 'minValidBet').getAttribute('readonly')).not.toBeNull();
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-vip-${name}-editing`);
    if (!phone) {
      // Leaving with changes not saved asks first; staying keeps them.
      await page.getByTestId('nav-rewardCosts').click();
      const leave = page.getByTestId('confirm-dialog');
      await leave.waitFor();
      await shot(page, `backoffice-vip-${name}-leave`);
      await leave.getByRole('button', { name: 'Cancel' }).click();
      await leave.waitFor({ state: 'detached' });
      expect(page.url()).toContain('/backoffice/vip-levels');
      expect(await levelInput(page, 4, 'name', '[data-language=EN]').inputValue()).toBe(title);
    }

    await saveLevels(page);
    await eventually(() => levelRows(page).nth(4).getByTestId('members').textContent()).toBe('0 members');

    // Read back from the server: the level is there, as written.
    await page.reload();
    await settled(page, 'vip-levels-table');
    expect(await levelRows(page).count()).toBe(5);
    expect(await levelInput(page, 4, 'name', '[data-language=EN]').inputValue()).toBe(title);
    expect(await levelInput(page, 4, 'name', '[data-language=BN]').inputValue()).toBe('ভিআইপি 4 প্লাটিনাম');
    expect(await amountOf(page, 4, 'minValidBet')).toBe(topValidBet * 2);
    expect(await amountOf(page, 4, 'minDeposits')).toBe(topDeposits * 2);
    expect(await levelInput(page, 4, 'cashback').inputValue()).toBe('7.50');
    expect(await levelInput(page, 4, 'cashbackCap').inputValue()).toBe('20,000');
    expect(await rate(page, 4, 'RNG').inputValue()).toBe('2.50');
    expect(await rate(page, 4, 'LIVE').inputValue()).toBe('1.60');
    await page.getByTestId('vip-rates-table').scrollIntoViewIfNeeded();
    await shot(page, `backoffice-vip-${name}-saved`);

    // Removed again, so every other journey sees the demo's table.
    await levelRows(page).nth(4).getByTestId('remove-level').click();
    await eventually(() => levelRows(page).count()).toBe(4);
    await saveLevels(page);
    await page.reload();
    await settled(page, 'vip-levels-table');
    expect(await levelRows(page).count()).toBe(4);
    expect(await rate(page, 0, 'RNG').inputValue()).toBe('1.20');

    // What rewards cost: the last 30 days, a row per day and the totals.
    await goTo(page, 'rewardCosts', phone);
    await settled(page, 'reward-costs-table');
    const costRows = page.getByTestId('reward-costs-table').getByTestId('row');
    expect(await costRows.count()).toBe(31);
    expect(await costRows.last().textContent()).toContain('Total');
    await page.getByTestId('cost-chart').waitFor();
    expect(await page.getByTestId('export-csv').isDisabled()).toBe(false);
    // A range in the address: yesterday to tomorrow (the brand's day may be ahead of the browser's),
    // with today's grant among the bonuses issued.
    await page.getByTestId('cost-filter').locator('input[name=from]').fill(dayFrom(-1));
    await page.getByTestId('cost-filter').locator('input[name=to]').fill(dayFrom(1));
    await page.getByTestId('cost-apply').click();
    await page.waitForURL((url) => url.searchParams.get('from') === dayFrom(-1));
    await settled(page, 'reward-costs-table');
    await eventually(() => costRows.count()).toBe(4);
    const issued = amountIn(await costRows.last().getByTestId('cost-bonusesIssued').textContent());
    const net = amountIn(await costRows.last().getByTestId('cost-net').textContent());
    if (!phone) {
      expect(issued).toBeGreaterThanOrEqual(granted);
      expect(net).toBeGreaterThanOrEqual(granted);
    }
    expect(await page.getByTestId('cost-net-total').textContent()).toContain('over 3 days');
    await shot(page, `backoffice-reward-costs-${name}-range`);
    await page.goBack();
    await settled(page, 'reward-costs-table');
    await eventually(() => costRows.count()).toBe(31);
    if (phone) expect(await overflowing(page)).toEqual([]);
    await shot(page, `backoffice-reward-costs-${name}`);

    if (!phone) {
      // Support staff read the levels and the costs but change nothing.
      const support = await createStaff(api, 'support', 'vips');
      await signOutOfConsole(page, phone);
      await signIn(page, support, STAFF_PASSWORD);
      expect(await page.getByTestId('nav-rewardCosts').count()).toBe(1);
      await goTo(page, 'vipLevels', phone);
      await settled(page, 'vip-levels-table');
      expect(await levelRows(page).count()).toBe(4);
      expect(await page.locator('[data-testid=vip-form] input').count()).toBe(0);
      expect(await page.getByTestId('save').count()).toBe(0);
      expect(await page.getByTestId('vip-rates-table').textContent()).toContain('1.20%');
      await shot(page, 'backoffice-vip-desktop-read-only');

      // In Bengali: the same table and the costs, Latin digits.
      await page.getByTestId('language-switch').getByRole('button', { name: 'বাং' }).click();
      await eventually(() => page.locator('h1').textContent()).toBe('ভিআইপি লেভেল');
      expect(await levelRows(page).first().getByTestId('members').textContent()).toMatch(/^\d+ জন সদস্য$/u);
      await shot(page, 'backoffice-vip-desktop-bn');
      await goTo(page, 'rewardCosts', phone);
      await settled(page, 'reward-costs-table');
      expect(await costRows.last().textContent()).toContain('মোট');
      await shot(page, 'backoffice-reward-costs-desktop-bn');
    } else {
      // In Bengali on the phone: the level cards' labels fit beside their boxes.
      await page.getByTestId('menu-open').click();
      await eventually(() =>
        page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().left),
      ).toBe(0);
      await page.getByTestId('language-switch').getByRole('button', { name: 'বাং' }).click();
      await page.getByTestId('nav-vipLevels').click();
      await eventually(() => page.locator('h1').textContent()).toBe('ভিআইপি লেভেল');
      await settled(page, 'vip-levels-table');
      expect(await overflowing(page)).toEqual([]);
      await shot(page, 'backoffice-vip-phone-bn');
    }
  });
});
