import { getMemberInfo, listBillsStaff, listContractsStaff } from '@tessera/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createStaff,
  DESKTOP,
  openConsole,
  PHONE,
  STAFF_PASSWORD,
  settled,
  shot,
  signIn,
} from './support/backoffice';
import { screenshot } from './support/browser';
import { DEMO_AGENT, SUB_AGENT_PASSWORD } from './support/demo-accounts';
import { setUpJourneys } from './support/journey';
import { overflowing, words } from './support/layout';
import { loginWithPassword, openSite, visit } from './support/site';

/**
 * Real-time salary bills for play of earlier in the run, read once their five-minute period is over:
 * this file runs last, and agent-contracts.e2e.ts first (the sequencer in vitest.config.ts).
 * - agent01's sub-agent, whom agent-contracts.e2e.ts registered, contracted and let play: paid by
 *   agent01. (So this file needs that one to have run before it, as the whole run does.)
 * - agent01, for demo01's round played as the run started (support/early-play.ts): paid by the house.
 * Run on its own right after them, it waits for the period to end.
 */
const { baseUrl, api, open } = setUpJourneys({ humanCheck: false });

const AGENT = DEMO_AGENT;
/** The longest a period can still have to run, and the job's pass after it. */
const PERIOD_LEFT_MS = 330_000;

/**
 * A holder's paid real-time salary bills, after a pass of the job that settles the periods that
 * ended. (Play split across two periods can leave one with too little valid bet to pay a paisa: that
 * bill is NOTHING_DUE.)
 */
async function paidBillsOf(account: string): Promise<number> {
  await api.runJob('agent-realtime-salary');
  const token = await api.staffToken();
  const query = { account, type: 'REALTIME_SALARY', state: 'PAID' } as const;
  return (await api.call(listBillsStaff, { query, token })).total;
}

/** The newest sub-agent holding a real-time salary from agent01 (agent-contracts.e2e.ts made it). */
async function subAgentOfAgent01(): Promise<string> {
  const token = await api.staffToken();
  const { list } = await api.call(listContractsStaff, {
    query: { type: 'REALTIME_SALARY', state: 'V', pageSize: '100' },
    token,
  });
  const held = list.find((contract) => contract.upline === AGENT.username);
  if (!held) throw new Error('No sub-agent holds a contract from agent01: run agent-contracts.e2e.ts first');
  return held.member;
}

/** Signs in at the agent centre's real-time salary bills. */
async function openBills(page: Page, who: { username: string; password: string }): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSite(page, baseUrl, '/agentHome?ac=agentRealtimeSalary');
  await loginWithPassword(page, who.username, who.password);
  await page.getByTestId('agent-home').waitFor();
}

/** The newest paid bill on the page: by whom and at what rate, in the first tier; the page fits. */
async function expectNewestBillPaid(page: Page, bill: { from: string; rate: string }): Promise<void> {
  const row = page.locator('[data-testid=bill-row][data-state=PAID]').first();
  await row.waitFor();
  const text = await words(row.textContent());
  expect(text).toContain(bill.from);
  expect(text).toContain(bill.rate);
  expect(text).toContain('Tier 1');
  expect(await overflowing(page)).toEqual([]);
}

describe('agent bills', () => {
  it(
    'pays the sub-agent its real-time salary from agent01, which it reads on its bills page',
    async () => {
      const sub = await subAgentOfAgent01();
      await expect
        .poll(() => paidBillsOf(sub), { timeout: PERIOD_LEFT_MS, interval: 5_000 })
        .toBeGreaterThan(0);
      const { page } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
      await openBills(page, { username: sub, password: SUB_AGENT_PASSWORD });
      await expectNewestBillPaid(page, { from: 'From agent01', rate: '0.5 %' });
      await screenshot(page, 'contracts-phone-light-sub-bill', true);
    },
    PERIOD_LEFT_MS + 60_000,
  );

  it(
    'pays agent01 the house real-time salary for its team’s play, which it reads on its bills page',
    async () => {
      await expect
        .poll(() => paidBillsOf(AGENT.username), { timeout: PERIOD_LEFT_MS, interval: 5_000 })
        .toBeGreaterThan(0);
      const { page } = await open({ language: 'EN', theme: 'light', viewport: PHONE });
      await openBills(page, AGENT);
      const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
      expect((await api.call(getMemberInfo, { token })).account).toBe(AGENT.username);

      await expectNewestBillPaid(page, { from: 'From the house', rate: '1 %' });
      await screenshot(page, 'contracts-phone-light-bill', true);
      await page.setViewportSize({ width: 1280, height: 860 });
      await screenshot(page, 'contracts-desktop-light-bill', true);
    },
    PERIOD_LEFT_MS + 60_000,
  );

  it(
    'shows support the bill in the console, its holder linked to their page and their team report',
    async () => {
      await expect
        .poll(() => paidBillsOf(AGENT.username), { timeout: PERIOD_LEFT_MS, interval: 5_000 })
        .toBeGreaterThan(0);
      const support = await createStaff(api, 'support');
      const { page } = await open({ viewport: DESKTOP });
      await openConsole(page, baseUrl);
      await signIn(page, support, STAFF_PASSWORD);
      await visit(
        page,
        `${baseUrl}/backoffice/agents/bills?account=${AGENT.username}&type=REALTIME_SALARY&state=PAID`,
      );
      await settled(page, 'bills-table');
      const bill = page.getByTestId('row').first();
      expect(await bill.textContent()).toContain('paid by the house');
      // Support reads bills but may not hold them.
      expect(await page.getByTestId('hold-bill').count()).toBe(0);
      const payee = (await bill.getByTestId('bill-payee').getAttribute('href')) ?? '';
      const agentId = Number(/\/backoffice\/members\/(\d+)$/u.exec(payee)?.[1]);
      expect(agentId).toBeGreaterThan(0);
      await shot(page, 'backoffice-desktop-light-agents-bill-links');
      await bill.getByTestId('bill-report').click();
      await page.waitForURL((url) => url.pathname === `/backoffice/agents/${agentId}/report`);
      await page.getByTestId('report-tiles').waitFor();
      await page.goBack();
      await settled(page, 'bills-table');
      await page.getByTestId('row').first().getByTestId('bill-payee').click();
      await page.waitForURL((url) => url.pathname === `/backoffice/members/${agentId}`);
      expect(await page.getByTestId('member-page').textContent()).toContain(AGENT.username);
    },
    PERIOD_LEFT_MS + 60_000,
  );
});
