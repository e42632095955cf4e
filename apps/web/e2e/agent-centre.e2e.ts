import { randomUUID } from 'node:crypto';
import { getMemberInfo, playFairGame } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { agentPageSettled, forgetSession, openAgentPage, registerDownline } from './support/agent-centre';
import { uniqueName } from './support/api';
import { screenshot } from './support/browser';
import { DEMO_AGENT, DEMO_MEMBER } from './support/demo-accounts';
import { eventually } from './support/eventually';
import { setUpJourneys } from './support/journey';
import { overflowing } from './support/layout';
import { fillUsernameRegistration, loginWithPassword, openSite } from './support/site';

const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const PHONE = { width: 390, height: 844 };
const AGENT = DEMO_AGENT;
/** agent01's direct downline in the demo brand. */
const MEMBER = DEMO_MEMBER;

/** Signs the demo agent (or another) in on /agentHome, where the page stays. */
async function signInAtAgentHome(page: Page, who = AGENT): Promise<void> {
  await openSite(page, baseUrl, '/agentHome');
  await loginWithPassword(page, who.username, who.password);
  await page.getByTestId('agent-home').waitFor();
  expect(new URL(page.url()).pathname).toBe('/agentHome');
}

/** demo01 (in agent01's team) plays one dice round, signed in on the site; the tab signs out after. */
async function teamRound(page: Page): Promise<void> {
  await openSite(page, baseUrl);
  await page.getByTestId('header-login').click();
  await loginWithPassword(page, MEMBER.username, MEMBER.password);
  await page.getByTestId('header-login').waitFor({ state: 'detached' });
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  await api.adjustBalance((await api.call(getMemberInfo, { token })).id, 10, 'agent centre journey: a round');
  await api.call(playFairGame, {
    token,
    body: { requestId: randomUUID(), stake: 1, params: { game: 'dice', target: 5000, direction: 'over' } },
  });
  await page.evaluate(() => sessionStorage.removeItem('token'));
}

/** Opens team betting and demo01's newest row: its detail, whose it is, its legs. */
async function openTeamRound(page: Page): Promise<void> {
  await openAgentPage(page, 'personalHistoryCopy');
  await page.getByTestId('team-bets').waitFor();
  await agentPageSettled(page);
  const row = page.getByTestId('bet-record-row').filter({ hasText: MEMBER.username }).first();
  await row.waitFor();
  await row.click();
  const detail = page.getByTestId('bet-record-detail');
  await detail.getByTestId('bet-legs').waitFor();
  expect(await detail.getByTestId('bet-detail-account').textContent()).toBe(MEMBER.username);
  expect(await detail.getByTestId('bet-legs').locator('.bet-leg').count()).toBeGreaterThanOrEqual(1);
}

describe('the agent centre', () => {
  it('signs the agent in at /agentHome, registers a downline, makes a code, and reads the team reports', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await signInAtAgentHome(page);
    await page.getByTestId('figure-team').waitFor();
    await screenshot(page, 'agent-desktop-dark-overview', true);

    // registerCenter: a member account, shown with its initial password.
    await openAgentPage(page, 'registerCenter');
    const account = uniqueName('dl');
    await page.getByTestId('downline-form').locator('input[name=nickname]').fill('Rahim');
    expect((await registerDownline(page, account, 'MEMBER')).length).toBeGreaterThanOrEqual(8);

    // A new invitation code for members joins the list, with its link and QR code.
    const codes = page.getByTestId('invitation');
    await page.getByTestId('invitations').waitFor();
    await agentPageSettled(page);
    const before = await codes.count();
    await page.getByTestId('new-code-member').click();
    await eventually(() => codes.count()).toBe(before + 1);
    await codes.first().getByTestId('qr-code').waitFor();
    expect(await codes.first().getByTestId('invitation-link').getAttribute('href')).toContain(
      (await codes.first().getAttribute('data-code')) ?? '?',
    );
    await screenshot(page, 'agent-desktop-dark-register', true);

    // downlineManagmentView: the new downline found by the start of its name.
    await openAgentPage(page, 'downlineManagmentView');
    await page.getByTestId('downlines').locator('input[name=username]').fill(account.slice(0, 6));
    const row = page.locator(`[data-testid=downline-row][data-account="${account}"]`);
    await eventually(() => page.getByTestId('downline-row').count()).toBe(1);
    await row.waitFor();
    expect(await row.textContent()).toContain('Level 1');
    await screenshot(page, 'agent-desktop-dark-downlines', true);

    // Team overview for this month: its tiles and charts.
    await openAgentPage(page, 'agentTeamOverview');
    await page.getByTestId('period-thisMonth').click();
    await page.getByTestId('figure-team').waitFor();
    await page.getByTestId('chart-money').waitFor();
    expect(
      Number((await page.getByTestId('figure-team').locator('dd').first().textContent())?.replace(/,/gu, '')),
    ).toBeGreaterThan(0);
    await screenshot(page, 'agent-desktop-dark-overview-month', true);

    // Team betting, statements and transactions each answer (a list or their empty state).
    for (const [item, testId] of [
      ['personalHistoryCopy', 'team-bets'],
      ['palStatementsAgentCopy', 'statements'],
      ['agentDownlineTransactionDetailsCopy', 'team-transactions'],
    ] as const) {
      await openAgentPage(page, item);
      await page.getByTestId(testId).waitFor();
      await agentPageSettled(page);
      expect(await page.getByTestId(testId).locator('.error-panel').count()).toBe(0);
      await page.getByTestId(testId).getByTestId('agent-days').waitFor();
      await screenshot(page, `agent-desktop-dark-${testId}`, true);
    }
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    await agentPageSettled(page);
    await page.getByTestId('period-custom').click();
    await page.getByTestId('team-transactions').getByTestId('agent-days').waitFor();
  });

  it('works on a phone in the light theme, from /agentHome and as a modal over the site', async () => {
    const { page } = await open({ language: 'BN', theme: 'light', viewport: PHONE });
    await signInAtAgentHome(page);
    await page.getByTestId('figure-team').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'agent-phone-light-overview', true);
    await page.getByTestId('ac-menu-toggle').click();
    await screenshot(page, 'agent-phone-light-menu');
    await page.getByTestId('ac-item-registerCenter').click();
    await page.getByTestId('invitations').waitFor();
    await agentPageSettled(page);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'agent-phone-light-register', true);
    await openAgentPage(page, 'downlineManagmentView');
    await agentPageSettled(page);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'agent-phone-light-downlines', true);
    await openAgentPage(page, 'palStatementsAgentCopy');
    await agentPageSettled(page);
    await screenshot(page, 'agent-phone-light-statements', true);

    // The side menu's agent centre: the same pages in a modal over the home page.
    await openSite(page, baseUrl);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-agent-centre').click();
    await page.getByTestId('agent-centre').waitFor();
    await page.getByTestId('figure-team').waitFor();
    await screenshot(page, 'agent-phone-light-modal');
    await openAgentPage(page, 'agentAnnouncement');
    await page.getByTestId('agent-announcements').waitFor();
  });

  it('lets a new sub-agent change the default password on /agentHome and register, and the agent drill into their team', async () => {
    const { page } = await open({ language: 'EN', theme: 'light' });
    await signInAtAgentHome(page);
    const sub = uniqueName('sa');
    const initial = await registerDownline(page, sub, 'AGENT');

    // The sub-agent signs in on /agentHome with the initial password: the change is forced, and
    // they stay on the agent home afterwards.
    await forgetSession(page, baseUrl);
    await loginWithPassword(page, sub, initial);
    const change = page.getByTestId('change-password-form');
    await change.waitFor();
    await change.locator('input[name=newPassword]').fill('Subagent123');
    await change.locator('input[name=confirmNewPassword]').fill('Subagent123');
    await change.locator('button[type=submit]').click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByTestId('agent-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/agentHome');
    const leaf = uniqueName('lf');
    await registerDownline(page, leaf, 'MEMBER');

    // The agent finds the sub-agent, opens their team, and comes back up by the breadcrumb.
    await forgetSession(page, baseUrl);
    await signInAtAgentHome(page);
    await openAgentPage(page, 'downlineManagmentView');
    await page.getByTestId('downlines').locator('input[name=username]').fill(sub);
    const subRow = page.locator(`[data-testid=downline-row][data-account="${sub}"]`);
    await eventually(() => page.getByTestId('downline-row').count()).toBe(1);
    expect(await subRow.textContent()).toContain('Agent');
    await subRow.getByTestId('downline-open').click();
    const leafRow = page.locator(`[data-testid=downline-row][data-account="${leaf}"]`);
    await leafRow.waitFor();
    expect(await leafRow.textContent()).toContain('Level 2');
    expect(await page.getByTestId('downline-crumbs').textContent()).toContain(sub);
    await screenshot(page, 'agent-desktop-light-drill-down', true);
    await page.getByTestId('downline-crumbs').getByRole('button', { name: 'My team' }).click();
    await page.getByTestId('downline-crumbs').waitFor({ state: 'detached' });
  });

  it('opens a team betting row in full, with whose round it was (desktop, dark)', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark' });
    await teamRound(page);
    await signInAtAgentHome(page);
    await openTeamRound(page);
    await screenshot(page, 'agent-desktop-dark-team-bet', true);
    // Back to the list, as it was.
    await page.getByTestId('bet-record-detail').locator('.record-detail__back').click();
    await page.getByTestId('bet-record-list').waitFor();
    expect(await page.getByTestId('bet-record-detail').count()).toBe(0);
  });

  it('opens a team betting row in full on a phone (light, Bengali)', async () => {
    const { page } = await open({ language: 'BN', theme: 'light', viewport: PHONE });
    await signInAtAgentHome(page);
    await openTeamRound(page);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'agent-phone-light-team-bet', true);
  });

  it('tells a member who is not an agent "Non-agents cannot log in", and signs them out when they sign in there', async () => {
    const { page } = await open({ language: 'EN', theme: 'dark', viewport: PHONE });
    const username = uniqueName('nonag');
    await openSite(page, baseUrl);
    await page.getByTestId('header-register').click();
    await fillUsernameRegistration(page, username, 'Member1234');
    await page.getByTestId('register-submit').click();
    await eventually(() => page.getByTestId('member-account').textContent()).toBe(username);

    // Signed in elsewhere, then opening the agent home: the reason, no agent data.
    await openSite(page, baseUrl, '/agentHome');
    await eventually(() => page.getByTestId('agent-refused').textContent()).toBe('Non-agents cannot log in');
    expect(await page.getByTestId('agent-home').count()).toBe(0);

    // Signing in on the agent home: the same words, and signed out again.
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await openSite(page, baseUrl, '/agentHome');
    await loginWithPassword(page, username, 'Member1234');
    await eventually(() => page.getByTestId('agent-refused').textContent()).toBe('Non-agents cannot log in');
    await page.getByTestId('login-form').waitFor();
    await eventually(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.getByTestId('agent-home').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/agentHome');
    await screenshot(page, 'agent-phone-dark-refused');
  });
});
