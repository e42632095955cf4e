import { randomUUID } from 'node:crypto';
import { getJackpot, getJackpotSettings, type JackpotSettings, playFairGame } from '@tessera/contracts';
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
  shot,
  signIn,
  useScheme,
} from './support/backoffice';
import { screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { registerMember } from './support/points';
import { openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

/** The banner's amount as a number (its digits without the group commas). */
async function shownAmount(page: Page): Promise<number> {
  const text = await page.getByTestId('jackpot-amount').locator('.jackpot__digits').textContent();
  return Number((text ?? '').replace(/,/gu, ''));
}

/** A member plays the in-house dice for `stake` (in-house games feed the demo's jackpot). */
async function playDice(api: TestApi, stake: number): Promise<void> {
  const member = await registerMember(api, 'jpplay');
  await api.adjustBalance(member.id, stake, 'journeys: a round that feeds the jackpot');
  await api.call(playFairGame, {
    token: member.token,
    body: { requestId: randomUUID(), stake, params: { game: 'dice', target: 5000, direction: 'over' } },
  });
}

describe('the progressive jackpot journey', () => {
  it('shows a visitor the live pool, which rolls up when play feeds it (390 px, dark)', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    await openSite(page, baseUrl);
    await page.getByTestId('jackpot-amount').waitFor({ timeout: 20_000 });
    const pool = await api.call(getJackpot, {});
    expect(pool.enabled).toBe(true);
    expect(pool.amount).toBeGreaterThanOrEqual(31_250_000);
    await eventually(() => shownAmount(page)).toBeGreaterThanOrEqual(pool.amount);
    const before = await shownAmount(page);
    expect(await page.getByTestId('jackpot-verify').textContent()).toContain(pool.commitment.slice(0, 6));
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'jackpot-phone-dark');

    // ৳1,000 of dice: 0.5 % of it (৳5) reaches the pool within a few seconds, pushed to the page.
    await playDice(api, 1_000);
    await eventually(() => shownAmount(page), 20_000).toBeGreaterThanOrEqual(before + 5);
    await screenshot(page, 'jackpot-phone-dark-fed');

    // The fairness dialog: the open cycle's commitment and range, and the past wins (none yet).
    await page.getByTestId('jackpot-verify').click();
    await page.getByTestId('jackpot-commitment').waitFor();
    await eventually(() => page.locator('.jackpot-verify .skeleton').count()).toBe(0);
    expect(await page.getByTestId('jackpot-commitment').textContent()).toContain('৳32,000,000.00');
    expect(await page.locator('.jackpot-verify').textContent()).toContain('No jackpot has been won yet.');
    await screenshot(page, 'jackpot-verify-phone-dark');
  });

  it('explains and verifies the draw in the dialog (390 px, light, Bengali)', async () => {
    const { page } = await open({ language: 'BN', theme: 'light', viewport: PHONE });
    await openSite(page, baseUrl);
    await page.getByTestId('jackpot-verify').click();
    const commitment = page.getByTestId('jackpot-commitment');
    await commitment.waitFor();
    const pool = await api.call(getJackpot, {});
    expect(await commitment.textContent()).toContain(pool.commitment);
    expect(await commitment.textContent()).toContain('অঙ্গীকার');
    await eventually(() => page.locator('.jackpot-verify .skeleton').count()).toBe(0);
    await screenshot(page, 'jackpot-verify-phone-light-bn');
  });

  it('lets finance change the settings in the console, saved whole', async () => {
    const token = await api.staffToken();
    const before = (await api.call(getJackpotSettings, { token })) as JackpotSettings;
    const finance = await createStaff(api, 'finance', 'jp');
    const { page } = await open({ language: 'EN', viewport: DESKTOP });
    await useScheme(page, 'light');
    await openConsole(page, baseUrl);
    await signIn(page, finance, STAFF_PASSWORD);
    await goTo(page, 'jackpot', false);
    await page.waitForURL((url) => url.pathname === '/backoffice/jackpot');
    await page.getByTestId('jackpot-pool-amount').waitFor();
    const form = page.getByTestId('jackpot-settings-form');
    await form.locator('input[name=percent]').fill('0.6');
    await form.locator('input[name=dropMin]').fill('1');
    await form.locator('input[name=seed]').click();
    await eventually(() => form.getByTestId('field-error').first().textContent()).toContain('above the seed');
    await form.locator('input[name=dropMin]').fill('32,000,000');
    await shot(page, 'backoffice-jackpot-desktop-light');
    await page.getByTestId('save').click();
    await eventually(() => page.getByTestId('toast').textContent()).toBe('Jackpot saved.');
    expect(await api.call(getJackpotSettings, { token })).toEqual({ ...before, contributionBp: 60 });

    // On a phone, dark: the same page, the pool above the form.
    await page.setViewportSize(PHONE);
    await useScheme(page, 'dark');
    await page.reload();
    await page.getByTestId('jackpot-pool-amount').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'backoffice-jackpot-phone-dark');
    await form.locator('input[name=percent]').fill(String(before.contributionBp / 100));
    await page.getByTestId('save').click();
    await eventually(() => api.call(getJackpotSettings, { token })).toEqual(before);
  });
});
