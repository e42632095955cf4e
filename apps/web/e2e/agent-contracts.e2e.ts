import { getMemberInfo } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { agentPageSettled, forgetSession, openAgentPage, registerDownline } from './support/agent-centre';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { DEMO_AGENT, SUB_AGENT_PASSWORD } from './support/demo-accounts';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { loginWithPassword, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };
const AGENT = DEMO_AGENT;
const SUB_PASSWORD = SUB_AGENT_PASSWORD;

/** The accounts this file's journeys make, shared in the order they run. */
const made = { sub: '', subInitial: '', leaf: '', agentId: 0 };

async function signInAtAgentHome(page: Page, who: { username: string; password: string }): Promise<void> {
  // Screenshots catch no modal halfway through its entrance.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSite(page, baseUrl, '/agentHome');
  await loginWithPassword(page, who.username, who.password);
  await page.getByTestId('agent-home').waitFor();
}

/** A first login with an initial password: the change is forced, then the agent home shows. */
async function firstLogin(page: Page, username: string, initial: string): Promise<void> {
  await openSite(page, baseUrl, '/agentHome');
  await loginWithPassword(page, username, initial);
  const change = page.getByTestId('change-password-form');
  await change.waitFor();
  await change.locator('input[name=newPassword]').fill(SUB_PASSWORD);
  await change.locator('input[name=confirmNewPassword]').fill(SUB_PASSWORD);
  await change.locator('button[type=submit]').click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByTestId('agent-home').waitFor();
}

/** Opens the offer dialog on a direct downline's row in downlineManagmentView. */
async function openOffer(page: Page, account: string): Promise<void> {
  await openAgentPage(page, 'downlineManagmentView');
  await page.getByTestId('downlines').locator('input[name=username]').fill(account);
  const row = page.locator(`[data-testid=downline-row][data-account="${account}"]`);
  await eventually(() => page.getByTestId('downline-row').count()).toBe(1);
  await row.getByTestId('downline-offer').click();
  await page.getByTestId('offer-form').waitFor();
}

/** Fills the first tier of the open offer (real-time salary: the type chosen when it opens). */
async function fillRate(page: Page, rate: string): Promise<void> {
  await page.getByTestId('offer-form').locator('input[name=tier0_rate]').fill(rate);
}

describe('agent contracts', () => {
  it('lets an agent offer a direct sub-agent a real-time salary, warned when it ends a higher one lower down', async () => {
    const { page } = await open({ language: 'EN', theme: 'light' });
    await signInAtAgentHome(page, AGENT);
    made.sub = uniqueName('cs');
    made.subInitial = await registerDownline(page, made.sub, 'AGENT');

    // The sub-agent's first login: a new password, no contract yet, so no popup. They offer
    // their own downline a real-time salary of 0.8 % (they hold none of their own to cap it).
    await forgetSession(page, baseUrl);
    await firstLogin(page, made.sub, made.subInitial);
    expect(await page.getByTestId('contract-popup').count()).toBe(0);
    made.leaf = uniqueName('cl');
    await registerDownline(page, made.leaf, 'AGENT');
    await openOffer(page, made.leaf);
    await fillRate(page, '0.8');
    await page.getByTestId('offer-submit').click();
    await page.getByTestId('offer-sent').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    // agent01 offers the sub-agent 0.5 %: the form refuses 60 % first, in place.
    await forgetSession(page, baseUrl);
    await signInAtAgentHome(page, AGENT);
    await openOffer(page, made.sub);
    await fillRate(page, '60');
    await page.getByTestId('offer-submit').click();
    await eventually(() =>
      page.getByTestId('offer-form').locator('.field__error').first().textContent(),
    ).toContain('from 0 to 50');
    await page.getByTestId('tier-add').click();
    await page.getByTestId('offer-form').locator('input[name=tier1_minValidBet]').fill('20000');
    await page.getByTestId('offer-form').locator('input[name=tier1_rate]').fill('0.6');
    await screenshot(page, 'contracts-desktop-light-offer-invalid');
    await page.getByTestId('tier-remove').last().click();
    await fillRate(page, '0.5');

    // Accepting would end the leaf's higher contract: the warning names it, then "Offer anyway".
    await page.getByTestId('offer-submit').click();
    const warning = page.getByTestId('offer-warning');
    await eventually(() => warning.textContent()).toContain(made.leaf);
    await screenshot(page, 'contracts-desktop-light-offer-warning');
    await page.getByTestId('offer-anyway').click();
    await page.getByTestId('offer-sent').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    // My contracts, "I offered": the offer waits for its answer.
    await openAgentPage(page, 'agentContracts');
    await page.getByRole('tab', { name: 'I offered' }).click();
    const offered = page.locator(`[data-testid=contract-card][data-type=REALTIME_SALARY]`, {
      hasText: made.sub,
    });
    await eventually(() => offered.first().getAttribute('data-state')).toBe('P');
    expect(await words(offered.first().textContent())).toContain('0.5 % of valid bet');
    await screenshot(page, 'contracts-desktop-light-offered', true);
  });

  it('shows the sub-agent the contract popup at login on a phone, who accepts it', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    await signInAtAgentHome(page, { username: made.sub, password: SUB_PASSWORD });
    const popup = page.getByTestId('contract-popup');
    const card = popup.locator('[data-testid=contract-card][data-type=REALTIME_SALARY]');
    await card.waitFor();
    expect(await card.textContent()).toContain('Offered by agent01');
    expect(await words(card.getByTestId('ct-tier').first().textContent())).toContain(
      'Valid bet ≥ ৳ 0.00 and active members ≥ 0 → 0.5 % of valid bet',
    );
    // The generic popup's rules: the page behind does not scroll, a click beside it closes nothing.
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await page.mouse.click(5, 5);
    await card.waitFor();
    expect(await overflowing(page, '.modal')).toEqual([]);
    await screenshot(page, 'contracts-phone-dark-popup');

    await card.getByTestId('contract-accept').click();
    await popup.waitFor({ state: 'detached' });
    // The consolidated info now opens the real-time salary bills in the menu.
    await page.getByTestId('ac-menu-toggle').click();
    await page.getByTestId('ac-item-agentRealtimeSalary').waitFor();
    await page.getByTestId('ac-item-agentContracts').click();
    const held = page.locator('[data-testid=contract-card][data-type=REALTIME_SALARY]');
    await eventually(() => held.first().getAttribute('data-state')).toBe('V');
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'contracts-phone-dark-held', true);

    // The leaf's higher contract ended when this one was accepted.
    await page.getByRole('tab', { name: 'I offered' }).click();
    const ended = page.locator('[data-testid=contract-card]', { hasText: made.leaf });
    await eventually(() => ended.first().getAttribute('data-state')).toBe('C');
  });

  it('shows agent01 the contract in force on My contracts (desktop, dark, Bengali)', async () => {
    const { page } = await open({ language: 'BN', theme: 'dark' });
    await signInAtAgentHome(page, AGENT);
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    made.agentId = (await api.call(getMemberInfo, { token })).id;
    await openAgentPage(page, 'agentContracts');
    await page.getByTestId('contracts').getByRole('tab').nth(1).click();
    const card = page.locator('[data-testid=contract-card][data-type=REALTIME_SALARY]', {
      hasText: made.sub,
    });
    await eventually(() => card.first().getAttribute('data-state')).toBe('V');
    await card.first().getByTestId('contract-askEnd').waitFor();
    await screenshot(page, 'contracts-desktop-dark-bn-offered', true);
    await openAgentPage(page, 'agentRevenueReport');
    await page.getByTestId('revenue-total').waitFor();
    await agentPageSettled(page);
    await screenshot(page, 'contracts-desktop-dark-bn-revenue', true);
    // On a phone the offer dialog fits the screen.
    await page.setViewportSize(PHONE);
    await openOffer(page, made.sub);
    expect(await overflowing(page, '.modal')).toEqual([]);
    await screenshot(page, 'contracts-phone-dark-bn-offer');
  });

  it('lets the sub-agent play under the contract (agent-bills.e2e.ts reads its bill once the period is over)', async () => {
    const { page } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
    await signInAtAgentHome(page, { username: made.sub, password: SUB_PASSWORD });
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    await api.adjustBalance((await api.call(getMemberInfo, { token })).id, 300);
    // agent01 pays the bill from its main wallet: money enough for it.
    await api.adjustBalance(made.agentId, 100);

    // A few rounds of a simulator vendor's game, from the main wallet.
    await openSite(page, baseUrl, '/rng?vassalage=NVA');
    await page.getByTestId('game-card').first().getByTestId('game-start').click();
    await page.waitForURL((url) => url.pathname === '/seamless');
    const game = page.frameLocator('[data-testid=external-game-frame]');
    await game.locator('#balance').waitFor();
    for (let click = 0; click < 4; click++) {
      await game.locator('#play').click();
      await game.locator('#play:not([disabled])').waitFor();
    }
  });
});
